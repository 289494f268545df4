// Generated from libs/calc-engine/src/calculators/bmr/bmr.ts and bmr.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const bmrPage: CalculatorPage = {
  "title": "BMR Calculator",
  "description": "Find your basal metabolic rate, the calories your body burns at rest, with the Mifflin-St Jeor, Harris-Benedict or Katch-McArdle equation.",
  "category": "health",
  "topic": "nutrition",
  "aliases": [
    "bmr-calculator",
    "basal-metabolic-rate",
    "basal-metabolic-rate-calculator",
    "rmr",
    "metabolism-calculator"
  ],
  "keywords": [
    "bmr",
    "basal metabolic rate",
    "bmr calculator",
    "resting metabolic rate",
    "rmr",
    "metabolism",
    "calories burned at rest",
    "mifflin st jeor",
    "harris benedict",
    "katch mcardle",
    "how many calories do i burn",
    "bmr calulator",
    "metabolic rate",
    "tdee"
  ],
  "related": [
    "calorie",
    "macros",
    "body-fat",
    "bmi",
    "protein"
  ],
  "formula": {
    "expression": "Mifflin-St Jeor: BMR = 10 × W + 6.25 × H − 5 × A + s;   Harris-Benedict (men): BMR = 88.362 + 13.397 × W + 4.799 × H − 5.677 × A, (women): BMR = 447.593 + 9.247 × W + 3.098 × H − 4.330 × A;   Katch-McArdle: BMR = 370 + 21.6 × LBM",
    "symbols": [
      {
        "symbol": "BMR",
        "meaning": "basal metabolic rate, kcal per day"
      },
      {
        "symbol": "W",
        "meaning": "weight in kg"
      },
      {
        "symbol": "H",
        "meaning": "height in cm"
      },
      {
        "symbol": "A",
        "meaning": "age in years"
      },
      {
        "symbol": "s",
        "meaning": "+5 for men, −161 for women"
      },
      {
        "symbol": "LBM",
        "meaning": "lean body mass in kg: weight × (1 − body fat % ÷ 100)"
      }
    ],
    "text": "Each equation estimates the energy your body uses in a day at complete rest from your size and age. Mifflin-St Jeor is the default because it was the most accurate in independent comparisons; Katch-McArdle works from lean mass and suits people who know their body fat."
  },
  "examples": [
    {
      "description": "Woman, 30, 60 kg, 165 cm (Mifflin-St Jeor)",
      "inputs": {
        "sex": 2,
        "age": 30,
        "weight": 60,
        "height": 165
      }
    },
    {
      "description": "Woman, 28, 65 kg, 165 cm (Mifflin-St Jeor)",
      "inputs": {
        "sex": 2,
        "age": 28,
        "weight": 65,
        "height": 165
      }
    },
    {
      "description": "Man, 30, 80 kg, 180 cm (Mifflin-St Jeor)",
      "inputs": {
        "sex": 1,
        "age": 30,
        "weight": 80,
        "height": 180
      }
    },
    {
      "description": "Same man with the revised Harris-Benedict equation",
      "inputs": {
        "formula": 2,
        "sex": 1,
        "age": 30,
        "weight": 80,
        "height": 180
      }
    },
    {
      "description": "Same man with Katch-McArdle at 15% body fat",
      "inputs": {
        "formula": 3,
        "sex": 1,
        "age": 30,
        "weight": 80,
        "height": 180,
        "bodyFatPercentage": 15
      }
    }
  ]
};
