// Generated from libs/calc-engine/src/calculators/retirement/retirement.ts and retirement.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const retirementPage: CalculatorPage = {
  "title": "Retirement Calculator",
  "description": "Project your retirement savings, the nest egg your income goal needs under the 4% rule, and the monthly saving that gets you there.",
  "category": "finance",
  "topic": "savings",
  "aliases": [
    "retirement-calculator",
    "retirement-savings",
    "retirement-planner",
    "nest-egg"
  ],
  "keywords": [
    "retirement",
    "retirement savings",
    "nest egg",
    "how much do i need to retire",
    "4% rule",
    "safe withdrawal rate",
    "401k",
    "ira",
    "retirement planning",
    "am i saving enough for retirement",
    "retirment",
    "retirement calculater",
    "early retirement",
    "fire calculator",
    "pension"
  ],
  "related": [
    "investment",
    "compound-interest",
    "savings-goal",
    "roi",
    "age"
  ],
  "formula": {
    "expression": "S = B × (1 + r)^n + C × ((1 + r)^n − 1) ÷ r;   Target = D ÷ w × (1 + f)^y",
    "symbols": [
      {
        "symbol": "S",
        "meaning": "projected savings at retirement"
      },
      {
        "symbol": "B",
        "meaning": "current retirement savings"
      },
      {
        "symbol": "r",
        "meaning": "monthly return: expected annual return ÷ 100 ÷ 12"
      },
      {
        "symbol": "n",
        "meaning": "months until retirement: y × 12"
      },
      {
        "symbol": "C",
        "meaning": "monthly contribution"
      },
      {
        "symbol": "Target",
        "meaning": "the nest egg your income goal needs, in dollars of your retirement year"
      },
      {
        "symbol": "D",
        "meaning": "desired annual income in today's dollars"
      },
      {
        "symbol": "w",
        "meaning": "safe withdrawal rate ÷ 100 (0.04 for the 4% rule)"
      },
      {
        "symbol": "f",
        "meaning": "inflation rate ÷ 100"
      },
      {
        "symbol": "y",
        "meaning": "years until retirement: retirement age − current age"
      }
    ],
    "text": "Your savings grow with monthly compounding while you keep contributing. The nest egg you need is your desired income divided by the withdrawal rate (25 times the income at 4%), raised by inflation to the year you retire."
  },
  "examples": [
    {
      "description": "Age 40, retiring at 60 with $100,000 saved and $1,000 a month at 6%, wanting $50,000 a year (no inflation)",
      "inputs": {
        "currentAge": 40,
        "retirementAge": 60,
        "currentSavings": 100000,
        "monthlyContribution": 1000,
        "annualReturn": 6,
        "inflationRate": 0,
        "desiredAnnualIncome": 50000,
        "withdrawalRate": 4
      }
    },
    {
      "description": "Age 30, retiring at 65 with $50,000 saved and $500 a month at 7%, 3% inflation, wanting $60,000 a year",
      "inputs": {
        "currentAge": 30,
        "retirementAge": 65,
        "currentSavings": 50000,
        "monthlyContribution": 500,
        "annualReturn": 7,
        "inflationRate": 3,
        "desiredAnnualIncome": 60000,
        "withdrawalRate": 4
      }
    },
    {
      "description": "Age 25, retiring at 67 with $10,000 saved and $400 a month at 6%, 2.5% inflation, wanting $50,000 a year",
      "inputs": {
        "currentAge": 25,
        "retirementAge": 67,
        "currentSavings": 10000,
        "monthlyContribution": 400,
        "annualReturn": 6,
        "inflationRate": 2.5,
        "desiredAnnualIncome": 50000,
        "withdrawalRate": 4
      }
    },
    {
      "description": "Age 50, retiring at 67 with $250,000 saved and $1,500 a month at 5%, 2.5% inflation, wanting $70,000 a year",
      "inputs": {
        "currentAge": 50,
        "retirementAge": 67,
        "currentSavings": 250000,
        "monthlyContribution": 1500,
        "annualReturn": 5,
        "inflationRate": 2.5,
        "desiredAnnualIncome": 70000,
        "withdrawalRate": 4
      }
    }
  ]
};
