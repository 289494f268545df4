// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { loanPage } from '../described/loan-page.js';

export const calculator: CalculatorShape = {
  "slug": "loan",
  "inputs": [
    {
      "name": "loanAmount",
      "label": "Loan Amount",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 1000,
      "max": 1000000,
      "step": 1000,
      "uiDefault": 10000,
      "placeholder": "e.g. 10,000"
    },
    {
      "name": "interestRate",
      "label": "Annual Interest Rate",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 1,
      "max": 30,
      "step": 0.1,
      "uiDefault": 7,
      "placeholder": "e.g. 7"
    },
    {
      "name": "loanTenure",
      "label": "Loan Tenure",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 1,
      "max": 30,
      "step": 1,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "help": "How many years you have to repay the loan."
    }
  ],
  "outputs": [
    {
      "name": "monthlyPayment",
      "type": "number",
      "unit": "$",
      "label": "Monthly payment"
    },
    {
      "name": "totalAmount",
      "type": "number",
      "unit": "$",
      "label": "Total amount repaid"
    },
    {
      "name": "totalInterest",
      "type": "number",
      "unit": "$",
      "label": "Total interest"
    },
    {
      "name": "principal",
      "type": "number",
      "unit": "$",
      "label": "Principal"
    },
    {
      "name": "numberOfPayments",
      "type": "number",
      "unit": "months",
      "label": "Number of payments"
    }
  ],
  "primary": "monthlyPayment",
  "solvable": {
    "loanAmount": {
      "from": [
        "monthlyPayment"
      ]
    },
    "interestRate": {
      "from": [
        "monthlyPayment"
      ]
    },
    "loanTenure": {
      "from": [
        "monthlyPayment"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, loanPage);
export const loadCode = () => import('../calculator-code/loan.js');
