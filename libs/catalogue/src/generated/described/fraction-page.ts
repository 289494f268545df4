// Generated from libs/calc-engine/src/calculators/fraction/fraction.ts and fraction.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const fractionPage: CalculatorPage = {
  "title": "Fraction Calculator",
  "description": "Add, subtract, multiply or divide fractions, mixed numbers, decimals and whole numbers, with an exact answer in lowest terms.",
  "category": "math",
  "topic": "arithmetic",
  "aliases": [
    "fraction-calculator",
    "fractions",
    "mixed-number-calculator",
    "adding-fractions"
  ],
  "keywords": [
    "fraction calculator",
    "fractions",
    "add fractions",
    "subtract fractions",
    "multiply fractions",
    "divide fractions",
    "mixed numbers",
    "mixed number calculator",
    "simplify fractions",
    "lowest terms",
    "improper fraction",
    "fraction to decimal",
    "fration calculator",
    "fraction calculater",
    "fractoin",
    "franction calculator"
  ],
  "related": [
    "percentage",
    "grade",
    "markup",
    "scientific"
  ],
  "formula": {
    "expression": "a/b + c/d = (ad + bc)/bd;   a/b − c/d = (ad − bc)/bd;   a/b × c/d = ac/bd;   a/b ÷ c/d = ad/bc;   n/d = (n ÷ gcd)/(d ÷ gcd)",
    "symbols": [
      {
        "symbol": "a/b",
        "meaning": "the first value, written as a fraction"
      },
      {
        "symbol": "c/d",
        "meaning": "the second value, written as a fraction"
      },
      {
        "symbol": "n/d",
        "meaning": "the answer before it is reduced"
      },
      {
        "symbol": "gcd",
        "meaning": "the greatest common divisor of n and d, which both are divided by"
      }
    ],
    "text": "Both values are written as fractions, combined over a common denominator (or multiplied straight across), and the answer is divided top and bottom by the greatest common divisor so that it is in lowest terms."
  },
  "examples": [
    {
      "description": "Adding two mixed numbers, 1 1/2 and 2 3/4",
      "inputs": {
        "fraction1": "1 1/2",
        "operation": 1,
        "fraction2": "2 3/4"
      }
    },
    {
      "description": "A negative mixed number minus a fraction",
      "inputs": {
        "fraction1": "-1 1/2",
        "operation": 2,
        "fraction2": "1/6"
      }
    },
    {
      "description": "Three quarters of two thirds, with the first value as a decimal",
      "inputs": {
        "fraction1": "0.75",
        "operation": 3,
        "fraction2": "2/3"
      }
    },
    {
      "description": "How many quarter cups are in three quarters of a cup",
      "inputs": {
        "fraction1": "3/4",
        "operation": 4,
        "fraction2": "1/4"
      }
    }
  ]
};
