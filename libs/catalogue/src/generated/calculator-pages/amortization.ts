// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
export { amortization as definition } from '../../calculators/finance/amortization.js';

export const calculator: CalculatorShape = {
  "slug": "amortization",
  "inputs": [
    {
      "name": "loanAmount",
      "label": "Loan amount",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 100,
      "max": 100000000
    },
    {
      "name": "interestRate",
      "label": "Interest rate",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 30
    },
    {
      "name": "loanTerm",
      "label": "Loan term",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 1,
      "max": 40
    },
    {
      "name": "extraMonthlyPayment",
      "label": "Extra monthly payment",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 1000000
    }
  ],
  "outputs": [
    {
      "name": "monthlyPayment",
      "type": "number",
      "unit": "$/month"
    },
    {
      "name": "totalInterest",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "totalOfPayments",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "payoffMonths",
      "type": "number",
      "unit": "months"
    },
    {
      "name": "interestSaved",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "firstPaymentInterest",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "firstPaymentPrincipal",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "balanceAfter12Payments",
      "type": "number",
      "unit": "$"
    }
  ],
  "primary": "monthlyPayment"
};
export const loadCode = () => import('../calculator-code/amortization.js');
