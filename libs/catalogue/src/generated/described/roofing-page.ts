// Generated from libs/calc-engine/src/calculators/roofing/roofing.ts and roofing.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const roofingPage: CalculatorPage = {
  "title": "Roofing Calculator",
  "description": "Work out a roof's area from the house's footprint, overhangs and pitch, and the squares and bundles of shingles to order with waste.",
  "category": "everyday",
  "topic": "home",
  "aliases": [
    "roofing-calculator",
    "roof-calculator",
    "roof-area-calculator",
    "shingle-calculator",
    "roof-pitch-calculator",
    "roof-square-calculator"
  ],
  "keywords": [
    "roofing calculator",
    "roof calculator",
    "roof area",
    "how many shingles do i need",
    "shingle calculator",
    "bundles of shingles",
    "roofing squares",
    "roof square footage",
    "roof pitch",
    "pitch factor",
    "roof pitch multiplier",
    "6/12 pitch",
    "roof replacement",
    "roofing calculater",
    "roof calulator",
    "shingels calculator",
    "rofing calculator"
  ],
  "related": [
    "square-footage",
    "concrete",
    "btu",
    "conversion"
  ],
  "formula": {
    "expression": "plan = (L + 2o) × (W + 2o);   f = √(1 + (p ÷ 12)²);   roof = plan × f;   order = roof × (1 + w ÷ 100);   squares = order in ft² ÷ 100;   bundles = ⌈squares × b⌉",
    "symbols": [
      {
        "symbol": "L",
        "meaning": "length of the house, wall to wall, in m (ft)"
      },
      {
        "symbol": "W",
        "meaning": "width of the house, in m (ft)"
      },
      {
        "symbol": "o",
        "meaning": "overhang beyond the walls on each side, in m (ft)"
      },
      {
        "symbol": "p",
        "meaning": "pitch, the rise in inches for every 12 inches of run"
      },
      {
        "symbol": "f",
        "meaning": "pitch factor, how much larger the sloped roof is than its flat plan"
      },
      {
        "symbol": "w",
        "meaning": "waste, in % of the roof area"
      },
      {
        "symbol": "b",
        "meaning": "bundles of shingles per square (3 for standard shingles)"
      }
    ],
    "text": "The roof's flat plan, the footprint plus the overhangs, is multiplied by the pitch factor, the length of the slope for each unit of level run. Waste is added on top, the area is counted in squares of 100 square feet, and the bundles are rounded up."
  },
  "examples": [
    {
      "description": "A 12 m by 9 m house with 0.5 m eaves at a 6/12 pitch",
      "inputs": {
        "unitSystem": 1,
        "length": 12,
        "width": 9,
        "overhang": 0.5,
        "pitch": 6
      }
    },
    {
      "description": "A low-pitched 15 m by 10 m bungalow at 3/12 with 0.6 m eaves",
      "inputs": {
        "unitSystem": 1,
        "length": 15,
        "width": 10,
        "overhang": 0.6,
        "pitch": 3
      }
    },
    {
      "description": "A steep 10 m by 8 m cottage at 12/12, heavy shingles at 4 bundles a square",
      "inputs": {
        "unitSystem": 1,
        "length": 10,
        "width": 8,
        "overhang": 0.3,
        "pitch": 12,
        "wastePercent": 15,
        "bundlesPerSquare": 4
      }
    },
    {
      "description": "A flat 8 m by 6 m garage roof",
      "inputs": {
        "unitSystem": 1,
        "length": 8,
        "width": 6,
        "pitch": 0
      }
    }
  ]
};
