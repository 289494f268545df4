// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { numberSequencePage } from '../described/number-sequence-page.js';

export const calculator: CalculatorShape = {
  "slug": "number-sequence",
  "inputs": [
    {
      "name": "sequenceType",
      "label": "Sequence",
      "type": "select",
      "required": true,
      "options": [
        1,
        2,
        3
      ],
      "optionLabels": {
        "1": "Arithmetic (add the same number)",
        "2": "Geometric (multiply by the same number)",
        "3": "Fibonacci (add the two before)"
      },
      "uiDefault": 1,
      "help": "How each term follows from the one before."
    },
    {
      "name": "firstTerm",
      "label": "First Term (a₁)",
      "type": "number",
      "required": true,
      "min": -1000000000000000,
      "max": 1000000000000000,
      "decimals": 4,
      "uiDefault": 2,
      "placeholder": "e.g. 2",
      "help": "The term the sequence starts with; it may be negative or a decimal.",
      "visibleWhen": {
        "input": "sequenceType",
        "equals": [
          1,
          2
        ]
      }
    },
    {
      "name": "commonDifference",
      "label": "Common Difference (d)",
      "type": "number",
      "required": true,
      "min": -1000000000000000,
      "max": 1000000000000000,
      "decimals": 4,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "help": "What is added to each term to give the next: negative for a falling sequence.",
      "visibleWhen": {
        "input": "sequenceType",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "commonRatio",
      "label": "Common Ratio (r)",
      "type": "number",
      "required": true,
      "min": -1000000,
      "max": 1000000,
      "decimals": 4,
      "uiDefault": 2,
      "placeholder": "e.g. 2",
      "help": "What each term is multiplied by to give the next: between −1 and 1 the terms shrink.",
      "visibleWhen": {
        "input": "sequenceType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "n",
      "label": "Term Number (n)",
      "type": "number",
      "required": true,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 1000,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "help": "Which term you want, counting the first as 1; the sum adds the terms up to it."
    }
  ],
  "outputs": [
    {
      "name": "nthTerm",
      "type": "number",
      "label": "n-th term (aₙ)",
      "significantDigits": 12,
      "words": "the n-th term"
    },
    {
      "name": "sumOfTerms",
      "type": "number",
      "label": "Sum of the first n terms (Sₙ)",
      "significantDigits": 12,
      "words": "the sum of the terms"
    },
    {
      "name": "firstTerms",
      "type": "string",
      "label": "The first terms"
    }
  ],
  "primary": "nthTerm"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, numberSequencePage);
export const loadCode = () => import('../calculator-code/number-sequence.js');
