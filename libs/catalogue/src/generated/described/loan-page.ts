// Generated from libs/calc-engine/src/calculators/loan/loan.ts and loan.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const loanPage: CalculatorPage = {
  "title": "Loan Calculator",
  "description": "Calculate the monthly payment, total repayment and total interest of a fixed-rate loan from its amount, rate and term.",
  "category": "finance",
  "topic": "loans",
  "aliases": [
    "loan-calculator",
    "loan-payment",
    "emi-calculator",
    "emi"
  ],
  "keywords": [
    "loan payment",
    "monthly payment",
    "loan calculator",
    "emi",
    "emi calculator",
    "installment",
    "borrow",
    "loan interest",
    "total interest",
    "apr",
    "how much will my loan cost",
    "lone calculator",
    "loan calculater",
    "payment calculator",
    "amortized loan"
  ],
  "related": [
    "payment",
    "interest-rate",
    "personal-loan",
    "car-loan",
    "mortgage",
    "amortization"
  ],
  "disclaimer": "financial",
  "formula": {
    "expression": "M = P × r × (1 + r)^n ÷ ((1 + r)^n − 1);   Total = M × n;   Interest = Total − P",
    "symbols": [
      {
        "symbol": "M",
        "meaning": "monthly payment"
      },
      {
        "symbol": "P",
        "meaning": "loan amount (principal)"
      },
      {
        "symbol": "r",
        "meaning": "monthly interest rate: annual rate ÷ 100 ÷ 12"
      },
      {
        "symbol": "n",
        "meaning": "number of monthly payments: tenure in years × 12"
      },
      {
        "symbol": "Total",
        "meaning": "total amount repaid"
      },
      {
        "symbol": "Interest",
        "meaning": "total interest paid over the loan"
      }
    ],
    "text": "The payment is the one fixed monthly amount that pays each month's interest and repays the loan exactly by the last payment. Multiplying it by the number of payments gives the total repaid; the interest is whatever you repay above the amount borrowed."
  },
  "examples": [
    {
      "description": "$10,000 at 7% for 3 years",
      "inputs": {
        "loanAmount": 10000,
        "interestRate": 7,
        "loanTenure": 3
      }
    },
    {
      "description": "$50,000 at 5.5% for 5 years",
      "inputs": {
        "loanAmount": 50000,
        "interestRate": 5.5,
        "loanTenure": 5
      }
    },
    {
      "description": "$200,000 at 4.5% for 15 years",
      "inputs": {
        "loanAmount": 200000,
        "interestRate": 4.5,
        "loanTenure": 15
      }
    }
  ]
};
