// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { diceRollerPage } from '../described/dice-roller-page.js';

export const calculator: CalculatorShape = {
  "slug": "dice-roller",
  "inputs": [
    {
      "name": "numberOfDice",
      "label": "Dice",
      "type": "number",
      "required": false,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 100,
      "default": 1,
      "uiDefault": 2,
      "placeholder": "e.g. 2",
      "help": "How many dice to roll, up to 100; empty rolls one."
    },
    {
      "name": "sides",
      "label": "Sides",
      "type": "number",
      "required": false,
      "checked": true,
      "integer": true,
      "min": 2,
      "max": 1000,
      "default": 6,
      "uiDefault": 6,
      "placeholder": "e.g. 6",
      "help": "Faces of each die: 4, 6, 8, 10, 12, 20 and 100 are the usual ones; a 2 is a coin."
    },
    {
      "name": "modifier",
      "label": "Modifier",
      "type": "number",
      "required": false,
      "checked": true,
      "integer": true,
      "min": -1000,
      "max": 1000,
      "default": 0,
      "uiDefault": 0,
      "placeholder": "e.g. 2",
      "help": "Added to the sum of the dice, as the +2 of 3d6+2; negative to take away."
    }
  ],
  "outputs": [
    {
      "name": "total",
      "type": "number",
      "label": "Total",
      "decimals": 0,
      "words": "the total"
    },
    {
      "name": "rolls",
      "type": "string",
      "label": "Rolls",
      "words": "the rolls"
    },
    {
      "name": "expectedTotal",
      "type": "number",
      "label": "Average total",
      "decimals": 1,
      "words": "the average total"
    },
    {
      "name": "minimumTotal",
      "type": "number",
      "label": "Lowest possible total",
      "decimals": 0,
      "words": "the lowest possible total"
    },
    {
      "name": "maximumTotal",
      "type": "number",
      "label": "Highest possible total",
      "decimals": 0,
      "words": "the highest possible total"
    }
  ],
  "primary": "total",
  "drawn": {
    "outputs": [
      "total",
      "rolls"
    ],
    "action": "Roll the dice"
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, diceRollerPage);
export const loadCode = () => import('../calculator-code/dice-roller.js');
