// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { percentagePage } from '../described/percentage-page.js';

export const calculator: CalculatorShape = {
  "slug": "percentage",
  "inputs": [
    {
      "name": "mode",
      "label": "Calculation",
      "type": "select",
      "required": true,
      "uiDefault": 1,
      "options": [
        1,
        2,
        3
      ],
      "optionLabels": {
        "1": "What is X% of Y?",
        "2": "X is what percent of Y?",
        "3": "Percentage change from X to Y"
      }
    },
    {
      "name": "valueX",
      "label": "X",
      "type": "number",
      "required": true,
      "min": -1000000000000,
      "max": 1000000000000,
      "decimals": 4,
      "uiDefault": 20,
      "placeholder": "e.g. 20",
      "help": "The percentage in the first calculation; the part in the second; the starting value in the third."
    },
    {
      "name": "valueY",
      "label": "Y",
      "type": "number",
      "required": true,
      "min": -1000000000000,
      "max": 1000000000000,
      "decimals": 4,
      "uiDefault": 150,
      "placeholder": "e.g. 150",
      "help": "The whole in the first two calculations; the new value in the third."
    }
  ],
  "outputs": [
    {
      "name": "result",
      "type": "number",
      "label": "Result"
    }
  ],
  "primary": "result",
  "solvable": {
    "valueX": {
      "from": [
        "result"
      ]
    },
    "valueY": {
      "from": [
        "result"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, percentagePage);
export const loadCode = () => import('../calculator-code/percentage.js');
