// Generated from libs/calc-engine/src/calculators/ideal-weight/ideal-weight.ts and ideal-weight.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const idealWeightPage: CalculatorPage = {
  "title": "Ideal Weight Calculator",
  "description": "Estimate your ideal body weight for your height and sex with the Devine, Robinson, Miller and Hamwi formulas and the healthy BMI range.",
  "category": "health",
  "topic": "body",
  "aliases": [
    "ideal-weight-calculator",
    "ideal-body-weight",
    "ibw",
    "ibw-calculator",
    "healthy-weight-calculator"
  ],
  "keywords": [
    "ideal weight",
    "ideal body weight",
    "ibw",
    "ideal weight for my height",
    "healthy weight for height",
    "how much should i weigh",
    "weight for height chart",
    "devine formula",
    "robinson formula",
    "hamwi formula",
    "ideal wieght",
    "ideal weight calulator",
    "target weight",
    "ideal weight for women",
    "ideal weight for men"
  ],
  "related": [
    "bmi",
    "body-fat",
    "calorie",
    "body-surface-area",
    "protein",
    "conversion"
  ],
  "formula": {
    "expression": "Devine: IBW = B + 2.3 × i (B = 50 kg men, 45.5 kg women);   Healthy BMI range: 18.5 × h² to 24.9 × h²",
    "symbols": [
      {
        "symbol": "IBW",
        "meaning": "ideal body weight in kg"
      },
      {
        "symbol": "B",
        "meaning": "base weight at exactly 5 ft (152.4 cm)"
      },
      {
        "symbol": "i",
        "meaning": "inches of height over 5 ft: height in cm ÷ 2.54 − 60"
      },
      {
        "symbol": "h",
        "meaning": "height in meters"
      }
    ],
    "text": "Each formula starts from a base weight at 5 feet and adds a fixed amount for every inch above it. Robinson (52 / 49 kg + 1.9 / 1.7 kg per inch), Miller (56.2 / 53.1 kg + 1.41 / 1.36 kg per inch) and Hamwi (48 / 45.5 kg + 2.7 / 2.2 kg per inch, men / women) follow the same pattern with different numbers."
  },
  "examples": [
    {
      "description": "Man, 5 ft 10 in (177.8 cm)",
      "inputs": {
        "sex": 1,
        "height": 177.8
      }
    },
    {
      "description": "Woman, 5 ft 6 in (167.64 cm)",
      "inputs": {
        "sex": 2,
        "height": 167.64
      }
    },
    {
      "description": "Man, 185 cm",
      "inputs": {
        "sex": 1,
        "height": 185
      }
    },
    {
      "description": "Woman, 160 cm",
      "inputs": {
        "sex": 2,
        "height": 160
      }
    }
  ]
};
