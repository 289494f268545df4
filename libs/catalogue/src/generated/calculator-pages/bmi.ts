// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { bmiPage } from '../described/bmi-page.js';

export const calculator: CalculatorShape = {
  "slug": "bmi",
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
      "uiDefault": 1,
      "optionLabels": {
        "1": "Metric (kg, cm)",
        "2": "US (lb, in)"
      },
      "help": "Set by the metric/US switch above the form."
    },
    {
      "name": "weight",
      "label": "Weight",
      "type": "number",
      "unit": "kg",
      "usUnit": "lb",
      "required": true,
      "min": 20,
      "max": 300,
      "measure": "mass",
      "step": 0.1,
      "uiDefault": 70,
      "placeholder": "Enter your weight"
    },
    {
      "name": "height",
      "label": "Height",
      "type": "number",
      "unit": "cm",
      "usUnit": "in",
      "required": true,
      "min": 100,
      "max": 250,
      "measure": "height",
      "step": 0.1,
      "uiDefault": 170,
      "placeholder": "Enter your height"
    }
  ],
  "outputs": [
    {
      "name": "bmi",
      "type": "number",
      "unit": "kg/m²",
      "label": "BMI"
    },
    {
      "name": "category",
      "type": "string",
      "label": "Category"
    },
    {
      "name": "healthyWeightMin",
      "type": "number",
      "label": "Healthy weight from"
    },
    {
      "name": "healthyWeightMax",
      "type": "number",
      "label": "Healthy weight up to"
    },
    {
      "name": "bmiPrime",
      "type": "number",
      "label": "BMI Prime"
    }
  ],
  "primary": "bmi",
  "solvable": {
    "weight": {
      "from": [
        "bmi"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, bmiPage);
export const loadCode = () => import('../calculator-code/bmi.js');
