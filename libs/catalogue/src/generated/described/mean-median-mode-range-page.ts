// Generated from libs/calc-engine/src/calculators/mean-median-mode-range/mean-median-mode-range.ts and mean-median-mode-range.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const meanMedianModeRangePage: CalculatorPage = {
  "title": "Mean, Median, Mode, Range Calculator",
  "description": "Find the mean (average), median, mode and range of a list of numbers, with the quartiles, the interquartile range and the geometric mean.",
  "category": "math",
  "topic": "statistics",
  "aliases": [
    "mean-median-mode-range-calculator",
    "average-calculator",
    "average",
    "mean-calculator",
    "median-calculator",
    "mode-calculator",
    "range-calculator"
  ],
  "keywords": [
    "mean median mode range",
    "mean median mode calculator",
    "average calculator",
    "average of numbers",
    "mean calculator",
    "median calculator",
    "mode calculator",
    "range calculator",
    "quartile calculator",
    "interquartile range",
    "iqr calculator",
    "geometric mean",
    "how to find the average",
    "middle value",
    "most common number",
    "mean medain mode",
    "median mode range",
    "avarage calculator",
    "averge calculator",
    "meadian calculator"
  ],
  "related": [
    "standard-deviation",
    "z-score",
    "percentage",
    "grade",
    "grade-curve",
    "scientific"
  ],
  "formula": {
    "expression": "mean = Σx ÷ n;   median = the middle of the sorted numbers;   mode = the most frequent value;   range = max − min;   Q = x₍⌊h⌋+1₎ + (h − ⌊h⌋)·(x₍⌊h⌋+2₎ − x₍⌊h⌋+1₎), h = (n − 1)·q",
    "symbols": [
      {
        "symbol": "x",
        "meaning": "each number in the list, x₁ ≤ x₂ ≤ … ≤ xₙ once sorted"
      },
      {
        "symbol": "n",
        "meaning": "how many numbers the list holds"
      },
      {
        "symbol": "Σx",
        "meaning": "the sum of the numbers"
      },
      {
        "symbol": "q",
        "meaning": "0.25 for the first quartile, 0.75 for the third"
      },
      {
        "symbol": "h",
        "meaning": "how far along the sorted list the quartile sits, counted from 0"
      }
    ],
    "text": "The mean adds the numbers and divides by how many there are. The median is the middle number once they are sorted, or the mean of the two middle ones when the count is even. The mode is the value that occurs most often, and the range is the largest number minus the smallest. Quartiles are read from the sorted list as Excel's QUARTILE.INC reads them."
  },
  "examples": [
    {
      "description": "Daily high temperatures over one week, in °F",
      "inputs": {
        "data": "72, 75, 71, 80, 75, 78, 74"
      }
    },
    {
      "description": "Five home sale prices on one street, in thousands of dollars, one of them a mansion",
      "inputs": {
        "data": "250, 270, 265, 280, 990"
      }
    },
    {
      "description": "Excel's quartile example of eight numbers",
      "inputs": {
        "data": "1, 2, 4, 7, 8, 9, 10, 12"
      }
    },
    {
      "description": "Shoe sizes sold in one morning, with two sizes tied as the most common",
      "inputs": {
        "data": "8, 9, 9, 10, 7, 8, 9, 11, 8"
      }
    }
  ]
};
