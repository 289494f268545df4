// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { simpleInterestPage } from '../described/simple-interest-page.js';

export const calculator: CalculatorShape = {
  "slug": "simple-interest",
  "inputs": [
    {
      "name": "principal",
      "label": "Principal",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 100000000,
      "step": 100,
      "uiDefault": 10000,
      "placeholder": "e.g. 10,000"
    },
    {
      "name": "interestRate",
      "label": "Annual Interest Rate",
      "type": "number",
      "unit": "% / yr",
      "required": true,
      "min": 0,
      "max": 100,
      "step": 0.01,
      "uiDefault": 5,
      "placeholder": "e.g. 5"
    },
    {
      "name": "time",
      "label": "Time",
      "type": "number",
      "required": true,
      "min": 0,
      "max": 1000,
      "step": 1,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "help": "In the unit chosen below: years, months or days."
    },
    {
      "name": "timeUnit",
      "label": "Time Unit",
      "type": "select",
      "required": false,
      "default": 1,
      "uiDefault": 1,
      "options": [
        1,
        2,
        3
      ],
      "optionLabels": {
        "1": "Years",
        "2": "Months",
        "3": "Days"
      }
    }
  ],
  "outputs": [
    {
      "name": "interest",
      "type": "number",
      "unit": "$",
      "label": "Interest"
    },
    {
      "name": "totalAmount",
      "type": "number",
      "unit": "$",
      "label": "Total (principal + interest)",
      "words": "the total"
    }
  ],
  "primary": "interest"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, simpleInterestPage);
export const loadCode = () => import('../calculator-code/simple-interest.js');
