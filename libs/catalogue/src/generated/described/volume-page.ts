// Generated from libs/calc-engine/src/calculators/volume/volume.ts and volume.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const volumePage: CalculatorPage = {
  "title": "Volume Calculator",
  "description": "Find the volume of a sphere, cone, cube, cylinder, tank, capsule, cap, frustum, ellipsoid, pyramid or tube, in cubic units, litres and gallons.",
  "category": "math",
  "topic": "geometry",
  "aliases": [
    "volume-calculator",
    "volume-of-a-sphere",
    "volume-of-a-cylinder",
    "volume-of-a-cone",
    "cubic-volume",
    "tank-volume"
  ],
  "keywords": [
    "volume calculator",
    "volume of a sphere",
    "volume of a cylinder",
    "volume of a cone",
    "volume of a cube",
    "volume of a pyramid",
    "tank volume",
    "capsule volume",
    "frustum volume",
    "ellipsoid volume",
    "pipe volume",
    "cubic feet to gallons",
    "litres in a tank",
    "volume calculater",
    "volumn calculator"
  ],
  "related": [
    "square-footage",
    "concrete",
    "conversion",
    "scientific",
    "roofing"
  ],
  "formula": {
    "expression": "sphere 4/3·π·r³;   cone π·r²·h ÷ 3;   cylinder π·r²·h;   tank l·w·h;   capsule π·r²·(4r/3 + h);   cap π·h²·(3R − h) ÷ 3;   frustum π·h·(R² + R·r + r²) ÷ 3;   ellipsoid 4/3·π·a·b·c;   pyramid a²·h ÷ 3;   tube π/4·(D² − d²)·L",
    "symbols": [
      {
        "symbol": "r",
        "meaning": "radius; for a frustum the top radius"
      },
      {
        "symbol": "R",
        "meaning": "radius of the ball a cap is cut from, or the bottom radius of a frustum"
      },
      {
        "symbol": "h",
        "meaning": "height; for a capsule the length of its straight middle part"
      },
      {
        "symbol": "a",
        "meaning": "edge of a cube or of a pyramid's base, or the first semi-axis of an ellipsoid"
      },
      {
        "symbol": "b",
        "meaning": "second semi-axis of an ellipsoid"
      },
      {
        "symbol": "c",
        "meaning": "third semi-axis of an ellipsoid"
      },
      {
        "symbol": "l",
        "meaning": "length of a rectangular tank"
      },
      {
        "symbol": "w",
        "meaning": "width of a rectangular tank"
      },
      {
        "symbol": "D",
        "meaning": "outer diameter of a tube"
      },
      {
        "symbol": "d",
        "meaning": "inner diameter of a tube"
      },
      {
        "symbol": "L",
        "meaning": "length of a tube"
      }
    ],
    "text": "Each solid has its own formula from the standard tables of mensuration. Every length is in the same unit, so the volume comes out in the cube of that unit; it is then turned into cubic metres with the exact metre value of the unit, and from there into litres, cubic feet and US gallons."
  },
  "examples": [
    {
      "description": "A ball of radius 3 m, whose volume is 36π m³",
      "inputs": {
        "shape": 1,
        "radius": 3
      }
    },
    {
      "description": "A round water tank 1.2 m across and 1.5 m tall",
      "inputs": {
        "shape": 4,
        "lengthUnit": 1,
        "radius": 0.6,
        "height": 1.5
      }
    },
    {
      "description": "An aquarium 4 ft long, 1.5 ft wide and 2 ft tall",
      "inputs": {
        "shape": 5,
        "lengthUnit": 4,
        "length": 4,
        "width": 1.5,
        "height": 2
      }
    },
    {
      "description": "A traffic cone of radius 15 cm and height 70 cm",
      "inputs": {
        "shape": 2,
        "lengthUnit": 2,
        "radius": 15,
        "height": 70
      }
    },
    {
      "description": "A steel pipe wall, 60 mm outside, 50 mm inside, 6000 mm long",
      "inputs": {
        "shape": 11,
        "lengthUnit": 3,
        "outerDiameter": 60,
        "innerDiameter": 50,
        "length": 6000
      }
    }
  ]
};
