// Generated from libs/calc-engine/src/calculators/roi/roi.ts and roi.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const roiPage: CalculatorPage = {
  "title": "ROI Calculator",
  "description": "Measure the return on an investment as a percentage of what you put in, and as a yearly rate when you know how long you held it.",
  "category": "finance",
  "topic": "savings",
  "aliases": [
    "roi-calculator",
    "return-on-investment",
    "investment-return"
  ],
  "keywords": [
    "roi",
    "return on investment",
    "investment return",
    "annualized return",
    "cagr",
    "rate of return",
    "percentage gain",
    "profit on investment",
    "stock return",
    "real estate roi",
    "return on invesment",
    "retrun on investment",
    "how much did my investment make"
  ],
  "related": [
    "investment",
    "real-estate",
    "compound-interest",
    "payback-period",
    "irr",
    "profit-margin"
  ],
  "formula": {
    "expression": "ROI = (V − C) ÷ C × 100;   annualized ROI = ((V ÷ C)^(1/t) − 1) × 100",
    "symbols": [
      {
        "symbol": "ROI",
        "meaning": "return on investment, in percent"
      },
      {
        "symbol": "V",
        "meaning": "amount returned: final value plus income received"
      },
      {
        "symbol": "C",
        "meaning": "amount invested, costs included"
      },
      {
        "symbol": "t",
        "meaning": "investment length in years"
      }
    ],
    "text": "ROI is the gain (or loss) as a share of what you put in. The annualized figure is the steady yearly rate that, compounded over the holding period, turns the amount invested into the amount returned."
  },
  "examples": [
    {
      "description": "$100 invested, $120 returned",
      "inputs": {
        "amountInvested": 100,
        "amountReturned": 120
      }
    },
    {
      "description": "$1,000 that grows to $1,200 over 2 years",
      "inputs": {
        "amountInvested": 1000,
        "amountReturned": 1200,
        "investmentLength": 2
      }
    },
    {
      "description": "$15,000 of shares sold for $12,000 after 3 years",
      "inputs": {
        "amountInvested": 15000,
        "amountReturned": 12000,
        "investmentLength": 3
      }
    },
    {
      "description": "$10,000 that doubles to $20,000 in 10 years",
      "inputs": {
        "amountInvested": 10000,
        "amountReturned": 20000,
        "investmentLength": 10
      }
    }
  ]
};
