// Generated from libs/calc-engine/src/calculators/bac/bac.ts and bac.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const bacPage: CalculatorPage = {
  "title": "Blood Alcohol Content (BAC) Calculator",
  "description": "Estimate your blood alcohol content from your drinks, weight, sex and the hours since you started, with the time until it falls to zero.",
  "category": "health",
  "topic": "health-checks",
  "disclaimer": "medical",
  "aliases": [
    "bac-calculator",
    "blood-alcohol-calculator",
    "blood-alcohol-content-calculator",
    "alcohol-calculator",
    "widmark-calculator",
    "bac-estimator"
  ],
  "keywords": [
    "bac calculator",
    "blood alcohol content",
    "blood alcohol concentration",
    "blood alcohol level",
    "am i over the limit",
    "how drunk am i",
    "how long until sober",
    "when can i drive after drinking",
    "widmark formula",
    "standard drink",
    "drink driving limit",
    "0.08 bac",
    "alcohol calculator",
    "bac calulator",
    "blood alchohol calculator",
    "blood alcahol content",
    "bac calcualtor"
  ],
  "related": [
    "sleep",
    "water-intake",
    "calorie",
    "bmi",
    "gfr"
  ],
  "formula": {
    "expression": "A = 14 × drinks (or n × V × ABV ÷ 100 × 0.789);   peak = A ÷ (W × 1000 × r) × 100;   BAC = max(0, peak − 0.015 × t)",
    "symbols": [
      {
        "symbol": "A",
        "meaning": "grams of pure alcohol drunk (14 g in a US standard drink; ethanol weighs 0.789 g per mL)"
      },
      {
        "symbol": "W",
        "meaning": "body weight in kg"
      },
      {
        "symbol": "r",
        "meaning": "Widmark's body-water factor, 0.68 for men and 0.55 for women"
      },
      {
        "symbol": "t",
        "meaning": "hours since the first drink"
      }
    ],
    "text": "Widmark's formula spreads the alcohol you drank through the water in your body, which is a larger share of a man's weight than of a woman's, and then takes away the 0.015 percentage points the liver clears in an hour. The result is grams of alcohol per 100 mL of blood, the percentage the law uses."
  },
  "examples": [
    {
      "description": "A man of 80 kg (176 lb) who has just had 3 standard drinks",
      "inputs": {
        "sex": 1,
        "weight": 80,
        "standardDrinks": 3
      }
    },
    {
      "description": "A woman of 60 kg, two 150 mL glasses of 12% wine, an hour after the first",
      "inputs": {
        "sex": 2,
        "weight": 60,
        "drinkInput": 2,
        "numberOfDrinks": 2,
        "drinkVolume": 150,
        "alcoholPercent": 12,
        "hoursSinceFirstDrink": 1
      }
    },
    {
      "description": "A man of 90 kg, four 473 mL pints of 5% beer over 3 hours",
      "inputs": {
        "sex": 1,
        "weight": 90,
        "drinkInput": 2,
        "numberOfDrinks": 4,
        "drinkVolume": 473,
        "alcoholPercent": 5,
        "hoursSinceFirstDrink": 3
      }
    },
    {
      "description": "A woman of 55 kg, 6 standard drinks, an hour after the first",
      "inputs": {
        "sex": 2,
        "weight": 55,
        "standardDrinks": 6,
        "hoursSinceFirstDrink": 1
      }
    }
  ]
};
