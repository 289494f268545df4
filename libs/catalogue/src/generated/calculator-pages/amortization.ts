// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { amortizationPage } from '../described/amortization-page.js';

export const calculator: CalculatorShape = {
  "slug": "amortization",
  "inputs": [
    {
      "name": "loanAmount",
      "label": "Loan Amount",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 100,
      "max": 100000000,
      "step": 100,
      "uiDefault": 200000,
      "placeholder": "e.g. 200,000"
    },
    {
      "name": "interestRate",
      "label": "Interest Rate",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 30,
      "step": 0.01,
      "uiDefault": 6,
      "placeholder": "e.g. 6"
    },
    {
      "name": "loanTerm",
      "label": "Loan Term",
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
      "name": "extraMonthlyPayment",
      "label": "Extra Monthly Payment",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 1000000,
      "step": 10,
      "uiDefault": 0,
      "placeholder": "e.g. 100",
      "help": "Paid toward principal every month on top of the regular payment."
    }
  ],
  "outputs": [
    {
      "name": "monthlyPayment",
      "type": "number",
      "unit": "$/month",
      "label": "Monthly payment"
    },
    {
      "name": "totalInterest",
      "type": "number",
      "unit": "$",
      "label": "Total interest"
    },
    {
      "name": "totalOfPayments",
      "type": "number",
      "unit": "$",
      "label": "Total of payments"
    },
    {
      "name": "payoffMonths",
      "type": "number",
      "unit": "months",
      "label": "Months to pay off"
    },
    {
      "name": "interestSaved",
      "type": "number",
      "unit": "$",
      "label": "Interest saved by extra payments"
    },
    {
      "name": "firstPaymentInterest",
      "type": "number",
      "unit": "$",
      "label": "Interest in the first payment"
    },
    {
      "name": "firstPaymentPrincipal",
      "type": "number",
      "unit": "$",
      "label": "Principal in the first payment"
    },
    {
      "name": "balanceAfter12Payments",
      "type": "number",
      "unit": "$",
      "label": "Balance after 12 payments"
    }
  ],
  "primary": "monthlyPayment"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, amortizationPage);
export const loadCode = () => import('../calculator-code/amortization.js');
