// Generated from libs/calc-engine/src/calculators/body-surface-area/body-surface-area.ts and body-surface-area.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const bodySurfaceAreaPage: CalculatorPage = {
  "title": "Body Surface Area Calculator",
  "description": "Calculate body surface area in square meters from height and weight with the Mosteller, DuBois, Haycock and Gehan-George formulas.",
  "category": "health",
  "topic": "body",
  "aliases": [
    "body-surface-area-calculator",
    "bsa",
    "bsa-calculator",
    "mosteller",
    "mosteller-bsa"
  ],
  "keywords": [
    "bsa",
    "body surface area",
    "bsa calculator",
    "mosteller",
    "mosteller formula",
    "dubois formula",
    "m2",
    "body surface area calculator",
    "chemotherapy dose",
    "bsa formula",
    "surface area of body",
    "haycock",
    "body surface aria",
    "bsa calulator",
    "body surface area m2"
  ],
  "related": [
    "bmi",
    "ideal-weight",
    "body-fat",
    "bmr",
    "gfr"
  ],
  "formula": {
    "expression": "Mosteller: BSA = √(H × W ÷ 3600);   DuBois: BSA = 0.007184 × W^0.425 × H^0.725",
    "symbols": [
      {
        "symbol": "BSA",
        "meaning": "body surface area in square meters (m²)"
      },
      {
        "symbol": "H",
        "meaning": "height in cm"
      },
      {
        "symbol": "W",
        "meaning": "weight in kg"
      },
      {
        "symbol": "3600",
        "meaning": "a constant that makes the result come out in m²"
      }
    ],
    "text": "Body surface area grows with both height and weight, roughly with the square root of their product. Mosteller simplified the older formulas to this one easy calculation, which gives almost the same answers."
  },
  "examples": [
    {
      "description": "175 cm and 70 kg",
      "inputs": {
        "height": 175,
        "weight": 70
      }
    },
    {
      "description": "180 cm and 80 kg",
      "inputs": {
        "height": 180,
        "weight": 80
      }
    },
    {
      "description": "160 cm and 55 kg",
      "inputs": {
        "height": 160,
        "weight": 55
      }
    },
    {
      "description": "Child, 110 cm and 18 kg",
      "inputs": {
        "height": 110,
        "weight": 18
      }
    }
  ]
};
