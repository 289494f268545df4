// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { caloriePage } from '../described/calorie-page.js';

export const calculator: CalculatorShape = {
  "slug": "calorie",
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
      "name": "age",
      "label": "Age",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 15,
      "max": 80,
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
      "name": "activityLevel",
      "label": "Activity",
      "type": "select",
      "required": true,
      "options": [
        1.2,
        1.375,
        1.55,
        1.725,
        1.9
      ],
      "uiDefault": 1.55,
      "optionLabels": {
        "1.2": "Sedentary: little or no exercise",
        "1.375": "Lightly active: light exercise 1–3 days a week",
        "1.55": "Moderately active: moderate exercise 3–5 days a week",
        "1.725": "Very active: hard exercise 6–7 days a week",
        "1.9": "Extra active: very hard daily exercise or a physical job"
      }
    },
    {
      "name": "goal",
      "label": "Goal",
      "type": "select",
      "required": false,
      "default": 0,
      "options": [
        0,
        -250,
        -500,
        -1000,
        250,
        500,
        1000
      ],
      "uiDefault": 0,
      "optionLabels": {
        "0": "Maintain weight",
        "250": "Mild weight gain: 0.25 kg (0.5 lb) a week",
        "500": "Weight gain: 0.5 kg (1 lb) a week",
        "1000": "Fast weight gain: 1 kg (2 lb) a week",
        "-250": "Mild weight loss: 0.25 kg (0.5 lb) a week",
        "-500": "Weight loss: 0.5 kg (1 lb) a week",
        "-1000": "Extreme weight loss: 1 kg (2 lb) a week"
      }
    }
  ],
  "outputs": [
    {
      "name": "maintenanceCalories",
      "type": "number",
      "unit": "kcal/day",
      "label": "Maintenance calories",
      "words": "the maintenance calories"
    },
    {
      "name": "bmr",
      "type": "number",
      "unit": "kcal/day",
      "label": "BMR (Mifflin-St Jeor)"
    },
    {
      "name": "targetCalories",
      "type": "number",
      "unit": "kcal/day",
      "label": "Calories for your goal"
    }
  ],
  "primary": "maintenanceCalories"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, caloriePage);
export const loadCode = () => import('../calculator-code/calorie.js');
