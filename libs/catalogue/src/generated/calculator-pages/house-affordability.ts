// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { houseAffordabilityPage } from '../described/house-affordability-page.js';

export const calculator: CalculatorShape = {
  "slug": "house-affordability",
  "inputs": [
    {
      "name": "annualIncome",
      "label": "Gross Annual Income",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000000,
      "step": 1000,
      "uiDefault": 100000,
      "placeholder": "e.g. 100000",
      "help": "Household income before tax, of everyone on the mortgage."
    },
    {
      "name": "monthlyDebts",
      "label": "Monthly Debt Payments",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100000000,
      "step": 50,
      "uiDefault": 0,
      "placeholder": "e.g. 500",
      "help": "Car, student loan and personal loan payments and card minimums; not rent or utilities."
    },
    {
      "name": "downPayment",
      "label": "Down Payment",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1000,
      "uiDefault": 60000,
      "placeholder": "e.g. 60000",
      "help": "The cash you will put toward the price, after closing costs."
    },
    {
      "name": "interestRate",
      "label": "Interest Rate",
      "type": "number",
      "unit": "%",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 0.01,
      "uiDefault": 6.5,
      "placeholder": "e.g. 6.5",
      "help": "The mortgage rate you expect to be offered."
    },
    {
      "name": "loanTerm",
      "label": "Loan Term",
      "type": "number",
      "unit": "years",
      "required": false,
      "default": 30,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 40,
      "step": 1,
      "uiDefault": 30,
      "placeholder": "e.g. 30",
      "help": "Most mortgages run 30 or 15 years."
    },
    {
      "name": "propertyTaxRate",
      "label": "Property Tax",
      "type": "number",
      "unit": "% of price / yr",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 10,
      "step": 0.01,
      "uiDefault": 1.2,
      "placeholder": "e.g. 1.2",
      "help": "The yearly tax as a percentage of the home's price; about 1% in much of the US."
    },
    {
      "name": "homeInsurance",
      "label": "Home Insurance",
      "type": "number",
      "unit": "$ / yr",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 10000000,
      "step": 100,
      "uiDefault": 1500,
      "placeholder": "e.g. 1500",
      "help": "The yearly homeowners insurance premium."
    },
    {
      "name": "hoaFees",
      "label": "HOA Fees",
      "type": "number",
      "unit": "$ / month",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000,
      "step": 10,
      "uiDefault": 0,
      "placeholder": "e.g. 250",
      "help": "Homeowners association dues, if the home has them."
    },
    {
      "name": "pmiRate",
      "label": "PMI",
      "type": "number",
      "unit": "% of loan / yr",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 5,
      "step": 0.05,
      "uiDefault": 0.5,
      "placeholder": "e.g. 0.5",
      "help": "Private mortgage insurance, charged while you put down less than 20%."
    },
    {
      "name": "frontEndRatio",
      "label": "Housing Limit",
      "type": "number",
      "unit": "% of gross",
      "required": false,
      "default": 28,
      "checked": true,
      "min": 1,
      "max": 100,
      "step": 1,
      "uiDefault": 28,
      "placeholder": "e.g. 28",
      "help": "The share of gross income housing may take: 28% by the usual rule."
    },
    {
      "name": "backEndRatio",
      "label": "Total Debt Limit",
      "type": "number",
      "unit": "% of gross",
      "required": false,
      "default": 36,
      "checked": true,
      "min": 1,
      "max": 100,
      "step": 1,
      "uiDefault": 36,
      "placeholder": "e.g. 36",
      "help": "The share of gross income housing and all other debts may take: 36% by the usual rule."
    }
  ],
  "outputs": [
    {
      "name": "maxHomePrice",
      "type": "number",
      "unit": "$",
      "label": "Home price you can afford",
      "words": "the home price you can afford"
    },
    {
      "name": "loanAmount",
      "type": "number",
      "unit": "$",
      "label": "Loan amount"
    },
    {
      "name": "principalAndInterest",
      "type": "number",
      "unit": "$",
      "label": "Principal and interest"
    },
    {
      "name": "monthlyPropertyTax",
      "type": "number",
      "unit": "$",
      "label": "Property tax a month",
      "words": "the property tax"
    },
    {
      "name": "monthlyInsurance",
      "type": "number",
      "unit": "$",
      "label": "Insurance a month",
      "words": "the insurance"
    },
    {
      "name": "monthlyPmi",
      "type": "number",
      "unit": "$",
      "label": "PMI a month",
      "words": "the PMI"
    },
    {
      "name": "monthlyHoa",
      "type": "number",
      "unit": "$",
      "label": "HOA fees a month",
      "words": "the HOA fees"
    },
    {
      "name": "totalMonthlyPayment",
      "type": "number",
      "unit": "$",
      "label": "Total monthly payment"
    },
    {
      "name": "maxHousingPayment",
      "type": "number",
      "unit": "$",
      "label": "Most housing may cost a month",
      "words": "the housing budget"
    },
    {
      "name": "frontEndDti",
      "type": "number",
      "unit": "%",
      "label": "Housing ratio (front-end DTI)",
      "words": "the housing ratio"
    },
    {
      "name": "backEndDti",
      "type": "number",
      "unit": "%",
      "label": "Total debt ratio (back-end DTI)",
      "words": "the total debt ratio"
    }
  ],
  "primary": "maxHomePrice",
  "solvable": {
    "annualIncome": {
      "from": [
        "maxHomePrice"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, houseAffordabilityPage);
export const loadCode = () => import('../calculator-code/house-affordability.js');
