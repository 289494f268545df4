// Generated from libs/calc-engine/src/calculators/savings-goal/savings-goal.ts and savings-goal.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const savingsGoalPage: CalculatorPage = {
  "title": "Savings Goal Calculator",
  "description": "Find out how much to save each month to reach a savings goal by a target date, counting interest on what you already have.",
  "category": "finance",
  "topic": "savings",
  "aliases": [
    "savings-goal-calculator",
    "savings-calculator",
    "how-much-to-save"
  ],
  "keywords": [
    "savings goal",
    "how much to save per month",
    "monthly savings",
    "emergency fund",
    "down payment savings",
    "save for a house",
    "save for a car",
    "saving plan",
    "savings plan",
    "savings calculater",
    "savings goel",
    "how long to save",
    "sinking fund"
  ],
  "related": [
    "savings",
    "budget",
    "compound-interest",
    "investment",
    "retirement",
    "simple-interest"
  ],
  "formula": {
    "expression": "D = (G − S × (1 + r)^n) × r ÷ ((1 + r)^n − 1)",
    "symbols": [
      {
        "symbol": "D",
        "meaning": "monthly deposit needed (never below 0)"
      },
      {
        "symbol": "G",
        "meaning": "savings goal"
      },
      {
        "symbol": "S",
        "meaning": "current savings"
      },
      {
        "symbol": "r",
        "meaning": "monthly interest rate: annual rate ÷ 100 ÷ 12"
      },
      {
        "symbol": "n",
        "meaning": "number of months: years × 12"
      }
    ],
    "text": "First the calculator grows what you already have to the target date. Whatever is still missing is split into equal monthly deposits, each of which earns interest from the month it goes in. At 0% the missing amount is simply divided by the number of months."
  },
  "examples": [
    {
      "description": "$10,000 in 5 years at 5%, starting from nothing",
      "inputs": {
        "savingsGoal": 10000,
        "interestRate": 5,
        "years": 5
      }
    },
    {
      "description": "$20,000 in 5 years at 6%",
      "inputs": {
        "savingsGoal": 20000,
        "interestRate": 6,
        "years": 5
      }
    },
    {
      "description": "A $15,000 emergency fund in 2 years with $3,000 already saved, at 4.5%",
      "inputs": {
        "savingsGoal": 15000,
        "currentSavings": 3000,
        "interestRate": 4.5,
        "years": 2
      }
    },
    {
      "description": "A $60,000 house down payment in 4 years with $10,000 saved, at 4%",
      "inputs": {
        "savingsGoal": 60000,
        "currentSavings": 10000,
        "interestRate": 4,
        "years": 4
      }
    }
  ]
};
