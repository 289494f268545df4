// Generated from libs/calc-engine/src/calculators/break-even/break-even.ts and break-even.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const breakEvenPage: CalculatorPage = {
  "title": "Break-Even Calculator",
  "description": "Find how many units you must sell, and how much revenue you need, to cover your fixed costs before you make a profit.",
  "category": "business",
  "topic": "pricing",
  "aliases": [
    "break-even-calculator",
    "breakeven",
    "break-even-point",
    "break-even-analysis",
    "bep",
    "contribution-margin"
  ],
  "keywords": [
    "break even",
    "break-even point",
    "breakeven",
    "bep",
    "break even analysis",
    "cm ratio",
    "contribution margin",
    "contribution margin ratio",
    "break even sales",
    "cost volume profit",
    "cvp",
    "how many units to break even",
    "when will my business be profitable",
    "brake even",
    "break even calulator",
    "breakeven point"
  ],
  "related": [
    "profit-margin",
    "markup",
    "payback-period",
    "roi"
  ],
  "formula": {
    "expression": "BEU = F ÷ (P − V);   CM ratio = (P − V) ÷ P;   BER = F ÷ CM ratio",
    "symbols": [
      {
        "symbol": "BEU",
        "meaning": "break-even units; the calculator rounds up to whole units"
      },
      {
        "symbol": "F",
        "meaning": "fixed costs for the period"
      },
      {
        "symbol": "P",
        "meaning": "selling price per unit"
      },
      {
        "symbol": "V",
        "meaning": "variable cost per unit"
      },
      {
        "symbol": "CM ratio",
        "meaning": "contribution margin ratio: the share of each sale left to cover fixed costs"
      },
      {
        "symbol": "BER",
        "meaning": "break-even revenue: sales in dollars at the break-even point"
      }
    ],
    "text": "Each unit sold contributes its price minus its variable cost toward the fixed costs. Dividing the fixed costs by that contribution gives the number of units at which the business neither makes nor loses money."
  },
  "examples": [
    {
      "description": "AccountingCoach: $300,000 fixed costs, $10 price, $6 variable cost",
      "inputs": {
        "fixedCosts": 300000,
        "pricePerUnit": 10,
        "variableCostPerUnit": 6
      }
    },
    {
      "description": "A service billed at $100 an hour with $60 of variable cost per hour",
      "inputs": {
        "fixedCosts": 300000,
        "pricePerUnit": 100,
        "variableCostPerUnit": 60
      }
    },
    {
      "description": "A coffee cart: $2,000 a month fixed, $4.50 a cup, $1.50 of ingredients",
      "inputs": {
        "fixedCosts": 2000,
        "pricePerUnit": 4.5,
        "variableCostPerUnit": 1.5
      }
    },
    {
      "description": "A handmade product: $1,200 of fixed costs, sold at $25, costing $9 to make",
      "inputs": {
        "fixedCosts": 1200,
        "pricePerUnit": 25,
        "variableCostPerUnit": 9
      }
    }
  ]
};
