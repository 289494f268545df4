// Generated from libs/calc-engine/src/calculators/quadratic-formula/quadratic-formula.ts and quadratic-formula.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const quadraticFormulaPage: CalculatorPage = {
  "title": "Quadratic Formula Calculator",
  "description": "Solve ax² + bx + c = 0 for its real or complex roots, with the discriminant and the vertex of the parabola, using the numerically stable formula.",
  "category": "math",
  "topic": "arithmetic",
  "aliases": [
    "quadratic-formula-calculator",
    "quadratic-equation",
    "quadratic-equation-solver",
    "quadratic-solver",
    "quadratic-calculator",
    "discriminant-calculator"
  ],
  "keywords": [
    "quadratic formula",
    "quadratic equation",
    "quadratic equation solver",
    "solve quadratic",
    "roots of a quadratic",
    "ax2 + bx + c",
    "discriminant",
    "complex roots",
    "imaginary roots",
    "vertex of a parabola",
    "parabola",
    "zeros of a quadratic",
    "factoring quadratics",
    "quadradic formula",
    "quadratic fomula",
    "quadratic formla"
  ],
  "related": [
    "scientific",
    "fraction",
    "permutation-combination",
    "z-score"
  ],
  "formula": {
    "expression": "D = b² − 4ac;   x = (−b ± √D) ÷ 2a;   stable form q = −(b + sign(b)·√D) ÷ 2, x₁ = q ÷ a, x₂ = c ÷ q;   vertex (−b ÷ 2a, c − b² ÷ 4a)",
    "symbols": [
      {
        "symbol": "a",
        "meaning": "the coefficient of x², not 0"
      },
      {
        "symbol": "b",
        "meaning": "the coefficient of x"
      },
      {
        "symbol": "c",
        "meaning": "the constant term"
      },
      {
        "symbol": "D",
        "meaning": "the discriminant, whose sign tells the kind of roots"
      },
      {
        "symbol": "q",
        "meaning": "the half-sum, computed without subtracting two nearly equal numbers"
      },
      {
        "symbol": "x₁",
        "meaning": "one root, a value of x that makes the expression 0"
      },
      {
        "symbol": "x₂",
        "meaning": "the other root"
      }
    ],
    "text": "The discriminant says whether the parabola crosses the x-axis twice, touches it once or misses it. The two roots come from the half-sum q, one as q ÷ a and the other as c ÷ q, which gives the same roots as the textbook formula without losing the small one to rounding. Negative discriminants give a pair of complex roots."
  },
  "examples": [
    {
      "description": "x² − 3x + 2 = 0, which factors as (x − 1)(x − 2)",
      "inputs": {
        "a": 1,
        "b": -3,
        "c": 2
      }
    },
    {
      "description": "2x² + 4x − 6 = 0, two roots either side of 0",
      "inputs": {
        "a": 2,
        "b": 4,
        "c": -6
      }
    },
    {
      "description": "x² − 6x + 9 = 0, a perfect square with one double root",
      "inputs": {
        "a": 1,
        "b": -6,
        "c": 9
      }
    },
    {
      "description": "x² + 2x + 5 = 0, with no real roots",
      "inputs": {
        "a": 1,
        "b": 2,
        "c": 5
      }
    },
    {
      "description": "When a ball thrown up at 20 m/s from 1.5 m lands, −4.9t² + 20t + 1.5 = 0",
      "inputs": {
        "a": -4.9,
        "b": 20,
        "c": 1.5
      }
    }
  ]
};
