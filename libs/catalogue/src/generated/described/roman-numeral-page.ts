// Generated from libs/calc-engine/src/calculators/roman-numeral/roman-numeral.ts and roman-numeral.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const romanNumeralPage: CalculatorPage = {
  "title": "Roman Numeral Calculator",
  "description": "Convert a whole number from 1 to 3999 to Roman numerals, or a Roman numeral back to a number, with each symbol's value shown.",
  "category": "everyday",
  "topic": "conversions",
  "aliases": [
    "roman-numeral-calculator",
    "roman-numeral-converter",
    "roman-numerals",
    "roman-numerals-converter",
    "number-to-roman-numerals"
  ],
  "keywords": [
    "roman numerals",
    "roman numeral converter",
    "roman numeral calculator",
    "roman numerals to numbers",
    "numbers to roman numerals",
    "year in roman numerals",
    "roman numeral translator",
    "what is mcmxciv",
    "roman numbers",
    "roman numeral chart",
    "roman numeral date",
    "roman numerial",
    "roman neumerals",
    "romen numerals",
    "roman numral converter"
  ],
  "related": [
    "conversion",
    "age",
    "fraction",
    "scientific"
  ],
  "formula": {
    "expression": "number = value(s₁) + value(s₂) + …;   M 1000, CM 900, D 500, CD 400, C 100, XC 90, L 50, XL 40, X 10, IX 9, V 5, IV 4, I 1",
    "symbols": [
      {
        "symbol": "s₁",
        "meaning": "the numeral's first symbol, s₂ its second and so on, left to right, a subtractive pair (CM, CD, XC, XL, IX, IV) counted as one symbol"
      },
      {
        "symbol": "value",
        "meaning": "what a symbol is worth, from the list of thirteen"
      }
    ],
    "text": "To write a number, take the largest of the thirteen values that fits, write its symbol, subtract it and repeat until nothing is left. To read a numeral, check that it is in the standard form, then add the values of its symbols from left to right, each subtractive pair counted as one symbol."
  },
  "examples": [
    {
      "description": "This year, 2026",
      "inputs": {
        "mode": 1,
        "number": 2026
      }
    },
    {
      "description": "The year 1994, a numeral with three subtractive pairs",
      "inputs": {
        "mode": 1,
        "number": 1994
      }
    },
    {
      "description": "A film's copyright year, MCMLXXXIV",
      "inputs": {
        "mode": 2,
        "numeral": "MCMLXXXIV"
      }
    },
    {
      "description": "A Super Bowl number in small letters, xlviii",
      "inputs": {
        "mode": 2,
        "numeral": "xlviii"
      }
    }
  ]
};
