// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { salesTaxPage } from '../described/sales-tax-page.js';

export const calculator: CalculatorShape = {
  "slug": "sales-tax",
  "inputs": [
    {
      "name": "preTaxPrice",
      "label": "Price Before Tax",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 1000000000000,
      "step": 0.01,
      "uiDefault": 100,
      "placeholder": "e.g. 100",
      "help": "The price on the tag, before any tax."
    },
    {
      "name": "taxRate",
      "label": "Sales Tax Rate",
      "type": "number",
      "unit": "%",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 0.001,
      "uiDefault": 7.25,
      "placeholder": "e.g. 7.25",
      "help": "The combined state and local rate where you buy."
    }
  ],
  "outputs": [
    {
      "name": "taxAmount",
      "type": "number",
      "unit": "$",
      "label": "Sales tax"
    },
    {
      "name": "totalPrice",
      "type": "number",
      "unit": "$",
      "label": "Total price with tax"
    }
  ],
  "primary": "taxAmount",
  "solvable": {
    "preTaxPrice": {
      "from": [
        "totalPrice",
        "taxAmount"
      ]
    },
    "taxRate": {
      "from": [
        "totalPrice",
        "taxAmount"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, salesTaxPage);
export const loadCode = () => import('../calculator-code/sales-tax.js');
