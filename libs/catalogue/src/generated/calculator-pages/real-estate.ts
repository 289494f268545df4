// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { realEstatePage } from '../described/real-estate-page.js';

export const calculator: CalculatorShape = {
  "slug": "real-estate",
  "inputs": [
    {
      "name": "purchasePrice",
      "label": "Purchase Price",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000000,
      "step": 1000,
      "uiDefault": 300000,
      "placeholder": "e.g. 300000",
      "help": "What you pay for the property."
    },
    {
      "name": "downPaymentPercent",
      "label": "Down Payment",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 20,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 1,
      "uiDefault": 20,
      "placeholder": "e.g. 25",
      "help": "The share of the price paid in cash; 100 for a cash purchase. Investment loans often need 20–25%."
    },
    {
      "name": "closingCosts",
      "label": "Closing and Repair Costs",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 500,
      "uiDefault": 0,
      "placeholder": "e.g. 8000",
      "help": "Cash paid at purchase besides the down payment: closing costs and repairs before renting."
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
      "uiDefault": 7,
      "placeholder": "e.g. 7",
      "help": "The mortgage rate; investment property loans usually cost more than a home loan."
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
      "help": "The mortgage's length in years."
    },
    {
      "name": "monthlyRent",
      "label": "Monthly Rent",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 100000000,
      "step": 50,
      "uiDefault": 2500,
      "placeholder": "e.g. 2500",
      "help": "The rent in the first year, for all units together."
    },
    {
      "name": "vacancyRate",
      "label": "Vacancy",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 1,
      "uiDefault": 5,
      "placeholder": "e.g. 5",
      "help": "The share of the rent lost to empty months and unpaid rent; 5% is about 18 days a year."
    },
    {
      "name": "annualOperatingExpenses",
      "label": "Operating Expenses (tax, insurance, maintenance, management, HOA)",
      "type": "number",
      "unit": "$ / yr",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100000000,
      "step": 500,
      "uiDefault": 9000,
      "placeholder": "e.g. 9000",
      "help": "Every yearly cost of owning and running the property in the first year, except the mortgage."
    },
    {
      "name": "annualRentIncrease",
      "label": "Rent Increase",
      "type": "number",
      "unit": "% / yr",
      "required": false,
      "default": 0,
      "checked": true,
      "min": -50,
      "max": 100,
      "step": 0.5,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "help": "How much the rent rises each year."
    },
    {
      "name": "annualExpenseIncrease",
      "label": "Expense Increase",
      "type": "number",
      "unit": "% / yr",
      "required": false,
      "default": 0,
      "checked": true,
      "min": -50,
      "max": 100,
      "step": 0.5,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "help": "How much the operating expenses rise each year."
    },
    {
      "name": "annualAppreciation",
      "label": "Value Appreciation",
      "type": "number",
      "unit": "% / yr",
      "required": false,
      "default": 0,
      "checked": true,
      "min": -50,
      "max": 100,
      "step": 0.5,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "help": "How much the property's value rises each year until the sale."
    },
    {
      "name": "holdingPeriod",
      "label": "Years Held",
      "type": "number",
      "unit": "years",
      "required": true,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 50,
      "step": 1,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "help": "How long you keep the property before selling it."
    },
    {
      "name": "sellingCostPercent",
      "label": "Selling Costs",
      "type": "number",
      "unit": "% of sale",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 0.5,
      "uiDefault": 6,
      "placeholder": "e.g. 6",
      "help": "Agent commission and closing costs when you sell, as a share of the sale price."
    }
  ],
  "outputs": [
    {
      "name": "irr",
      "type": "number",
      "unit": "%",
      "label": "Internal rate of return (IRR)",
      "words": "the IRR"
    },
    {
      "name": "capRate",
      "type": "number",
      "unit": "%",
      "label": "Cap rate",
      "words": "the cap rate"
    },
    {
      "name": "cashOnCashReturn",
      "type": "number",
      "unit": "%",
      "label": "Cash-on-cash return",
      "words": "the cash-on-cash return"
    },
    {
      "name": "monthlyCashFlow",
      "type": "number",
      "unit": "$",
      "label": "Monthly cash flow (first year)",
      "words": "the monthly cash flow"
    },
    {
      "name": "netOperatingIncome",
      "type": "number",
      "unit": "$",
      "label": "Net operating income (first year)",
      "words": "the net operating income"
    },
    {
      "name": "annualDebtService",
      "type": "number",
      "unit": "$",
      "label": "Mortgage payments a year",
      "words": "the mortgage payments"
    },
    {
      "name": "loanAmount",
      "type": "number",
      "unit": "$",
      "label": "Loan amount"
    },
    {
      "name": "cashInvested",
      "type": "number",
      "unit": "$",
      "label": "Cash invested"
    },
    {
      "name": "salePrice",
      "type": "number",
      "unit": "$",
      "label": "Sale price"
    },
    {
      "name": "saleProceeds",
      "type": "number",
      "unit": "$",
      "label": "Cash from the sale",
      "words": "the cash from the sale"
    },
    {
      "name": "totalProfit",
      "type": "number",
      "unit": "$",
      "label": "Total profit"
    }
  ],
  "primary": "irr"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, realEstatePage);
export const loadCode = () => import('../calculator-code/real-estate.js');
