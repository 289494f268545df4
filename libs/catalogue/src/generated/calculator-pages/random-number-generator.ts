// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { randomNumberGeneratorPage } from '../described/random-number-generator-page.js';

export const calculator: CalculatorShape = {
  "slug": "random-number-generator",
  "inputs": [
    {
      "name": "min",
      "label": "Lower Limit",
      "type": "number",
      "required": true,
      "checked": true,
      "min": -1000000000000,
      "max": 1000000000000,
      "decimals": 4,
      "uiDefault": 1,
      "placeholder": "e.g. 1",
      "help": "The smallest number that may come up; it can come up itself."
    },
    {
      "name": "max",
      "label": "Upper Limit",
      "type": "number",
      "required": true,
      "checked": true,
      "min": -1000000000000,
      "max": 1000000000000,
      "decimals": 4,
      "uiDefault": 100,
      "placeholder": "e.g. 100",
      "help": "The largest number that may come up; it can come up itself."
    },
    {
      "name": "count",
      "label": "How Many",
      "type": "number",
      "required": false,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 1000,
      "default": 1,
      "uiDefault": 1,
      "placeholder": "e.g. 1",
      "help": "How many numbers to draw, up to 1,000; empty draws one."
    },
    {
      "name": "numberType",
      "label": "Type",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Whole numbers",
        "2": "Decimals"
      },
      "uiDefault": 1,
      "help": "Whole numbers, or numbers with a fixed count of decimal places."
    },
    {
      "name": "decimalPlaces",
      "label": "Decimal Places",
      "type": "number",
      "required": false,
      "checked": true,
      "integer": true,
      "min": 0,
      "max": 10,
      "default": 2,
      "uiDefault": 2,
      "placeholder": "e.g. 2",
      "help": "Every number is written with exactly this many decimals; empty means 2.",
      "visibleWhen": {
        "input": "numberType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "allowDuplicates",
      "label": "Repeats",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Allowed",
        "2": "Not allowed (every number differs)"
      },
      "uiDefault": 1,
      "help": "Not allowed draws like a lottery: a number once drawn cannot come up again."
    },
    {
      "name": "sortOrder",
      "label": "Order",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2,
        3
      ],
      "optionLabels": {
        "1": "As drawn",
        "2": "Smallest first",
        "3": "Largest first"
      },
      "uiDefault": 1,
      "help": "The order the numbers are listed in."
    }
  ],
  "outputs": [
    {
      "name": "numbers",
      "type": "string",
      "label": "Numbers drawn",
      "words": "the numbers drawn"
    },
    {
      "name": "possibleValues",
      "type": "number",
      "label": "Possible values",
      "decimals": 0,
      "words": "the number of possible values"
    }
  ],
  "primary": "numbers",
  "drawn": {
    "outputs": [
      "numbers"
    ],
    "action": "Generate numbers"
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, randomNumberGeneratorPage);
export const loadCode = () => import('../calculator-code/random-number-generator.js');
