// Generated from libs/calc-engine/src/calculators/interest-rate/interest-rate.ts and interest-rate.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const interestRatePage: CalculatorPage = {
  "title": "Interest Rate Calculator",
  "description": "Find the annual interest rate (APR) a loan really charges from the amount borrowed, the number of months and the monthly payment.",
  "category": "finance",
  "topic": "loans",
  "aliases": [
    "interest-rate-calculator",
    "loan-rate",
    "apr-from-payment",
    "implied-interest-rate",
    "rate-calculator"
  ],
  "keywords": [
    "interest rate calculator",
    "what is my interest rate",
    "find interest rate",
    "interest rate from payment",
    "loan interest rate",
    "apr from monthly payment",
    "implied interest rate",
    "effective annual rate",
    "excel rate function",
    "car loan rate",
    "dealer financing rate",
    "intrest rate calculator",
    "interest rat calculator",
    "intrest rate"
  ],
  "related": [
    "payment",
    "loan",
    "car-loan",
    "personal-loan",
    "amortization"
  ],
  "formula": {
    "expression": "P = A × r ÷ (1 − (1 + r)^−n), solved for r;   APR = 12 × r × 100;   EAR = ((1 + r)^12 − 1) × 100",
    "symbols": [
      {
        "symbol": "P",
        "meaning": "monthly payment"
      },
      {
        "symbol": "A",
        "meaning": "loan amount"
      },
      {
        "symbol": "n",
        "meaning": "number of monthly payments"
      },
      {
        "symbol": "r",
        "meaning": "the monthly rate, the unknown"
      },
      {
        "symbol": "APR",
        "meaning": "annual percentage rate, the rate lenders quote"
      },
      {
        "symbol": "EAR",
        "meaning": "effective annual rate, with the monthly interest compounded"
      }
    ],
    "text": "The payment formula gives the monthly payment for a rate; here the payment is known and the rate is not. No formula gives r directly, so the calculator searches for the one monthly rate at which the payments exactly repay the loan, then multiplies it by 12 for the APR."
  },
  "examples": [
    {
      "description": "$32,000 repaid at $640 a month over 60 months",
      "inputs": {
        "loanAmount": 32000,
        "loanTerm": 60,
        "monthlyPayment": 640
      }
    },
    {
      "description": "Excel's RATE example, $8,000 repaid by 48 payments of $200",
      "inputs": {
        "loanAmount": 8000,
        "loanTerm": 48,
        "monthlyPayment": 200
      }
    },
    {
      "description": "A $25,000 car loan at $450 a month over 72 months",
      "inputs": {
        "loanAmount": 25000,
        "loanTerm": 72,
        "monthlyPayment": 450
      }
    },
    {
      "description": "A $12,000 purchase split into 12 payments of $1,000",
      "inputs": {
        "loanAmount": 12000,
        "loanTerm": 12,
        "monthlyPayment": 1000
      }
    }
  ]
};
