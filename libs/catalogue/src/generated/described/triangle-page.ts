// Generated from libs/calc-engine/src/calculators/triangle/triangle.ts and triangle.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const trianglePage: CalculatorPage = {
  "title": "Triangle Calculator",
  "description": "Solve any triangle from three known sides or angles, at least one a side, and get every side, angle, the area, the heights and both radii.",
  "category": "math",
  "topic": "geometry",
  "aliases": [
    "triangle-calculator",
    "triangle-solver",
    "law-of-sines-calculator",
    "law-of-cosines-calculator",
    "triangle-area",
    "right-triangle-calculator"
  ],
  "keywords": [
    "triangle calculator",
    "triangle solver",
    "solve a triangle",
    "law of sines",
    "law of cosines",
    "area of a triangle",
    "triangle angles",
    "sss sas asa aas ssa",
    "ambiguous case",
    "missing side of a triangle",
    "missing angle of a triangle",
    "triangle height",
    "circumradius",
    "inradius",
    "triangel calculator"
  ],
  "related": [
    "volume",
    "square-footage",
    "scientific",
    "quadratic-formula",
    "roofing"
  ],
  "formula": {
    "expression": "a² = b² + c² − 2bc·cos A;   a ÷ sin A = b ÷ sin B = c ÷ sin C = 2R;   A + B + C = 180°;   area = ½·b·c·sin A;   r = area ÷ s",
    "symbols": [
      {
        "symbol": "a",
        "meaning": "side a, opposite angle A"
      },
      {
        "symbol": "b",
        "meaning": "side b, opposite angle B"
      },
      {
        "symbol": "c",
        "meaning": "side c, opposite angle C"
      },
      {
        "symbol": "A",
        "meaning": "angle A, in degrees"
      },
      {
        "symbol": "B",
        "meaning": "angle B, in degrees"
      },
      {
        "symbol": "C",
        "meaning": "angle C, in degrees"
      },
      {
        "symbol": "R",
        "meaning": "the circumradius, the radius of the circle through the three corners"
      },
      {
        "symbol": "r",
        "meaning": "the inradius, the radius of the circle touching the three sides"
      },
      {
        "symbol": "s",
        "meaning": "half the perimeter"
      }
    ],
    "text": "Three sides give each angle by the law of cosines. Two sides and the angle between them give the third side by the same law. Two angles give the third, since the angles add up to 180°, and any side then gives the others by the law of sines. Two sides and an angle that is not between them give the second angle by the law of sines, which can have two answers."
  },
  "examples": [
    {
      "description": "The classic 3-4-5 right triangle",
      "inputs": {
        "sideA": 3,
        "sideB": 4,
        "sideC": 5
      }
    },
    {
      "description": "Two sides of 4 and 5 with an angle of 60° between them",
      "inputs": {
        "sideB": 4,
        "sideC": 5,
        "angleA": 60
      }
    },
    {
      "description": "Angles of 30° and 60° with a side of 2 between them",
      "inputs": {
        "angleA": 30,
        "angleB": 60,
        "sideC": 2
      }
    },
    {
      "description": "The ambiguous case, sides 6 and 8 with an angle of 40° opposite the 6",
      "inputs": {
        "sideA": 6,
        "sideB": 8,
        "angleA": 40
      }
    },
    {
      "description": "An obtuse triangle with sides 4, 5 and 8",
      "inputs": {
        "sideA": 4,
        "sideB": 5,
        "sideC": 8
      }
    }
  ]
};
