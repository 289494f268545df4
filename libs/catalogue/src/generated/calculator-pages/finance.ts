// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { financePage } from '../described/finance-page.js';

export const calculator: CalculatorShape = {
  "slug": "finance",
  "inputs": [
    {
      "name": "periods",
      "label": "Number of Periods (N)",
      "type": "number",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 10000,
      "step": 1,
      "uiDefault": 120,
      "placeholder": "e.g. 120",
      "decimals": 4,
      "help": "How many payment periods: 120 monthly payments are 10 years. It may be fractional."
    },
    {
      "name": "interestRate",
      "label": "Annual Interest Rate (I/Y)",
      "type": "number",
      "unit": "%",
      "required": true,
      "checked": true,
      "min": -99,
      "max": 1000,
      "step": 0.01,
      "uiDefault": 6,
      "placeholder": "e.g. 6",
      "decimals": 4,
      "help": "The nominal yearly rate, compounded as many times a year as Compounding per Year says."
    },
    {
      "name": "presentValue",
      "label": "Present Value (PV)",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": -1000000000000,
      "max": 1000000000000,
      "step": 0.01,
      "uiDefault": -10000,
      "placeholder": "e.g. -10000",
      "help": "The amount at the start. Money you pay out (a deposit) is negative; money you receive (a loan) is positive."
    },
    {
      "name": "payment",
      "label": "Payment (PMT)",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": -1000000000000,
      "max": 1000000000000,
      "step": 0.01,
      "uiDefault": -100,
      "placeholder": "e.g. -100",
      "help": "The amount paid or received each period, with the same signs: a deposit or a loan payment is negative."
    },
    {
      "name": "paymentsPerYear",
      "label": "Payments per Year (P/Y)",
      "type": "select",
      "required": false,
      "default": 12,
      "options": [
        1,
        2,
        4,
        12,
        24,
        26,
        52,
        365
      ],
      "optionLabels": {
        "1": "Annually (1)",
        "2": "Semiannually (2)",
        "4": "Quarterly (4)",
        "12": "Monthly (12)",
        "24": "Semimonthly (24)",
        "26": "Biweekly (26)",
        "52": "Weekly (52)",
        "365": "Daily (365)"
      },
      "uiDefault": 12,
      "help": "How often payments are made, which is also the length of one period."
    },
    {
      "name": "compoundingPerYear",
      "label": "Compounding per Year (C/Y)",
      "type": "select",
      "required": false,
      "options": [
        1,
        2,
        4,
        12,
        24,
        26,
        52,
        365
      ],
      "optionLabels": {
        "1": "Annually (1)",
        "2": "Semiannually (2)",
        "4": "Quarterly (4)",
        "12": "Monthly (12)",
        "24": "Semimonthly (24)",
        "26": "Biweekly (26)",
        "52": "Weekly (52)",
        "365": "Daily (365)"
      },
      "uiDefault": 12,
      "help": "How often interest is added. Left empty, it is the same as the payments per year."
    },
    {
      "name": "paymentTiming",
      "label": "Payments at",
      "type": "select",
      "required": false,
      "default": 0,
      "options": [
        0,
        1
      ],
      "optionLabels": {
        "0": "End of each period",
        "1": "Beginning of each period"
      },
      "uiDefault": 0,
      "help": "Loans are usually paid at the end of each period; rent and many savings plans at the beginning."
    }
  ],
  "outputs": [
    {
      "name": "futureValue",
      "type": "number",
      "unit": "$",
      "label": "Future value (FV)",
      "words": "the future value"
    },
    {
      "name": "periodicRate",
      "type": "number",
      "unit": "%",
      "label": "Rate per period",
      "decimals": 4,
      "words": "the rate per period"
    },
    {
      "name": "totalPayments",
      "type": "number",
      "unit": "$",
      "label": "Total of payments (PMT × N)",
      "words": "the total of payments"
    },
    {
      "name": "totalInterest",
      "type": "number",
      "unit": "$",
      "label": "Total interest (earned +, paid −)",
      "words": "the total interest"
    }
  ],
  "primary": "futureValue",
  "solvable": {
    "periods": {
      "from": [
        "futureValue"
      ]
    },
    "presentValue": {
      "from": [
        "futureValue"
      ]
    },
    "payment": {
      "from": [
        "futureValue"
      ]
    },
    "interestRate": {
      "from": [
        "futureValue"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, financePage);
export const loadCode = () => import('../calculator-code/finance.js');
