// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { retirementPage } from '../described/retirement-page.js';

export const calculator: CalculatorShape = {
  "slug": "retirement",
  "inputs": [
    {
      "name": "currentAge",
      "label": "Current Age",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 15,
      "max": 90,
      "step": 1,
      "uiDefault": 30,
      "placeholder": "e.g. 30"
    },
    {
      "name": "retirementAge",
      "label": "Retirement Age",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 30,
      "max": 100,
      "step": 1,
      "uiDefault": 65,
      "placeholder": "e.g. 65"
    },
    {
      "name": "currentSavings",
      "label": "Current Retirement Savings",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 1000000000,
      "step": 1000,
      "uiDefault": 50000,
      "placeholder": "e.g. 50,000",
      "help": "Everything in 401(k)s, IRAs and other accounts set aside for retirement."
    },
    {
      "name": "monthlyContribution",
      "label": "Monthly Contribution",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 1000000,
      "step": 50,
      "uiDefault": 500,
      "placeholder": "e.g. 500",
      "help": "What you add each month, employer match included."
    },
    {
      "name": "annualReturn",
      "label": "Expected Annual Return",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 20,
      "step": 0.1,
      "uiDefault": 7,
      "placeholder": "e.g. 7",
      "help": "Before inflation. A cautious planning figure for a mixed portfolio is often 5% to 7%."
    },
    {
      "name": "inflationRate",
      "label": "Inflation Rate",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 15,
      "step": 0.1,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "help": "Used to show results in today's dollars; leave empty for none."
    },
    {
      "name": "desiredAnnualIncome",
      "label": "Desired Annual Retirement Income (today's $)",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 10000000,
      "step": 1000,
      "uiDefault": 60000,
      "placeholder": "e.g. 60,000",
      "help": "What your savings should pay you each year, on top of Social Security or a pension."
    },
    {
      "name": "withdrawalRate",
      "label": "Safe Withdrawal Rate",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 4,
      "min": 1,
      "max": 10,
      "step": 0.1,
      "uiDefault": 4,
      "placeholder": "e.g. 4",
      "help": "The share of savings you withdraw in the first year of retirement; 4% is the classic rule."
    }
  ],
  "outputs": [
    {
      "name": "projectedSavings",
      "type": "number",
      "unit": "$",
      "label": "Projected savings at retirement",
      "words": "the projected savings"
    },
    {
      "name": "projectedSavingsTodayDollars",
      "type": "number",
      "unit": "$",
      "label": "Projected savings in today's dollars"
    },
    {
      "name": "totalContributions",
      "type": "number",
      "unit": "$",
      "label": "Total contributions"
    },
    {
      "name": "sustainableAnnualIncome",
      "type": "number",
      "unit": "$",
      "label": "Sustainable yearly income (today's dollars)",
      "words": "the sustainable yearly income"
    },
    {
      "name": "targetNestEgg",
      "type": "number",
      "unit": "$",
      "label": "Target nest egg (today's dollars)"
    },
    {
      "name": "targetNestEggFuture",
      "type": "number",
      "unit": "$",
      "label": "Target nest egg at retirement"
    },
    {
      "name": "surplusOrShortfall",
      "type": "number",
      "unit": "$",
      "label": "Surplus (+) or shortfall (−)"
    },
    {
      "name": "requiredMonthlyContribution",
      "type": "number",
      "unit": "$",
      "label": "Monthly contribution needed"
    }
  ],
  "primary": "projectedSavings"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, retirementPage);
export const loadCode = () => import('../calculator-code/retirement.js');
