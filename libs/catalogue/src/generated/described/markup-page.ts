// Generated from libs/calc-engine/src/calculators/markup/markup.ts and markup.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const markupPage: CalculatorPage = {
  "title": "Markup Calculator",
  "description": "Find the markup percentage between what an item costs you and what you sell it for, with the gross profit and margin.",
  "category": "business",
  "topic": "pricing",
  "aliases": [
    "markup-calculator",
    "mark-up",
    "markup-percentage",
    "price-markup",
    "markup-on-cost",
    "cost-plus-pricing"
  ],
  "keywords": [
    "markup",
    "mark up",
    "markup percentage",
    "markup calculator",
    "how much should i charge",
    "pricing calculator",
    "markup vs margin",
    "keystone pricing",
    "retail markup",
    "cost plus pricing",
    "markup formula",
    "price from cost",
    "mark-up",
    "mark up calulator",
    "markup percentge"
  ],
  "related": [
    "profit-margin",
    "break-even",
    "percentage",
    "discount"
  ],
  "formula": {
    "expression": "markup = (P − C) ÷ C × 100;   margin = (P − C) ÷ P × 100;   P = C × (1 + markup ÷ 100)",
    "symbols": [
      {
        "symbol": "markup",
        "meaning": "markup on cost, in percent"
      },
      {
        "symbol": "margin",
        "meaning": "gross margin on the selling price, in percent"
      },
      {
        "symbol": "P",
        "meaning": "selling price"
      },
      {
        "symbol": "C",
        "meaning": "cost of the item"
      }
    ],
    "text": "Markup is the profit on an item as a percentage of what it cost you. Turned around, the price is the cost plus that percentage of the cost, which is how cost-plus pricing sets prices."
  },
  "examples": [
    {
      "description": "AccountingCoach: cost $75, price $100",
      "inputs": {
        "cost": 75,
        "sellingPrice": 100
      }
    },
    {
      "description": "An item bought for $9 and sold for $12",
      "inputs": {
        "cost": 9,
        "sellingPrice": 12
      }
    },
    {
      "description": "Keystone pricing: a $20 item sold for $40",
      "inputs": {
        "cost": 20,
        "sellingPrice": 40
      }
    },
    {
      "description": "A bottle of wine bought for $15 and listed at $45",
      "inputs": {
        "cost": 15,
        "sellingPrice": 45
      }
    },
    {
      "description": "Clearance below cost: a $50 item sold for $40",
      "inputs": {
        "cost": 50,
        "sellingPrice": 40
      }
    }
  ]
};
