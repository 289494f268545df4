// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { irrPage } from '../described/irr-page.js';

export const calculator: CalculatorShape = {
  "slug": "irr",
  "inputs": [
    {
      "name": "cashFlows",
      "label": "Cash Flows",
      "type": "numberList",
      "required": true,
      "maxItems": 1000,
      "uiDefault": "-10000, 3000, 4200, 6800",
      "placeholder": "e.g. -10000, 3000, 4200, 6800",
      "help": "The first is today (usually the negative amount invested), then one per period, a year or a month apart. Separate them with commas, spaces or new lines."
    },
    {
      "name": "discountRate",
      "label": "Discount Rate for NPV",
      "type": "number",
      "unit": "%",
      "required": false,
      "checked": true,
      "min": -99,
      "max": 1000,
      "step": 0.1,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "help": "Optional: your cost of capital or the return you could earn elsewhere, per period. Empty means no NPV."
    }
  ],
  "outputs": [
    {
      "name": "irr",
      "type": "number",
      "unit": "%",
      "label": "IRR (per period)",
      "decimals": 2,
      "words": "the IRR"
    },
    {
      "name": "netCashFlow",
      "type": "number",
      "unit": "$",
      "label": "Net cash flow (undiscounted)",
      "words": "the net cash flow"
    },
    {
      "name": "periods",
      "type": "number",
      "label": "Periods",
      "decimals": 0,
      "words": "the number of periods"
    },
    {
      "name": "npv",
      "type": "number",
      "unit": "$",
      "label": "NPV at the discount rate",
      "words": "the NPV"
    }
  ],
  "primary": "irr"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, irrPage);
export const loadCode = () => import('../calculator-code/irr.js');
