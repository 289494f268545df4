// Generated from libs/calc-engine/src/calculators/mortgage-payoff/mortgage-payoff.ts and mortgage-payoff.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const mortgagePayoffPage: CalculatorPage = {
  "title": "Mortgage Payoff Calculator",
  "description": "See how much sooner extra monthly, yearly or one-time payments pay off your mortgage and how much interest they save, or the extra a target date needs.",
  "category": "finance",
  "topic": "mortgages",
  "aliases": [
    "mortgage-payoff-calculator",
    "early-mortgage-payoff",
    "pay-off-mortgage-early",
    "extra-mortgage-payment",
    "mortgage-prepayment"
  ],
  "keywords": [
    "mortgage payoff calculator",
    "pay off mortgage early",
    "extra principal payment",
    "prepayment calculator",
    "lump sum payment on a home loan",
    "home loan payoff",
    "pay off house early",
    "how much interest will i save",
    "payoff date",
    "payof calculator",
    "early payoff calculater"
  ],
  "related": [
    "mortgage",
    "amortization",
    "refinance",
    "home-equity-loan",
    "loan"
  ],
  "formula": {
    "expression": "M = B × r ÷ (1 − (1 + r)^−n);   each month  B ← B × (1 + r) − (M + extras)",
    "symbols": [
      {
        "symbol": "B",
        "meaning": "loan balance, falling month by month"
      },
      {
        "symbol": "r",
        "meaning": "monthly rate, the annual rate in percent ÷ 1,200"
      },
      {
        "symbol": "n",
        "meaning": "months left on the schedule"
      },
      {
        "symbol": "M",
        "meaning": "scheduled monthly payment"
      },
      {
        "symbol": "extras",
        "meaning": "the monthly extra, plus the yearly extra with every 12th payment and the one-time extra with its payment"
      }
    ],
    "text": "The scheduled payment is the level payment that clears the balance over the months left. Each month the balance earns a month's interest, and the payment with any extras comes off it; the count of payments until the balance reaches zero is the payoff time, and the interest added up is compared with the interest of the schedule alone."
  },
  "examples": [
    {
      "description": "$250,000 at 6.5% with 25 years left, paying $100 extra a month",
      "inputs": {
        "loanBalance": 250000,
        "interestRate": 6.5,
        "remainingTerm": 300,
        "extraMonthlyPayment": 100
      }
    },
    {
      "description": "A new $200,000 30-year loan at 5% with a $1,000 bonus paid every year",
      "inputs": {
        "loanBalance": 200000,
        "interestRate": 5,
        "remainingTerm": 360,
        "extraMonthlyPayment": 0,
        "extraYearlyPayment": 1000
      }
    },
    {
      "description": "The same loan with $200 a month and a $10,000 lump sum with payment 12",
      "inputs": {
        "loanBalance": 200000,
        "interestRate": 5,
        "remainingTerm": 360,
        "extraMonthlyPayment": 200,
        "oneTimePayment": 10000,
        "oneTimePaymentMonth": 12
      }
    },
    {
      "description": "$300,000 at 7% with 20 years left, paying $250 extra a month",
      "inputs": {
        "loanBalance": 300000,
        "interestRate": 7,
        "remainingTerm": 240,
        "extraMonthlyPayment": 250
      }
    }
  ]
};
