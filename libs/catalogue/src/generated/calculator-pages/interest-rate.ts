// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { interestRatePage } from '../described/interest-rate-page.js';

export const calculator: CalculatorShape = {
  "slug": "interest-rate",
  "inputs": [
    {
      "name": "loanAmount",
      "label": "Loan Amount",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 32000,
      "placeholder": "e.g. 32000",
      "help": "The amount borrowed, before any payment."
    },
    {
      "name": "loanTerm",
      "label": "Loan Term",
      "type": "number",
      "unit": "months",
      "required": true,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 1200,
      "step": 1,
      "uiDefault": 60,
      "placeholder": "e.g. 60",
      "help": "The number of monthly payments: 60 for five years."
    },
    {
      "name": "monthlyPayment",
      "label": "Monthly Payment",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000000,
      "step": 10,
      "uiDefault": 640,
      "placeholder": "e.g. 640",
      "help": "The payment the lender quotes, due at the end of each month."
    }
  ],
  "outputs": [
    {
      "name": "interestRate",
      "type": "number",
      "unit": "%",
      "label": "Interest rate (APR)",
      "decimals": 3,
      "words": "the interest rate"
    },
    {
      "name": "monthlyRate",
      "type": "number",
      "unit": "%",
      "label": "Monthly rate",
      "decimals": 4
    },
    {
      "name": "effectiveAnnualRate",
      "type": "number",
      "unit": "%",
      "label": "Effective annual rate",
      "decimals": 3
    },
    {
      "name": "totalOfPayments",
      "type": "number",
      "unit": "$",
      "label": "Total of payments"
    },
    {
      "name": "totalInterest",
      "type": "number",
      "unit": "$",
      "label": "Total interest"
    }
  ],
  "primary": "interestRate"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, interestRatePage);
export const loadCode = () => import('../calculator-code/interest-rate.js');
