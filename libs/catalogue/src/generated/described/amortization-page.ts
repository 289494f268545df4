// Generated from libs/calc-engine/src/calculators/amortization/amortization.ts and amortization.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const amortizationPage: CalculatorPage = {
  "title": "Amortization Calculator",
  "description": "See how each loan payment splits between interest and principal month by month, and how much extra payments save.",
  "category": "finance",
  "topic": "loans",
  "aliases": [
    "amortization-calculator",
    "amortization-schedule",
    "loan-amortization",
    "extra-payments"
  ],
  "keywords": [
    "amortization schedule",
    "amortization table",
    "loan amortization",
    "extra payments",
    "pay off mortgage early",
    "principal and interest",
    "loan payoff schedule",
    "interest saved",
    "amortisation",
    "amortization calculater",
    "amoritization",
    "ammortization",
    "how much interest will i pay",
    "extra principal payment"
  ],
  "related": [
    "loan",
    "payment",
    "mortgage",
    "mortgage-payoff",
    "refinance",
    "debt-payoff"
  ],
  "formula": {
    "expression": "M = P × r × (1 + r)^n ÷ ((1 + r)^n − 1);   interest_k = B_(k−1) × r;   principal_k = M + E − interest_k;   B_k = B_(k−1) − principal_k",
    "symbols": [
      {
        "symbol": "M",
        "meaning": "scheduled monthly payment"
      },
      {
        "symbol": "P",
        "meaning": "loan amount"
      },
      {
        "symbol": "r",
        "meaning": "monthly interest rate: annual rate ÷ 100 ÷ 12"
      },
      {
        "symbol": "n",
        "meaning": "number of monthly payments: term in years × 12"
      },
      {
        "symbol": "interest_k",
        "meaning": "interest charged in month k"
      },
      {
        "symbol": "principal_k",
        "meaning": "principal repaid in month k (never more than the balance)"
      },
      {
        "symbol": "B_k",
        "meaning": "balance after month k; B_0 is the loan amount"
      },
      {
        "symbol": "E",
        "meaning": "extra monthly payment"
      }
    ],
    "text": "The payment stays the same every month, but its split changes: each month's interest is charged on the balance still owed, and everything else reduces the balance. Extra payments go straight to principal, so the balance and every later month's interest fall faster."
  },
  "examples": [
    {
      "description": "$8,000 at 10% over 3 years",
      "inputs": {
        "loanAmount": 8000,
        "interestRate": 10,
        "loanTerm": 3
      }
    },
    {
      "description": "$2,000 at 10% over 2 years",
      "inputs": {
        "loanAmount": 2000,
        "interestRate": 10,
        "loanTerm": 2
      }
    },
    {
      "description": "A $200,000 mortgage at 6% over 30 years",
      "inputs": {
        "loanAmount": 200000,
        "interestRate": 6,
        "loanTerm": 30
      }
    },
    {
      "description": "The same $200,000 mortgage with $200 extra every month",
      "inputs": {
        "loanAmount": 200000,
        "interestRate": 6,
        "loanTerm": 30,
        "extraMonthlyPayment": 200
      }
    }
  ]
};
