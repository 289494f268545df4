// Generated from libs/calc-engine/src/calculators/tip/tip.ts and tip.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const tipPage: CalculatorPage = {
  "title": "Tip Calculator",
  "description": "Work out the tip on a bill, the total and each person's share when you split it, with each share rounded up to a whole dollar if you like.",
  "category": "everyday",
  "topic": "dining",
  "aliases": [
    "tip-calculator",
    "gratuity",
    "gratuity-calculator",
    "split-bill",
    "bill-splitter"
  ],
  "keywords": [
    "tip calculator",
    "tip",
    "how much to tip",
    "gratuity",
    "gratuity calculator",
    "split the bill",
    "bill splitter",
    "restaurant tip",
    "15 percent tip",
    "20 percent tip",
    "tip per person",
    "tipping",
    "tip calulator",
    "tip calcualtor",
    "tipp calculator",
    "gratuaty"
  ],
  "related": [
    "percentage",
    "sales-tax",
    "discount",
    "markup",
    "hours",
    "gas-mileage"
  ],
  "formula": {
    "expression": "total = bill × (1 + p ÷ 100);   share = total ÷ n;   tip = total − bill",
    "symbols": [
      {
        "symbol": "bill",
        "meaning": "the amount on the check"
      },
      {
        "symbol": "p",
        "meaning": "the tip, in percent of the bill"
      },
      {
        "symbol": "n",
        "meaning": "how many people share the bill"
      },
      {
        "symbol": "share",
        "meaning": "what each person pays; rounded up to a whole dollar when you ask for it, and the total is then n shares"
      }
    ],
    "text": "The total is the bill plus the tip's share of it, and each person pays the total divided by the number of people. When each share is rounded up to a whole dollar, the total becomes the rounded shares added up, and the tip is whatever that total adds to the bill."
  },
  "examples": [
    {
      "description": "15% on a $50 lunch for one",
      "inputs": {
        "billAmount": 50,
        "tipPercent": 15
      }
    },
    {
      "description": "20% on a $120 dinner split four ways",
      "inputs": {
        "billAmount": 120,
        "tipPercent": 20,
        "numberOfPeople": 4
      }
    },
    {
      "description": "18% on $84.37 for three, each share rounded up to a whole dollar",
      "inputs": {
        "billAmount": 84.37,
        "tipPercent": 18,
        "numberOfPeople": 3,
        "roundUp": 2
      }
    },
    {
      "description": "10% on a $32.40 takeaway order",
      "inputs": {
        "billAmount": 32.4,
        "tipPercent": 10
      }
    }
  ]
};
