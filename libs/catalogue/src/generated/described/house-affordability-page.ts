// Generated from libs/calc-engine/src/calculators/house-affordability/house-affordability.ts and house-affordability.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const houseAffordabilityPage: CalculatorPage = {
  "title": "House Affordability Calculator",
  "description": "Find the most expensive home your income supports under the 28/36 rule, with the monthly mortgage, tax, insurance and PMI it would cost.",
  "category": "finance",
  "topic": "mortgages",
  "aliases": [
    "house-affordability-calculator",
    "home-affordability",
    "how-much-house-can-i-afford",
    "mortgage-affordability",
    "affordability-calculator"
  ],
  "keywords": [
    "house affordability calculator",
    "how much house can i afford",
    "home affordability calculator",
    "mortgage affordability",
    "28/36 rule",
    "affordable home price",
    "how much mortgage can i afford",
    "home buying budget",
    "front-end and back-end ratio",
    "house affordabilty calculator",
    "how much house can i aford",
    "home afordability"
  ],
  "related": [
    "mortgage",
    "debt-to-income",
    "rent",
    "home-equity-loan",
    "savings-goal"
  ],
  "formula": {
    "expression": "H = min(28% × G, 36% × G − D);   price = (H − fixed + down × f) ÷ (f + t)",
    "symbols": [
      {
        "symbol": "G",
        "meaning": "gross monthly income"
      },
      {
        "symbol": "D",
        "meaning": "other monthly debt payments"
      },
      {
        "symbol": "H",
        "meaning": "most the home may cost a month"
      },
      {
        "symbol": "f",
        "meaning": "monthly payment of each dollar borrowed, PMT(rate ÷ 12, months, 1), plus the PMI rate ÷ 1,200 below 20% down"
      },
      {
        "symbol": "t",
        "meaning": "property tax rate ÷ 1,200"
      },
      {
        "symbol": "fixed",
        "meaning": "insurance ÷ 12 plus HOA fees"
      }
    ],
    "text": "The 28/36 rule caps housing at 28% of gross income and all debts at 36%. The lower of the two budgets is turned into a price by asking which price makes the mortgage payment on the price less the down payment, the property tax on the price and the fixed costs add up to exactly that budget."
  },
  "examples": [
    {
      "description": "$100,000 a year with $60,000 down at 6.5%, 1.2% tax and 0.5% PMI",
      "inputs": {
        "annualIncome": 100000,
        "monthlyDebts": 0,
        "downPayment": 60000,
        "interestRate": 6.5,
        "loanTerm": 30,
        "propertyTaxRate": 1.2,
        "homeInsurance": 1500,
        "hoaFees": 0,
        "pmiRate": 0.5
      }
    },
    {
      "description": "The same income with $800 a month of car and student loan payments",
      "inputs": {
        "annualIncome": 100000,
        "monthlyDebts": 800,
        "downPayment": 60000,
        "interestRate": 6.5,
        "loanTerm": 30,
        "propertyTaxRate": 1.2,
        "homeInsurance": 1500,
        "hoaFees": 0,
        "pmiRate": 0.5
      }
    },
    {
      "description": "$8,000 a month gross, nothing down, mortgage payment only",
      "inputs": {
        "annualIncome": 96000,
        "monthlyDebts": 0,
        "downPayment": 0,
        "interestRate": 6.5,
        "loanTerm": 30,
        "propertyTaxRate": 0,
        "homeInsurance": 0,
        "hoaFees": 0,
        "pmiRate": 0
      }
    },
    {
      "description": "A $150,000 income, $400 of debts, $50,000 down, 7% and $300 HOA fees",
      "inputs": {
        "annualIncome": 150000,
        "monthlyDebts": 400,
        "downPayment": 50000,
        "interestRate": 7,
        "loanTerm": 30,
        "propertyTaxRate": 1,
        "homeInsurance": 1800,
        "hoaFees": 300,
        "pmiRate": 0.6
      }
    }
  ]
};
