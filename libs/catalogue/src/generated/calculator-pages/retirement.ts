// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
export { retirement as definition } from '../../calculators/finance/retirement.js';

export const calculator: CalculatorShape = {
  "slug": "retirement",
  "inputs": [
    {
      "name": "currentAge",
      "label": "Current age",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 15,
      "max": 90
    },
    {
      "name": "retirementAge",
      "label": "Retirement age",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 30,
      "max": 100
    },
    {
      "name": "currentSavings",
      "label": "Current retirement savings",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 1000000000
    },
    {
      "name": "monthlyContribution",
      "label": "Monthly contribution",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 1000000
    },
    {
      "name": "annualReturn",
      "label": "Expected annual return",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 20
    },
    {
      "name": "inflationRate",
      "label": "Inflation rate",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 15
    },
    {
      "name": "desiredAnnualIncome",
      "label": "Desired annual retirement income",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 10000000
    },
    {
      "name": "withdrawalRate",
      "label": "Safe withdrawal rate",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 4,
      "min": 1,
      "max": 10
    }
  ],
  "outputs": [
    {
      "name": "projectedSavings",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "projectedSavingsTodayDollars",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "totalContributions",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "sustainableAnnualIncome",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "targetNestEgg",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "targetNestEggFuture",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "surplusOrShortfall",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "requiredMonthlyContribution",
      "type": "number",
      "unit": "$"
    }
  ],
  "primary": "projectedSavings"
};
export const loadCode = () => import('../calculator-code/retirement.js');
