// Generated from libs/calc-engine/src/calculators/scientific/scientific.ts and scientific.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const scientificPage: CalculatorPage = {
  "title": "Scientific Calculator",
  "description": "A free online scientific calculator with trigonometry in degrees or radians, logarithms, powers, roots and factorials, typed or tapped.",
  "category": "math",
  "topic": "arithmetic",
  "aliases": [
    "scientific-calculator",
    "online-scientific-calculator",
    "trig-calculator",
    "expression-calculator"
  ],
  "keywords": [
    "scientific calculator",
    "online calculator",
    "calculator",
    "trig calculator",
    "sine cosine tangent",
    "sin cos tan",
    "logarithm calculator",
    "natural log",
    "exponent calculator",
    "power calculator",
    "square root calculator",
    "cube root",
    "factorial calculator",
    "degrees or radians",
    "order of operations",
    "pemdas calculator",
    "scientfic calculator",
    "scientific calculater",
    "sceintific calculator",
    "scienctific calculator",
    "calculater",
    "calulator"
  ],
  "related": [
    "fraction",
    "standard-deviation",
    "conversion",
    "permutation-combination",
    "quadratic-formula",
    "roman-numeral"
  ],
  "widget": "scientific-keypad",
  "formula": {
    "expression": "( )  →  f(x), x!, x^y  →  −x  →  × ÷ (and 2(3) or 2π)  →  + −",
    "symbols": [
      {
        "symbol": "( )",
        "meaning": "parentheses, worked out first from the innermost out"
      },
      {
        "symbol": "f(x)",
        "meaning": "a function such as sin, cos, tan, ln, log, sqrt or abs applied to its argument in parentheses"
      },
      {
        "symbol": "x!",
        "meaning": "the factorial of a whole number from 0 to 170"
      },
      {
        "symbol": "x^y",
        "meaning": "x to the power y; a chain of powers groups from the right"
      },
      {
        "symbol": "−x",
        "meaning": "a minus sign in front, applied after the power (−2^2 is −4)"
      }
    ],
    "text": "The expression is read in the order of operations taught at school. Parentheses come first, then functions, factorials and powers, then a leading minus sign, then multiplication and division from left to right, then addition and subtraction from left to right."
  },
  "examples": [
    {
      "description": "The sine of 30 degrees",
      "inputs": {
        "expression": "sin(30)",
        "angleUnit": 1
      }
    },
    {
      "description": "A power with a decimal exponent, 98.6 to the power 3.2",
      "inputs": {
        "expression": "98.6^3.2",
        "angleUnit": 1
      }
    },
    {
      "description": "A minus sign in front of a power, -2^2",
      "inputs": {
        "expression": "-2^2",
        "angleUnit": 1
      }
    },
    {
      "description": "Multiplication written without a sign, 6/2(1+2)",
      "inputs": {
        "expression": "6/2(1+2)",
        "angleUnit": 1
      }
    },
    {
      "description": "The inverse sine of -0.5, as an angle in radians",
      "inputs": {
        "expression": "asin(-0.5)",
        "angleUnit": 2
      }
    },
    {
      "description": "Five factorial, the number of ways to order five things",
      "inputs": {
        "expression": "5!",
        "angleUnit": 1
      }
    }
  ]
};
