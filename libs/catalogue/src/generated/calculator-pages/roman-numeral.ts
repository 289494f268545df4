// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { romanNumeralPage } from '../described/roman-numeral-page.js';

export const calculator: CalculatorShape = {
  "slug": "roman-numeral",
  "inputs": [
    {
      "name": "mode",
      "label": "Convert",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Number to Roman",
        "2": "Roman to number"
      },
      "uiDefault": 1,
      "help": "Which way to convert."
    },
    {
      "name": "number",
      "label": "Number",
      "type": "number",
      "required": true,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 3999,
      "step": 1,
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      },
      "uiDefault": 2026,
      "placeholder": "e.g. 2026",
      "help": "A whole number from 1 to 3999: the standard numerals have no zero and stop below 4000."
    },
    {
      "name": "numeral",
      "label": "Roman Numeral",
      "type": "text",
      "required": true,
      "maxLength": 100,
      "visibleWhen": {
        "input": "mode",
        "equals": [
          2
        ]
      },
      "uiDefault": "MMXXVI",
      "placeholder": "e.g. MCMXCIV",
      "help": "Capitals or small letters: mcmxciv is MCMXCIV."
    }
  ],
  "outputs": [
    {
      "name": "romanNumeral",
      "type": "string",
      "label": "Roman numeral",
      "words": "the numeral"
    },
    {
      "name": "number",
      "type": "number",
      "label": "Number",
      "decimals": 0
    }
  ],
  "primary": "romanNumeral"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, romanNumeralPage);
export const loadCode = () => import('../calculator-code/roman-numeral.js');
