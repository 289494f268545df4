// Generated from libs/calc-engine/src/calculators/grade-curve/grade-curve.ts and grade-curve.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const gradeCurvePage: CalculatorPage = {
  "title": "Grade Curve Calculator",
  "description": "See what a curve does to your test score: flat points, highest score to 100, a new class average, square root or bell curve.",
  "category": "education",
  "topic": "grades",
  "aliases": [
    "grade-curve-calculator",
    "curve-grades",
    "curve-calculator",
    "bell-curve",
    "test-curve",
    "curved-grade"
  ],
  "keywords": [
    "grade curve",
    "curve my grade",
    "curve calculator",
    "bell curve grades",
    "curved grade",
    "square root curve",
    "test curve",
    "exam curve",
    "z score grade",
    "curve grades",
    "grading on a curve",
    "grade curve calulator",
    "how does a curve work",
    "how much will the curve help"
  ],
  "related": [
    "grade",
    "gpa",
    "percentage",
    "standard-deviation",
    "mean-median-mode-range",
    "z-score"
  ],
  "formula": {
    "expression": "flat: C = R + k;   highest to 100: C = R + (100 − H);   shift: C = R + (T − M);   square root: C = 10 × √R;   bell: C = T + (R − M) ÷ σ × τ;   C is then kept within 0–100",
    "symbols": [
      {
        "symbol": "C",
        "meaning": "your curved score, in percent"
      },
      {
        "symbol": "R",
        "meaning": "your raw score, in percent"
      },
      {
        "symbol": "k",
        "meaning": "points added to every score"
      },
      {
        "symbol": "H",
        "meaning": "highest raw score in the class"
      },
      {
        "symbol": "T",
        "meaning": "target class average after the curve"
      },
      {
        "symbol": "M",
        "meaning": "class average before the curve"
      },
      {
        "symbol": "σ",
        "meaning": "standard deviation of the class scores before the curve"
      },
      {
        "symbol": "τ",
        "meaning": "target standard deviation after the curve"
      }
    ],
    "text": "Each method moves scores up by a rule: the same points for everyone, enough to lift the top score to 100, enough to move the class average to a target, a square root that helps low scores most, or a rescaling that keeps your place relative to the class average."
  },
  "examples": [
    {
      "description": "A 68 with 10 points added to every score",
      "inputs": {
        "rawScore": 68,
        "method": 1,
        "flatPoints": 10
      }
    },
    {
      "description": "A 68 when the top score in the class was 92",
      "inputs": {
        "rawScore": 68,
        "method": 2,
        "highestScore": 92
      }
    },
    {
      "description": "A 68 when the class averaged 65 and the target average is 75",
      "inputs": {
        "rawScore": 68,
        "method": 3,
        "classMean": 65,
        "targetMean": 75
      }
    },
    {
      "description": "A 64 on a square-root curve",
      "inputs": {
        "rawScore": 64,
        "method": 4
      }
    },
    {
      "description": "A 68 on a bell curve: class average 60, standard deviation 8, target 75 ± 10",
      "inputs": {
        "rawScore": 68,
        "method": 5,
        "classMean": 60,
        "classStdDev": 8,
        "targetMean": 75,
        "targetStdDev": 10
      }
    },
    {
      "description": "A 95 with 10 points added, capped at 100",
      "inputs": {
        "rawScore": 95,
        "method": 1,
        "flatPoints": 10
      }
    }
  ]
};
