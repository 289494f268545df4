// Generated from libs/calc-engine/src/calculators/real-estate/real-estate.ts and real-estate.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const realEstatePage: CalculatorPage = {
  "title": "Real Estate Calculator",
  "description": "A rental property's IRR over the years you hold it, with its cap rate, cash-on-cash return and monthly cash flow from the price, loan, rent and costs.",
  "category": "finance",
  "topic": "mortgages",
  "aliases": [
    "real-estate-calculator",
    "rental-property",
    "rental-property-calculator",
    "cap-rate",
    "cash-on-cash-return",
    "rental-investment"
  ],
  "keywords": [
    "real estate calculator",
    "rental property calculator",
    "cap rate calculator",
    "cash on cash return",
    "rental property irr",
    "rental cash flow",
    "net operating income",
    "buy to let calculator",
    "landlord calculator",
    "real estate calulator",
    "rental propery calculator",
    "cap rate calculater"
  ],
  "related": [
    "roi",
    "mortgage",
    "house-affordability",
    "investment",
    "payback-period"
  ],
  "formula": {
    "expression": "NOI = rent × (1 − vacancy) − expenses;   cap rate = NOI ÷ price;   0 = Σ CFₜ ÷ (1 + IRR)^t",
    "symbols": [
      {
        "symbol": "NOI",
        "meaning": "net operating income, the year's rent after vacancy less operating expenses"
      },
      {
        "symbol": "CFₜ",
        "meaning": "cash flow of year t, NOI less the mortgage payments; year 0 is the cash invested, and the last year adds the cash from the sale"
      },
      {
        "symbol": "IRR",
        "meaning": "internal rate of return, the yearly rate that makes all the cash flows worth 0 today"
      }
    ],
    "text": "Each year the rent after vacancy, less the operating expenses, is the net operating income; less the mortgage payments it is the cash flow. At the end the property is sold, and the sale price less the selling costs and the loan still owed is added to the last year. The IRR is the rate at which the cash put in equals everything that comes back."
  },
  "examples": [
    {
      "description": "$300,000 with 20% down at 7%, $2,500 rent, sold after 10 years",
      "inputs": {
        "purchasePrice": 300000,
        "downPaymentPercent": 20,
        "closingCosts": 0,
        "interestRate": 7,
        "loanTerm": 30,
        "monthlyRent": 2500,
        "vacancyRate": 5,
        "annualOperatingExpenses": 9000,
        "annualRentIncrease": 3,
        "annualExpenseIncrease": 3,
        "annualAppreciation": 3,
        "holdingPeriod": 10,
        "sellingCostPercent": 6
      }
    },
    {
      "description": "A $300,000 cash purchase with $18,000 of net operating income, held 5 years",
      "inputs": {
        "purchasePrice": 300000,
        "downPaymentPercent": 100,
        "closingCosts": 0,
        "interestRate": 7,
        "loanTerm": 30,
        "monthlyRent": 2500,
        "vacancyRate": 0,
        "annualOperatingExpenses": 12000,
        "annualRentIncrease": 0,
        "annualExpenseIncrease": 0,
        "annualAppreciation": 0,
        "holdingPeriod": 5,
        "sellingCostPercent": 0
      }
    },
    {
      "description": "A $200,000 rental with 25% down and $5,000 of closing costs at 6%",
      "inputs": {
        "purchasePrice": 200000,
        "downPaymentPercent": 25,
        "closingCosts": 5000,
        "interestRate": 6,
        "loanTerm": 30,
        "monthlyRent": 1800,
        "vacancyRate": 5,
        "annualOperatingExpenses": 6000,
        "annualRentIncrease": 2,
        "annualExpenseIncrease": 2,
        "annualAppreciation": 3,
        "holdingPeriod": 10,
        "sellingCostPercent": 6
      }
    }
  ]
};
