// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { refinancePage } from '../described/refinance-page.js';

export const calculator: CalculatorShape = {
  "slug": "refinance",
  "inputs": [
    {
      "name": "currentBalance",
      "label": "Current Loan Balance",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 1000,
      "max": 100000000,
      "step": 1000,
      "uiDefault": 200000,
      "placeholder": "e.g. 200,000",
      "help": "What you still owe, from your latest statement."
    },
    {
      "name": "currentRate",
      "label": "Current Interest Rate",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 30,
      "step": 0.01,
      "uiDefault": 7,
      "placeholder": "e.g. 7"
    },
    {
      "name": "remainingTerm",
      "label": "Remaining Term",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 1,
      "max": 40,
      "step": 1,
      "uiDefault": 30,
      "placeholder": "e.g. 30",
      "help": "Years left on your current loan."
    },
    {
      "name": "newRate",
      "label": "New Interest Rate",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 30,
      "step": 0.01,
      "uiDefault": 5.5,
      "placeholder": "e.g. 5.5"
    },
    {
      "name": "newTerm",
      "label": "New Loan Term",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 1,
      "max": 40,
      "step": 1,
      "uiDefault": 30,
      "placeholder": "e.g. 30"
    },
    {
      "name": "closingCosts",
      "label": "Closing Costs (paid upfront)",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 1000000,
      "step": 100,
      "uiDefault": 4000,
      "placeholder": "e.g. 4,000",
      "help": "Lender fees, appraisal, title and any points, paid in cash at closing."
    }
  ],
  "outputs": [
    {
      "name": "monthlySavings",
      "type": "number",
      "unit": "$/month",
      "label": "Monthly savings"
    },
    {
      "name": "currentMonthlyPayment",
      "type": "number",
      "unit": "$/month",
      "label": "Current monthly payment"
    },
    {
      "name": "newMonthlyPayment",
      "type": "number",
      "unit": "$/month",
      "label": "New monthly payment",
      "words": "the new payment"
    },
    {
      "name": "breakEvenMonths",
      "type": "number",
      "unit": "months",
      "label": "Break-even (months)"
    },
    {
      "name": "currentTotalInterest",
      "type": "number",
      "unit": "$",
      "label": "Interest left on the current loan"
    },
    {
      "name": "newTotalInterest",
      "type": "number",
      "unit": "$",
      "label": "Interest on the new loan"
    },
    {
      "name": "lifetimeSavings",
      "type": "number",
      "unit": "$",
      "label": "Lifetime savings (after closing costs)"
    }
  ],
  "primary": "monthlySavings"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, refinancePage);
export const loadCode = () => import('../calculator-code/refinance.js');
