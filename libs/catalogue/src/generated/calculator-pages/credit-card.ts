// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { creditCardPage } from '../described/credit-card-page.js';

export const calculator: CalculatorShape = {
  "slug": "credit-card",
  "inputs": [
    {
      "name": "balance",
      "label": "Card Balance",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 100000000,
      "step": 50,
      "uiDefault": 5000,
      "placeholder": "e.g. 5000",
      "help": "What you owe on the card today, from your statement or app."
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
      "uiDefault": 22,
      "placeholder": "e.g. 22",
      "help": "The purchase APR on your statement; a month is charged a twelfth of it."
    },
    {
      "name": "mode",
      "label": "I Want to",
      "type": "select",
      "required": false,
      "default": 1,
      "uiDefault": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Pay a fixed amount",
        "2": "Be debt-free in a number of months"
      },
      "help": "See how long a monthly payment takes, or find the payment that clears the card by a chosen month."
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
      "max": 100000000,
      "step": 10,
      "uiDefault": 200,
      "placeholder": "e.g. 200",
      "help": "The same amount each month, with no new purchases. It must be more than a month's interest.",
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "targetMonths",
      "label": "Months to Pay Off",
      "type": "number",
      "unit": "months",
      "required": true,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 600,
      "step": 1,
      "uiDefault": 24,
      "placeholder": "e.g. 24",
      "help": "When you want the card cleared: 24 months is two years.",
      "visibleWhen": {
        "input": "mode",
        "equals": [
          2
        ]
      }
    }
  ],
  "outputs": [
    {
      "name": "monthsToPayoff",
      "type": "number",
      "unit": "months",
      "label": "Months to pay off",
      "decimals": 0,
      "words": "the time to pay off"
    },
    {
      "name": "requiredPayment",
      "type": "number",
      "unit": "$",
      "label": "Monthly payment needed",
      "words": "the payment needed"
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
export const definition: CalculatorPageDefinition = describedPage(calculator, creditCardPage);
export const loadCode = () => import('../calculator-code/credit-card.js');
