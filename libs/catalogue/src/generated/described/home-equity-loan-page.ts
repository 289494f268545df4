// Generated from libs/calc-engine/src/calculators/home-equity-loan/home-equity-loan.ts and home-equity-loan.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const homeEquityLoanPage: CalculatorPage = {
  "title": "Home Equity Loan Calculator",
  "description": "Find how much you can borrow against your home at a lender's combined loan-to-value limit, and the fixed monthly payment of a home equity loan.",
  "category": "finance",
  "topic": "mortgages",
  "aliases": [
    "home-equity-loan-calculator",
    "home-equity",
    "second-mortgage",
    "cltv-calculator",
    "equity-loan"
  ],
  "keywords": [
    "home equity loan",
    "home equity loan calculator",
    "how much equity can i borrow",
    "borrow against my house",
    "second mortgage payment",
    "combined loan to value",
    "cltv",
    "home equity loan payment",
    "equity in my home",
    "cash out equity",
    "home equity loan rates",
    "home equaty loan",
    "home equity lone",
    "equity loan calculater"
  ],
  "related": [
    "mortgage",
    "refinance",
    "loan",
    "payment",
    "debt-to-income"
  ],
  "formula": {
    "expression": "max = CLTV ÷ 100 × V − B;   M = L × r ÷ (1 − (1 + r)^−n);   combined LTV = (B + L) ÷ V × 100",
    "symbols": [
      {
        "symbol": "V",
        "meaning": "home value"
      },
      {
        "symbol": "B",
        "meaning": "balance still owed on the first mortgage"
      },
      {
        "symbol": "CLTV",
        "meaning": "the lender's maximum combined loan-to-value, in percent"
      },
      {
        "symbol": "L",
        "meaning": "the home equity loan amount (the maximum when you leave it empty)"
      },
      {
        "symbol": "r",
        "meaning": "monthly rate, the APR in percent ÷ 1,200"
      },
      {
        "symbol": "n",
        "meaning": "number of monthly payments, 12 × years"
      },
      {
        "symbol": "M",
        "meaning": "monthly payment"
      }
    ],
    "text": "A lender lets everything owed on a home reach a set share of its value; what the first mortgage leaves of that share is the most you can borrow. The loan is then repaid in equal monthly payments, like any fixed-rate loan."
  },
  "examples": [
    {
      "description": "A $400,000 home with $250,000 left on the mortgage, the most at an 80% limit, at 8% over 15 years",
      "inputs": {
        "homeValue": 400000,
        "mortgageBalance": 250000,
        "maxCltv": 80,
        "interestRate": 8,
        "loanTerm": 15
      }
    },
    {
      "description": "The same home with a lender that allows 85%",
      "inputs": {
        "homeValue": 400000,
        "mortgageBalance": 250000,
        "maxCltv": 85,
        "interestRate": 8,
        "loanTerm": 15
      }
    },
    {
      "description": "Borrowing $50,000 against a $350,000 home with $200,000 owed, at 7.5% over 10 years",
      "inputs": {
        "homeValue": 350000,
        "mortgageBalance": 200000,
        "loanAmount": 50000,
        "interestRate": 7.5,
        "loanTerm": 10
      }
    },
    {
      "description": "Asking for $40,000 on a $300,000 home with $220,000 owed, more than an 80% limit allows",
      "inputs": {
        "homeValue": 300000,
        "mortgageBalance": 220000,
        "loanAmount": 40000,
        "interestRate": 9,
        "loanTerm": 20
      }
    }
  ]
};
