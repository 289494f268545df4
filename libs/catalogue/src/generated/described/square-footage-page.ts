// Generated from libs/calc-engine/src/calculators/square-footage/square-footage.ts and square-footage.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const squareFootagePage: CalculatorPage = {
  "title": "Square Footage Calculator",
  "description": "Work out the area of a room, lot or border in square feet, square metres, square yards and acres, for a rectangle, circle, triangle or trapezoid, and its cost.",
  "category": "everyday",
  "topic": "home",
  "aliases": [
    "square-footage-calculator",
    "square-feet-calculator",
    "area-calculator",
    "square-meter-calculator",
    "sq-ft-calculator",
    "room-area-calculator"
  ],
  "keywords": [
    "square footage",
    "square footage calculator",
    "square feet",
    "how many square feet",
    "sq ft calculator",
    "area of a room",
    "square meters",
    "square metres",
    "square yards",
    "acres",
    "floor area",
    "flooring calculator",
    "lot size",
    "cost per square foot",
    "square footge",
    "sqare feet calculator",
    "square footage calculater",
    "squre meter"
  ],
  "related": [
    "concrete",
    "conversion",
    "percentage",
    "sales-tax",
    "btu",
    "roofing"
  ],
  "formula": {
    "expression": "rectangle L × W;   circle π × (D ÷ 2)²;   triangle B × H ÷ 2;   trapezoid (a + b) ÷ 2 × H;   border L × W − (L − 2w)(W − 2w);   area × Q;   cost = area × price",
    "symbols": [
      {
        "symbol": "L",
        "meaning": "length of a rectangle, in m (ft)"
      },
      {
        "symbol": "W",
        "meaning": "width of a rectangle, in m (ft)"
      },
      {
        "symbol": "D",
        "meaning": "diameter of a circle, in m (ft)"
      },
      {
        "symbol": "B",
        "meaning": "base of a triangle, in m (ft)"
      },
      {
        "symbol": "H",
        "meaning": "height of a triangle, or of a trapezoid between its parallel sides, in m (ft)"
      },
      {
        "symbol": "a",
        "meaning": "one parallel side of a trapezoid, in m (ft)"
      },
      {
        "symbol": "b",
        "meaning": "the other parallel side of a trapezoid, in m (ft)"
      },
      {
        "symbol": "w",
        "meaning": "width of a border running inside a rectangle, in m (ft)"
      },
      {
        "symbol": "Q",
        "meaning": "how many areas of the same size"
      },
      {
        "symbol": "price",
        "meaning": "price per square metre (square foot), optional"
      }
    ],
    "text": "Each shape's area comes from its own formula in the unit of the lengths, square metres or square feet, times the number of such areas. The other units follow from exact factors, 1 ft² = 0.09290304 m² and 1 acre = 43,560 ft², and the cost is the area times the price per unit of area."
  },
  "examples": [
    {
      "description": "A 4 m by 3 m bedroom",
      "inputs": {
        "unitSystem": 1,
        "shape": 1,
        "length": 4,
        "width": 3
      }
    },
    {
      "description": "Laminate for a 5.2 m by 3.8 m living room at $28 a square metre",
      "inputs": {
        "unitSystem": 1,
        "shape": 1,
        "length": 5.2,
        "width": 3.8,
        "pricePerUnit": 28
      }
    },
    {
      "description": "A round patio 3.5 m across",
      "inputs": {
        "unitSystem": 1,
        "shape": 2,
        "diameter": 3.5
      }
    },
    {
      "description": "A gable wall's triangle, 8 m wide and 2.5 m high",
      "inputs": {
        "unitSystem": 1,
        "shape": 3,
        "base": 8,
        "height": 2.5
      }
    },
    {
      "description": "A 1 m gravel path round a 20 m by 12 m lawn",
      "inputs": {
        "unitSystem": 1,
        "shape": 5,
        "length": 20,
        "width": 12,
        "borderWidth": 1
      }
    }
  ]
};
