// Generated from libs/calc-engine/src/calculators/payback-period/payback-period.ts and payback-period.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const paybackPeriodPage: CalculatorPage = {
  "title": "Payback Period Calculator",
  "description": "Find how many years an investment takes to pay for itself from its cash flows, with the discounted payback and NPV.",
  "category": "business",
  "topic": "assets",
  "aliases": [
    "payback-period-calculator",
    "payback",
    "discounted-payback",
    "discounted-payback-period",
    "payback-time"
  ],
  "keywords": [
    "payback period",
    "payback",
    "discounted payback period",
    "how long to pay back",
    "investment payback",
    "payback time",
    "break even time",
    "npv",
    "net present value",
    "roi",
    "capital budgeting",
    "solar payback",
    "pay back period",
    "paybak period",
    "payback period calulator"
  ],
  "related": [
    "roi",
    "irr",
    "break-even",
    "depreciation",
    "investment",
    "compound-interest"
  ],
  "formula": {
    "expression": "even cash flows: payback = I ÷ CF;   uneven: payback = (t − 1) + U ÷ CFₜ;   discounted: the same with each CFₜ ÷ (1 + r)^t",
    "symbols": [
      {
        "symbol": "I",
        "meaning": "initial investment"
      },
      {
        "symbol": "CF",
        "meaning": "cash inflow each year when it is the same every year"
      },
      {
        "symbol": "CFₜ",
        "meaning": "cash flow of year t"
      },
      {
        "symbol": "t",
        "meaning": "the year in which the running total of cash flows turns positive"
      },
      {
        "symbol": "U",
        "meaning": "the part of the investment still unrecovered at the start of year t"
      },
      {
        "symbol": "r",
        "meaning": "discount rate per year, as a fraction (8% = 0.08)"
      }
    ],
    "text": "The payback period counts the years until the cash an investment brings in adds up to what it cost, assuming the cash of the last year arrives evenly through it. The discounted payback does the same with each year's cash flow converted to today's money at the discount rate."
  },
  "examples": [
    {
      "description": "$10,000 invested returning $2,000 a year",
      "inputs": {
        "initialInvestment": 10000,
        "cashFlowType": 1,
        "annualCashFlow": 2000
      }
    },
    {
      "description": "$100,000 invested returning $30,000 a year",
      "inputs": {
        "initialInvestment": 100000,
        "cashFlowType": 1,
        "annualCashFlow": 30000
      }
    },
    {
      "description": "A $50,000 project with cash flows of $10k, $15k, $20k, $20k and $10k, discounted at 8%",
      "inputs": {
        "initialInvestment": 50000,
        "cashFlowType": 2,
        "cashFlowYear1": 10000,
        "cashFlowYear2": 15000,
        "cashFlowYear3": 20000,
        "cashFlowYear4": 20000,
        "cashFlowYear5": 10000,
        "discountRate": 8
      }
    },
    {
      "description": "The same project discounted at 15%",
      "inputs": {
        "initialInvestment": 50000,
        "cashFlowType": 2,
        "cashFlowYear1": 10000,
        "cashFlowYear2": 15000,
        "cashFlowYear3": 20000,
        "cashFlowYear4": 20000,
        "cashFlowYear5": 10000,
        "discountRate": 15
      }
    },
    {
      "description": "Solar panels: $18,000 saving $1,500 a year, discounted at 5%",
      "inputs": {
        "initialInvestment": 18000,
        "cashFlowType": 1,
        "annualCashFlow": 1500,
        "discountRate": 5
      }
    },
    {
      "description": "A $100,000 investment returning $10,000 a year for six years",
      "inputs": {
        "initialInvestment": 100000,
        "cashFlowType": 2,
        "cashFlowYear1": 10000,
        "cashFlowYear2": 10000,
        "cashFlowYear3": 10000,
        "cashFlowYear4": 10000,
        "cashFlowYear5": 10000,
        "cashFlowYear6": 10000
      }
    }
  ]
};
