// Generated from libs/calc-engine/src/calculators/sales-tax/sales-tax.ts and sales-tax.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const salesTaxPage: CalculatorPage = {
  "title": "Sales Tax Calculator",
  "description": "Find the sales tax and the total price for any price and rate, or work back from a receipt's total to the price before tax or the rate.",
  "category": "finance",
  "topic": "spending",
  "aliases": [
    "sales-tax-calculator",
    "tax-calculator",
    "reverse-sales-tax",
    "price-before-tax"
  ],
  "keywords": [
    "sales tax",
    "sales tax calculator",
    "how much is tax on",
    "price with tax",
    "price before tax",
    "reverse sales tax",
    "tax on a purchase",
    "state sales tax",
    "vat calculator",
    "sales tax rate",
    "back out sales tax",
    "sales tex",
    "sale tax calculater",
    "salestax"
  ],
  "related": [
    "percentage",
    "discount",
    "markup",
    "profit-margin",
    "break-even",
    "tip"
  ],
  "formula": {
    "expression": "tax = P × r ÷ 100;   total = P × (1 + r ÷ 100);   P = total ÷ (1 + r ÷ 100)",
    "symbols": [
      {
        "symbol": "P",
        "meaning": "price before tax"
      },
      {
        "symbol": "r",
        "meaning": "combined sales tax rate, in percent"
      },
      {
        "symbol": "tax",
        "meaning": "sales tax on the purchase"
      },
      {
        "symbol": "total",
        "meaning": "what you pay at the register"
      }
    ],
    "text": "The tax is the rate's share of the price, and the total is the price plus that share. To find the price on a receipt that only shows the total, divide the total by one plus the rate."
  },
  "examples": [
    {
      "description": "California's 7.25% statewide rate on a $100 purchase",
      "inputs": {
        "preTaxPrice": 100,
        "taxRate": 7.25
      }
    },
    {
      "description": "A $63.20 purchase at 4.5%",
      "inputs": {
        "preTaxPrice": 63.2,
        "taxRate": 4.5
      }
    },
    {
      "description": "A $1,249.99 laptop at Seattle's 10.35%",
      "inputs": {
        "preTaxPrice": 1249.99,
        "taxRate": 10.35
      }
    },
    {
      "description": "A $25 book where no sales tax applies",
      "inputs": {
        "preTaxPrice": 25,
        "taxRate": 0
      }
    }
  ]
};
