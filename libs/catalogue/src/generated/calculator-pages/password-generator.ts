// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { passwordGeneratorPage } from '../described/password-generator-page.js';

export const calculator: CalculatorShape = {
  "slug": "password-generator",
  "inputs": [
    {
      "name": "length",
      "label": "Length",
      "type": "number",
      "required": false,
      "checked": true,
      "integer": true,
      "min": 4,
      "max": 128,
      "default": 16,
      "uiDefault": 16,
      "placeholder": "e.g. 16",
      "help": "Characters in each password: length adds more strength than any rule about kinds of characters."
    },
    {
      "name": "uppercase",
      "label": "Include A–Z",
      "type": "select",
      "required": false,
      "default": 2,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "No",
        "2": "Yes"
      },
      "uiDefault": 2,
      "help": "The 26 capital letters."
    },
    {
      "name": "lowercase",
      "label": "Include a–z",
      "type": "select",
      "required": false,
      "default": 2,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "No",
        "2": "Yes"
      },
      "uiDefault": 2,
      "help": "The 26 small letters."
    },
    {
      "name": "numbers",
      "label": "Include 0–9",
      "type": "select",
      "required": false,
      "default": 2,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "No",
        "2": "Yes"
      },
      "uiDefault": 2,
      "help": "The 10 digits."
    },
    {
      "name": "symbols",
      "label": "Include Symbols",
      "type": "select",
      "required": false,
      "default": 2,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "No",
        "2": "Yes"
      },
      "uiDefault": 2,
      "help": "The 32 punctuation marks on a keyboard, such as ! # % & ? @."
    },
    {
      "name": "excludeAmbiguous",
      "label": "Avoid Look-alikes",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "No",
        "2": "Yes (no I l 1 O 0 o)"
      },
      "uiDefault": 1,
      "help": "Leaves out I, l, 1, O, 0 and o, for a password someone has to read or type from paper."
    },
    {
      "name": "count",
      "label": "How Many",
      "type": "number",
      "required": false,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 50,
      "default": 1,
      "uiDefault": 1,
      "placeholder": "e.g. 1",
      "help": "How many passwords to generate, up to 50."
    }
  ],
  "outputs": [
    {
      "name": "passwords",
      "type": "string",
      "label": "Passwords",
      "words": "the passwords"
    },
    {
      "name": "poolSize",
      "type": "number",
      "unit": "characters",
      "label": "Characters to choose from",
      "decimals": 0,
      "words": "the characters to choose from"
    },
    {
      "name": "entropyBits",
      "type": "number",
      "unit": "bits",
      "label": "Entropy",
      "decimals": 1,
      "words": "the entropy"
    }
  ],
  "primary": "passwords",
  "drawn": {
    "outputs": [
      "passwords"
    ],
    "action": "Generate passwords"
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, passwordGeneratorPage);
export const loadCode = () => import('../calculator-code/password-generator.js');
