// Generated from libs/calc-engine/src/calculators/bmi/bmi.ts and bmi.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const bmiPage: CalculatorPage = {
  "title": "BMI Calculator",
  "description": "Calculate your body mass index from your weight and height, see your CDC weight category and the healthy weight range for your height.",
  "category": "health",
  "topic": "body",
  "aliases": [
    "bmi-calculator",
    "body-mass-index",
    "body-mass-index-calculator",
    "calculate-bmi",
    "bmi-check"
  ],
  "keywords": [
    "bmi",
    "body mass index",
    "bmi calculator",
    "bmi chart",
    "calculate bmi",
    "am i overweight",
    "healthy weight",
    "healthy bmi",
    "bmi for women",
    "bmi for men",
    "overweight",
    "obese",
    "underweight",
    "weight for height",
    "bmi calulator",
    "body mass idex",
    "bmi prime"
  ],
  "related": [
    "body-fat",
    "ideal-weight",
    "calorie",
    "bmr",
    "body-surface-area",
    "pregnancy-weight-gain"
  ],
  "disclaimer": "medical",
  "formula": {
    "expression": "BMI = weight ÷ (height ÷ 100)²   (US units: BMI = 703 × weight ÷ height²)",
    "symbols": [
      {
        "symbol": "BMI",
        "meaning": "body mass index, in kg/m²"
      },
      {
        "symbol": "weight",
        "meaning": "body weight in kilograms (in pounds with US units)"
      },
      {
        "symbol": "height",
        "meaning": "height in centimeters, divided by 100 to give meters (in inches with US units)"
      },
      {
        "symbol": "703",
        "meaning": "the CDC's factor that turns pounds per square inch into kg/m²"
      }
    ],
    "text": "BMI is your weight divided by the square of your height. A taller person is expected to weigh more, and squaring the height makes the number comparable between people of different heights."
  },
  "examples": [
    {
      "description": "70 kg and 170 cm",
      "inputs": {
        "weight": 70,
        "height": 170
      }
    },
    {
      "description": "85 kg and 180 cm",
      "inputs": {
        "weight": 85,
        "height": 180
      }
    },
    {
      "description": "55 kg and 160 cm",
      "inputs": {
        "weight": 55,
        "height": 160
      }
    },
    {
      "description": "50 kg and 170 cm: below the healthy range",
      "inputs": {
        "weight": 50,
        "height": 170
      }
    },
    {
      "description": "100 kg and 175 cm: in the obese range",
      "inputs": {
        "weight": 100,
        "height": 175
      }
    }
  ]
};
