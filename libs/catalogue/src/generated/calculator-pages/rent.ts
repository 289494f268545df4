// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { rentPage } from '../described/rent-page.js';

export const calculator: CalculatorShape = {
  "slug": "rent",
  "inputs": [
    {
      "name": "annualIncome",
      "label": "Gross Annual Income",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 10000000000,
      "step": 1000,
      "uiDefault": 60000,
      "placeholder": "e.g. 60000",
      "help": "Your yearly pay before tax, with that of anyone who will share the rent."
    },
    {
      "name": "monthlyDebts",
      "label": "Monthly Debt Payments",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 10,
      "uiDefault": 0,
      "placeholder": "e.g. 400",
      "help": "Car loans, student loans, card minimums and other debts each month. Empty means none."
    },
    {
      "name": "rentRatio",
      "label": "Rent Limit",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 30,
      "checked": true,
      "min": 1,
      "max": 100,
      "step": 1,
      "uiDefault": 30,
      "placeholder": "e.g. 30",
      "help": "The share of gross income rent may take: 30% is the usual rule. Empty means 30%."
    },
    {
      "name": "debtRatio",
      "label": "Rent + Debt Limit",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 36,
      "checked": true,
      "min": 1,
      "max": 100,
      "step": 1,
      "uiDefault": 36,
      "placeholder": "e.g. 36",
      "help": "The share rent and debts together may take: 36% is the usual guideline. Empty means 36%."
    }
  ],
  "outputs": [
    {
      "name": "maxRent",
      "type": "number",
      "unit": "$",
      "label": "Rent you can afford",
      "words": "the rent you can afford"
    },
    {
      "name": "rentByIncomeRule",
      "type": "number",
      "unit": "$",
      "label": "Rent by the income rule",
      "words": "the rent by the income rule"
    },
    {
      "name": "rentByDebtRule",
      "type": "number",
      "unit": "$",
      "label": "Rent by the debt rule",
      "words": "the rent by the debt rule"
    },
    {
      "name": "monthlyIncome",
      "type": "number",
      "unit": "$",
      "label": "Gross monthly income",
      "words": "the gross monthly income"
    }
  ],
  "primary": "maxRent",
  "solvable": {
    "annualIncome": {
      "from": [
        "maxRent"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, rentPage);
export const loadCode = () => import('../calculator-code/rent.js');
