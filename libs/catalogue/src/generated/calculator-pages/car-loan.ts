// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
export { carLoan as definition } from '../../calculators/finance/car-loan.js';

export const calculator: CalculatorShape = {
  "slug": "car-loan",
  "inputs": [
    {
      "name": "vehiclePrice",
      "label": "Vehicle price",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 500,
      "max": 1000000
    },
    {
      "name": "downPayment",
      "label": "Down payment",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 1000000
    },
    {
      "name": "tradeInValue",
      "label": "Trade-in value",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 1000000
    },
    {
      "name": "salesTaxRate",
      "label": "Sales tax",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 15
    },
    {
      "name": "fees",
      "label": "Fees",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 50000
    },
    {
      "name": "interestRate",
      "label": "Interest rate",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 30
    },
    {
      "name": "loanTerm",
      "label": "Loan term",
      "type": "select",
      "required": true,
      "options": [
        24,
        36,
        48,
        60,
        72,
        84
      ]
    }
  ],
  "outputs": [
    {
      "name": "monthlyPayment",
      "type": "number",
      "unit": "$/month"
    },
    {
      "name": "loanAmount",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "salesTax",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "totalInterest",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "totalOfPayments",
      "type": "number",
      "unit": "$"
    },
    {
      "name": "totalCost",
      "type": "number",
      "unit": "$"
    }
  ],
  "primary": "monthlyPayment"
};
export const loadCode = () => import('../calculator-code/car-loan.js');
