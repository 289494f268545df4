// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
export { investment as definition } from '../../calculators/finance/investment.js';

export const calculator: CalculatorShape = {
  "slug": "investment",
  "inputs": [
    {
      "name": "initialInvestment",
      "label": "Starting amount",
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
      "required": false,
      "default": 0,
      "min": 0,
      "max": 10000000
    },
    {
      "name": "annualReturn",
      "label": "Annual return",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 50
    },
    {
      "name": "years",
      "label": "Investment length",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 0.0833,
      "max": 100
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
      ]
    }
  ],
  "outputs": [
    {
      "name": "finalBalance",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "totalContributions",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "totalEarnings",
      "type": "number",
      "unit": "$"
    }
  ],
  "primary": "finalBalance"
};
export const loadCode = () => import('../calculator-code/investment.js');
