// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { fuelCostPage } from '../described/fuel-cost-page.js';

export const calculator: CalculatorShape = {
  "slug": "fuel-cost",
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
        "1": "Metric (km, L/100 km)",
        "2": "US (mi, mpg)"
      },
      "uiDefault": 1,
      "help": "Set by the metric/US switch above the form."
    },
    {
      "name": "tripDistance",
      "label": "Trip Distance",
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
      "uiDefault": 300,
      "placeholder": "e.g. 300 km or 200 mi",
      "help": "How far it is one way, as a map or a route planner gives it."
    },
    {
      "name": "fuelEconomy",
      "label": "Fuel Economy",
      "type": "number",
      "unit": "L/100 km",
      "usUnit": "mpg",
      "measure": "fuelEconomy",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000,
      "step": 0.1,
      "uiDefault": 7,
      "placeholder": "e.g. 7 L/100 km or 30 mpg",
      "help": "The car's consumption: its rating, or your own from the gas mileage calculator."
    },
    {
      "name": "fuelPrice",
      "label": "Fuel Price",
      "type": "number",
      "unit": "$/L",
      "usUnit": "$/gal",
      "measure": "fuelPrice",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 1000,
      "step": 0.001,
      "uiDefault": 1.8,
      "placeholder": "e.g. 1.80 a litre or 3.50 a gallon",
      "help": "The price per litre, or per gallon in US units."
    },
    {
      "name": "roundTrip",
      "label": "Trip",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "One way",
        "2": "Round trip"
      },
      "uiDefault": 1,
      "help": "A round trip drives the distance twice."
    },
    {
      "name": "passengers",
      "label": "People Sharing",
      "type": "number",
      "required": false,
      "default": 1,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 100,
      "step": 1,
      "uiDefault": 1,
      "placeholder": "e.g. 1",
      "help": "How many people split the cost, the driver included."
    }
  ],
  "outputs": [
    {
      "name": "tripCost",
      "type": "number",
      "unit": "$",
      "label": "Fuel cost of the trip",
      "words": "the fuel cost"
    },
    {
      "name": "fuelNeeded",
      "type": "number",
      "label": "Fuel needed (L or US gal)",
      "words": "the fuel needed"
    },
    {
      "name": "costPerPerson",
      "type": "number",
      "unit": "$",
      "label": "Cost per person",
      "words": "the cost per person"
    },
    {
      "name": "costPerDistance",
      "type": "number",
      "unit": "$",
      "decimals": 3,
      "label": "Cost per km or mile",
      "words": "the cost per kilometre or mile"
    },
    {
      "name": "totalDistance",
      "type": "number",
      "label": "Distance (km or mi)",
      "words": "the distance driven"
    }
  ],
  "primary": "tripCost"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, fuelCostPage);
export const loadCode = () => import('../calculator-code/fuel-cost.js');
