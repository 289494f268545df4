// Generated from libs/calc-engine/src/calculators/finance/finance.ts and finance.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const financePage: CalculatorPage = {
  "title": "Finance Calculator",
  "description": "Time value of money as on a financial calculator - find the future value, or solve for periods, rate, present value or payment.",
  "category": "finance",
  "topic": "loans",
  "aliases": [
    "finance-calculator",
    "tvm-calculator",
    "time-value-of-money",
    "financial-calculator",
    "tvm-solver"
  ],
  "keywords": [
    "finance calculator",
    "time value of money",
    "tvm calculator",
    "financial calculator",
    "future value calculator",
    "present value calculator",
    "solve for interest rate",
    "number of periods",
    "n i/y pv pmt fv",
    "ba ii plus",
    "hp 12c",
    "excel fv pv pmt nper rate",
    "annuity calculator",
    "finace calculator"
  ],
  "related": [
    "payment",
    "interest-rate",
    "compound-interest",
    "loan",
    "savings-goal",
    "investment"
  ],
  "formula": {
    "expression": "i = (1 + I/Y ÷ 100 ÷ C)^(C ÷ P) − 1;   PV·(1 + i)^N + PMT·(1 + i·type)·((1 + i)^N − 1) ÷ i + FV = 0",
    "symbols": [
      {
        "symbol": "N",
        "meaning": "number of payment periods"
      },
      {
        "symbol": "I/Y",
        "meaning": "nominal annual interest rate, in percent"
      },
      {
        "symbol": "i",
        "meaning": "interest rate per payment period"
      },
      {
        "symbol": "P",
        "meaning": "payments per year"
      },
      {
        "symbol": "C",
        "meaning": "compounding periods per year"
      },
      {
        "symbol": "PV",
        "meaning": "present value, the amount at the start"
      },
      {
        "symbol": "PMT",
        "meaning": "payment each period"
      },
      {
        "symbol": "FV",
        "meaning": "future value, the amount after the last period"
      },
      {
        "symbol": "type",
        "meaning": "0 for payments at the end of each period, 1 for the beginning"
      }
    ],
    "text": "Every amount is signed, money paid out negative and money received positive, and the five values always balance. Given four of them the fifth follows; the rate has no closed form and is found numerically, taking the root nearest zero."
  },
  "examples": [
    {
      "description": "Saving $10,000 plus $100 a month for 10 years at 6%",
      "inputs": {
        "periods": 120,
        "interestRate": 6,
        "presentValue": -10000,
        "payment": -100
      }
    },
    {
      "description": "Twelve monthly deposits of $1,000 at 12%",
      "inputs": {
        "periods": 12,
        "interestRate": 12,
        "payment": -1000
      }
    },
    {
      "description": "$500 plus $200 at the beginning of each month for 10 months at 6%",
      "inputs": {
        "periods": 10,
        "interestRate": 6,
        "presentValue": -500,
        "payment": -200,
        "paymentTiming": 1
      }
    },
    {
      "description": "A $200,000 loan at 6.5% with $1,500 monthly payments, after 5 years",
      "inputs": {
        "periods": 60,
        "interestRate": 6.5,
        "presentValue": 200000,
        "payment": -1500
      }
    },
    {
      "description": "A $5,000 deposit for 5 years at 4% compounded daily",
      "inputs": {
        "periods": 5,
        "interestRate": 4,
        "presentValue": -5000,
        "paymentsPerYear": 1,
        "compoundingPerYear": 365
      }
    }
  ]
};
