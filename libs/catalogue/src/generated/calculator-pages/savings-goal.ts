// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { savingsGoalPage } from '../described/savings-goal-page.js';

export const calculator: CalculatorShape = {
  "slug": "savings-goal",
  "inputs": [
    {
      "name": "savingsGoal",
      "label": "Savings Goal",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 1,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 10000,
      "placeholder": "e.g. 10,000"
    },
    {
      "name": "currentSavings",
      "label": "Current Savings",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 0,
      "placeholder": "e.g. 2,000",
      "help": "What you have already put aside for this goal."
    },
    {
      "name": "interestRate",
      "label": "Annual Interest Rate (compounded monthly)",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 30,
      "step": 0.01,
      "uiDefault": 5,
      "placeholder": "e.g. 4.5",
      "help": "What your savings account pays; 0 for cash that earns nothing."
    },
    {
      "name": "years",
      "label": "Time to Goal",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 0.25,
      "max": 100,
      "step": 0.25,
      "uiDefault": 5,
      "placeholder": "e.g. 5",
      "help": "Quarter years work: 1.5 is 18 months."
    }
  ],
  "outputs": [
    {
      "name": "monthlyDeposit",
      "type": "number",
      "unit": "$",
      "label": "Monthly deposit"
    },
    {
      "name": "totalDeposits",
      "type": "number",
      "unit": "$",
      "label": "Total deposits"
    },
    {
      "name": "interestEarned",
      "type": "number",
      "unit": "$",
      "label": "Interest earned"
    },
    {
      "name": "numberOfMonths",
      "type": "number",
      "unit": "months",
      "label": "Number of months"
    }
  ],
  "primary": "monthlyDeposit",
  "solvable": {
    "interestRate": {
      "from": [
        "monthlyDeposit"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, savingsGoalPage);
export const loadCode = () => import('../calculator-code/savings-goal.js');
