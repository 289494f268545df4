// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { carLoanPage } from '../described/car-loan-page.js';

export const calculator: CalculatorShape = {
  "slug": "car-loan",
  "inputs": [
    {
      "name": "vehiclePrice",
      "label": "Vehicle Price",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 500,
      "max": 1000000,
      "step": 100,
      "uiDefault": 30000,
      "placeholder": "e.g. 30,000"
    },
    {
      "name": "downPayment",
      "label": "Down Payment",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 1000000,
      "step": 100,
      "uiDefault": 0,
      "placeholder": "e.g. 3,000"
    },
    {
      "name": "tradeInValue",
      "label": "Trade-in Value",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 1000000,
      "step": 100,
      "uiDefault": 0,
      "placeholder": "e.g. 8,000",
      "help": "What the dealer credits for your current car, after any loan still owed on it."
    },
    {
      "name": "salesTaxRate",
      "label": "Sales Tax",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 15,
      "step": 0.01,
      "uiDefault": 0,
      "placeholder": "e.g. 7",
      "help": "Your state and local rate, charged here on the price minus the trade-in."
    },
    {
      "name": "fees",
      "label": "Title, Registration & Other Fees",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 50000,
      "step": 10,
      "uiDefault": 0,
      "placeholder": "e.g. 500",
      "help": "Added to the amount financed."
    },
    {
      "name": "interestRate",
      "label": "Interest Rate (APR)",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 30,
      "step": 0.01,
      "uiDefault": 6.5,
      "placeholder": "e.g. 6.5"
    },
    {
      "name": "loanTerm",
      "label": "Loan Term",
      "type": "select",
      "unit": "months",
      "required": true,
      "options": [
        24,
        36,
        48,
        60,
        72,
        84
      ],
      "uiDefault": 60,
      "optionLabels": {
        "24": "24 months (2 years)",
        "36": "36 months (3 years)",
        "48": "48 months (4 years)",
        "60": "60 months (5 years)",
        "72": "72 months (6 years)",
        "84": "84 months (7 years)"
      }
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
      "name": "loanAmount",
      "type": "number",
      "unit": "$",
      "label": "Amount financed"
    },
    {
      "name": "salesTax",
      "type": "number",
      "unit": "$",
      "label": "Sales tax"
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
      "name": "totalCost",
      "type": "number",
      "unit": "$",
      "label": "Total cost of the car"
    }
  ],
  "primary": "monthlyPayment"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, carLoanPage);
export const loadCode = () => import('../calculator-code/car-loan.js');
