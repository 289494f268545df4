// Generated from libs/calc-engine/src/calculators/personal-loan/personal-loan.ts and personal-loan.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const personalLoanPage: CalculatorPage = {
  "title": "Personal Loan Calculator",
  "description": "Work out the monthly payment, total interest and true APR of a personal loan, including any origination fee.",
  "category": "finance",
  "topic": "loans",
  "aliases": [
    "personal-loan-calculator",
    "installment-loan",
    "debt-consolidation-loan"
  ],
  "keywords": [
    "personal loan",
    "installment loan",
    "debt consolidation loan",
    "unsecured loan",
    "origination fee",
    "apr",
    "loan apr with fees",
    "personal loan payment",
    "signature loan",
    "personel loan",
    "personal lone",
    "how much will my personal loan cost",
    "monthly payment on 10000 loan"
  ],
  "related": [
    "loan",
    "payment",
    "debt-payoff",
    "car-loan",
    "amortization",
    "simple-interest"
  ],
  "formula": {
    "expression": "M = P × r × (1 + r)^n ÷ ((1 + r)^n − 1);   F = P × f;   P − F = M × (1 − (1 + i)^−n) ÷ i,  APR = 12 × i",
    "symbols": [
      {
        "symbol": "M",
        "meaning": "monthly payment"
      },
      {
        "symbol": "P",
        "meaning": "amount borrowed (what you repay)"
      },
      {
        "symbol": "r",
        "meaning": "monthly interest rate: interest rate ÷ 100 ÷ 12"
      },
      {
        "symbol": "n",
        "meaning": "number of monthly payments (the term in months)"
      },
      {
        "symbol": "F",
        "meaning": "origination fee in dollars"
      },
      {
        "symbol": "f",
        "meaning": "origination fee rate ÷ 100"
      },
      {
        "symbol": "i",
        "meaning": "the monthly rate at which the money you actually receive, P − F, equals the payments"
      },
      {
        "symbol": "APR",
        "meaning": "annual percentage rate including the fee"
      }
    ],
    "text": "The payment comes from the standard amortization formula on the full amount borrowed. Because the fee is taken out of the money you receive, the APR is the rate at which that smaller amount is repaid by the same payments, found by solving the last equation for i."
  },
  "examples": [
    {
      "description": "$10,000 at 8% repaid over 10 months",
      "inputs": {
        "loanAmount": 10000,
        "interestRate": 8,
        "loanTerm": 10
      }
    },
    {
      "description": "$5,000 at 5.5% over 24 months",
      "inputs": {
        "loanAmount": 5000,
        "interestRate": 5.5,
        "loanTerm": 24
      }
    },
    {
      "description": "A $15,000 debt-consolidation loan at 12% over 60 months with a 5% origination fee",
      "inputs": {
        "loanAmount": 15000,
        "interestRate": 12,
        "loanTerm": 60,
        "originationFee": 5
      }
    },
    {
      "description": "$10,000 at 10% over 36 months with a 5% origination fee",
      "inputs": {
        "loanAmount": 10000,
        "interestRate": 10,
        "loanTerm": 36,
        "originationFee": 5
      }
    }
  ]
};
