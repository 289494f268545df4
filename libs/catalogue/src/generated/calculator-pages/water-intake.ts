// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { waterIntakePage } from '../described/water-intake-page.js';

export const calculator: CalculatorShape = {
  "slug": "water-intake",
  "inputs": [
    {
      "name": "weight",
      "label": "Body Weight",
      "type": "number",
      "unit": "kg",
      "required": true,
      "min": 20,
      "max": 300,
      "measure": "mass",
      "step": 0.1,
      "uiDefault": 70,
      "placeholder": "Enter your weight"
    },
    {
      "name": "exerciseMinutes",
      "label": "Exercise per Day",
      "type": "number",
      "unit": "minutes",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 600,
      "step": 5,
      "uiDefault": 0,
      "placeholder": "e.g. 30",
      "help": "Minutes of activity that makes you sweat."
    },
    {
      "name": "climate",
      "label": "Climate",
      "type": "select",
      "required": false,
      "default": 0,
      "options": [
        0,
        500,
        1000
      ],
      "uiDefault": 0,
      "optionLabels": {
        "0": "Temperate (no extra)",
        "500": "Hot (+500 mL)",
        "1000": "Very hot or humid (+1,000 mL)"
      }
    },
    {
      "name": "sex",
      "label": "Sex (for the reference intake)",
      "type": "select",
      "required": false,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Male",
        "2": "Female"
      },
      "help": "Optional: shows the National Academies adequate intake for comparison."
    }
  ],
  "outputs": [
    {
      "name": "waterIntake",
      "type": "number",
      "unit": "L/day",
      "label": "Water intake",
      "decimals": 2
    },
    {
      "name": "waterIntakeOunces",
      "type": "number",
      "unit": "fl oz/day",
      "label": "In US fluid ounces"
    },
    {
      "name": "cups",
      "type": "number",
      "unit": "cups/day",
      "label": "In 8 oz cups"
    },
    {
      "name": "referenceAdequateIntake",
      "type": "number",
      "unit": "L/day",
      "label": "National Academies adequate intake (total water)"
    }
  ],
  "primary": "waterIntake"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, waterIntakePage);
export const loadCode = () => import('../calculator-code/water-intake.js');
