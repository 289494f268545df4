// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { heatIndexPage } from '../described/heat-index-page.js';

export const calculator: CalculatorShape = {
  "slug": "heat-index",
  "inputs": [
    {
      "name": "temperature",
      "label": "Air Temperature",
      "type": "number",
      "unit": "°C",
      "usUnit": "°F",
      "measure": "temperature",
      "required": true,
      "min": -40,
      "max": 150,
      "step": 0.1,
      "decimals": 1,
      "uiDefault": 32,
      "placeholder": "e.g. 32 °C or 90 °F",
      "help": "The temperature of the air in the shade, as a weather report gives it."
    },
    {
      "name": "temperatureUnit",
      "label": "Unit",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "°F",
        "2": "°C"
      },
      "unitSystemCodes": {
        "metric": 2,
        "us": 1
      },
      "uiDefault": 2,
      "help": "Set by the metric/US switch above the form."
    },
    {
      "name": "relativeHumidity",
      "label": "Relative Humidity",
      "type": "number",
      "unit": "%",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 1,
      "uiDefault": 50,
      "placeholder": "e.g. 50",
      "help": "From the same weather report: how close the air is to saturated."
    }
  ],
  "outputs": [
    {
      "name": "heatIndex",
      "type": "number",
      "label": "Heat index",
      "words": "the heat index",
      "decimals": 1
    },
    {
      "name": "heatIndexF",
      "type": "number",
      "unit": "°F",
      "label": "Heat index in °F",
      "decimals": 1
    },
    {
      "name": "heatIndexC",
      "type": "number",
      "unit": "°C",
      "label": "Heat index in °C",
      "decimals": 1
    },
    {
      "name": "category",
      "type": "string",
      "label": "NWS category"
    }
  ],
  "primary": "heatIndex"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, heatIndexPage);
export const loadCode = () => import('../calculator-code/heat-index.js');
