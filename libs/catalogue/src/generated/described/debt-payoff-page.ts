// Generated from libs/calc-engine/src/calculators/debt-payoff/debt-payoff.ts and debt-payoff.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const debtPayoffPage: CalculatorPage = {
  "title": "Debt Payoff Calculator",
  "description": "Find out how long a fixed monthly payment takes to clear a credit card or other debt, and how much interest it costs.",
  "category": "finance",
  "topic": "loans",
  "aliases": [
    "debt-payoff-calculator",
    "credit-card-payoff",
    "pay-off-debt",
    "debt-free"
  ],
  "keywords": [
    "credit card payoff",
    "debt payoff",
    "pay off credit card",
    "how long to pay off debt",
    "debt free",
    "credit card interest",
    "minimum payment",
    "debt snowball",
    "debt avalanche",
    "balance transfer",
    "payoff date",
    "credit card calculater",
    "dept payoff",
    "debt pay off calculator",
    "get out of debt"
  ],
  "related": [
    "credit-card",
    "personal-loan",
    "student-loan",
    "loan",
    "amortization",
    "debt-to-income"
  ],
  "formula": {
    "expression": "each month: I = B × r,  B = B + I − P;   N = ⌈−ln(1 − r × B₀ ÷ P) ÷ ln(1 + r)⌉",
    "symbols": [
      {
        "symbol": "B",
        "meaning": "balance owed, updated every month"
      },
      {
        "symbol": "I",
        "meaning": "the month's interest"
      },
      {
        "symbol": "r",
        "meaning": "monthly interest rate: APR ÷ 100 ÷ 12"
      },
      {
        "symbol": "P",
        "meaning": "monthly payment (the last one is only what is left)"
      },
      {
        "symbol": "N",
        "meaning": "number of months to pay off the debt"
      },
      {
        "symbol": "B₀",
        "meaning": "starting balance"
      }
    ],
    "text": "Every month interest is added to the balance and your payment is subtracted, until nothing is left. The closed formula for N gives the same number of months as that month-by-month simulation."
  },
  "examples": [
    {
      "description": "$5,000 on a credit card at 22% APR, paying $200 a month",
      "inputs": {
        "debtBalance": 5000,
        "interestRate": 22,
        "monthlyPayment": 200
      }
    },
    {
      "description": "$1,000 at 18% APR, paying $50 a month",
      "inputs": {
        "debtBalance": 1000,
        "interestRate": 18,
        "monthlyPayment": 50
      }
    },
    {
      "description": "$12,000 of card debt at 24.99% APR, paying $400 a month",
      "inputs": {
        "debtBalance": 12000,
        "interestRate": 24.99,
        "monthlyPayment": 400
      }
    },
    {
      "description": "$3,000 moved to a 0% balance-transfer card, paying $250 a month",
      "inputs": {
        "debtBalance": 3000,
        "interestRate": 0,
        "monthlyPayment": 250
      }
    }
  ]
};
