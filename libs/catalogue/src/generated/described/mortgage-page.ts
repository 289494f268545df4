// Generated from libs/calc-engine/src/calculators/mortgage/mortgage.ts and mortgage.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const mortgagePage: CalculatorPage = {
  "title": "Mortgage Calculator",
  "description": "Estimate your monthly house payment with principal, interest, property tax, homeowners insurance, PMI and HOA fees.",
  "category": "finance",
  "topic": "mortgages",
  "aliases": [
    "mortgage-calculator",
    "mortgage-payment",
    "house-payment",
    "home-loan"
  ],
  "keywords": [
    "mortgage payment",
    "house payment",
    "home loan",
    "how much house can i afford",
    "monthly mortgage payment",
    "piti",
    "pmi",
    "escrow",
    "property tax",
    "home insurance",
    "hoa",
    "apr",
    "30 year fixed",
    "15 year mortgage",
    "morgage",
    "mortage",
    "morgage calculator",
    "mortgage calculater",
    "home affordability",
    "down payment"
  ],
  "related": [
    "house-affordability",
    "refinance",
    "amortization",
    "mortgage-payoff",
    "debt-to-income",
    "rent"
  ],
  "disclaimer": "financial",
  "formula": {
    "expression": "M = L × r × (1 + r)^n ÷ ((1 + r)^n − 1);   Total = M + T + I + PMI + HOA",
    "symbols": [
      {
        "symbol": "M",
        "meaning": "monthly principal and interest"
      },
      {
        "symbol": "L",
        "meaning": "loan amount: home price × (1 − down payment % ÷ 100)"
      },
      {
        "symbol": "r",
        "meaning": "monthly interest rate: annual rate ÷ 100 ÷ 12"
      },
      {
        "symbol": "n",
        "meaning": "number of monthly payments: loan term in years × 12"
      },
      {
        "symbol": "T",
        "meaning": "monthly property tax: home price × tax rate ÷ 100 ÷ 12"
      },
      {
        "symbol": "I",
        "meaning": "monthly homeowners insurance: yearly premium ÷ 12"
      },
      {
        "symbol": "PMI",
        "meaning": "monthly mortgage insurance: L × PMI rate ÷ 100 ÷ 12, only when the down payment is under 20%"
      },
      {
        "symbol": "HOA",
        "meaning": "monthly homeowners association dues"
      }
    ],
    "text": "The loan is the price minus your down payment. The standard amortization formula turns it into one level monthly payment of principal and interest, and property tax, insurance, PMI and HOA dues are added on top to give the full monthly cost of the home."
  },
  "examples": [
    {
      "description": "A $400,000 home with 20% down at 6.25% for 30 years: principal and interest only",
      "inputs": {
        "homePrice": 400000,
        "downPaymentPercent": 20,
        "interestRate": 6.25,
        "loanTerm": 30
      }
    },
    {
      "description": "The same home with 1.2% property tax, $1,200 a year of insurance and $50 a month of HOA dues",
      "inputs": {
        "homePrice": 400000,
        "downPaymentPercent": 20,
        "interestRate": 6.25,
        "loanTerm": 30,
        "propertyTaxRate": 1.2,
        "homeInsurance": 1200,
        "hoaFees": 50
      }
    },
    {
      "description": "A $300,000 first home with 5% down at 6.75% for 30 years, so PMI of 0.6% applies",
      "inputs": {
        "homePrice": 300000,
        "downPaymentPercent": 5,
        "interestRate": 6.75,
        "loanTerm": 30,
        "propertyTaxRate": 1.1,
        "homeInsurance": 1400,
        "pmiRate": 0.6
      }
    },
    {
      "description": "A $750,000 home with 20% down at 6.5% for 30 years, with 1.2% property tax and $2,400 a year of insurance",
      "inputs": {
        "homePrice": 750000,
        "downPaymentPercent": 20,
        "interestRate": 6.5,
        "loanTerm": 30,
        "propertyTaxRate": 1.2,
        "homeInsurance": 2400
      }
    },
    {
      "description": "A $350,000 home with 20% down on a 15-year loan at 5.75%",
      "inputs": {
        "homePrice": 350000,
        "downPaymentPercent": 20,
        "interestRate": 5.75,
        "loanTerm": 15,
        "propertyTaxRate": 1,
        "homeInsurance": 1500
      }
    }
  ]
};
