// Generated from libs/calc-engine/src/calculators/auto-lease/auto-lease.ts and auto-lease.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const autoLeasePage: CalculatorPage = {
  "title": "Auto Lease Calculator",
  "description": "Work out a car lease's monthly payment from the price, residual value and money factor or interest rate, with sales tax and the total cost of the lease.",
  "category": "finance",
  "topic": "loans",
  "aliases": [
    "auto-lease-calculator",
    "car-lease",
    "car-lease-calculator",
    "lease-payment",
    "money-factor"
  ],
  "keywords": [
    "auto lease calculator",
    "car lease calculator",
    "lease payment calculator",
    "money factor",
    "money factor to apr",
    "residual value",
    "capitalized cost",
    "rent charge",
    "lease vs buy",
    "vehicle lease payment",
    "car leese calculator",
    "auto lease calulator",
    "car lease payment"
  ],
  "related": [
    "car-loan",
    "loan",
    "sales-tax",
    "payment",
    "interest-rate"
  ],
  "formula": {
    "expression": "payment = (C − R) ÷ n + (C + R) × MF,  plus tax;   MF = APR ÷ 2,400",
    "symbols": [
      {
        "symbol": "C",
        "meaning": "adjusted capitalized cost, the price plus fees less the down payment and trade-in"
      },
      {
        "symbol": "R",
        "meaning": "residual value, the MSRP × the residual percentage"
      },
      {
        "symbol": "n",
        "meaning": "lease term in months"
      },
      {
        "symbol": "MF",
        "meaning": "money factor"
      }
    ],
    "text": "A lease payment has two parts. The depreciation fee spreads the value the car loses over the months of the lease; the rent charge is the lease's interest, the money factor times the capitalized cost plus the residual. Sales tax is then charged on each payment."
  },
  "examples": [
    {
      "description": "Edmunds' sample lease with a money factor of 0.00125",
      "inputs": {
        "msrp": 23000,
        "vehiclePrice": 21000,
        "fees": 1200,
        "downPayment": 2200,
        "residualPercent": 57,
        "leaseTerm": 36,
        "rateType": 2,
        "moneyFactor": 0.00125
      }
    },
    {
      "description": "A $35,000 car at $33,000, 58% residual, 5% over 36 months with 7% tax",
      "inputs": {
        "msrp": 35000,
        "vehiclePrice": 33000,
        "downPayment": 2000,
        "residualPercent": 58,
        "leaseTerm": 36,
        "rateType": 1,
        "interestRate": 5,
        "salesTaxRate": 7
      }
    },
    {
      "description": "A $45,000 car with a $5,000 trade-in and fees rolled in, 6.5% and 8.25% tax",
      "inputs": {
        "msrp": 45000,
        "vehiclePrice": 42000,
        "downPayment": 3000,
        "tradeInValue": 5000,
        "fees": 995,
        "residualPercent": 55,
        "leaseTerm": 36,
        "rateType": 1,
        "interestRate": 6.5,
        "salesTaxRate": 8.25
      }
    }
  ]
};
