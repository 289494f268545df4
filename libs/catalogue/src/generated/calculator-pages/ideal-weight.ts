// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { idealWeightPage } from '../described/ideal-weight-page.js';

export const calculator: CalculatorShape = {
  "slug": "ideal-weight",
  "inputs": [
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
      "name": "height",
      "label": "Height",
      "type": "number",
      "unit": "cm",
      "required": true,
      "min": 130,
      "max": 250,
      "step": 0.1,
      "uiDefault": 175,
      "placeholder": "Enter your height",
      "measure": "height",
      "decimals": 1,
      "help": "The formulas are made for adults at least 5 ft (152.4 cm) tall."
    }
  ],
  "outputs": [
    {
      "name": "idealWeightDevine",
      "type": "number",
      "unit": "kg",
      "label": "Devine (1974)",
      "decimals": 1,
      "words": "the ideal weight"
    },
    {
      "name": "idealWeightRobinson",
      "type": "number",
      "unit": "kg",
      "label": "Robinson (1983)"
    },
    {
      "name": "idealWeightMiller",
      "type": "number",
      "unit": "kg",
      "label": "Miller (1983)"
    },
    {
      "name": "idealWeightHamwi",
      "type": "number",
      "unit": "kg",
      "label": "Hamwi (1964)"
    },
    {
      "name": "healthyBmiWeightMin",
      "type": "number",
      "unit": "kg",
      "label": "Healthy BMI weight from"
    },
    {
      "name": "healthyBmiWeightMax",
      "type": "number",
      "unit": "kg",
      "label": "Healthy BMI weight up to",
      "words": "the healthy BMI weight up to"
    }
  ],
  "primary": "idealWeightDevine"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, idealWeightPage);
export const loadCode = () => import('../calculator-code/ideal-weight.js');
