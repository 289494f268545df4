// Generated from libs/calc-engine/src/calculators/permutation-combination/permutation-combination.ts and permutation-combination.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const permutationCombinationPage: CalculatorPage = {
  "title": "Permutation and Combination Calculator",
  "description": "Count the ordered arrangements (nPr) and unordered selections (nCr) of r items from n, with or without repetition, exactly to every digit.",
  "category": "math",
  "topic": "statistics",
  "aliases": [
    "permutation-combination-calculator",
    "permutation-calculator",
    "combination-calculator",
    "npr",
    "ncr",
    "npr-ncr-calculator",
    "n-choose-k"
  ],
  "keywords": [
    "permutation and combination",
    "permutation calculator",
    "combination calculator",
    "npr",
    "ncr",
    "n choose k",
    "n choose r",
    "binomial coefficient",
    "combinations with repetition",
    "permutations with repetition",
    "how many combinations",
    "how many ways to arrange",
    "lottery odds",
    "poker hands",
    "combinatorics",
    "permutaion",
    "combinaton calculator",
    "permuation"
  ],
  "related": [
    "mean-median-mode-range",
    "z-score",
    "fraction",
    "scientific",
    "percentage"
  ],
  "formula": {
    "expression": "nPr = n! ÷ (n − r)!;   nCr = n! ÷ (r!·(n − r)!);   with repetition nPr = nʳ;   nCr = (n + r − 1)! ÷ (r!·(n − 1)!)",
    "symbols": [
      {
        "symbol": "n",
        "meaning": "how many different items there are to choose from"
      },
      {
        "symbol": "r",
        "meaning": "how many items are chosen"
      },
      {
        "symbol": "!",
        "meaning": "the factorial, the product of the whole numbers from 1 up (0! = 1)"
      },
      {
        "symbol": "nPr",
        "meaning": "the permutations, arrangements in which order matters"
      },
      {
        "symbol": "nCr",
        "meaning": "the combinations, selections in which order does not matter"
      }
    ],
    "text": "A permutation counts each order of the chosen items separately, so it multiplies the choices for each place. A combination counts a set of items once whatever its order, so it divides the permutations by the r! orders each set can be put in. With repetition each place has all n items to choose from."
  },
  "examples": [
    {
      "description": "Hands of five cards dealt from a standard 52-card deck",
      "inputs": {
        "n": 52,
        "r": 5,
        "repetition": 1
      }
    },
    {
      "description": "Gold, silver and bronze medals among eight finalists",
      "inputs": {
        "n": 8,
        "r": 3,
        "repetition": 1
      }
    },
    {
      "description": "A 6-number lottery ticket drawn from 49 numbers",
      "inputs": {
        "n": 49,
        "r": 6,
        "repetition": 1
      }
    },
    {
      "description": "A four-digit PIN, where each of the 10 digits may recur",
      "inputs": {
        "n": 10,
        "r": 4,
        "repetition": 2
      }
    },
    {
      "description": "A cone of three scoops from five flavours, the same flavour allowed twice or more",
      "inputs": {
        "n": 5,
        "r": 3,
        "repetition": 2
      }
    }
  ]
};
