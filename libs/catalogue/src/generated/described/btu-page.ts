// Generated from libs/calc-engine/src/calculators/btu/btu.ts and btu.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const btuPage: CalculatorPage = {
  "title": "BTU Calculator",
  "description": "Find the cooling capacity in BTU per hour a room air conditioner needs for a room, from the ENERGY STAR sizing chart, with sun, people and kitchen.",
  "category": "everyday",
  "topic": "home",
  "aliases": [
    "btu-calculator",
    "air-conditioner-size",
    "ac-size-calculator",
    "ac-btu-calculator",
    "room-air-conditioner-size",
    "air-conditioner-calculator"
  ],
  "keywords": [
    "btu calculator",
    "btu calc",
    "btu",
    "what size air conditioner do i need",
    "air conditioner size",
    "ac size calculator",
    "air conditioner btu",
    "window ac size",
    "btu per square foot",
    "room air conditioner sizing",
    "cooling capacity",
    "btu to kw",
    "btu to tons",
    "mini split size",
    "portable ac size",
    "btu calculater",
    "bth calculator",
    "air conditoner size"
  ],
  "related": [
    "square-footage",
    "heat-index",
    "conversion",
    "concrete"
  ],
  "formula": {
    "expression": "BTU/h = chart(A) × s + 600 × max(0, p − 2) + k;   kW = BTU/h × 0.29307107017 ÷ 1000;   tons = BTU/h ÷ 12,000",
    "symbols": [
      {
        "symbol": "chart(A)",
        "meaning": "the ENERGY STAR chart's capacity for a room of A square feet (5,000 BTU/h up to 150 sq ft, up to 34,000 BTU/h for 2,500 sq ft)"
      },
      {
        "symbol": "s",
        "meaning": "0.9 for a heavily shaded room, 1.1 for a very sunny one, 1 otherwise"
      },
      {
        "symbol": "p",
        "meaning": "the number of people usually in the room"
      },
      {
        "symbol": "k",
        "meaning": "4,000 BTU/h for a kitchen, 0 otherwise"
      }
    ],
    "text": "The room's floor area picks a row of the ENERGY STAR sizing chart; a tenth comes off for a heavily shaded room or goes on for a very sunny one, then 600 BTU/h for each person beyond two and 4,000 BTU/h for a kitchen are added."
  },
  "examples": [
    {
      "description": "A 25 m² bedroom",
      "inputs": {
        "unitSystem": 1,
        "roomArea": 25
      }
    },
    {
      "description": "A very sunny 40 m² living room where four people sit",
      "inputs": {
        "unitSystem": 1,
        "roomArea": 40,
        "sunExposure": 3,
        "occupants": 4
      }
    },
    {
      "description": "A shaded 12 m² home office",
      "inputs": {
        "unitSystem": 1,
        "roomArea": 12,
        "sunExposure": 2,
        "occupants": 1
      }
    },
    {
      "description": "An open 60 m² kitchen and dining room for a family of five",
      "inputs": {
        "unitSystem": 1,
        "roomArea": 60,
        "occupants": 5,
        "kitchen": 2
      }
    }
  ]
};
