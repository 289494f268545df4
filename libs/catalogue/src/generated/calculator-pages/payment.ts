// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { paymentPage } from '../described/payment-page.js';

export const calculator: CalculatorShape = {
  "slug": "payment",
  "inputs": [
    {
      "name": "mode",
      "label": "Calculate",
      "type": "select",
      "required": false,
      "default": 1,
      "uiDefault": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Fixed term → payment",
        "2": "Fixed payment → number of payments"
      },
      "help": "Find the monthly payment for a term, or how many payments a monthly amount takes."
    },
    {
      "name": "loanAmount",
      "label": "Loan Amount",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "minExclusive": true,
      "min": 0,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 20000,
      "placeholder": "e.g. 20000",
      "help": "The amount you borrow."
    },
    {
      "name": "interestRate",
      "label": "Interest Rate (APR)",
      "type": "number",
      "unit": "%",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 0.01,
      "uiDefault": 6,
      "placeholder": "e.g. 6",
      "help": "The annual percentage rate; a month is charged a twelfth of it."
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
      "help": "The number of monthly payments, in whole months.",
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "monthlyPayment",
      "label": "Monthly Payment",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "minExclusive": true,
      "min": 0,
      "step": 10,
      "uiDefault": 400,
      "placeholder": "e.g. 400",
      "help": "The amount you pay each month.",
      "visibleWhen": {
        "input": "mode",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "paymentTiming",
      "label": "Payments Due",
      "type": "select",
      "required": false,
      "default": 0,
      "uiDefault": 0,
      "options": [
        0,
        1
      ],
      "optionLabels": {
        "0": "End of each month",
        "1": "Beginning of each month"
      },
      "help": "Most loans are paid at the end of each month; a lease or rent is paid at the beginning."
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
      "name": "numberOfPayments",
      "type": "number",
      "unit": "payments",
      "label": "Number of payments",
      "decimals": 4
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
    },
    {
      "name": "payoffMonths",
      "type": "number",
      "unit": "months",
      "label": "Months to pay off",
      "decimals": 0,
      "words": "the time to pay off"
    },
    {
      "name": "finalPayment",
      "type": "number",
      "unit": "$",
      "label": "Final payment"
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
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, paymentPage);
export const loadCode = () => import('../calculator-code/payment.js');
