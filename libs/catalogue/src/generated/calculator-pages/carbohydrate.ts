// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { carbohydratePage } from '../described/carbohydrate-page.js';

export const calculator: CalculatorShape = {
  "slug": "carbohydrate",
  "inputs": [
    {
      "name": "calorieSource",
      "label": "Calories from",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "uiDefault": 1,
      "optionLabels": {
        "1": "Estimate from my body",
        "2": "I know my calories"
      }
    },
    {
      "name": "dailyCalories",
      "label": "Daily Calories",
      "type": "number",
      "unit": "kcal",
      "required": true,
      "checked": true,
      "min": 500,
      "max": 10000,
      "step": 10,
      "uiDefault": 2000,
      "placeholder": "e.g. 2000",
      "visibleWhen": {
        "input": "calorieSource",
        "equals": [
          2
        ]
      },
      "help": "The calories you eat or plan to eat in a day."
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
      },
      "visibleWhen": {
        "input": "calorieSource",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "age",
      "label": "Age",
      "type": "number",
      "unit": "years",
      "required": true,
      "checked": true,
      "min": 15,
      "max": 80,
      "step": 1,
      "uiDefault": 30,
      "placeholder": "e.g. 30",
      "visibleWhen": {
        "input": "calorieSource",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "weight",
      "label": "Weight",
      "type": "number",
      "unit": "kg",
      "required": true,
      "checked": true,
      "min": 20,
      "max": 300,
      "measure": "mass",
      "step": 0.1,
      "decimals": 1,
      "uiDefault": 70,
      "placeholder": "Enter your weight",
      "visibleWhen": {
        "input": "calorieSource",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "height",
      "label": "Height",
      "type": "number",
      "unit": "cm",
      "required": true,
      "checked": true,
      "min": 100,
      "max": 250,
      "measure": "height",
      "step": 0.1,
      "uiDefault": 175,
      "placeholder": "Enter your height",
      "visibleWhen": {
        "input": "calorieSource",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "activityLevel",
      "label": "Activity",
      "type": "select",
      "required": false,
      "default": 1.55,
      "options": [
        1.2,
        1.375,
        1.55,
        1.725,
        1.9
      ],
      "uiDefault": 1.55,
      "visibleWhen": {
        "input": "calorieSource",
        "equals": [
          1
        ]
      },
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
      "visibleWhen": {
        "input": "calorieSource",
        "equals": [
          1
        ]
      },
      "optionLabels": {
        "0": "Maintain weight",
        "250": "Mild weight gain: 0.25 kg (0.5 lb) a week",
        "500": "Weight gain: 0.5 kg (1 lb) a week",
        "1000": "Fast weight gain: 1 kg (2 lb) a week",
        "-250": "Mild weight loss: 0.25 kg (0.5 lb) a week",
        "-500": "Weight loss: 0.5 kg (1 lb) a week",
        "-1000": "Extreme weight loss: 1 kg (2 lb) a week"
      }
    },
    {
      "name": "carbPercent",
      "label": "Carbohydrate Share",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 55,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 1,
      "uiDefault": 55,
      "placeholder": "e.g. 55",
      "help": "The share of your calories to get from carbohydrate; 45% to 65% is the recommended range."
    }
  ],
  "outputs": [
    {
      "name": "carbsGrams",
      "type": "number",
      "unit": "g/day",
      "label": "Carbohydrate",
      "words": "the carbohydrate"
    },
    {
      "name": "carbsMinGrams",
      "type": "number",
      "unit": "g/day",
      "label": "Recommended range from (45%)"
    },
    {
      "name": "carbsMaxGrams",
      "type": "number",
      "unit": "g/day",
      "label": "Recommended range up to (65%)"
    },
    {
      "name": "carbsCalories",
      "type": "number",
      "unit": "kcal/day",
      "label": "Calories from carbohydrate"
    },
    {
      "name": "dailyCalories",
      "type": "number",
      "unit": "kcal/day",
      "label": "Daily calories",
      "words": "the daily calories"
    },
    {
      "name": "rdaGrams",
      "type": "number",
      "unit": "g/day",
      "label": "RDA minimum"
    }
  ],
  "primary": "carbsGrams"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, carbohydratePage);
export const loadCode = () => import('../calculator-code/carbohydrate.js');
