// Generated from libs/calc-engine/src/calculators/pregnancy-weight-gain/pregnancy-weight-gain.ts and pregnancy-weight-gain.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const pregnancyWeightGainPage: CalculatorPage = {
  "title": "Pregnancy Weight Gain Calculator",
  "description": "How much weight to gain in pregnancy for your pre-pregnancy BMI, and the range to expect by this week, from the IOM 2009 guidelines.",
  "category": "health",
  "topic": "pregnancy",
  "disclaimer": "medical",
  "aliases": [
    "pregnancy-weight-gain-calculator",
    "pregnancy-weight-calculator",
    "weight-gain-during-pregnancy",
    "iom-weight-gain-calculator",
    "twin-pregnancy-weight-gain"
  ],
  "keywords": [
    "pregnancy weight gain",
    "how much weight should i gain during pregnancy",
    "weight gain in pregnancy by week",
    "pregnancy weight gain chart",
    "iom weight gain guidelines",
    "pregnancy bmi",
    "twin pregnancy weight gain",
    "am i gaining too much weight pregnant",
    "pregnancy weight calculator",
    "pregnacy weight gain",
    "pregnancy wieght gain calculator",
    "weight gain pregnancy calulator"
  ],
  "related": [
    "pregnancy",
    "pregnancy-due-date",
    "bmi",
    "calorie",
    "protein",
    "water-intake"
  ],
  "formula": {
    "expression": "BMI = kg ÷ m² (or 703 × lb ÷ in²);   by week w ≤ 13: T1 × w ÷ 13;   by week w > 13: T1 + rate × (w − 13)",
    "symbols": [
      {
        "symbol": "T1",
        "meaning": "first-trimester gain, 0.5 to 2 kg (1.1 to 4.4 lb)"
      },
      {
        "symbol": "rate",
        "meaning": "the IOM weekly gain for your BMI group in the second and third trimesters"
      },
      {
        "symbol": "w",
        "meaning": "completed weeks of pregnancy"
      }
    ],
    "text": "Your BMI before pregnancy picks one of four rows of the Institute of Medicine's table, which gives the total gain to aim for and a weekly rate after the first trimester. The range by this week adds the first trimester's modest gain, spread evenly over 13 weeks, to the weekly rate for every week after it."
  },
  "examples": [
    {
      "description": "60 kg and 165 cm before pregnancy, at week 24",
      "inputs": {
        "unitSystem": 1,
        "prePregnancyWeight": 60,
        "height": 165,
        "currentWeek": 24
      }
    },
    {
      "description": "59 kg and 163 cm before pregnancy, at week 20",
      "inputs": {
        "unitSystem": 1,
        "prePregnancyWeight": 59,
        "height": 163,
        "currentWeek": 20
      }
    },
    {
      "description": "100 kg and 165 cm before pregnancy, at week 30",
      "inputs": {
        "unitSystem": 1,
        "prePregnancyWeight": 100,
        "height": 165,
        "currentWeek": 30
      }
    },
    {
      "description": "Twins, 65 kg and 168 cm before pregnancy, at week 20",
      "inputs": {
        "unitSystem": 1,
        "prePregnancyWeight": 65,
        "height": 168,
        "currentWeek": 20,
        "twins": 2
      }
    },
    {
      "description": "50 kg and 165 cm before pregnancy, 51.2 kg now at week 10",
      "inputs": {
        "unitSystem": 1,
        "prePregnancyWeight": 50,
        "height": 165,
        "currentWeek": 10,
        "currentWeight": 51.2
      }
    }
  ]
};
