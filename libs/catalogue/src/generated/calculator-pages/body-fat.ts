// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { bodyFatPage } from '../described/body-fat-page.js';

export const calculator: CalculatorShape = {
  "slug": "body-fat",
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
      "min": 100,
      "max": 250,
      "measure": "height",
      "step": 0.1,
      "uiDefault": 178,
      "placeholder": "Enter your height"
    },
    {
      "name": "neck",
      "label": "Neck Circumference",
      "type": "number",
      "unit": "cm",
      "required": true,
      "min": 20,
      "max": 80,
      "measure": "length",
      "step": 0.1,
      "uiDefault": 38,
      "placeholder": "Around the neck",
      "help": "Just below the Adam's apple (larynx), with the tape sloping slightly down at the front."
    },
    {
      "name": "waist",
      "label": "Waist Circumference",
      "type": "number",
      "unit": "cm",
      "required": true,
      "min": 40,
      "max": 200,
      "measure": "length",
      "step": 0.1,
      "decimals": 1,
      "uiDefault": 86,
      "placeholder": "Around the waist",
      "help": "Men: level with the navel. Women: at the narrowest point. Breathe out normally; do not pull in."
    },
    {
      "name": "hip",
      "label": "Hip Circumference",
      "type": "number",
      "unit": "cm",
      "required": true,
      "min": 50,
      "max": 200,
      "measure": "length",
      "visibleWhen": {
        "input": "sex",
        "equals": [
          2
        ]
      },
      "step": 0.1,
      "uiDefault": 96,
      "placeholder": "Around the hips",
      "help": "At the widest point of the hips and buttocks."
    },
    {
      "name": "weight",
      "label": "Weight",
      "type": "number",
      "unit": "kg",
      "required": false,
      "min": 20,
      "max": 300,
      "measure": "mass",
      "step": 0.1,
      "uiDefault": 80,
      "placeholder": "Optional",
      "help": "Optional: adds your fat mass and lean mass."
    }
  ],
  "outputs": [
    {
      "name": "bodyFatPercentage",
      "type": "number",
      "unit": "%",
      "label": "Body fat percentage",
      "words": "the body fat",
      "decimals": 1
    },
    {
      "name": "category",
      "type": "string",
      "label": "Category (ACE)",
      "words": "the category"
    },
    {
      "name": "fatMass",
      "type": "number",
      "unit": "kg",
      "label": "Fat mass"
    },
    {
      "name": "leanMass",
      "type": "number",
      "unit": "kg",
      "label": "Lean mass"
    }
  ],
  "primary": "bodyFatPercentage"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, bodyFatPage);
export const loadCode = () => import('../calculator-code/body-fat.js');
