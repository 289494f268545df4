// Generated from libs/calc-engine/src/calculators/rent/rent.ts and rent.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const rentPage: CalculatorPage = {
  "title": "Rent Affordability Calculator",
  "description": "How much rent you can afford on your income, at 30% of gross pay, capped so that rent and your other debts stay within 36% of it.",
  "category": "finance",
  "topic": "mortgages",
  "aliases": [
    "rent-calculator",
    "rent-affordability",
    "rent-affordability-calculator",
    "how-much-rent-can-i-afford",
    "affordable-rent"
  ],
  "keywords": [
    "rent calculator",
    "rent affordability",
    "how much rent can i afford",
    "affordable rent",
    "30 percent rule",
    "rent to income ratio",
    "rent budget",
    "apartment affordability",
    "how much should i spend on rent",
    "40x rent rule",
    "rent afford calculator",
    "rent calulator",
    "rent calcualtor",
    "how much rent can i aford"
  ],
  "related": [
    "debt-to-income",
    "mortgage",
    "house-affordability",
    "budget",
    "salary",
    "savings-goal"
  ],
  "formula": {
    "expression": "m = A ÷ 12;   R₁ = m × r ÷ 100;   R₂ = m × q ÷ 100 − D;   rent = max(0, min(R₁, R₂))",
    "symbols": [
      {
        "symbol": "A",
        "meaning": "gross annual income"
      },
      {
        "symbol": "m",
        "meaning": "gross monthly income"
      },
      {
        "symbol": "r",
        "meaning": "the rent limit, in percent of gross income (30 unless you change it)"
      },
      {
        "symbol": "q",
        "meaning": "the limit for rent and debts together, in percent (36 unless you change it)"
      },
      {
        "symbol": "D",
        "meaning": "monthly debt payments other than rent"
      },
      {
        "symbol": "R₁",
        "meaning": "the rent allowed by the income rule"
      },
      {
        "symbol": "R₂",
        "meaning": "the rent allowed by the debt rule, which may be below zero"
      }
    ],
    "text": "Rent may take a share of your gross monthly income, and rent plus your debt payments may take a slightly larger share. The rent you can afford is the lower of the two limits, and never less than zero."
  },
  "examples": [
    {
      "description": "$60,000 a year with no debts",
      "inputs": {
        "annualIncome": 60000
      }
    },
    {
      "description": "$60,000 a year with $500 a month of debt payments",
      "inputs": {
        "annualIncome": 60000,
        "monthlyDebts": 500
      }
    },
    {
      "description": "Two incomes of $95,000 together, with a $350 car payment",
      "inputs": {
        "annualIncome": 95000,
        "monthlyDebts": 350
      }
    },
    {
      "description": "$42,000 a year keeping rent to 25% of income",
      "inputs": {
        "annualIncome": 42000,
        "rentRatio": 25
      }
    }
  ]
};
