// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { fractionPage } from '../described/fraction-page.js';

export const calculator: CalculatorShape = {
  "slug": "fraction",
  "inputs": [
    {
      "name": "fraction1",
      "label": "First Fraction",
      "type": "text",
      "required": true,
      "maxLength": 100,
      "uiDefault": "1/2",
      "placeholder": "e.g. 1 1/2",
      "help": "A fraction (3/4), a mixed number (1 1/2), a whole number or a decimal."
    },
    {
      "name": "operation",
      "label": "Operation",
      "type": "select",
      "required": true,
      "uiDefault": 1,
      "options": [
        1,
        2,
        3,
        4
      ],
      "optionLabels": {
        "1": "Add (+)",
        "2": "Subtract (−)",
        "3": "Multiply (×)",
        "4": "Divide (÷)"
      },
      "help": "What to do with the two values."
    },
    {
      "name": "fraction2",
      "label": "Second Fraction",
      "type": "text",
      "required": true,
      "maxLength": 100,
      "uiDefault": "1/3",
      "placeholder": "e.g. 2 3/4",
      "help": "A fraction (3/4), a mixed number (1 1/2), a whole number or a decimal."
    }
  ],
  "outputs": [
    {
      "name": "result",
      "type": "string",
      "label": "Result"
    },
    {
      "name": "mixedNumber",
      "type": "string",
      "label": "Mixed number"
    },
    {
      "name": "decimal",
      "type": "number",
      "label": "Decimal",
      "words": "the answer"
    },
    {
      "name": "numerator",
      "type": "number",
      "label": "Numerator",
      "decimals": 0
    },
    {
      "name": "denominator",
      "type": "number",
      "label": "Denominator",
      "decimals": 0
    }
  ],
  "primary": "result"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, fractionPage);
export const loadCode = () => import('../calculator-code/fraction.js');
