// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { breakEvenPage } from '../described/break-even-page.js';

export const calculator: CalculatorShape = {
  "slug": "break-even",
  "inputs": [
    {
      "name": "fixedCosts",
      "label": "Fixed Costs",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 10000000000,
      "step": 100,
      "uiDefault": 10000,
      "placeholder": "e.g. 10,000",
      "help": "Costs that do not change with sales, such as rent, salaries and insurance, for the period you are planning."
    },
    {
      "name": "pricePerUnit",
      "label": "Selling Price per Unit",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0.01,
      "max": 100000000,
      "step": 0.01,
      "uiDefault": 50,
      "placeholder": "e.g. 50"
    },
    {
      "name": "variableCostPerUnit",
      "label": "Variable Cost per Unit",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 100000000,
      "step": 0.01,
      "uiDefault": 30,
      "placeholder": "e.g. 30",
      "help": "What each extra unit costs you: materials, packaging, shipping, sales commissions, card fees."
    }
  ],
  "outputs": [
    {
      "name": "breakEvenUnits",
      "type": "number",
      "unit": "units",
      "label": "Units to sell (rounded up)",
      "words": "the units to sell"
    },
    {
      "name": "breakEvenUnitsExact",
      "type": "number",
      "unit": "units",
      "label": "Exact break-even units"
    },
    {
      "name": "breakEvenRevenue",
      "type": "number",
      "unit": "$",
      "label": "Break-even revenue"
    },
    {
      "name": "contributionMargin",
      "type": "number",
      "unit": "$/unit",
      "label": "Contribution margin per unit"
    },
    {
      "name": "contributionMarginRatio",
      "type": "number",
      "unit": "%",
      "label": "Contribution margin ratio (CM ratio)"
    }
  ],
  "primary": "breakEvenUnits",
  "solvable": {
    "pricePerUnit": {
      "from": [
        "breakEvenUnitsExact",
        "breakEvenUnits"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, breakEvenPage);
export const loadCode = () => import('../calculator-code/break-even.js');
