// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { autoLeasePage } from '../described/auto-lease-page.js';

export const calculator: CalculatorShape = {
  "slug": "auto-lease",
  "inputs": [
    {
      "name": "msrp",
      "label": "MSRP (sticker price)",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 100000000,
      "step": 100,
      "uiDefault": 35000,
      "placeholder": "e.g. 35000",
      "help": "The manufacturer's suggested retail price: the residual is a percentage of it."
    },
    {
      "name": "vehiclePrice",
      "label": "Negotiated Price",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 100000000,
      "step": 100,
      "uiDefault": 33000,
      "placeholder": "e.g. 33000",
      "help": "The price you agree with the dealer (the gross capitalized cost before fees)."
    },
    {
      "name": "downPayment",
      "label": "Down Payment and Rebates",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100000000,
      "step": 100,
      "uiDefault": 2000,
      "placeholder": "e.g. 2000",
      "help": "Cash down and any rebates: they reduce the capitalized cost."
    },
    {
      "name": "tradeInValue",
      "label": "Trade-in Value",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100000000,
      "step": 100,
      "uiDefault": 0,
      "placeholder": "e.g. 5000",
      "help": "What the dealer credits for your car, less anything still owed on it."
    },
    {
      "name": "fees",
      "label": "Fees Added to the Lease",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100000000,
      "step": 50,
      "uiDefault": 0,
      "placeholder": "e.g. 995",
      "help": "The acquisition fee and other charges rolled into the lease rather than paid up front."
    },
    {
      "name": "residualPercent",
      "label": "Residual Value",
      "type": "number",
      "unit": "%",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 0.5,
      "uiDefault": 58,
      "placeholder": "e.g. 58",
      "help": "The car's value at the end of the lease, as a percentage of the MSRP; the lessor sets it."
    },
    {
      "name": "leaseTerm",
      "label": "Lease Term",
      "type": "number",
      "unit": "months",
      "required": true,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 120,
      "step": 1,
      "uiDefault": 36,
      "placeholder": "e.g. 36",
      "help": "The number of monthly payments: most leases run 24, 36 or 48 months."
    },
    {
      "name": "rateType",
      "label": "Rate Given as",
      "type": "select",
      "required": false,
      "default": 1,
      "uiDefault": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Interest rate (APR)",
        "2": "Money factor"
      },
      "help": "Dealers quote a lease's rate as a money factor (0.00208); an interest rate of 5% is the same as 0.00208."
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
      "uiDefault": 5,
      "placeholder": "e.g. 5",
      "help": "The rate as a yearly percentage; it is divided by 2,400 to give the money factor.",
      "visibleWhen": {
        "input": "rateType",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "moneyFactor",
      "label": "Money Factor",
      "type": "number",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 0.05,
      "decimals": 5,
      "step": 0.00001,
      "uiDefault": 0.00208,
      "placeholder": "e.g. 0.00208",
      "help": "The lease rate as the dealer quotes it, a small decimal.",
      "visibleWhen": {
        "input": "rateType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "salesTaxRate",
      "label": "Sales Tax",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 0.01,
      "uiDefault": 0,
      "placeholder": "e.g. 7",
      "help": "Most states tax each monthly payment at the sales tax rate."
    }
  ],
  "outputs": [
    {
      "name": "monthlyPayment",
      "type": "number",
      "unit": "$",
      "label": "Monthly payment"
    },
    {
      "name": "depreciationFee",
      "type": "number",
      "unit": "$",
      "label": "Depreciation fee",
      "words": "the depreciation fee"
    },
    {
      "name": "rentCharge",
      "type": "number",
      "unit": "$",
      "label": "Rent charge",
      "words": "the rent charge"
    },
    {
      "name": "basePayment",
      "type": "number",
      "unit": "$",
      "label": "Payment before tax",
      "words": "the payment before tax"
    },
    {
      "name": "monthlyTax",
      "type": "number",
      "unit": "$",
      "label": "Tax each month",
      "words": "the tax each month"
    },
    {
      "name": "residualValue",
      "type": "number",
      "unit": "$",
      "label": "Residual value",
      "words": "the residual value"
    },
    {
      "name": "adjustedCapCost",
      "type": "number",
      "unit": "$",
      "label": "Adjusted capitalized cost",
      "words": "the adjusted capitalized cost"
    },
    {
      "name": "moneyFactor",
      "type": "number",
      "label": "Money factor",
      "decimals": 5,
      "words": "the money factor"
    },
    {
      "name": "equivalentApr",
      "type": "number",
      "unit": "%",
      "label": "Equivalent APR",
      "words": "the equivalent APR"
    },
    {
      "name": "totalOfPayments",
      "type": "number",
      "unit": "$",
      "label": "Total of payments"
    },
    {
      "name": "totalLeaseCost",
      "type": "number",
      "unit": "$",
      "label": "Total cost of the lease",
      "words": "the total cost of the lease"
    }
  ],
  "primary": "monthlyPayment"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, autoLeasePage);
export const loadCode = () => import('../calculator-code/auto-lease.js');
