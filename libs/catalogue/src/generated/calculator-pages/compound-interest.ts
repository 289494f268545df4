// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { compoundInterestPage } from '../described/compound-interest-page.js';

export const calculator: CalculatorShape = {
  "slug": "compound-interest",
  "inputs": [
    {
      "name": "principal",
      "label": "Initial Investment",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 100000000,
      "step": 100,
      "uiDefault": 10000,
      "placeholder": "e.g. 10,000"
    },
    {
      "name": "interestRate",
      "label": "Annual Interest Rate",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 50,
      "step": 0.01,
      "uiDefault": 5,
      "placeholder": "e.g. 5"
    },
    {
      "name": "years",
      "label": "Time Period",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 0,
      "max": 100,
      "step": 1,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "help": "Decimals work: 2.5 is two and a half years."
    },
    {
      "name": "compoundingFrequency",
      "label": "Compounding",
      "type": "select",
      "required": true,
      "options": [
        1,
        2,
        4,
        12,
        52,
        365
      ],
      "uiDefault": 12,
      "optionLabels": {
        "1": "Annually",
        "2": "Semiannually",
        "4": "Quarterly",
        "12": "Monthly",
        "52": "Weekly",
        "365": "Daily"
      }
    },
    {
      "name": "monthlyContribution",
      "label": "Monthly Contribution",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 1000000,
      "step": 10,
      "uiDefault": 0,
      "placeholder": "e.g. 200",
      "help": "Added at the end of each month; leave empty for none."
    }
  ],
  "outputs": [
    {
      "name": "futureValue",
      "type": "number",
      "unit": "$",
      "label": "Future value"
    },
    {
      "name": "totalContributions",
      "type": "number",
      "unit": "$",
      "label": "Total deposited"
    },
    {
      "name": "totalInterest",
      "type": "number",
      "unit": "$",
      "label": "Total interest earned",
      "words": "the interest earned"
    },
    {
      "name": "effectiveAnnualRate",
      "type": "number",
      "unit": "%",
      "label": "Effective annual rate (APY)"
    }
  ],
  "primary": "futureValue",
  "solvable": {
    "years": {
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
export const definition: CalculatorPageDefinition = describedPage(calculator, compoundInterestPage);
export const loadCode = () => import('../calculator-code/compound-interest.js');
