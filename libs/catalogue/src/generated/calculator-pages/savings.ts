// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { savingsPage } from '../described/savings-page.js';

export const calculator: CalculatorShape = {
  "slug": "savings",
  "inputs": [
    {
      "name": "initialDeposit",
      "label": "Initial Deposit",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 1000,
      "placeholder": "e.g. 1000",
      "help": "What is in the account at the start; leave empty for nothing."
    },
    {
      "name": "monthlyDeposit",
      "label": "Monthly Deposit",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 10,
      "uiDefault": 200,
      "placeholder": "e.g. 200",
      "help": "What you add every month in the first year."
    },
    {
      "name": "annualDepositIncrease",
      "label": "Increase Deposits Each Year by",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 0.5,
      "uiDefault": 0,
      "placeholder": "e.g. 3",
      "help": "Raise the monthly deposit by this much at the start of each new year, as a pay rise would allow."
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
      "uiDefault": 4,
      "placeholder": "e.g. 4",
      "help": "The nominal annual rate the account pays, before tax."
    },
    {
      "name": "compoundingFrequency",
      "label": "Compound",
      "type": "select",
      "required": false,
      "default": 12,
      "uiDefault": 12,
      "options": [
        1,
        2,
        4,
        12,
        52,
        365
      ],
      "optionLabels": {
        "1": "Annually",
        "2": "Semiannually",
        "4": "Quarterly",
        "12": "Monthly",
        "52": "Weekly",
        "365": "Daily"
      },
      "help": "How often the bank credits interest; deposits earn the monthly rate equivalent to it."
    },
    {
      "name": "years",
      "label": "Years",
      "type": "number",
      "unit": "years",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 100,
      "step": 0.5,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "help": "Decimals work: 0.5 is six months."
    },
    {
      "name": "depositTiming",
      "label": "Deposit at the",
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
      "help": "At the beginning, each deposit earns interest in the month it is made."
    },
    {
      "name": "taxRate",
      "label": "Tax Rate on Interest",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "e.g. 22",
      "help": "The share of the interest that goes in tax; 0 for a tax-free account."
    }
  ],
  "outputs": [
    {
      "name": "endBalance",
      "type": "number",
      "unit": "$",
      "label": "End balance"
    },
    {
      "name": "totalDeposits",
      "type": "number",
      "unit": "$",
      "label": "Total deposits"
    },
    {
      "name": "totalInterest",
      "type": "number",
      "unit": "$",
      "label": "Total interest (after tax)",
      "words": "the interest earned"
    },
    {
      "name": "totalTax",
      "type": "number",
      "unit": "$",
      "label": "Tax on interest",
      "words": "the tax on the interest"
    },
    {
      "name": "numberOfMonths",
      "type": "number",
      "unit": "months",
      "label": "Number of months",
      "decimals": 0
    }
  ],
  "primary": "endBalance"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, savingsPage);
export const loadCode = () => import('../calculator-code/savings.js');
