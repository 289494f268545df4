// Generated from libs/calc-engine/src/calculators/credit-card/credit-card.ts and credit-card.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const creditCardPage: CalculatorPage = {
  "title": "Credit Card Payoff Calculator",
  "description": "Find how many months a fixed payment takes to clear a credit card and the interest it costs, or the monthly payment that clears it by a chosen month.",
  "category": "finance",
  "topic": "loans",
  "aliases": [
    "credit-card-calculator",
    "credit-card-interest",
    "pay-off-credit-card",
    "credit-card-payment"
  ],
  "keywords": [
    "credit card payoff calculator",
    "credit card calculator",
    "credit card interest calculator",
    "how long to pay off credit card",
    "pay off credit card debt",
    "credit card payment calculator",
    "months to pay off credit card",
    "credit card minimum payment",
    "balance transfer savings",
    "card debt free date",
    "credit card payof calculator",
    "creditcard calculator",
    "credit crad payoff"
  ],
  "related": [
    "debt-payoff",
    "personal-loan",
    "debt-to-income",
    "payment",
    "loan"
  ],
  "formula": {
    "expression": "n = −log(1 − r × B ÷ P) ÷ log(1 + r);   P = B × r ÷ (1 − (1 + r)^−n)",
    "symbols": [
      {
        "symbol": "B",
        "meaning": "card balance"
      },
      {
        "symbol": "r",
        "meaning": "monthly rate, the APR in percent ÷ 1,200"
      },
      {
        "symbol": "P",
        "meaning": "monthly payment"
      },
      {
        "symbol": "n",
        "meaning": "number of monthly payments"
      }
    ],
    "text": "Each month the balance is charged a twelfth of the APR and the payment comes off it. For a fixed payment, the number of payments is rounded up to whole months and the last one is only what is left; for a chosen number of months, the payment is the level amount that clears the balance exactly then."
  },
  "examples": [
    {
      "description": "$5,000 at 22% paying $200 a month",
      "inputs": {
        "balance": 5000,
        "interestRate": 22,
        "mode": 1,
        "monthlyPayment": 200
      }
    },
    {
      "description": "The payment that clears $5,000 at 22% in two years",
      "inputs": {
        "balance": 5000,
        "interestRate": 22,
        "mode": 2,
        "targetMonths": 24
      }
    },
    {
      "description": "$8,000 at 24.99% paying $300 a month",
      "inputs": {
        "balance": 8000,
        "interestRate": 24.99,
        "mode": 1,
        "monthlyPayment": 300
      }
    },
    {
      "description": "$10,000 at 29.99% cleared in three years",
      "inputs": {
        "balance": 10000,
        "interestRate": 29.99,
        "mode": 2,
        "targetMonths": 36
      }
    }
  ]
};
