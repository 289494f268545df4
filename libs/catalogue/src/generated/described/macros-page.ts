// Generated from libs/calc-engine/src/calculators/macros/macros.ts and macros.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const macrosPage: CalculatorPage = {
  "title": "Macro Calculator",
  "description": "Split your daily calories into grams of carbohydrate, protein and fat for a balanced, low-carb, keto, Zone or custom diet.",
  "category": "health",
  "topic": "nutrition",
  "aliases": [
    "macros-calculator",
    "macro-calculator",
    "macro",
    "macronutrient-calculator",
    "iifym"
  ],
  "keywords": [
    "macros",
    "macro calculator",
    "macronutrients",
    "macros for weight loss",
    "iifym",
    "carbs protein fat",
    "how many carbs should i eat",
    "keto macros",
    "macro split",
    "macro ratio",
    "zone diet",
    "low carb diet",
    "macro calulator",
    "macors",
    "counting macros"
  ],
  "related": [
    "calorie",
    "protein",
    "bmr",
    "water-intake",
    "carbohydrate"
  ],
  "formula": {
    "expression": "Carbs (g) = kcal × c% ÷ 4;   Protein (g) = kcal × p% ÷ 4;   Fat (g) = kcal × f% ÷ 9",
    "symbols": [
      {
        "symbol": "kcal",
        "meaning": "your daily calories"
      },
      {
        "symbol": "c%",
        "meaning": "share of calories from carbohydrate"
      },
      {
        "symbol": "p%",
        "meaning": "share of calories from protein"
      },
      {
        "symbol": "f%",
        "meaning": "share of calories from fat"
      },
      {
        "symbol": "4",
        "meaning": "kcal in a gram of carbohydrate or protein (Atwater factor)"
      },
      {
        "symbol": "9",
        "meaning": "kcal in a gram of fat (Atwater factor)"
      }
    ],
    "text": "Each macronutrient gets its share of your calories, and that share is divided by the energy in one gram: 4 kcal for carbohydrate and protein, 9 kcal for fat."
  },
  "examples": [
    {
      "description": "2,000 kcal, balanced diet",
      "inputs": {
        "calories": 2000,
        "dietType": 1
      }
    },
    {
      "description": "2,500 kcal, Zone diet (40/30/30)",
      "inputs": {
        "calories": 2500,
        "dietType": 6
      }
    },
    {
      "description": "1,800 kcal, keto diet",
      "inputs": {
        "calories": 1800,
        "dietType": 5
      }
    },
    {
      "description": "2,200 kcal, custom 45% carbs, 25% protein, 30% fat",
      "inputs": {
        "calories": 2200,
        "dietType": 7,
        "carbPercent": 45,
        "proteinPercent": 25,
        "fatPercent": 30
      }
    }
  ]
};
