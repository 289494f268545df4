// Generated from libs/calc-engine/src/calculators/simple-interest/simple-interest.ts and simple-interest.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const simpleInterestPage: CalculatorPage = {
  "title": "Simple Interest Calculator",
  "description": "Calculate simple interest on an amount over years, months or days, and the total you will owe or receive.",
  "category": "finance",
  "topic": "savings",
  "aliases": [
    "simple-interest-calculator",
    "flat-interest"
  ],
  "keywords": [
    "simple interest",
    "i = prt",
    "interest formula",
    "flat interest",
    "interest on a loan",
    "interest for days",
    "interest for months",
    "family loan interest",
    "promissory note interest",
    "simple intrest",
    "simpel interest",
    "how much interest will i pay",
    "accrued interest"
  ],
  "related": [
    "compound-interest",
    "interest",
    "loan",
    "personal-loan",
    "savings-goal"
  ],
  "formula": {
    "expression": "I = P × r × t;   A = P + I",
    "symbols": [
      {
        "symbol": "I",
        "meaning": "interest"
      },
      {
        "symbol": "P",
        "meaning": "principal: the amount lent, borrowed or deposited"
      },
      {
        "symbol": "r",
        "meaning": "annual interest rate ÷ 100"
      },
      {
        "symbol": "t",
        "meaning": "time in years: months ÷ 12, or days ÷ 365"
      },
      {
        "symbol": "A",
        "meaning": "total amount: principal plus interest"
      }
    ],
    "text": "Interest is a fixed share of the original principal for every year, and no interest is ever charged on interest. Time in months or days is converted to years first."
  },
  "examples": [
    {
      "description": "$1,000 at 5% a year for 2 years",
      "inputs": {
        "principal": 1000,
        "interestRate": 5,
        "time": 2,
        "timeUnit": 1
      }
    },
    {
      "description": "$1,000 at 10% a year for 2 years",
      "inputs": {
        "principal": 1000,
        "interestRate": 10,
        "time": 2,
        "timeUnit": 1
      }
    },
    {
      "description": "$10,000 lent for 90 days at 6% a year",
      "inputs": {
        "principal": 10000,
        "interestRate": 6,
        "time": 90,
        "timeUnit": 3
      }
    },
    {
      "description": "$2,500 borrowed from family for 18 months at 8% a year",
      "inputs": {
        "principal": 2500,
        "interestRate": 8,
        "time": 18,
        "timeUnit": 2
      }
    }
  ]
};
