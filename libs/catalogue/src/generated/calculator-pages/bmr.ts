// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { bmrPage } from '../described/bmr-page.js';

export const calculator: CalculatorShape = {
  "slug": "bmr",
  "inputs": [
    {
      "name": "formula",
      "label": "Equation",
      "type": "select",
      "required": false,
      "default": 1,
      "uiDefault": 1,
      "options": [
        1,
        2,
        3
      ],
      "optionLabels": {
        "1": "Mifflin-St Jeor (recommended)",
        "2": "Revised Harris-Benedict",
        "3": "Katch-McArdle (needs your body fat %)"
      }
    },
    {
      "name": "sex",
      "label": "Sex",
      "type": "select",
      "required": true,
      "options": [
        1,
        2
      ],
      "uiDefault": 1,
      "optionLabels": {
        "1": "Male",
        "2": "Female"
      }
    },
    {
      "name": "age",
      "label": "Age",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 15,
      "max": 100,
      "step": 1,
      "uiDefault": 30,
      "placeholder": "e.g. 30"
    },
    {
      "name": "weight",
      "label": "Weight",
      "type": "number",
      "unit": "kg",
      "required": true,
      "min": 20,
      "max": 300,
      "measure": "mass",
      "step": 0.1,
      "decimals": 1,
      "uiDefault": 70,
      "placeholder": "Enter your weight"
    },
    {
      "name": "height",
      "label": "Height",
      "type": "number",
      "unit": "cm",
      "required": true,
      "min": 100,
      "max": 250,
      "measure": "height",
      "step": 0.1,
      "uiDefault": 175,
      "placeholder": "Enter your height"
    },
    {
      "name": "bodyFatPercentage",
      "label": "Body Fat",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 3,
      "max": 70,
      "visibleWhen": {
        "input": "formula",
        "equals": [
          3
        ]
      },
      "step": 0.1,
      "decimals": 1,
      "placeholder": "e.g. 20",
      "help": "Not sure? Estimate it with the Body Fat Calculator."
    }
  ],
  "outputs": [
    {
      "name": "bmr",
      "type": "number",
      "unit": "kcal/day",
      "label": "BMR",
      "words": "the BMR"
    },
    {
      "name": "tdeeSedentary",
      "type": "number",
      "unit": "kcal/day",
      "label": "Sedentary (× 1.2)"
    },
    {
      "name": "tdeeLight",
      "type": "number",
      "unit": "kcal/day",
      "label": "Lightly active (× 1.375)"
    },
    {
      "name": "tdeeModerate",
      "type": "number",
      "unit": "kcal/day",
      "label": "Moderately active (× 1.55)",
      "words": "the need with moderate exercise"
    },
    {
      "name": "tdeeVeryActive",
      "type": "number",
      "unit": "kcal/day",
      "label": "Very active (× 1.725)"
    },
    {
      "name": "tdeeExtraActive",
      "type": "number",
      "unit": "kcal/day",
      "label": "Extra active (× 1.9)"
    }
  ],
  "primary": "bmr"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, bmrPage);
export const loadCode = () => import('../calculator-code/bmr.js');
