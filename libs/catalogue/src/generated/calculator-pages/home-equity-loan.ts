// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { homeEquityLoanPage } from '../described/home-equity-loan-page.js';

export const calculator: CalculatorShape = {
  "slug": "home-equity-loan",
  "inputs": [
    {
      "name": "homeValue",
      "label": "Home Value",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 10000000000,
      "step": 1000,
      "uiDefault": 400000,
      "placeholder": "e.g. 400000",
      "help": "What the home would sell for today, or its appraised value."
    },
    {
      "name": "mortgageBalance",
      "label": "Mortgage Balance",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 10000000000,
      "step": 1000,
      "uiDefault": 250000,
      "placeholder": "e.g. 250000",
      "help": "What you still owe on the first mortgage; empty for none."
    },
    {
      "name": "maxCltv",
      "label": "Maximum Combined LTV",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 80,
      "checked": true,
      "min": 1,
      "max": 100,
      "step": 1,
      "uiDefault": 80,
      "placeholder": "e.g. 80",
      "help": "The share of the home's value the lender lets all loans on it reach: often 80% to 85%."
    },
    {
      "name": "loanAmount",
      "label": "Loan Amount",
      "type": "number",
      "unit": "$",
      "required": false,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 10000000000,
      "step": 1000,
      "placeholder": "the most you can borrow",
      "help": "Leave empty to borrow the most the combined LTV allows."
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
      "uiDefault": 8,
      "placeholder": "e.g. 8",
      "help": "The loan's fixed annual rate (APR)."
    },
    {
      "name": "loanTerm",
      "label": "Loan Term",
      "type": "number",
      "unit": "years",
      "required": false,
      "default": 15,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 40,
      "step": 1,
      "uiDefault": 15,
      "placeholder": "e.g. 15",
      "help": "Whole years; home equity loans usually run 5 to 30."
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
      "name": "loanAmount",
      "type": "number",
      "unit": "$",
      "label": "Loan amount"
    },
    {
      "name": "maxLoanAmount",
      "type": "number",
      "unit": "$",
      "label": "Most you can borrow",
      "words": "the most you can borrow"
    },
    {
      "name": "availableEquity",
      "type": "number",
      "unit": "$",
      "label": "Home equity",
      "words": "your home equity"
    },
    {
      "name": "combinedLtv",
      "type": "number",
      "unit": "%",
      "label": "Combined loan-to-value (CLTV)",
      "words": "the combined loan-to-value"
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
  "primary": "monthlyPayment",
  "solvable": {
    "loanAmount": {
      "from": [
        "monthlyPayment"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, homeEquityLoanPage);
export const loadCode = () => import('../calculator-code/home-equity-loan.js');
