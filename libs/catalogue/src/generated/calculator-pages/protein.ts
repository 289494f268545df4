// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { proteinPage } from '../described/protein-page.js';

export const calculator: CalculatorShape = {
  "slug": "protein",
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
      "decimals": 1,
      "uiDefault": 70,
      "placeholder": "Enter your weight"
    },
    {
      "name": "activityLevel",
      "label": "Activity / Goal",
      "type": "select",
      "required": true,
      "uiDefault": 0.8,
      "options": [
        0.8,
        1,
        1.2,
        1.4,
        1.6,
        2
      ],
      "optionLabels": {
        "1": "Light activity or older adult: 1.0 g per kg",
        "2": "Intense training or losing fat while training: 2.0 g per kg",
        "0.8": "Sedentary adult: 0.8 g per kg (RDA)",
        "1.2": "Moderate exercise: 1.2 g per kg",
        "1.4": "Endurance training: 1.4 g per kg",
        "1.6": "Strength training or building muscle: 1.6 g per kg"
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
      "name": "rdaGrams",
      "type": "number",
      "unit": "g/day",
      "label": "RDA minimum (0.8 g/kg)"
    },
    {
      "name": "athleteRangeMin",
      "type": "number",
      "unit": "g/day",
      "label": "Athletes' range from (1.2 g/kg)"
    },
    {
      "name": "athleteRangeMax",
      "type": "number",
      "unit": "g/day",
      "label": "Athletes' range up to (2.0 g/kg)"
    },
    {
      "name": "proteinCalories",
      "type": "number",
      "unit": "kcal/day",
      "label": "Calories from protein"
    }
  ],
  "primary": "proteinGrams"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, proteinPage);
export const loadCode = () => import('../calculator-code/protein.js');
