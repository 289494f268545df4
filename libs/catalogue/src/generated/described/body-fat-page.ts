// Generated from libs/calc-engine/src/calculators/body-fat/body-fat.ts and body-fat.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const bodyFatPage: CalculatorPage = {
  "title": "Body Fat Calculator",
  "description": "Estimate your body fat percentage from a tape measure with the U.S. Navy method, with your ACE fitness category and fat and lean mass.",
  "category": "health",
  "topic": "body",
  "aliases": [
    "body-fat-calculator",
    "body-fat-percentage",
    "bodyfat",
    "navy-body-fat",
    "body-fat-percentage-calculator"
  ],
  "keywords": [
    "body fat",
    "body fat percentage",
    "bodyfat",
    "body fat calculator",
    "navy body fat",
    "us navy method",
    "body fat percent",
    "lean body mass",
    "fat mass",
    "how much body fat do i have",
    "body fat chart",
    "bodyfat calculator",
    "body fat calulator",
    "tape measure body fat",
    "waist to neck"
  ],
  "related": [
    "bmi",
    "bmr",
    "ideal-weight",
    "calorie",
    "protein"
  ],
  "disclaimer": "medical",
  "formula": {
    "expression": "Men: BF% = 495 ÷ (1.0324 − 0.19077 × log(waist − neck) + 0.15456 × log(height)) − 450;   Women: BF% = 495 ÷ (1.29579 − 0.35004 × log(waist + hip − neck) + 0.22100 × log(height)) − 450",
    "symbols": [
      {
        "symbol": "BF%",
        "meaning": "estimated body fat, as a percentage of body weight"
      },
      {
        "symbol": "waist",
        "meaning": "waist circumference in cm"
      },
      {
        "symbol": "neck",
        "meaning": "neck circumference in cm"
      },
      {
        "symbol": "hip",
        "meaning": "hip circumference in cm (women only)"
      },
      {
        "symbol": "height",
        "meaning": "height in cm"
      },
      {
        "symbol": "log",
        "meaning": "the base-10 logarithm"
      }
    ],
    "text": "The tape measurements predict your body density, and the Siri equation (495 ÷ density − 450) turns density into a fat percentage. A larger waist relative to your neck, for your height, means more body fat."
  },
  "examples": [
    {
      "description": "Man, 180 cm, neck 40 cm, waist 90 cm",
      "inputs": {
        "sex": 1,
        "height": 180,
        "neck": 40,
        "waist": 90
      }
    },
    {
      "description": "Man, 5 ft 10 in (177.8 cm), neck 15 in (38.1 cm), waist 34 in (86.36 cm)",
      "inputs": {
        "sex": 1,
        "height": 177.8,
        "neck": 38.1,
        "waist": 86.36
      }
    },
    {
      "description": "Woman, 165 cm, 60 kg, neck 32 cm, waist 72 cm, hips 96 cm",
      "inputs": {
        "sex": 2,
        "height": 165,
        "neck": 32,
        "waist": 72,
        "hip": 96,
        "weight": 60
      }
    },
    {
      "description": "Man, 178 cm, 80 kg, neck 38 cm, waist 86 cm",
      "inputs": {
        "sex": 1,
        "height": 178,
        "neck": 38,
        "waist": 86,
        "weight": 80
      }
    }
  ]
};
