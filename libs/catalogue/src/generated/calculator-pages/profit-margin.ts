// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { profitMarginPage } from '../described/profit-margin-page.js';

export const calculator: CalculatorShape = {
  "slug": "profit-margin",
  "inputs": [
    {
      "name": "revenue",
      "label": "Revenue (or selling price)",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0.01,
      "max": 1000000000000,
      "step": 0.01,
      "uiDefault": 100,
      "placeholder": "e.g. 100",
      "help": "Total sales for a period, or the price of a single item."
    },
    {
      "name": "costOfGoodsSold",
      "label": "Cost (COGS)",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 1000000000000,
      "step": 0.01,
      "uiDefault": 75,
      "placeholder": "e.g. 75",
      "help": "The direct cost of what you sold: goods bought for resale, materials, production labour."
    },
    {
      "name": "operatingExpenses",
      "label": "Operating Expenses",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 1000000000000,
      "step": 0.01,
      "uiDefault": 0,
      "placeholder": "e.g. 0",
      "help": "Optional: rent, salaries, marketing and other overheads for the same period, for the net margin."
    }
  ],
  "outputs": [
    {
      "name": "profitMargin",
      "type": "number",
      "unit": "%",
      "label": "Net profit margin"
    },
    {
      "name": "grossMargin",
      "type": "number",
      "unit": "%",
      "label": "Gross margin"
    },
    {
      "name": "grossProfit",
      "type": "number",
      "unit": "$",
      "label": "Gross profit"
    },
    {
      "name": "netProfit",
      "type": "number",
      "unit": "$",
      "label": "Net profit"
    },
    {
      "name": "markup",
      "type": "number",
      "unit": "%",
      "label": "Markup on cost"
    }
  ],
  "primary": "profitMargin",
  "solvable": {
    "revenue": {
      "from": [
        "profitMargin",
        "grossMargin"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, profitMarginPage);
export const loadCode = () => import('../calculator-code/profit-margin.js');
