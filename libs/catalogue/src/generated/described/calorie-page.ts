// Generated from libs/calc-engine/src/calculators/calorie/calorie.ts and calorie.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const caloriePage: CalculatorPage = {
  "title": "Calorie Calculator",
  "description": "Work out how many calories you need a day to keep, lose or gain weight, from your BMR, activity level and goal.",
  "category": "health",
  "topic": "nutrition",
  "aliases": [
    "calorie-calculator",
    "tdee",
    "tdee-calculator",
    "calories",
    "daily-calories",
    "maintenance-calories"
  ],
  "keywords": [
    "calorie calculator",
    "calories",
    "tdee",
    "tdee calculator",
    "how many calories should i eat",
    "daily calorie needs",
    "maintenance calories",
    "calorie deficit",
    "calories to lose weight",
    "calorie intake",
    "calroie calculator",
    "calorie calulator",
    "calories per day",
    "weight loss calculator",
    "calories to gain weight"
  ],
  "related": [
    "bmr",
    "macros",
    "protein",
    "carbohydrate",
    "bmi",
    "body-fat"
  ],
  "disclaimer": "medical",
  "formula": {
    "expression": "TDEE = BMR × AF;   BMR = 10 × W + 6.25 × H − 5 × A + s;   Target = TDEE + G",
    "symbols": [
      {
        "symbol": "TDEE",
        "meaning": "total daily energy expenditure: the calories that keep your weight steady"
      },
      {
        "symbol": "BMR",
        "meaning": "basal metabolic rate by the Mifflin-St Jeor equation, kcal/day"
      },
      {
        "symbol": "AF",
        "meaning": "activity factor: 1.2, 1.375, 1.55, 1.725 or 1.9"
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
        "symbol": "Target",
        "meaning": "daily calories for your goal"
      },
      {
        "symbol": "G",
        "meaning": "goal adjustment: from −1,000 to +1,000 kcal a day"
      }
    ],
    "text": "Your resting energy use (BMR) is scaled up by how active you are to give the calories that keep your weight steady. A goal then subtracts or adds calories: about 500 kcal a day less loses about half a kilo (1 lb) a week."
  },
  "examples": [
    {
      "description": "Woman, 28, 65 kg, 165 cm, moderately active",
      "inputs": {
        "sex": 2,
        "age": 28,
        "weight": 65,
        "height": 165,
        "activityLevel": 1.55
      }
    },
    {
      "description": "Woman, 35, 70 kg, 165 cm, lightly active",
      "inputs": {
        "sex": 2,
        "age": 35,
        "weight": 70,
        "height": 165,
        "activityLevel": 1.375
      }
    },
    {
      "description": "Man, 35, 80 kg, 180 cm, moderately active, losing 0.5 kg a week",
      "inputs": {
        "sex": 1,
        "age": 35,
        "weight": 80,
        "height": 180,
        "activityLevel": 1.55,
        "goal": -500
      }
    },
    {
      "description": "Man, 22, 65 kg, 178 cm, very active, gaining slowly",
      "inputs": {
        "sex": 1,
        "age": 22,
        "weight": 65,
        "height": 178,
        "activityLevel": 1.725,
        "goal": 250
      }
    },
    {
      "description": "Woman, 50, 58 kg, 158 cm, sedentary, aiming to lose 0.5 kg a week",
      "inputs": {
        "sex": 2,
        "age": 50,
        "weight": 58,
        "height": 158,
        "activityLevel": 1.2,
        "goal": -500
      }
    }
  ]
};
