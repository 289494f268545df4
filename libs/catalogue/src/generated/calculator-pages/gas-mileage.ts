// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { gasMileagePage } from '../described/gas-mileage-page.js';

export const calculator: CalculatorShape = {
  "slug": "gas-mileage",
  "inputs": [
    {
      "name": "unitSystem",
      "label": "Units",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Metric (km, L)",
        "2": "US (mi, gal)"
      },
      "uiDefault": 1,
      "help": "Set by the metric/US switch above the form."
    },
    {
      "name": "distance",
      "label": "Distance Driven",
      "type": "number",
      "unit": "km",
      "usUnit": "mi",
      "measure": "roadDistance",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 10000000,
      "step": 0.1,
      "uiDefault": 500,
      "placeholder": "e.g. 500 km or 300 mi",
      "help": "The trip meter, or the odometer now less the reading at the last full tank."
    },
    {
      "name": "fuelUsed",
      "label": "Fuel Used",
      "type": "number",
      "unit": "L",
      "usUnit": "gal",
      "measure": "fuel",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000,
      "step": 0.01,
      "uiDefault": 40,
      "placeholder": "e.g. 40 L or 10 gal",
      "help": "What it took to fill the tank again: the pump shows it."
    },
    {
      "name": "fuelPrice",
      "label": "Fuel Price",
      "type": "number",
      "unit": "$/L",
      "usUnit": "$/gal",
      "measure": "fuelPrice",
      "required": false,
      "checked": true,
      "min": 0,
      "max": 1000,
      "step": 0.001,
      "placeholder": "e.g. 1.80 a litre or 3.50 a gallon",
      "help": "Optional: the price per litre or gallon, for the cost of the driving."
    }
  ],
  "outputs": [
    {
      "name": "fuelEconomy",
      "type": "number",
      "label": "Fuel economy",
      "words": "the fuel economy"
    },
    {
      "name": "mpg",
      "type": "number",
      "unit": "mpg",
      "label": "Miles per US gallon"
    },
    {
      "name": "litersPer100km",
      "type": "number",
      "unit": "L/100 km",
      "label": "Litres per 100 km"
    },
    {
      "name": "kmPerLiter",
      "type": "number",
      "unit": "km/L",
      "label": "Kilometres per litre"
    },
    {
      "name": "mpgImperial",
      "type": "number",
      "unit": "mpg (imp.)",
      "label": "Miles per imperial gallon"
    },
    {
      "name": "totalFuelCost",
      "type": "number",
      "unit": "$",
      "label": "Fuel cost",
      "words": "the fuel cost"
    },
    {
      "name": "costPerDistance",
      "type": "number",
      "unit": "$",
      "decimals": 3,
      "label": "Cost per mile (US) or kilometre (metric)",
      "words": "the cost per mile or kilometre"
    }
  ],
  "primary": "fuelEconomy"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, gasMileagePage);
export const loadCode = () => import('../calculator-code/gas-mileage.js');
