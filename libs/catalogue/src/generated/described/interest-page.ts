// Generated from libs/calc-engine/src/calculators/interest/interest.ts and interest.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const interestPage: CalculatorPage = {
  "title": "Interest Calculator",
  "description": "See what an investment grows to with monthly and yearly contributions, after tax on the interest and in today's money after inflation.",
  "category": "finance",
  "topic": "savings",
  "aliases": [
    "interest-calculator",
    "interest-earned",
    "interest-after-tax",
    "investment-interest"
  ],
  "keywords": [
    "interest calculator",
    "interest earned",
    "how much interest will i earn",
    "interest on savings",
    "interest after tax",
    "tax on interest",
    "interest with inflation",
    "buying power",
    "real value after inflation",
    "annual contribution",
    "monthly contribution",
    "contributions at the beginning of the month",
    "excel fv",
    "intrest calculator",
    "interst calculator",
    "intrest earned"
  ],
  "related": [
    "compound-interest",
    "savings",
    "savings-goal",
    "simple-interest",
    "investment",
    "retirement"
  ],
  "formula": {
    "expression": "i = (1 + r/k)^(k/12) − 1;   each month B ← B + D (beginning) or after;   B ← B + B × i × (1 − t);   buying power = B ÷ (1 + f)^(N/12)",
    "symbols": [
      {
        "symbol": "B",
        "meaning": "the balance, starting at the initial investment"
      },
      {
        "symbol": "r",
        "meaning": "annual interest rate ÷ 100"
      },
      {
        "symbol": "k",
        "meaning": "compounding periods a year (1 annually … 365 daily)"
      },
      {
        "symbol": "i",
        "meaning": "the monthly rate equivalent to that compounding (r ÷ 12 when it is monthly)"
      },
      {
        "symbol": "D",
        "meaning": "the month's contribution: the monthly one, plus the annual one once a year"
      },
      {
        "symbol": "t",
        "meaning": "tax rate on interest ÷ 100"
      },
      {
        "symbol": "f",
        "meaning": "inflation rate ÷ 100"
      },
      {
        "symbol": "N",
        "meaning": "number of months, 12 × years + months"
      }
    ],
    "text": "The calculator runs the account month by month. Each month it adds the contributions, at the beginning or the end as you choose, and credits a month's interest on the balance, less the tax on it. The balance at the end is then divided by the rise in prices over the same time to show what it is worth in today's money."
  },
  "examples": [
    {
      "description": "$20,000 at 5% compounded monthly for 5 years, adding $200 at the end of each month",
      "inputs": {
        "initialInvestment": 20000,
        "monthlyContribution": 200,
        "interestRate": 5,
        "years": 5
      }
    },
    {
      "description": "Excel's FV example, $500 and $200 a month paid at the beginning of each month at 6% for 10 months",
      "inputs": {
        "initialInvestment": 500,
        "monthlyContribution": 200,
        "contributionTiming": 1,
        "interestRate": 6,
        "years": 0,
        "months": 10
      }
    },
    {
      "description": "$10,000 and $2,000 each year at 7% compounded annually for 10 years, interest taxed at 24%, with 3% inflation",
      "inputs": {
        "initialInvestment": 10000,
        "annualContribution": 2000,
        "contributionTiming": 1,
        "interestRate": 7,
        "compoundingFrequency": 1,
        "years": 10,
        "taxRate": 24,
        "inflationRate": 3
      }
    },
    {
      "description": "$1,000 at 12% compounded annually for one year",
      "inputs": {
        "initialInvestment": 1000,
        "interestRate": 12,
        "compoundingFrequency": 1,
        "years": 1
      }
    }
  ]
};
