// Generated from libs/calc-engine/src/calculators/refinance/refinance.ts and refinance.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const refinancePage: CalculatorPage = {
  "title": "Refinance Calculator",
  "description": "Compare your current loan with a new one: the monthly savings, the months needed to recover closing costs and the lifetime difference.",
  "category": "finance",
  "topic": "mortgages",
  "aliases": [
    "refinance-calculator",
    "refi",
    "mortgage-refinance",
    "refinancing"
  ],
  "keywords": [
    "refinance",
    "refi",
    "mortgage refinance",
    "refinance break even",
    "should i refinance",
    "refinancing",
    "lower my mortgage rate",
    "refinance savings",
    "closing costs",
    "rate and term refinance",
    "refinace",
    "refinanse",
    "refiance",
    "is it worth refinancing"
  ],
  "related": [
    "mortgage",
    "home-equity-loan",
    "amortization",
    "mortgage-payoff",
    "loan",
    "debt-payoff"
  ],
  "formula": {
    "expression": "S = M_old − M_new;   break-even = ⌈C ÷ S⌉ months;   lifetime savings = M_old × n_old − M_new × n_new − C",
    "symbols": [
      {
        "symbol": "S",
        "meaning": "monthly savings (negative when the payment rises)"
      },
      {
        "symbol": "M_old",
        "meaning": "payment on the current balance at the current rate over the remaining term"
      },
      {
        "symbol": "M_new",
        "meaning": "payment on the same balance at the new rate over the new term"
      },
      {
        "symbol": "C",
        "meaning": "closing costs paid in cash"
      },
      {
        "symbol": "n_old",
        "meaning": "payments left on the current loan: remaining years × 12"
      },
      {
        "symbol": "n_new",
        "meaning": "payments on the new loan: new term × 12"
      }
    ],
    "text": "Both payments come from the standard amortization formula on the balance you owe today. The break-even point is how many months of savings it takes to earn back the closing costs, rounded up; the lifetime figure compares everything you would still pay on each loan."
  },
  "examples": [
    {
      "description": "$200,000 at 7% with 30 years left, refinanced to 5.5% over 30 years with $4,000 of closing costs",
      "inputs": {
        "currentBalance": 200000,
        "currentRate": 7,
        "remainingTerm": 30,
        "newRate": 5.5,
        "newTerm": 30,
        "closingCosts": 4000
      }
    },
    {
      "description": "$150,000 at 5% with 20 years left, stretched into a new 30-year loan at 6%",
      "inputs": {
        "currentBalance": 150000,
        "currentRate": 5,
        "remainingTerm": 20,
        "newRate": 6,
        "newTerm": 30,
        "closingCosts": 3000
      }
    },
    {
      "description": "$250,000 at 6.875% with 25 years left, refinanced into a 20-year loan at 6%",
      "inputs": {
        "currentBalance": 250000,
        "currentRate": 6.875,
        "remainingTerm": 25,
        "newRate": 6,
        "newTerm": 20,
        "closingCosts": 5000
      }
    },
    {
      "description": "$280,000 at 7.25% with 28 years left, refinanced to 6.25% over 30 years with $6,000 of costs",
      "inputs": {
        "currentBalance": 280000,
        "currentRate": 7.25,
        "remainingTerm": 28,
        "newRate": 6.25,
        "newTerm": 30,
        "closingCosts": 6000
      }
    }
  ]
};
