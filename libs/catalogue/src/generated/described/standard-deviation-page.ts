// Generated from libs/calc-engine/src/calculators/standard-deviation/standard-deviation.ts and standard-deviation.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const standardDeviationPage: CalculatorPage = {
  "title": "Standard Deviation Calculator",
  "description": "Find the standard deviation, variance, mean and standard error of a list of numbers, treated as a sample or as a whole population.",
  "category": "math",
  "topic": "statistics",
  "aliases": [
    "standard-deviation-calculator",
    "std-dev",
    "variance-calculator",
    "sample-standard-deviation",
    "population-standard-deviation"
  ],
  "keywords": [
    "standard deviation",
    "standard deviation calculator",
    "sample standard deviation",
    "population standard deviation",
    "variance",
    "variance calculator",
    "std dev",
    "stdev",
    "sd calculator",
    "standard error of the mean",
    "sum of squares",
    "how spread out are my numbers",
    "standard deviaton",
    "standard devation",
    "standerd deviation",
    "varience calculator"
  ],
  "related": [
    "mean-median-mode-range",
    "z-score",
    "percentage",
    "grade-curve",
    "grade",
    "scientific"
  ],
  "formula": {
    "expression": "x̄ = Σx ÷ n;   SS = Σ(x − x̄)²;   s² = SS ÷ (n − 1) (sample) or σ² = SS ÷ n (population);   SD = √variance;   SE = SD ÷ √n",
    "symbols": [
      {
        "symbol": "x",
        "meaning": "each number in the list"
      },
      {
        "symbol": "n",
        "meaning": "how many numbers the list holds"
      },
      {
        "symbol": "x̄",
        "meaning": "the mean (average) of the numbers"
      },
      {
        "symbol": "SS",
        "meaning": "the sum of the squared deviations from the mean"
      },
      {
        "symbol": "s²",
        "meaning": "the variance of a sample"
      },
      {
        "symbol": "σ²",
        "meaning": "the variance of a whole population"
      },
      {
        "symbol": "SD",
        "meaning": "the standard deviation, the square root of the variance"
      },
      {
        "symbol": "SE",
        "meaning": "the standard error of the mean"
      }
    ],
    "text": "Each number's distance from the mean is squared and the squares are added up. Divided by n − 1 for a sample, or by n for a whole population, that sum is the variance, and its square root is the standard deviation."
  },
  "examples": [
    {
      "description": "Eight quiz scores from a class, as a sample",
      "inputs": {
        "data": "10, 12, 23, 23, 16, 23, 21, 16",
        "dataType": 1
      }
    },
    {
      "description": "Breaking strength of ten tools taken from a production run (Excel's example), as a sample",
      "inputs": {
        "data": "1345,1301,1368,1322,1310,1370,1318,1350,1303,1299",
        "dataType": 1
      }
    },
    {
      "description": "Monthly rainfall in millimetres for every month of one year, as a whole population",
      "inputs": {
        "data": "78, 61, 65, 52, 58, 55, 49, 62, 64, 83, 88, 86",
        "dataType": 2
      }
    },
    {
      "description": "Heights in centimetres of the five players of a basketball team, as a whole population",
      "inputs": {
        "data": "191, 198, 203, 185, 211",
        "dataType": 2
      }
    }
  ]
};
