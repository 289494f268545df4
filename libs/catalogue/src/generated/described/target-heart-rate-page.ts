// Generated from libs/calc-engine/src/calculators/target-heart-rate/target-heart-rate.ts and target-heart-rate.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const targetHeartRatePage: CalculatorPage = {
  "title": "Target Heart Rate Calculator",
  "description": "Find your target heart rate for exercise and your moderate and vigorous heart-rate zones, by the Karvonen or percentage-of-maximum method.",
  "category": "health",
  "topic": "fitness",
  "aliases": [
    "target-heart-rate-calculator",
    "thr",
    "heart-rate-zone",
    "heart-rate-zones",
    "karvonen",
    "max-heart-rate"
  ],
  "keywords": [
    "target heart rate",
    "thr",
    "heart rate zones",
    "karvonen formula",
    "max heart rate",
    "maximum heart rate",
    "fat burning heart rate",
    "heart rate calculator",
    "training zones",
    "cardio zone",
    "heart rate reserve",
    "target heart rate calulator",
    "hart rate",
    "220 minus age",
    "what should my heart rate be when exercising"
  ],
  "related": [
    "calorie",
    "bmr",
    "bmi",
    "water-intake",
    "pace",
    "one-rep-max"
  ],
  "formula": {
    "expression": "HRmax = 220 − age;   Karvonen: THR = (HRmax − HRrest) × I + HRrest;   % of max: THR = HRmax × I",
    "symbols": [
      {
        "symbol": "HRmax",
        "meaning": "estimated maximum heart rate, beats per minute (bpm)"
      },
      {
        "symbol": "age",
        "meaning": "your age in years"
      },
      {
        "symbol": "THR",
        "meaning": "target heart rate, rounded to a whole bpm"
      },
      {
        "symbol": "HRrest",
        "meaning": "resting heart rate in bpm"
      },
      {
        "symbol": "I",
        "meaning": "target intensity as a fraction (70% = 0.70)"
      }
    ],
    "text": "Your maximum heart rate is estimated from your age. The Karvonen method takes the chosen percentage of the range between your resting and maximum heart rates and adds it to your resting rate; the simpler method takes the percentage of the maximum."
  },
  "examples": [
    {
      "description": "Age 40, resting 60 bpm, 70% (Karvonen)",
      "inputs": {
        "age": 40,
        "method": 1,
        "restingHeartRate": 60,
        "intensity": 70
      }
    },
    {
      "description": "Age 30, resting 70 bpm, 70% (Karvonen)",
      "inputs": {
        "age": 30,
        "method": 1,
        "restingHeartRate": 70,
        "intensity": 70
      }
    },
    {
      "description": "Age 50, 70% of maximum",
      "inputs": {
        "age": 50,
        "method": 2,
        "intensity": 70
      }
    },
    {
      "description": "Age 35, 85% of maximum (vigorous)",
      "inputs": {
        "age": 35,
        "method": 2,
        "intensity": 85
      }
    },
    {
      "description": "Age 60, resting 65 bpm, 50% (Karvonen, gentle start)",
      "inputs": {
        "age": 60,
        "method": 1,
        "restingHeartRate": 65,
        "intensity": 50
      }
    }
  ]
};
