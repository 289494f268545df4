// Generated from libs/calc-engine/src/calculators/depreciation/depreciation.ts and depreciation.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const depreciationPage: CalculatorPage = {
  "title": "Depreciation Calculator",
  "description": "Depreciate an asset by straight-line, declining-balance or sum-of-the-years'-digits, with the book value each year.",
  "category": "business",
  "topic": "assets",
  "aliases": [
    "depreciation-calculator",
    "straight-line-depreciation",
    "declining-balance",
    "double-declining-balance",
    "ddb",
    "sum-of-years-digits",
    "asset-depreciation"
  ],
  "keywords": [
    "depreciation",
    "depreciation calculator",
    "straight line depreciation",
    "sl",
    "ddb",
    "double declining balance",
    "declining balance",
    "sum of years digits",
    "syd",
    "book value",
    "salvage value",
    "asset depreciation",
    "equipment depreciation",
    "car depreciation",
    "deprecation",
    "depriciation",
    "depreciation calulator"
  ],
  "related": [
    "payback-period",
    "break-even",
    "profit-margin",
    "roi"
  ],
  "formula": {
    "expression": "straight-line: D = (C − S) ÷ n;   declining balance: D = B × f ÷ n, never taking B below S;   sum-of-years' digits: D = (C − S) × (n − k + 1) ÷ (n × (n + 1) ÷ 2)",
    "symbols": [
      {
        "symbol": "D",
        "meaning": "depreciation for the year"
      },
      {
        "symbol": "C",
        "meaning": "asset cost"
      },
      {
        "symbol": "S",
        "meaning": "salvage value at the end of the useful life"
      },
      {
        "symbol": "n",
        "meaning": "useful life in years"
      },
      {
        "symbol": "B",
        "meaning": "book value at the start of the year (cost less depreciation so far)"
      },
      {
        "symbol": "f",
        "meaning": "declining-balance factor: 2 for double-declining"
      },
      {
        "symbol": "k",
        "meaning": "the year being calculated: 1 for the first year"
      }
    ],
    "text": "Straight-line spreads the cost less salvage evenly over the years. Declining balance writes off a fixed share of what is left each year, so early years take more. Sum-of-years' digits also front-loads, by a fraction that shrinks each year."
  },
  "examples": [
    {
      "description": "Excel SLN: a $30,000 asset, $7,500 salvage, 10 years, straight-line",
      "inputs": {
        "assetCost": 30000,
        "salvageValue": 7500,
        "usefulLife": 10,
        "method": 1,
        "year": 1
      }
    },
    {
      "description": "Excel SYD: the same asset by sum-of-years' digits, year 1",
      "inputs": {
        "assetCost": 30000,
        "salvageValue": 7500,
        "usefulLife": 10,
        "method": 3,
        "year": 1
      }
    },
    {
      "description": "Excel DDB: a $2,400 machine, $300 salvage, 10 years, double-declining, year 1",
      "inputs": {
        "assetCost": 2400,
        "salvageValue": 300,
        "usefulLife": 10,
        "method": 2,
        "year": 1
      }
    },
    {
      "description": "Excel DDB: the same machine in year 10, when depreciation stops at salvage",
      "inputs": {
        "assetCost": 2400,
        "salvageValue": 300,
        "usefulLife": 10,
        "method": 2,
        "year": 10
      }
    },
    {
      "description": "A $35,000 delivery van over 5 years, double-declining, year 1",
      "inputs": {
        "assetCost": 35000,
        "salvageValue": 5000,
        "usefulLife": 5,
        "method": 2,
        "year": 1
      }
    },
    {
      "description": "$10,000 of equipment with $1,000 salvage over 5 years, straight-line",
      "inputs": {
        "assetCost": 10000,
        "salvageValue": 1000,
        "usefulLife": 5,
        "method": 1,
        "year": 1
      }
    }
  ]
};
