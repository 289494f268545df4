// Generated from libs/calc-engine/src/calculators/payment/payment.ts and payment.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const paymentPage: CalculatorPage = {
  "title": "Payment Calculator",
  "description": "Find the monthly payment for a loan amount, rate and term, or how many payments a fixed monthly amount takes to repay a loan.",
  "category": "finance",
  "topic": "loans",
  "aliases": [
    "payment-calculator",
    "monthly-payment",
    "loan-payoff-time",
    "number-of-payments",
    "pmt-calculator"
  ],
  "keywords": [
    "payment calculator",
    "monthly payment",
    "monthly payment calculator",
    "loan payment",
    "how many payments",
    "how long to pay off a loan",
    "number of payments",
    "payment per month",
    "pmt",
    "nper",
    "payments at the beginning of the month",
    "paymant calculator",
    "payment calulator",
    "montly payment",
    "monthy payment calculator"
  ],
  "related": [
    "loan",
    "interest-rate",
    "personal-loan",
    "car-loan",
    "amortization",
    "debt-payoff"
  ],
  "disclaimer": "financial",
  "formula": {
    "expression": "M = P × r ÷ (1 − (1 + r)^−n) ÷ (1 + r × t);   n = ln(A ÷ (A − P)) ÷ ln(1 + r), A = M × (1 + r × t) ÷ r",
    "symbols": [
      {
        "symbol": "M",
        "meaning": "monthly payment"
      },
      {
        "symbol": "P",
        "meaning": "loan amount"
      },
      {
        "symbol": "r",
        "meaning": "monthly rate, the APR in percent ÷ 1,200"
      },
      {
        "symbol": "n",
        "meaning": "number of monthly payments"
      },
      {
        "symbol": "t",
        "meaning": "0 for payments at the end of each month, 1 for payments at the beginning"
      }
    ],
    "text": "The first formula spreads the loan and its interest over n equal payments; the second turns it round and counts the payments a given monthly amount takes. At a 0% rate the payment is simply the loan divided by the number of payments."
  },
  "examples": [
    {
      "description": "$20,000 at 6% APR over 60 months",
      "inputs": {
        "mode": 1,
        "loanAmount": 20000,
        "interestRate": 6,
        "loanTerm": 60
      }
    },
    {
      "description": "$10,000 at 8% over 10 months, paid at the beginning of each month",
      "inputs": {
        "mode": 1,
        "loanAmount": 10000,
        "interestRate": 8,
        "loanTerm": 10,
        "paymentTiming": 1
      }
    },
    {
      "description": "How long $400 a month takes to repay $20,000 at 6%",
      "inputs": {
        "mode": 2,
        "loanAmount": 20000,
        "interestRate": 6,
        "monthlyPayment": 400
      }
    },
    {
      "description": "$10,000 at 7% repaid at a payment rounded down to $308.77",
      "inputs": {
        "mode": 2,
        "loanAmount": 10000,
        "interestRate": 7,
        "monthlyPayment": 308.77
      }
    }
  ]
};
