// Generated from libs/calc-engine/src/calculators/carbohydrate/carbohydrate.ts and carbohydrate.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const carbohydratePage: CalculatorPage = {
  "title": "Carbohydrate Calculator",
  "description": "Find how many grams of carbohydrate to eat a day from your calories or your body, within the recommended 45–65% of energy.",
  "category": "health",
  "topic": "nutrition",
  "aliases": [
    "carbohydrate-calculator",
    "carb-calculator",
    "carbs-calculator",
    "daily-carbs",
    "carb-intake-calculator"
  ],
  "keywords": [
    "carbohydrate",
    "carbohydrate calculator",
    "carb calculator",
    "carbs per day",
    "how many carbs should i eat",
    "grams of carbs",
    "carb intake",
    "daily carbohydrate intake",
    "carbs for weight loss",
    "low carb diet",
    "carbohydrate rda",
    "carbohydrates",
    "carbohydrate calulator",
    "carbohidrate calculator",
    "carbs calcualtor"
  ],
  "related": [
    "macros",
    "calorie",
    "protein",
    "bmr",
    "water-intake"
  ],
  "formula": {
    "expression": "Carbs (g/day) = kcal × share ÷ 100 ÷ 4;   range = kcal × 0.45 ÷ 4 to kcal × 0.65 ÷ 4;   kcal = BMR × activity + goal",
    "symbols": [
      {
        "symbol": "Carbs",
        "meaning": "carbohydrate to eat a day, in grams"
      },
      {
        "symbol": "kcal",
        "meaning": "your daily calories, typed or estimated"
      },
      {
        "symbol": "share",
        "meaning": "the share of calories from carbohydrate, in percent (55 unless you change it)"
      },
      {
        "symbol": "BMR",
        "meaning": "energy used at rest, by the Mifflin-St Jeor equation: 10 × kg + 6.25 × cm − 5 × age, + 5 for men or − 161 for women"
      },
      {
        "symbol": "activity",
        "meaning": "the activity factor, from 1.2 (sedentary) to 1.9 (extra active)"
      },
      {
        "symbol": "goal",
        "meaning": "calories added or taken away a day to gain or lose weight"
      }
    ],
    "text": "Carbohydrate supplies 4 kcal per gram, so the grams are the calories you want from carbohydrate divided by 4. The recommended range is 45% to 65% of your calories, and at least 130 g a day for adults."
  },
  "examples": [
    {
      "description": "A 2,000 kcal diet at the default 55%",
      "inputs": {
        "calorieSource": 2,
        "dailyCalories": 2000
      }
    },
    {
      "description": "A moderately active man of 30, 70 kg and 175 cm",
      "inputs": {
        "calorieSource": 1,
        "sex": 1,
        "age": 30,
        "weight": 70,
        "height": 175,
        "activityLevel": 1.55,
        "goal": 0
      }
    },
    {
      "description": "A lightly active woman of 35 losing 0.5 kg a week, at 45%",
      "inputs": {
        "calorieSource": 1,
        "sex": 2,
        "age": 35,
        "weight": 70,
        "height": 165,
        "activityLevel": 1.375,
        "goal": -500,
        "carbPercent": 45
      }
    },
    {
      "description": "A 1,800 kcal lower-carbohydrate plan at 30%",
      "inputs": {
        "calorieSource": 2,
        "dailyCalories": 1800,
        "carbPercent": 30
      }
    }
  ]
};
