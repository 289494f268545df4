// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { budgetPage } from '../described/budget-page.js';

export const calculator: CalculatorShape = {
  "slug": "budget",
  "inputs": [
    {
      "name": "monthlyIncome",
      "label": "Monthly Take-home Pay",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 5000,
      "placeholder": "e.g. 5000",
      "help": "What reaches your account each month, after tax and payroll deductions."
    },
    {
      "name": "needs",
      "label": "Needs (housing, utilities, food, insurance, minimum debt payments)",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 50,
      "uiDefault": 2500,
      "placeholder": "e.g. 2500",
      "help": "What you must pay each month: rent or mortgage, utilities, groceries, transport, insurance and the minimum on each debt."
    },
    {
      "name": "wants",
      "label": "Wants (dining out, entertainment, travel)",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 50,
      "uiDefault": 1500,
      "placeholder": "e.g. 1500",
      "help": "What you choose to spend on: eating out, streaming, hobbies, shopping, holidays."
    },
    {
      "name": "savings",
      "label": "Savings and Extra Debt Payments",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 50,
      "uiDefault": 1000,
      "placeholder": "e.g. 1000",
      "help": "Money saved or invested, and debt payments beyond the minimums."
    }
  ],
  "outputs": [
    {
      "name": "surplus",
      "type": "number",
      "unit": "$",
      "label": "Left over each month",
      "words": "what is left over"
    },
    {
      "name": "totalAllocated",
      "type": "number",
      "unit": "$",
      "label": "Total spent and saved",
      "words": "the total spent and saved"
    },
    {
      "name": "needsPercent",
      "type": "number",
      "unit": "%",
      "label": "Needs share",
      "words": "the needs share"
    },
    {
      "name": "wantsPercent",
      "type": "number",
      "unit": "%",
      "label": "Wants share",
      "words": "the wants share"
    },
    {
      "name": "savingsPercent",
      "type": "number",
      "unit": "%",
      "label": "Savings share",
      "words": "the savings share"
    },
    {
      "name": "recommendedNeeds",
      "type": "number",
      "unit": "$",
      "label": "Needs at 50%",
      "words": "the needs at 50%"
    },
    {
      "name": "recommendedWants",
      "type": "number",
      "unit": "$",
      "label": "Wants at 30%",
      "words": "the wants at 30%"
    },
    {
      "name": "recommendedSavings",
      "type": "number",
      "unit": "$",
      "label": "Savings at 20%",
      "words": "the savings at 20%"
    }
  ],
  "primary": "surplus"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, budgetPage);
export const loadCode = () => import('../calculator-code/budget.js');
