// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { markupPage } from '../described/markup-page.js';

export const calculator: CalculatorShape = {
  "slug": "markup",
  "inputs": [
    {
      "name": "cost",
      "label": "Cost",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0.01,
      "max": 1000000000000,
      "step": 0.01,
      "uiDefault": 75,
      "placeholder": "e.g. 75",
      "help": "What one item costs you to buy or make."
    },
    {
      "name": "sellingPrice",
      "label": "Selling Price",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 1000000000000,
      "step": 0.01,
      "uiDefault": 100,
      "placeholder": "e.g. 100"
    }
  ],
  "outputs": [
    {
      "name": "markupPercent",
      "type": "number",
      "unit": "%",
      "label": "Markup on cost",
      "words": "the markup"
    },
    {
      "name": "grossProfit",
      "type": "number",
      "unit": "$",
      "label": "Gross profit per item"
    },
    {
      "name": "grossMargin",
      "type": "number",
      "unit": "%",
      "label": "Gross margin (on price)",
      "words": "the gross margin"
    }
  ],
  "primary": "markupPercent",
  "solvable": {
    "sellingPrice": {
      "from": [
        "markupPercent"
      ]
    },
    "cost": {
      "from": [
        "markupPercent"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, markupPage);
export const loadCode = () => import('../calculator-code/markup.js');
