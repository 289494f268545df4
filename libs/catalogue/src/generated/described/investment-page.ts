// Generated from libs/calc-engine/src/calculators/investment/investment.ts and investment.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const investmentPage: CalculatorPage = {
  "title": "Investment Calculator",
  "description": "Project what a starting amount plus regular monthly contributions could grow to at a steady annual return.",
  "category": "finance",
  "topic": "savings",
  "aliases": [
    "investment-calculator",
    "investment-growth",
    "future-value"
  ],
  "keywords": [
    "investment calculator",
    "investment growth",
    "future value",
    "how much will my investment grow",
    "index fund",
    "stock market calculator",
    "monthly investing",
    "dollar cost averaging",
    "brokerage account",
    "investmet",
    "invesment calculator",
    "investment return",
    "what will my money be worth"
  ],
  "related": [
    "compound-interest",
    "retirement",
    "roi",
    "real-estate",
    "savings-goal"
  ],
  "disclaimer": "financial",
  "formula": {
    "expression": "FV = P × (1 + r)^n + C × (1 + r × type) × ((1 + r)^n − 1) ÷ r",
    "symbols": [
      {
        "symbol": "FV",
        "meaning": "final balance (future value)"
      },
      {
        "symbol": "P",
        "meaning": "starting amount"
      },
      {
        "symbol": "r",
        "meaning": "monthly return: annual return ÷ 100 ÷ 12"
      },
      {
        "symbol": "n",
        "meaning": "number of months: years × 12"
      },
      {
        "symbol": "C",
        "meaning": "monthly contribution"
      },
      {
        "symbol": "type",
        "meaning": "0 when you contribute at the end of each month, 1 at the beginning"
      }
    ],
    "text": "The starting amount compounds every month for the whole period. Each monthly contribution compounds from the month it goes in; contributing at the start of the month gives every contribution one more month of growth. This is the future value that Excel's FV function computes."
  },
  "examples": [
    {
      "description": "$1,000 a month for one year at 12%, invested at the end of each month",
      "inputs": {
        "initialInvestment": 0,
        "monthlyContribution": 1000,
        "annualReturn": 12,
        "years": 1,
        "contributionTiming": 0
      }
    },
    {
      "description": "$1,000 to start plus $100 at the beginning of each month for one year at 6%",
      "inputs": {
        "initialInvestment": 1000,
        "monthlyContribution": 100,
        "annualReturn": 6,
        "years": 1,
        "contributionTiming": 1
      }
    },
    {
      "description": "$10,000 to start plus $500 a month for 20 years at 7%",
      "inputs": {
        "initialInvestment": 10000,
        "monthlyContribution": 500,
        "annualReturn": 7,
        "years": 20,
        "contributionTiming": 0
      }
    },
    {
      "description": "A $50,000 lump sum left to grow for 15 years at 6%",
      "inputs": {
        "initialInvestment": 50000,
        "monthlyContribution": 0,
        "annualReturn": 6,
        "years": 15
      }
    }
  ]
};
