// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { depreciationPage } from '../described/depreciation-page.js';

export const calculator: CalculatorShape = {
  "slug": "depreciation",
  "inputs": [
    {
      "name": "method",
      "label": "Method",
      "type": "select",
      "required": true,
      "uiDefault": 1,
      "options": [
        1,
        2,
        3
      ],
      "optionLabels": {
        "1": "Straight-line",
        "2": "Declining balance (double by default)",
        "3": "Sum-of-years' digits"
      }
    },
    {
      "name": "assetCost",
      "label": "Asset Cost",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 1,
      "max": 10000000000,
      "step": 100,
      "uiDefault": 10000,
      "placeholder": "e.g. 10,000",
      "help": "What the asset cost, including delivery and installation."
    },
    {
      "name": "salvageValue",
      "label": "Salvage Value",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 10000000000,
      "step": 100,
      "uiDefault": 1000,
      "placeholder": "e.g. 1,000",
      "help": "What you expect to sell it for at the end of its useful life; 0 if nothing."
    },
    {
      "name": "usefulLife",
      "label": "Useful Life",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 1,
      "max": 50,
      "integer": true,
      "step": 1,
      "uiDefault": 5,
      "placeholder": "e.g. 5"
    },
    {
      "name": "year",
      "label": "Show Year",
      "type": "number",
      "required": false,
      "default": 1,
      "min": 1,
      "max": 50,
      "integer": true,
      "step": 1,
      "uiDefault": 1,
      "placeholder": "e.g. 1",
      "help": "The year of the asset's life to show; the chart shows every year."
    },
    {
      "name": "decliningBalanceFactor",
      "label": "Declining-Balance Factor",
      "type": "number",
      "unit": "×",
      "required": false,
      "default": 2,
      "min": 1,
      "max": 3,
      "visibleWhen": {
        "input": "method",
        "equals": [
          2
        ]
      },
      "step": 0.5,
      "uiDefault": 2,
      "placeholder": "e.g. 2",
      "help": "2 is double-declining balance; 1.5 is the 150% method."
    }
  ],
  "outputs": [
    {
      "name": "depreciationForYear",
      "type": "number",
      "unit": "$",
      "label": "Depreciation for the year"
    },
    {
      "name": "accumulatedDepreciation",
      "type": "number",
      "unit": "$",
      "label": "Accumulated depreciation"
    },
    {
      "name": "bookValue",
      "type": "number",
      "unit": "$",
      "label": "Book value at year end",
      "words": "the book value"
    }
  ],
  "primary": "depreciationForYear"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, depreciationPage);
export const loadCode = () => import('../calculator-code/depreciation.js');
