// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { debtPayoffPage } from '../described/debt-payoff-page.js';

export const calculator: CalculatorShape = {
  "slug": "debt-payoff",
  "inputs": [
    {
      "name": "debtBalance",
      "label": "Current Balance",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 1,
      "max": 100000000,
      "step": 50,
      "uiDefault": 5000,
      "placeholder": "e.g. 5,000"
    },
    {
      "name": "interestRate",
      "label": "Interest Rate (APR)",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 50,
      "step": 0.01,
      "uiDefault": 22,
      "placeholder": "e.g. 22",
      "help": "The purchase APR on your statement."
    },
    {
      "name": "monthlyPayment",
      "label": "Monthly Payment",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 1,
      "max": 10000000,
      "step": 10,
      "uiDefault": 200,
      "placeholder": "e.g. 200",
      "help": "It must be more than the first month's interest, or the balance never falls."
    }
  ],
  "outputs": [
    {
      "name": "monthsToPayoff",
      "type": "number",
      "unit": "months",
      "label": "Months to pay off"
    },
    {
      "name": "totalInterest",
      "type": "number",
      "unit": "$",
      "label": "Total interest",
      "words": "the interest"
    },
    {
      "name": "totalPaid",
      "type": "number",
      "unit": "$",
      "label": "Total paid"
    },
    {
      "name": "finalPayment",
      "type": "number",
      "unit": "$",
      "label": "Final payment"
    }
  ],
  "primary": "monthsToPayoff"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, debtPayoffPage);
export const loadCode = () => import('../calculator-code/debt-payoff.js');
