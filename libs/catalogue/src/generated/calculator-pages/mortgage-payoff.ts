// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { mortgagePayoffPage } from '../described/mortgage-payoff-page.js';

export const calculator: CalculatorShape = {
  "slug": "mortgage-payoff",
  "inputs": [
    {
      "name": "loanBalance",
      "label": "Current Loan Balance",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000000,
      "step": 1000,
      "uiDefault": 250000,
      "placeholder": "e.g. 250000",
      "help": "The principal you still owe, from your latest statement."
    },
    {
      "name": "interestRate",
      "label": "Interest Rate",
      "type": "number",
      "unit": "%",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 0.01,
      "uiDefault": 6.5,
      "placeholder": "e.g. 6.5",
      "help": "The mortgage's annual interest rate (not the APR with fees)."
    },
    {
      "name": "remainingTerm",
      "label": "Remaining Term",
      "type": "number",
      "unit": "months",
      "required": true,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 600,
      "step": 1,
      "uiDefault": 300,
      "placeholder": "e.g. 300",
      "help": "Payments left on the schedule: 25 years is 300 months, a 30-year loan 5 years in has 300 left."
    },
    {
      "name": "extraMonthlyPayment",
      "label": "Extra per Month",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 10,
      "uiDefault": 100,
      "placeholder": "e.g. 100",
      "help": "Paid on top of every monthly payment, straight off the principal."
    },
    {
      "name": "extraYearlyPayment",
      "label": "Extra per Year (with every 12th payment)",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 0,
      "placeholder": "e.g. 1000",
      "help": "A yearly lump sum, such as a bonus or a tax refund, paid with every twelfth payment."
    },
    {
      "name": "oneTimePayment",
      "label": "One-time Extra",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 0,
      "placeholder": "e.g. 10000",
      "help": "A single lump sum paid off the principal once."
    },
    {
      "name": "oneTimePaymentMonth",
      "label": "Paid with Payment Number",
      "type": "number",
      "required": false,
      "default": 1,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 600,
      "step": 1,
      "uiDefault": 1,
      "placeholder": "e.g. 12",
      "help": "Which payment the one-time extra goes with: 1 is the next payment, 12 a year from now."
    },
    {
      "name": "nextPaymentDate",
      "label": "Next Payment Date",
      "type": "date",
      "required": false,
      "emptyMeansToday": true,
      "help": "The day your next payment is due: the payoff date counts from it. Today unless you choose another day."
    }
  ],
  "outputs": [
    {
      "name": "payoffMonths",
      "type": "number",
      "unit": "months",
      "label": "Months to pay off",
      "decimals": 0,
      "words": "the time to pay off"
    },
    {
      "name": "monthsSaved",
      "type": "number",
      "unit": "months",
      "label": "Months saved",
      "decimals": 0,
      "words": "the time saved"
    },
    {
      "name": "scheduledPayment",
      "type": "number",
      "unit": "$",
      "label": "Scheduled monthly payment",
      "words": "the scheduled payment"
    },
    {
      "name": "totalInterest",
      "type": "number",
      "unit": "$",
      "label": "Total interest"
    },
    {
      "name": "originalTotalInterest",
      "type": "number",
      "unit": "$",
      "label": "Interest without extra payments",
      "words": "the interest without extras"
    },
    {
      "name": "interestSaved",
      "type": "number",
      "unit": "$",
      "label": "Interest saved",
      "words": "the interest saved"
    },
    {
      "name": "totalPaid",
      "type": "number",
      "unit": "$",
      "label": "Total paid"
    },
    {
      "name": "payoffDate",
      "type": "string",
      "label": "Last payment on",
      "words": "the payoff date"
    }
  ],
  "primary": "payoffMonths",
  "solvable": {
    "extraMonthlyPayment": {
      "from": [
        "payoffMonths"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, mortgagePayoffPage);
export const loadCode = () => import('../calculator-code/mortgage-payoff.js');
