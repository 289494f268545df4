// Generated from libs/calc-engine/src/calculators/one-rep-max/one-rep-max.ts and one-rep-max.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const oneRepMaxPage: CalculatorPage = {
  "title": "One Rep Max Calculator",
  "description": "Estimate your one-rep max from a set of up to 12 repetitions with the Epley, Brzycki, Lombardi and O'Conner formulas, with training loads from 95% to 50%.",
  "category": "health",
  "topic": "fitness",
  "aliases": [
    "one-rep-max-calculator",
    "1rm-calculator",
    "one-rep-max-estimate",
    "max-lift-calculator",
    "bench-press-max-calculator"
  ],
  "keywords": [
    "one rep max",
    "one rep max calculator",
    "1rm",
    "1rm calculator",
    "max lift",
    "bench press max",
    "squat max",
    "deadlift max",
    "epley formula",
    "brzycki formula",
    "how much can i lift",
    "one repetition maximum",
    "percentage of one rep max",
    "one rep mx",
    "one rep max calulator",
    "1 rep max",
    "on rep max"
  ],
  "related": [
    "protein",
    "target-heart-rate",
    "calorie",
    "body-fat",
    "pace"
  ],
  "formula": {
    "expression": "1RM = w × (1 + r ÷ 30) (Epley);   w × 36 ÷ (37 − r) (Brzycki);   w × r^0.10 (Lombardi);   w × (1 + r ÷ 40) (O'Conner)",
    "symbols": [
      {
        "symbol": "1RM",
        "meaning": "one-rep max, the heaviest weight you could lift once, in the unit of the weight"
      },
      {
        "symbol": "w",
        "meaning": "the weight lifted in the set, in kg (lb)"
      },
      {
        "symbol": "r",
        "meaning": "the repetitions done with it, from 1 to 12"
      }
    ],
    "text": "Each formula adds to the weight you lifted a share for every repetition you managed, since a weight you can move five times is lighter than your single best. A single repetition is the one-rep max itself, so every formula returns the weight for r = 1."
  },
  "examples": [
    {
      "description": "A bench press of 100 kg for 5 repetitions",
      "inputs": {
        "unitSystem": 1,
        "weight": 100,
        "reps": 5
      }
    },
    {
      "description": "A squat of 102.5 kg (about 226 lb) for 8 repetitions",
      "inputs": {
        "unitSystem": 1,
        "weight": 102.5,
        "reps": 8
      }
    },
    {
      "description": "A deadlift of 140 kg for a single repetition",
      "inputs": {
        "unitSystem": 1,
        "weight": 140,
        "reps": 1
      }
    },
    {
      "description": "An overhead press of 40 kg for 10 repetitions",
      "inputs": {
        "unitSystem": 1,
        "weight": 40,
        "reps": 10
      }
    }
  ]
};
