// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { permutationCombinationPage } from '../described/permutation-combination-page.js';

export const calculator: CalculatorShape = {
  "slug": "permutation-combination",
  "inputs": [
    {
      "name": "n",
      "label": "Total Items (n)",
      "type": "number",
      "required": true,
      "checked": true,
      "integer": true,
      "min": 0,
      "max": 1000,
      "step": 1,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "help": "How many different items there are to choose from."
    },
    {
      "name": "r",
      "label": "Items Chosen (r)",
      "type": "number",
      "required": true,
      "checked": true,
      "integer": true,
      "min": 0,
      "max": 1000,
      "step": 1,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "help": "How many items each arrangement or selection holds."
    },
    {
      "name": "repetition",
      "label": "Repetition",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Not allowed",
        "2": "Allowed"
      },
      "uiDefault": 1,
      "help": "Allowed when an item can be chosen again, as a digit can recur in a PIN."
    }
  ],
  "outputs": [
    {
      "name": "permutations",
      "type": "number",
      "label": "Permutations (order matters)",
      "significantDigits": 15,
      "words": "the number of permutations"
    },
    {
      "name": "combinations",
      "type": "number",
      "label": "Combinations (order does not matter)",
      "significantDigits": 15,
      "words": "the number of combinations"
    },
    {
      "name": "permutationsExact",
      "type": "string",
      "label": "Permutations, every digit"
    },
    {
      "name": "combinationsExact",
      "type": "string",
      "label": "Combinations, every digit"
    }
  ],
  "primary": "permutations"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, permutationCombinationPage);
export const loadCode = () => import('../calculator-code/permutation-combination.js');
