// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { interestPage } from '../described/interest-page.js';

export const calculator: CalculatorShape = {
  "slug": "interest",
  "inputs": [
    {
      "name": "initialInvestment",
      "label": "Initial Investment",
      "type": "number",
      "unit": "$",
      "required": true,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 20000,
      "placeholder": "e.g. 20000",
      "help": "What you put in at the start."
    },
    {
      "name": "annualContribution",
      "label": "Annual Contribution",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 0,
      "placeholder": "e.g. 100",
      "help": "Added once a year; leave empty for none."
    },
    {
      "name": "monthlyContribution",
      "label": "Monthly Contribution",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 0,
      "placeholder": "e.g. 100",
      "help": "Added every month; leave empty for none."
    },
    {
      "name": "contributionTiming",
      "label": "Contribute at the",
      "type": "select",
      "required": false,
      "default": 0,
      "uiDefault": 0,
      "options": [
        0,
        1
      ],
      "optionLabels": {
        "0": "End of each period",
        "1": "Beginning of each period"
      },
      "help": "At the beginning, each contribution earns one more month of interest."
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
      "uiDefault": 5,
      "placeholder": "e.g. 5",
      "help": "The nominal annual rate, before tax."
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
      "help": "How often the rate is applied; contributions earn the monthly rate equivalent to it."
    },
    {
      "name": "years",
      "label": "Years",
      "type": "number",
      "unit": "years",
      "required": false,
      "default": 0,
      "checked": true,
      "integer": true,
      "min": 0,
      "max": 100,
      "step": 1,
      "uiDefault": 5,
      "placeholder": "e.g. 5",
      "help": "Whole years; add the months below."
    },
    {
      "name": "months",
      "label": "Months",
      "type": "number",
      "unit": "months",
      "required": false,
      "default": 0,
      "checked": true,
      "integer": true,
      "min": 0,
      "max": 11,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "e.g. 6",
      "help": "Months on top of the years, 0 to 11."
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
      "step": 0.1,
      "uiDefault": 0,
      "placeholder": "e.g. 3",
      "help": "The share of each interest credit that goes in tax; 0 for a tax-free account."
    },
    {
      "name": "inflationRate",
      "label": "Inflation Rate",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 0.1,
      "uiDefault": 0,
      "placeholder": "e.g. 3",
      "help": "Prices' yearly rise, to show the balance in today's money."
    }
  ],
  "outputs": [
    {
      "name": "endingBalance",
      "type": "number",
      "unit": "$",
      "label": "Ending balance"
    },
    {
      "name": "totalContributions",
      "type": "number",
      "unit": "$",
      "label": "Total contributions"
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
      "name": "buyingPower",
      "type": "number",
      "unit": "$",
      "label": "Buying power after inflation",
      "words": "the buying power after inflation"
    }
  ],
  "primary": "endingBalance"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, interestPage);
export const loadCode = () => import('../calculator-code/interest.js');
