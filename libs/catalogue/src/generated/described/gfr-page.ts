// Generated from libs/calc-engine/src/calculators/gfr/gfr.ts and gfr.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const gfrPage: CalculatorPage = {
  "title": "eGFR Calculator",
  "description": "Estimate kidney function (eGFR) from a creatinine blood test, age and sex with the race-free CKD-EPI 2021 equation, and see its CKD stage.",
  "category": "health",
  "topic": "health-checks",
  "disclaimer": "medical",
  "aliases": [
    "gfr-calculator",
    "egfr-calculator",
    "egfr",
    "kidney-function-calculator",
    "ckd-epi-calculator",
    "creatinine-clearance-calculator",
    "ckd-stage-calculator"
  ],
  "keywords": [
    "egfr calculator",
    "gfr calculator",
    "estimated glomerular filtration rate",
    "kidney function test",
    "ckd-epi 2021",
    "ckd epi equation",
    "creatinine egfr",
    "ckd stage",
    "chronic kidney disease stage",
    "kidney function calculator",
    "creatinine to egfr",
    "what does my egfr mean",
    "egfr calulator",
    "gfr calcualtor",
    "egfr calculater",
    "kidny function"
  ],
  "related": [
    "body-surface-area",
    "bmi",
    "water-intake",
    "bac",
    "protein"
  ],
  "formula": {
    "expression": "eGFR = 142 × min(S ÷ κ, 1)^α × max(S ÷ κ, 1)^−1.200 × 0.9938^age × 1.012 (women)",
    "symbols": [
      {
        "symbol": "S",
        "meaning": "serum creatinine in mg/dL (µmol/L ÷ 88.4)"
      },
      {
        "symbol": "κ",
        "meaning": "0.7 for women, 0.9 for men"
      },
      {
        "symbol": "α",
        "meaning": "−0.241 for women, −0.302 for men"
      },
      {
        "symbol": "age",
        "meaning": "age in years, 18 or older"
      }
    ],
    "text": "Healthy kidneys clear creatinine, a waste product of muscle, from the blood, so the higher the creatinine the lower the filtration. The equation compares your creatinine with a typical level for your sex, adjusts for age, and gives the millilitres of blood filtered a minute for a standard body surface of 1.73 m²."
  },
  "examples": [
    {
      "description": "A woman of 55 with a creatinine of 0.9 mg/dL",
      "inputs": {
        "creatinine": 0.9,
        "age": 55,
        "sex": 2
      }
    },
    {
      "description": "A man of 50 with a creatinine of 1.0 mg/dL",
      "inputs": {
        "creatinine": 1,
        "age": 50,
        "sex": 1
      }
    },
    {
      "description": "A woman of 65 with a creatinine of 150 µmol/L",
      "inputs": {
        "creatinine": 150,
        "creatinineUnit": 2,
        "age": 65,
        "sex": 2
      }
    },
    {
      "description": "A man of 70 with a creatinine of 2.5 mg/dL",
      "inputs": {
        "creatinine": 2.5,
        "age": 70,
        "sex": 1
      }
    }
  ]
};
