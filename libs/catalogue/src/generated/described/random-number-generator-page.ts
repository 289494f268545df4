// Generated from libs/calc-engine/src/calculators/random-number-generator/random-number-generator.ts and random-number-generator.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const randomNumberGeneratorPage: CalculatorPage = {
  "title": "Random Number Generator",
  "description": "Draw one or up to 1,000 random whole numbers or decimals in a range, with or without repeats, each value equally likely.",
  "category": "math",
  "topic": "statistics",
  "aliases": [
    "random-number-generator-calculator",
    "rng",
    "random-number",
    "random-number-picker",
    "number-generator",
    "number-picker",
    "lottery-number-generator"
  ],
  "keywords": [
    "random number generator",
    "random number",
    "rng",
    "pick a random number",
    "random number between 1 and 100",
    "random number between 1 and 10",
    "number picker",
    "lottery number generator",
    "random draw",
    "raffle picker",
    "random numbers without repeats",
    "random decimal generator",
    "random integer generator",
    "random numer generator",
    "randome number generator",
    "random nuber generator"
  ],
  "related": [
    "permutation-combination",
    "standard-deviation",
    "mean-median-mode-range",
    "dice-roller",
    "password-generator"
  ],
  "formula": {
    "expression": "whole numbers N = max − min + 1;   d decimal places N = (max − min) × 10^d + 1;   chance of each value on one draw p = 1 ÷ N",
    "symbols": [
      {
        "symbol": "min",
        "meaning": "the lower limit, which can itself be drawn"
      },
      {
        "symbol": "max",
        "meaning": "the upper limit, which can itself be drawn"
      },
      {
        "symbol": "d",
        "meaning": "the number of decimal places each number is written with"
      },
      {
        "symbol": "N",
        "meaning": "how many different values the range holds"
      },
      {
        "symbol": "p",
        "meaning": "the chance that a given value comes up on one draw"
      }
    ],
    "text": "The range from the lower to the upper limit is split into equal steps, 1 for whole numbers and 10^−d for decimals, and every step, both limits included, is one possible value. Each draw picks one of these N values with the same chance, 1 in N, independently of every other draw."
  },
  "examples": [
    {
      "description": "Pick a lottery-style 6 numbers from 1 to 49, no repeats, sorted",
      "inputs": {
        "min": 1,
        "max": 49,
        "count": 6,
        "numberType": 1,
        "allowDuplicates": 2,
        "sortOrder": 2
      }
    },
    {
      "description": "One whole number from 1 to 100, as when someone says \"pick a number\"",
      "inputs": {
        "min": 1,
        "max": 100,
        "count": 1,
        "numberType": 1,
        "allowDuplicates": 1,
        "sortOrder": 1
      }
    },
    {
      "description": "Draw a raffle winner and two runners-up from 250 numbered tickets",
      "inputs": {
        "min": 1,
        "max": 250,
        "count": 3,
        "numberType": 1,
        "allowDuplicates": 2,
        "sortOrder": 1
      }
    },
    {
      "description": "Put a class of 30 in a random order for presentations, each place once",
      "inputs": {
        "min": 1,
        "max": 30,
        "count": 30,
        "numberType": 1,
        "allowDuplicates": 2,
        "sortOrder": 1
      }
    },
    {
      "description": "Five decimals between 0 and 1 with 4 decimal places, for a probability exercise",
      "inputs": {
        "min": 0,
        "max": 1,
        "count": 5,
        "numberType": 2,
        "decimalPlaces": 4,
        "allowDuplicates": 1,
        "sortOrder": 1
      }
    },
    {
      "description": "Twenty whole numbers from −50 to 50, repeats allowed, smallest first",
      "inputs": {
        "min": -50,
        "max": 50,
        "count": 20,
        "numberType": 1,
        "allowDuplicates": 1,
        "sortOrder": 2
      }
    }
  ]
};
