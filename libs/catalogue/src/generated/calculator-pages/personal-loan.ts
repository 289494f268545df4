// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { personalLoanPage } from '../described/personal-loan-page.js';

export const calculator: CalculatorShape = {
  "slug": "personal-loan",
  "inputs": [
    {
      "name": "loanAmount",
      "label": "Loan Amount",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 100,
      "max": 1000000,
      "step": 100,
      "uiDefault": 10000,
      "placeholder": "e.g. 10,000"
    },
    {
      "name": "interestRate",
      "label": "Interest Rate",
      "type": "number",
      "unit": "% APR",
      "required": true,
      "min": 0,
      "max": 36,
      "step": 0.01,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "help": "The loan's yearly interest rate before any fee."
    },
    {
      "name": "loanTerm",
      "label": "Loan Term",
      "type": "number",
      "unit": "months",
      "required": true,
      "min": 1,
      "max": 120,
      "step": 1,
      "uiDefault": 36,
      "placeholder": "e.g. 36",
      "help": "Personal loans usually run 24 to 84 months."
    },
    {
      "name": "originationFee",
      "label": "Origination Fee",
      "type": "number",
      "unit": "% of loan",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 12,
      "step": 0.1,
      "uiDefault": 0,
      "placeholder": "e.g. 5",
      "help": "A one-time fee, often 1% to 10%, taken out of the money you receive."
    }
  ],
  "outputs": [
    {
      "name": "monthlyPayment",
      "type": "number",
      "unit": "$/month",
      "label": "Monthly payment"
    },
    {
      "name": "totalInterest",
      "type": "number",
      "unit": "$",
      "label": "Total interest"
    },
    {
      "name": "totalOfPayments",
      "type": "number",
      "unit": "$",
      "label": "Total of payments"
    },
    {
      "name": "originationFeeAmount",
      "type": "number",
      "unit": "$",
      "label": "Origination fee"
    },
    {
      "name": "netProceeds",
      "type": "number",
      "unit": "$",
      "label": "Amount you receive"
    },
    {
      "name": "apr",
      "type": "number",
      "unit": "%",
      "label": "APR (with fee)"
    },
    {
      "name": "totalCost",
      "type": "number",
      "unit": "$",
      "label": "Total cost (interest + fee)"
    }
  ],
  "primary": "monthlyPayment"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, personalLoanPage);
export const loadCode = () => import('../calculator-code/personal-loan.js');
