// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { mortgagePage } from '../described/mortgage-page.js';

export const calculator: CalculatorShape = {
  "slug": "mortgage",
  "inputs": [
    {
      "name": "homePrice",
      "label": "Home Price",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 1000,
      "max": 100000000,
      "step": 1000,
      "uiDefault": 400000,
      "placeholder": "e.g. 400,000"
    },
    {
      "name": "downPaymentPercent",
      "label": "Down Payment",
      "type": "number",
      "unit": "% of price",
      "required": true,
      "min": 0,
      "max": 100,
      "step": 0.5,
      "uiDefault": 20,
      "placeholder": "e.g. 20",
      "help": "Below 20% down, a conventional loan usually adds PMI."
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
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 1,
      "max": 40,
      "step": 1,
      "uiDefault": 30,
      "placeholder": "e.g. 30"
    },
    {
      "name": "propertyTaxRate",
      "label": "Property Tax",
      "type": "number",
      "unit": "% of price / yr",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 10,
      "step": 0.01,
      "uiDefault": 1.2,
      "placeholder": "e.g. 1.2",
      "help": "The yearly tax bill divided by the home's price; it varies from about 0.3% to over 2% by state."
    },
    {
      "name": "homeInsurance",
      "label": "Home Insurance",
      "type": "number",
      "unit": "$ / yr",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 100000,
      "step": 50,
      "uiDefault": 1500,
      "placeholder": "e.g. 1,500",
      "help": "Your yearly homeowners insurance premium."
    },
    {
      "name": "pmiRate",
      "label": "PMI",
      "type": "number",
      "unit": "% of loan / yr",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 5,
      "step": 0.05,
      "uiDefault": 0.5,
      "placeholder": "e.g. 0.5",
      "help": "Private mortgage insurance, charged only while the down payment is under 20%."
    },
    {
      "name": "hoaFees",
      "label": "HOA Fees",
      "type": "number",
      "unit": "$ / month",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 10000,
      "step": 10,
      "uiDefault": 0,
      "placeholder": "e.g. 50",
      "help": "Homeowners association dues for a condo or planned community; 0 if none."
    }
  ],
  "outputs": [
    {
      "name": "totalMonthlyPayment",
      "type": "number",
      "unit": "$/month",
      "label": "Total monthly payment"
    },
    {
      "name": "principalAndInterest",
      "type": "number",
      "unit": "$/month",
      "label": "Principal & interest"
    },
    {
      "name": "loanAmount",
      "type": "number",
      "unit": "$",
      "label": "Loan amount"
    },
    {
      "name": "downPaymentAmount",
      "type": "number",
      "unit": "$",
      "label": "Down payment"
    },
    {
      "name": "monthlyPropertyTax",
      "type": "number",
      "unit": "$/month",
      "label": "Property tax / month"
    },
    {
      "name": "monthlyHomeInsurance",
      "type": "number",
      "unit": "$/month",
      "label": "Home insurance / month"
    },
    {
      "name": "monthlyPmi",
      "type": "number",
      "unit": "$/month",
      "label": "PMI / month"
    },
    {
      "name": "monthlyHoa",
      "type": "number",
      "unit": "$/month",
      "label": "HOA fees / month"
    },
    {
      "name": "totalOfPayments",
      "type": "number",
      "unit": "$",
      "label": "Total of principal & interest payments"
    },
    {
      "name": "totalInterest",
      "type": "number",
      "unit": "$",
      "label": "Total interest"
    },
    {
      "name": "numberOfPayments",
      "type": "number",
      "unit": "months",
      "label": "Number of payments"
    }
  ],
  "primary": "totalMonthlyPayment",
  "solvable": {
    "homePrice": {
      "from": [
        "totalMonthlyPayment",
        "principalAndInterest"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, mortgagePage);
export const loadCode = () => import('../calculator-code/mortgage.js');
