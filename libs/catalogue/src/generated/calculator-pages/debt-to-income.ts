// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { debtToIncomePage } from '../described/debt-to-income-page.js';

export const calculator: CalculatorShape = {
  "slug": "debt-to-income",
  "inputs": [
    {
      "name": "grossMonthlyIncome",
      "label": "Gross Monthly Income",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 6000,
      "placeholder": "e.g. 6000",
      "help": "What you earn a month before tax and deductions, with a co-borrower's income if you apply together."
    },
    {
      "name": "housingPayment",
      "label": "Rent or Mortgage (with taxes, insurance, HOA)",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 1500,
      "placeholder": "e.g. 0",
      "help": "Your rent, or the mortgage payment with property tax, home insurance and HOA fees. Empty means none."
    },
    {
      "name": "carPayments",
      "label": "Car Loans",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "e.g. 0",
      "help": "Monthly payments on car loans and leases. Empty means none."
    },
    {
      "name": "studentLoanPayments",
      "label": "Student Loans",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "e.g. 0",
      "help": "Monthly student loan payments. Empty means none."
    },
    {
      "name": "creditCardPayments",
      "label": "Credit Card Minimums",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "e.g. 0",
      "help": "The minimum payments due on your cards, not what you choose to pay. Empty means none."
    },
    {
      "name": "otherDebtPayments",
      "label": "Other Debts (personal loans, support)",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "e.g. 0",
      "help": "Personal loans, child support, alimony and other monthly debts. Empty means none."
    }
  ],
  "outputs": [
    {
      "name": "backEndDti",
      "type": "number",
      "unit": "%",
      "label": "Debt-to-income ratio (back-end)",
      "words": "the debt-to-income ratio"
    },
    {
      "name": "frontEndDti",
      "type": "number",
      "unit": "%",
      "label": "Housing ratio (front-end)",
      "words": "the housing ratio"
    },
    {
      "name": "totalMonthlyDebt",
      "type": "number",
      "unit": "$",
      "label": "Monthly debt payments",
      "words": "the monthly debt payments"
    },
    {
      "name": "category",
      "type": "string",
      "label": "Category"
    }
  ],
  "primary": "backEndDti"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, debtToIncomePage);
export const loadCode = () => import('../calculator-code/debt-to-income.js');
