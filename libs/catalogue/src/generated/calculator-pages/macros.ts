// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { macrosPage } from '../described/macros-page.js';

export const calculator: CalculatorShape = {
  "slug": "macros",
  "inputs": [
    {
      "name": "dietType",
      "label": "Diet",
      "type": "select",
      "required": true,
      "options": [
        1,
        2,
        3,
        4,
        5,
        6,
        7
      ],
      "uiDefault": 1,
      "optionLabels": {
        "1": "Balanced: 50% carbs, 20% protein, 30% fat",
        "2": "Low fat: 60% carbs, 20% protein, 20% fat",
        "3": "Low carb: 25% carbs, 35% protein, 40% fat",
        "4": "High protein: 30% carbs, 40% protein, 30% fat",
        "5": "Keto: 5% carbs, 25% protein, 70% fat",
        "6": "Zone: 40% carbs, 30% protein, 30% fat",
        "7": "Custom split"
      }
    },
    {
      "name": "calories",
      "label": "Daily Calories",
      "type": "number",
      "unit": "kcal",
      "required": true,
      "min": 800,
      "max": 10000,
      "step": 10,
      "uiDefault": 2000,
      "placeholder": "e.g. 2,000",
      "help": "Not sure? Find your daily need with the Calorie Calculator."
    },
    {
      "name": "carbPercent",
      "label": "Carbs",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 100,
      "step": 1,
      "uiDefault": 50,
      "placeholder": "e.g. 50",
      "visibleWhen": {
        "input": "dietType",
        "equals": [
          7
        ]
      }
    },
    {
      "name": "proteinPercent",
      "label": "Protein",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 100,
      "step": 1,
      "uiDefault": 20,
      "placeholder": "e.g. 20",
      "visibleWhen": {
        "input": "dietType",
        "equals": [
          7
        ]
      }
    },
    {
      "name": "fatPercent",
      "label": "Fat",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 100,
      "step": 1,
      "uiDefault": 30,
      "placeholder": "e.g. 30",
      "help": "Carbs, protein and fat must add up to 100%.",
      "visibleWhen": {
        "input": "dietType",
        "equals": [
          7
        ]
      }
    }
  ],
  "outputs": [
    {
      "name": "proteinGrams",
      "type": "number",
      "unit": "g/day",
      "label": "Protein grams",
      "words": "the protein"
    },
    {
      "name": "carbsGrams",
      "type": "number",
      "unit": "g/day",
      "label": "Carbohydrate",
      "words": "the carbohydrate"
    },
    {
      "name": "fatGrams",
      "type": "number",
      "unit": "g/day",
      "label": "Fat",
      "words": "the fat"
    },
    {
      "name": "proteinCalories",
      "type": "number",
      "unit": "kcal/day",
      "label": "Calories from protein"
    },
    {
      "name": "carbsCalories",
      "type": "number",
      "unit": "kcal/day",
      "label": "Calories from carbohydrate"
    },
    {
      "name": "fatCalories",
      "type": "number",
      "unit": "kcal/day",
      "label": "Calories from fat"
    }
  ],
  "primary": "proteinGrams"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, macrosPage);
export const loadCode = () => import('../calculator-code/macros.js');
