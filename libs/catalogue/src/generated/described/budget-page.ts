// Generated from libs/calc-engine/src/calculators/budget/budget.ts and budget.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const budgetPage: CalculatorPage = {
  "title": "Budget Calculator",
  "description": "Check your monthly budget against the 50/30/20 rule, with the share going to needs, wants and savings and how much is left over or missing.",
  "category": "finance",
  "topic": "spending",
  "aliases": [
    "budget-calculator",
    "50-30-20",
    "50-30-20-rule",
    "monthly-budget",
    "budget-planner"
  ],
  "keywords": [
    "budget calculator",
    "50/30/20 rule",
    "50 30 20 budget",
    "monthly budget calculator",
    "budget planner",
    "needs wants savings",
    "how much should i save",
    "household budget",
    "spending plan",
    "budjet calculator",
    "buget calculator",
    "50-30-20 calculater"
  ],
  "related": [
    "savings-goal",
    "salary",
    "debt-to-income",
    "rent",
    "savings",
    "debt-payoff"
  ],
  "formula": {
    "expression": "left over = pay − needs − wants − savings;   share = amount ÷ pay × 100",
    "symbols": [
      {
        "symbol": "pay",
        "meaning": "monthly take-home pay"
      },
      {
        "symbol": "needs",
        "meaning": "housing, utilities, food, insurance and minimum debt payments each month"
      },
      {
        "symbol": "wants",
        "meaning": "dining out, entertainment, travel and other choices each month"
      },
      {
        "symbol": "savings",
        "meaning": "money saved or invested and debt payments above the minimums each month"
      }
    ],
    "text": "What is left over is take-home pay less everything given to needs, wants and savings. Each amount divided by take-home pay is its share, compared with the guideline's 50% for needs, 30% for wants and 20% for savings and extra debt payments."
  },
  "examples": [
    {
      "description": "$5,000 a month split exactly 50/30/20",
      "inputs": {
        "monthlyIncome": 5000,
        "needs": 2500,
        "wants": 1500,
        "savings": 1000
      }
    },
    {
      "description": "$4,000 a month with needs at 60% and little saved",
      "inputs": {
        "monthlyIncome": 4000,
        "needs": 2400,
        "wants": 1000,
        "savings": 300
      }
    },
    {
      "description": "$3,200 a month spending more than comes in",
      "inputs": {
        "monthlyIncome": 3200,
        "needs": 2000,
        "wants": 1000,
        "savings": 500
      }
    }
  ]
};
