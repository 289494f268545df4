// Generated from libs/calc-engine/src/calculators/percentage/percentage.ts and percentage.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const percentagePage: CalculatorPage = {
  "title": "Percentage Calculator",
  "description": "Find X% of a number, what percent one number is of another, or the percentage increase or decrease from one number to another.",
  "category": "education",
  "topic": "percentages",
  "aliases": [
    "percentage-calculator",
    "percent",
    "percent-calculator",
    "percentage-change",
    "percent-change",
    "percent-of"
  ],
  "keywords": [
    "percentage",
    "percent",
    "percentage calculator",
    "percent of a number",
    "what percent of",
    "percentage change",
    "percent increase",
    "percent decrease",
    "percent difference",
    "how to calculate percentage",
    "discount percentage",
    "percantage",
    "percentge",
    "precentage",
    "percent calulator",
    "% calculator"
  ],
  "related": [
    "grade",
    "markup",
    "profit-margin",
    "roi",
    "fraction",
    "standard-deviation"
  ],
  "formula": {
    "expression": "X% of Y = X ÷ 100 × Y;   X as a % of Y = X ÷ Y × 100;   change from X to Y = (Y − X) ÷ |X| × 100",
    "symbols": [
      {
        "symbol": "X",
        "meaning": "the first number: a percentage, a part, or the starting value"
      },
      {
        "symbol": "Y",
        "meaning": "the second number: the whole, or the new value"
      },
      {
        "symbol": "|X|",
        "meaning": "the size of X without its sign"
      }
    ],
    "text": "A percentage is a number of hundredths. To take a percentage of a number, multiply by it and divide by 100; to express a part as a percentage, divide by the whole and multiply by 100; a change is the difference divided by the starting value."
  },
  "examples": [
    {
      "description": "What is 20% of 150?",
      "inputs": {
        "mode": 1,
        "valueX": 20,
        "valueY": 150
      }
    },
    {
      "description": "A 15% tip on an $80 bill",
      "inputs": {
        "mode": 1,
        "valueX": 15,
        "valueY": 80
      }
    },
    {
      "description": "45 correct answers out of 60 as a percentage",
      "inputs": {
        "mode": 2,
        "valueX": 45,
        "valueY": 60
      }
    },
    {
      "description": "Rent that goes from $100 to $150: the percentage increase",
      "inputs": {
        "mode": 3,
        "valueX": 100,
        "valueY": 150
      }
    },
    {
      "description": "A price cut from $80 to $60: the percentage decrease",
      "inputs": {
        "mode": 3,
        "valueX": 80,
        "valueY": 60
      }
    }
  ]
};
