// Generated from libs/calc-engine/src/calculators/profit-margin/profit-margin.ts and profit-margin.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const profitMarginPage: CalculatorPage = {
  "title": "Profit Margin Calculator",
  "description": "Calculate your net and gross profit margin from revenue, cost of goods sold and operating expenses, with the markup on cost.",
  "category": "business",
  "topic": "pricing",
  "aliases": [
    "profit-margin-calculator",
    "margin",
    "gross-margin",
    "net-profit-margin",
    "net-margin",
    "gross-profit-margin"
  ],
  "keywords": [
    "profit margin",
    "margin",
    "gross margin",
    "net profit margin",
    "net margin",
    "gross profit",
    "margin calculator",
    "profit percentage",
    "profit margin formula",
    "margin vs markup",
    "cogs",
    "how much profit am i making",
    "operating margin",
    "proft margin",
    "profit margine",
    "profit margin calulator"
  ],
  "related": [
    "markup",
    "break-even",
    "roi",
    "percentage"
  ],
  "formula": {
    "expression": "gross margin = (R − C) ÷ R × 100;   net margin = (R − C − E) ÷ R × 100;   markup = (R − C) ÷ C × 100",
    "symbols": [
      {
        "symbol": "R",
        "meaning": "revenue, or the selling price of one item"
      },
      {
        "symbol": "C",
        "meaning": "cost of goods sold (COGS)"
      },
      {
        "symbol": "E",
        "meaning": "operating expenses"
      },
      {
        "symbol": "gross margin",
        "meaning": "gross profit as a percentage of revenue"
      },
      {
        "symbol": "net margin",
        "meaning": "profit after operating expenses as a percentage of revenue (the profit margin)"
      },
      {
        "symbol": "markup",
        "meaning": "gross profit as a percentage of cost"
      }
    ],
    "text": "A margin is profit divided by revenue: the share of every dollar of sales you keep. The gross margin counts only the cost of the goods; the net margin also takes off operating expenses. Markup divides the same gross profit by cost instead."
  },
  "examples": [
    {
      "description": "AccountingCoach: an item costing $75 sold for $100",
      "inputs": {
        "revenue": 100,
        "costOfGoodsSold": 75
      }
    },
    {
      "description": "An item bought for $9 and sold for $12",
      "inputs": {
        "revenue": 12,
        "costOfGoodsSold": 9
      }
    },
    {
      "description": "A shop: $500,000 of sales, $300,000 COGS, $150,000 of overheads",
      "inputs": {
        "revenue": 500000,
        "costOfGoodsSold": 300000,
        "operatingExpenses": 150000
      }
    },
    {
      "description": "A year at a loss: $80,000 of sales, $50,000 COGS, $40,000 of overheads",
      "inputs": {
        "revenue": 80000,
        "costOfGoodsSold": 50000,
        "operatingExpenses": 40000
      }
    },
    {
      "description": "A software business: $1,000,000 of revenue, $200,000 COGS, $550,000 of expenses",
      "inputs": {
        "revenue": 1000000,
        "costOfGoodsSold": 200000,
        "operatingExpenses": 550000
      }
    }
  ]
};
