// Generated from libs/calc-engine/src/calculators/concrete/concrete.ts and concrete.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const concretePage: CalculatorPage = {
  "title": "Concrete Calculator",
  "description": "Work out the concrete for a slab, footing, wall, round column or tube, in cubic yards or cubic metres, and how many 40, 60 or 80 lb bags to buy.",
  "category": "everyday",
  "topic": "home",
  "aliases": [
    "concrete-calculator",
    "concrete-volume",
    "cement-calculator",
    "concrete-bag-calculator",
    "concrete-slab-calculator"
  ],
  "keywords": [
    "concrete calculator",
    "concrete volume",
    "how much concrete do i need",
    "cubic yards of concrete",
    "concrete slab calculator",
    "bags of concrete",
    "80 lb bags of concrete",
    "concrete for post holes",
    "sonotube calculator",
    "footing calculator",
    "cubic metres of concrete",
    "cement calculator",
    "concret calculator",
    "conrete calculator",
    "concrete calculater",
    "how many bags of quikrete"
  ],
  "related": [
    "square-footage",
    "roofing",
    "percentage",
    "sales-tax",
    "hours"
  ],
  "formula": {
    "expression": "V = L × W × T (slab);   V = π × (D ÷ 2)² × H (column);   V = π ÷ 4 × (D² − d²) × H (tube);   total = V × Q × (1 + waste ÷ 100);   bags = total ft³ ÷ yield, rounded up",
    "symbols": [
      {
        "symbol": "L",
        "meaning": "length of a slab, footing or wall, in m (ft)"
      },
      {
        "symbol": "W",
        "meaning": "width of a slab or footing, or height of a wall, in m (ft)"
      },
      {
        "symbol": "T",
        "meaning": "thickness, entered in cm (in) and turned into m (ft)"
      },
      {
        "symbol": "D",
        "meaning": "diameter of a column, or outer diameter of a tube, entered in cm (in) and turned into m (ft)"
      },
      {
        "symbol": "d",
        "meaning": "inner diameter of a tube, entered in cm (in) and turned into m (ft)"
      },
      {
        "symbol": "H",
        "meaning": "height of a column or depth of a hole, in m (ft)"
      },
      {
        "symbol": "Q",
        "meaning": "how many identical pieces"
      },
      {
        "symbol": "yield",
        "meaning": "the concrete one bag makes, 0.30, 0.45 or 0.60 ft³ for 40, 60 or 80 lb"
      }
    ],
    "text": "The volume of one piece is its area times its depth, with thicknesses and diameters first turned into metres or feet. It is multiplied by the number of pieces and by the extra for waste; the bags are that volume in cubic feet divided by what one bag yields, rounded up to whole bags."
  },
  "examples": [
    {
      "description": "A 3 m by 3 m patio, 10 cm thick, with 10% extra",
      "inputs": {
        "unitSystem": 1,
        "shape": 1,
        "length": 3,
        "width": 3,
        "thickness": 10,
        "wastePercent": 10
      }
    },
    {
      "description": "A 3 m by 2.4 m garden shed base, 10 cm thick, with 10% extra",
      "inputs": {
        "unitSystem": 1,
        "shape": 1,
        "length": 3,
        "width": 2.4,
        "thickness": 10,
        "wastePercent": 10
      }
    },
    {
      "description": "Eight deck piers in 30 cm tube forms, 1.2 m deep, with 5% extra",
      "inputs": {
        "unitSystem": 1,
        "shape": 2,
        "diameter": 30,
        "height": 1.2,
        "quantity": 8,
        "wastePercent": 5
      }
    },
    {
      "description": "A 12 m strip footing, 0.6 m wide and 30 cm deep, with no extra",
      "inputs": {
        "unitSystem": 1,
        "shape": 1,
        "length": 12,
        "width": 0.6,
        "thickness": 30
      }
    },
    {
      "description": "A concrete collar 140 cm across around a 100 cm manhole, 30 cm deep",
      "inputs": {
        "unitSystem": 1,
        "shape": 3,
        "outerDiameter": 140,
        "innerDiameter": 100,
        "height": 0.3,
        "wastePercent": 10
      }
    }
  ]
};
