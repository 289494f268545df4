// Generated from libs/calc-engine/src/calculators/number-sequence/number-sequence.ts and number-sequence.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const numberSequencePage: CalculatorPage = {
  "title": "Number Sequence Calculator",
  "description": "Find the n-th term and the sum of the first n terms of an arithmetic, geometric or Fibonacci sequence, with the first twenty terms listed.",
  "category": "math",
  "topic": "arithmetic",
  "aliases": [
    "number-sequence-calculator",
    "sequence-calculator",
    "arithmetic-sequence-calculator",
    "geometric-sequence-calculator",
    "fibonacci-calculator",
    "nth-term-calculator",
    "series-calculator"
  ],
  "keywords": [
    "number sequence",
    "sequence calculator",
    "arithmetic sequence",
    "arithmetic progression",
    "geometric sequence",
    "geometric progression",
    "geometric series",
    "fibonacci sequence",
    "fibonacci numbers",
    "nth term",
    "sum of a sequence",
    "sum of arithmetic series",
    "common difference",
    "common ratio",
    "sequense calculator",
    "fibonaci",
    "arithmatic sequence"
  ],
  "related": [
    "quadratic-formula",
    "scientific",
    "fraction",
    "compound-interest",
    "mean-median-mode-range"
  ],
  "formula": {
    "expression": "arithmetic aₙ = a₁ + (n − 1)·d, Sₙ = n·(a₁ + aₙ) ÷ 2;   geometric aₙ = a₁·rⁿ⁻¹, Sₙ = a₁·(1 − rⁿ) ÷ (1 − r);   Fibonacci F₁ = F₂ = 1, Fₖ = Fₖ₋₁ + Fₖ₋₂, Sₙ = Fₙ₊₂ − 1",
    "symbols": [
      {
        "symbol": "a₁",
        "meaning": "the first term"
      },
      {
        "symbol": "aₙ",
        "meaning": "the n-th term"
      },
      {
        "symbol": "n",
        "meaning": "the term number, counting the first as 1"
      },
      {
        "symbol": "d",
        "meaning": "the common difference, added to each term to give the next"
      },
      {
        "symbol": "r",
        "meaning": "the common ratio, multiplying each term to give the next"
      },
      {
        "symbol": "Sₙ",
        "meaning": "the sum of the first n terms"
      }
    ],
    "text": "An arithmetic sequence adds the same difference at every step, so its n-th term is the first plus n − 1 differences and its sum is n times the average of the first and last terms. A geometric sequence multiplies by the same ratio, so its terms are powers of the ratio and its sum is the finite geometric series (n times the first term when the ratio is 1). Each Fibonacci number is the sum of the two before it, and the first n of them add up to the (n + 2)-th minus 1."
  },
  "examples": [
    {
      "description": "2, 5, 8, … (add 3 each time), the 10th term and the sum of the first ten",
      "inputs": {
        "sequenceType": 1,
        "firstTerm": 2,
        "commonDifference": 3,
        "n": 10
      }
    },
    {
      "description": "2, 4, 8, … (double each time), the 10th term and the sum of the first ten",
      "inputs": {
        "sequenceType": 2,
        "firstTerm": 2,
        "commonRatio": 2,
        "n": 10
      }
    },
    {
      "description": "The 10th Fibonacci number, 55",
      "inputs": {
        "sequenceType": 3,
        "n": 10
      }
    },
    {
      "description": "1 + 2 + 3 + … + 100, the sum Gauss found as a schoolboy",
      "inputs": {
        "sequenceType": 1,
        "firstTerm": 1,
        "commonDifference": 1,
        "n": 100
      }
    },
    {
      "description": "100, 50, 25, … (halve each time), twenty terms",
      "inputs": {
        "sequenceType": 2,
        "firstTerm": 100,
        "commonRatio": 0.5,
        "n": 20
      }
    }
  ]
};
