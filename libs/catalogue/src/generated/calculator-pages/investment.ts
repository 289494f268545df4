// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { investmentPage } from '../described/investment-page.js';

export const calculator: CalculatorShape = {
  "slug": "investment",
  "inputs": [
    {
      "name": "initialInvestment",
      "label": "Starting Amount",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 10000,
      "placeholder": "e.g. 10,000"
    },
    {
      "name": "monthlyContribution",
      "label": "Monthly Contribution",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 10000000,
      "step": 10,
      "uiDefault": 500,
      "placeholder": "e.g. 500"
    },
    {
      "name": "annualReturn",
      "label": "Annual Return",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 50,
      "step": 0.1,
      "uiDefault": 7,
      "placeholder": "e.g. 7",
      "help": "An assumed average; real returns vary from year to year."
    },
    {
      "name": "years",
      "label": "Investment Length",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 0.0833,
      "max": 100,
      "step": 1,
      "uiDefault": 20,
      "placeholder": "e.g. 20"
    },
    {
      "name": "contributionTiming",
      "label": "Contribute at",
      "type": "select",
      "required": false,
      "default": 0,
      "options": [
        0,
        1
      ],
      "uiDefault": 0,
      "optionLabels": {
        "0": "End of each month",
        "1": "Beginning of each month"
      }
    }
  ],
  "outputs": [
    {
      "name": "finalBalance",
      "type": "number",
      "unit": "$",
      "label": "Final balance"
    },
    {
      "name": "totalContributions",
      "type": "number",
      "unit": "$",
      "label": "Total contributions"
    },
    {
      "name": "totalEarnings",
      "type": "number",
      "unit": "$",
      "label": "Total growth",
      "words": "the growth"
    }
  ],
  "primary": "finalBalance"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, investmentPage);
export const loadCode = () => import('../calculator-code/investment.js');
