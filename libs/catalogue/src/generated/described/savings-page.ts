// Generated from libs/calc-engine/src/calculators/savings/savings.ts and savings.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const savingsPage: CalculatorPage = {
  "title": "Savings Calculator",
  "description": "See how much a savings account will hold after years of monthly deposits that can rise each year, with interest compounding and tax on it.",
  "category": "finance",
  "topic": "savings",
  "aliases": [
    "savings-balance",
    "savings-growth",
    "savings-account-calculator",
    "monthly-savings-calculator"
  ],
  "keywords": [
    "savings calculator",
    "savings account calculator",
    "how much will i save",
    "monthly savings",
    "savings growth",
    "save every month",
    "increase savings each year",
    "savings with tax on interest",
    "high yield savings account",
    "savings account interest",
    "savings balance",
    "savins calculator",
    "savings calulator",
    "saving calculater"
  ],
  "related": [
    "interest",
    "savings-goal",
    "compound-interest",
    "investment",
    "retirement"
  ],
  "formula": {
    "expression": "i = (1 + r/k)^(k/12) − 1;   D_y = D × (1 + g)^(y − 1);   each month B ← B + D_y (beginning) or after;   B ← B + B × i × (1 − t)",
    "symbols": [
      {
        "symbol": "B",
        "meaning": "the balance, starting at the initial deposit"
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
        "meaning": "the monthly deposit in the first year"
      },
      {
        "symbol": "g",
        "meaning": "yearly increase of the deposit ÷ 100"
      },
      {
        "symbol": "y",
        "meaning": "the year the month falls in (1 for months 1 to 12)"
      },
      {
        "symbol": "t",
        "meaning": "tax rate on interest ÷ 100"
      }
    ],
    "text": "The calculator runs the account month by month for 12 × years months, rounded. Each month it adds that year's deposit, at the beginning or the end of the month as you choose, and credits a month's interest on the whole balance, less the tax on it. With level deposits and no tax this is the same as a spreadsheet's FV function."
  },
  "examples": [
    {
      "description": "$1,000 to start and $200 a month at 4% for 10 years",
      "inputs": {
        "initialDeposit": 1000,
        "monthlyDeposit": 200,
        "interestRate": 4,
        "years": 10
      }
    },
    {
      "description": "Excel's FV example, $1,000 a month at 12% for a year",
      "inputs": {
        "monthlyDeposit": 1000,
        "interestRate": 12,
        "years": 1
      }
    },
    {
      "description": "$5,000 and $300 a month raised 3% a year, at 4.5% compounded daily for 15 years, deposits at the start of the month, interest taxed at 22%",
      "inputs": {
        "initialDeposit": 5000,
        "monthlyDeposit": 300,
        "annualDepositIncrease": 3,
        "interestRate": 4.5,
        "compoundingFrequency": 365,
        "years": 15,
        "depositTiming": 1,
        "taxRate": 22
      }
    },
    {
      "description": "Excel's FV example, $500 and $200 at the start of each month at 6% for 10 months (0.8333 years)",
      "inputs": {
        "initialDeposit": 500,
        "monthlyDeposit": 200,
        "depositTiming": 1,
        "interestRate": 6,
        "years": 0.8333
      }
    }
  ]
};
