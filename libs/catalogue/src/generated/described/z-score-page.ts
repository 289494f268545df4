// Generated from libs/calc-engine/src/calculators/z-score/z-score.ts and z-score.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const zScorePage: CalculatorPage = {
  "title": "Z-Score Calculator",
  "description": "Find the z-score of a value from the mean and standard deviation, with the normal probabilities below, above, within and beyond it and its percentile.",
  "category": "math",
  "topic": "statistics",
  "aliases": [
    "z-score-calculator",
    "z-score-formula",
    "standard-score",
    "z-table",
    "normal-distribution-calculator",
    "z-value"
  ],
  "keywords": [
    "z score",
    "z-score calculator",
    "z score formula",
    "standard score",
    "standardize",
    "z table",
    "normal distribution",
    "normal probability",
    "bell curve percentile",
    "p value from z score",
    "percentile from z score",
    "raw score from z score",
    "how many standard deviations",
    "zscore",
    "z scroe",
    "z-socre",
    "standard normal distribution"
  ],
  "related": [
    "standard-deviation",
    "mean-median-mode-range",
    "grade-curve",
    "percentage"
  ],
  "formula": {
    "expression": "z = (x − μ) ÷ σ;   P(X < x) = Φ(z) = ½·erfc(−z ÷ √2);   P(X > x) = 1 − Φ(z);   P(within |z|) = 2Φ(|z|) − 1;   x = μ + z·σ",
    "symbols": [
      {
        "symbol": "x",
        "meaning": "the raw score, the value to place"
      },
      {
        "symbol": "μ",
        "meaning": "the mean of the population"
      },
      {
        "symbol": "σ",
        "meaning": "the standard deviation of the population, greater than 0"
      },
      {
        "symbol": "z",
        "meaning": "the z-score, the number of standard deviations x lies from the mean"
      },
      {
        "symbol": "Φ",
        "meaning": "the standard normal distribution function, the area under the bell curve left of z"
      },
      {
        "symbol": "erfc",
        "meaning": "the complementary error function"
      }
    ],
    "text": "The z-score is the distance from the mean in standard deviations. For a normally distributed population, the area under the bell curve to the left of z is the share of values below x; the areas to its right, within ±z and beyond ±z follow from it."
  },
  "examples": [
    {
      "description": "Excel's example, a value of 42 where the mean is 40 and the standard deviation 1.5",
      "inputs": {
        "x": 42,
        "mean": 40,
        "standardDeviation": 1.5
      }
    },
    {
      "description": "An IQ score of 130 on a scale with a mean of 100 and a standard deviation of 15",
      "inputs": {
        "x": 130,
        "mean": 100,
        "standardDeviation": 15
      }
    },
    {
      "description": "An exam mark of 85 in a class that averaged 72 with a standard deviation of 8",
      "inputs": {
        "x": 85,
        "mean": 72,
        "standardDeviation": 8
      }
    },
    {
      "description": "A delivery that took 25 minutes where deliveries average 32 minutes with a standard deviation of 4",
      "inputs": {
        "x": 25,
        "mean": 32,
        "standardDeviation": 4
      }
    }
  ]
};
