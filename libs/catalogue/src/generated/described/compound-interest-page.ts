// Generated from libs/calc-engine/src/calculators/compound-interest/compound-interest.ts and compound-interest.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const compoundInterestPage: CalculatorPage = {
  "title": "Compound Interest Calculator",
  "description": "See how savings grow when interest earns interest, with any compounding frequency and optional monthly deposits.",
  "category": "finance",
  "topic": "savings",
  "aliases": [
    "compound-interest-calculator",
    "compounding",
    "apy"
  ],
  "keywords": [
    "compound interest",
    "interest on interest",
    "apy",
    "annual percentage yield",
    "savings growth",
    "cd calculator",
    "daily compounding",
    "monthly compounding",
    "rule of 72",
    "future value",
    "compund interest",
    "compound intrest",
    "compund intrest",
    "compounding interest calculator",
    "how much will my savings grow",
    "high yield savings"
  ],
  "related": [
    "investment",
    "interest",
    "simple-interest",
    "savings-goal",
    "retirement",
    "roi"
  ],
  "formula": {
    "expression": "A = P × (1 + r/k)^(k × t) + C × ((1 + i)^m − 1) ÷ i,  where i = (1 + r/k)^(k/12) − 1;   APY = (1 + r/k)^k − 1",
    "symbols": [
      {
        "symbol": "A",
        "meaning": "balance at the end"
      },
      {
        "symbol": "P",
        "meaning": "initial investment"
      },
      {
        "symbol": "r",
        "meaning": "annual interest rate ÷ 100"
      },
      {
        "symbol": "k",
        "meaning": "compounding periods per year (1 annually … 365 daily)"
      },
      {
        "symbol": "t",
        "meaning": "time in years"
      },
      {
        "symbol": "C",
        "meaning": "monthly contribution, added at the end of each month"
      },
      {
        "symbol": "i",
        "meaning": "the monthly rate equivalent to the compounding you chose"
      },
      {
        "symbol": "m",
        "meaning": "number of monthly contributions: 12 × t, rounded"
      },
      {
        "symbol": "APY",
        "meaning": "annual percentage yield: what a year of compounding really adds"
      }
    ],
    "text": "Each compounding period adds interest on the balance, including interest already earned. The first term grows your starting amount; the second adds up each monthly contribution with the interest it earns from the month it is deposited."
  },
  "examples": [
    {
      "description": "$1,500 at 4.3% compounded quarterly for 6 years",
      "inputs": {
        "principal": 1500,
        "interestRate": 4.3,
        "years": 6,
        "compoundingFrequency": 4
      }
    },
    {
      "description": "$1,500 at 4% compounded quarterly for 6 years",
      "inputs": {
        "principal": 1500,
        "interestRate": 4,
        "years": 6,
        "compoundingFrequency": 4
      }
    },
    {
      "description": "$10,000 at 5% compounded monthly for 10 years, adding $200 a month",
      "inputs": {
        "principal": 10000,
        "interestRate": 5,
        "years": 10,
        "compoundingFrequency": 12,
        "monthlyContribution": 200
      }
    },
    {
      "description": "$5,000 in a high-yield savings account at 4.5% compounded daily for 3 years",
      "inputs": {
        "principal": 5000,
        "interestRate": 4.5,
        "years": 3,
        "compoundingFrequency": 365
      }
    }
  ]
};
