// Generated from libs/calc-engine/src/calculators/protein/protein.ts and protein.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const proteinPage: CalculatorPage = {
  "title": "Protein Calculator",
  "description": "Find how many grams of protein to eat a day for your body weight and activity, from the RDA minimum to athletes' needs.",
  "category": "health",
  "topic": "nutrition",
  "aliases": [
    "protein-calculator",
    "protein-intake",
    "protein-intake-calculator",
    "daily-protein",
    "protien-calculator"
  ],
  "keywords": [
    "protein",
    "protein calculator",
    "protein intake",
    "how much protein do i need",
    "protein per day",
    "grams of protein",
    "protein for muscle gain",
    "protein per kg",
    "protein rda",
    "daily protein",
    "protien",
    "protien calculator",
    "protein calulator",
    "high protein diet",
    "protein for weight loss"
  ],
  "related": [
    "macros",
    "calorie",
    "bmr",
    "body-fat",
    "ideal-weight",
    "one-rep-max"
  ],
  "formula": {
    "expression": "Protein (g/day) = W × F;   RDA = 0.8 × W;   Calories = 4 × Protein",
    "symbols": [
      {
        "symbol": "Protein",
        "meaning": "protein to eat a day, in grams"
      },
      {
        "symbol": "W",
        "meaning": "body weight in kg"
      },
      {
        "symbol": "F",
        "meaning": "grams per kg for your activity or goal, from 0.8 to 2.0"
      },
      {
        "symbol": "RDA",
        "meaning": "Recommended Dietary Allowance: the minimum for almost all healthy adults"
      },
      {
        "symbol": "Calories",
        "meaning": "energy from that protein, at 4 kcal per gram"
      }
    ],
    "text": "Protein needs scale with body weight. The factor rises from 0.8 g per kg, the official minimum for adults, to 1.2–2.0 g per kg for people who train, because exercise increases the protein used to repair and build muscle."
  },
  "examples": [
    {
      "description": "70 kg, moderate exercise (1.2 g/kg)",
      "inputs": {
        "weight": 70,
        "activityLevel": 1.2
      }
    },
    {
      "description": "80 kg, sedentary adult (RDA)",
      "inputs": {
        "weight": 80,
        "activityLevel": 0.8
      }
    },
    {
      "description": "90 kg, strength training (1.6 g/kg)",
      "inputs": {
        "weight": 90,
        "activityLevel": 1.6
      }
    },
    {
      "description": "60 kg older adult (1.0 g/kg)",
      "inputs": {
        "weight": 60,
        "activityLevel": 1
      }
    }
  ]
};
