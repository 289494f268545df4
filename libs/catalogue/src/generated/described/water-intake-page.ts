// Generated from libs/calc-engine/src/calculators/water-intake/water-intake.ts and water-intake.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const waterIntakePage: CalculatorPage = {
  "title": "Water Intake Calculator",
  "description": "Estimate how much water to drink each day from your weight, exercise and climate, next to the National Academies reference intake.",
  "category": "health",
  "topic": "nutrition",
  "aliases": [
    "water-intake-calculator",
    "water-calculator",
    "hydration-calculator",
    "daily-water-intake",
    "how-much-water"
  ],
  "keywords": [
    "water intake",
    "how much water should i drink",
    "daily water intake",
    "water calculator",
    "hydration",
    "water per day",
    "how many liters of water a day",
    "how many ounces of water a day",
    "drink water",
    "dehydration",
    "water intake calulator",
    "watter intake",
    "hydration calculator",
    "8 glasses of water"
  ],
  "related": [
    "calorie",
    "bmi",
    "protein",
    "target-heart-rate",
    "conversion",
    "heat-index"
  ],
  "formula": {
    "expression": "Water (mL/day) = 35 × W + 12 × E + C",
    "symbols": [
      {
        "symbol": "Water",
        "meaning": "water to drink a day, in milliliters (divided by 1,000 for liters)"
      },
      {
        "symbol": "W",
        "meaning": "body weight in kg"
      },
      {
        "symbol": "E",
        "meaning": "minutes of exercise a day"
      },
      {
        "symbol": "C",
        "meaning": "climate allowance: 0, 500 or 1,000 mL"
      }
    ],
    "text": "The rule of thumb gives 35 mL of water for every kilogram you weigh, 12 mL more for each minute of exercise to replace sweat, and an extra half or whole liter in hot weather."
  },
  "examples": [
    {
      "description": "80 kg with 30 minutes of exercise, temperate climate",
      "inputs": {
        "weight": 80,
        "exerciseMinutes": 30,
        "climate": 0
      }
    },
    {
      "description": "Man, 70 kg, no exercise",
      "inputs": {
        "weight": 70,
        "sex": 1
      }
    },
    {
      "description": "Woman, 60 kg, 45 minutes of exercise in hot weather",
      "inputs": {
        "weight": 60,
        "exerciseMinutes": 45,
        "climate": 500,
        "sex": 2
      }
    },
    {
      "description": "Woman, 50 kg, no exercise",
      "inputs": {
        "weight": 50,
        "sex": 2
      }
    },
    {
      "description": "95 kg, an hour of exercise in very hot, humid weather",
      "inputs": {
        "weight": 95,
        "exerciseMinutes": 60,
        "climate": 1000
      }
    }
  ]
};
