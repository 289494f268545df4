// Generated from libs/calc-engine/src/calculators/square-footage/square-footage.ts and square-footage.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const squareFootageContent: ExplanatoryContent = {
  "whatItComputes": "The calculator works out the area of a floor, a wall, a lawn or a plot of land from its measurements. It handles rectangles, circles, triangles and trapezoids, and a border: a strip of even width running round the inside of a rectangle, such as a path round a lawn or a band of tiles round a rug. It gives the area in square feet, square metres, square yards and acres at once, and, when you enter a price per unit of area, the total cost.\n\nSquare footage is what flooring, paint, turf, tiles, carpet and rent are priced by, so the figure answers \"how much do I need\" and \"how much will it cost\" together.",
  "howToUse": "Choose metric or US units with the switch, then the shape. Measure in metres or feet; a tape measure in feet and inches gives 12 ft 6 in as 12.5 ft. For a room that is not a plain rectangle, such as an L-shaped room, split it into rectangles, work out each one, and add the areas up. For several areas of the same size, such as three identical bedrooms, enter the quantity instead of adding them by hand.\n\nThe price is optional. Enter it per square metre with metric units or per square foot with US units; the switch converts it with the lengths.",
  "formulaExplained": "A rectangle's area is its length times its width: a 12 ft by 10 ft room is 120 square feet. A circle's is π times the square of half its diameter: a circle 4 m across is π × 2² = 12.57 m². A triangle's is half its base times its height, and a trapezoid's is the average of its two parallel sides times the height between them.\n\nA border is the whole rectangle less the part inside it: a 2 ft border inside a 20 ft by 15 ft rectangle is 20 × 15 − 16 × 11 = 124 square feet.\n\nThe units are tied by exact definitions: a foot is 0.3048 m, so a square foot is 0.09290304 m², a square yard is nine square feet and an acre is 43,560 square feet, or 4,046.8564224 m². The 120 square foot room is therefore 11.15 m² or 13.33 square yards; at $4.50 a square foot it costs $540.00.",
  "readingTheResult": "The big number is the area in the unit of the switch; the details give it in every other unit. The note under the result says whether the area is the size of a room, a home or a garden, below an acre, or land, an acre or more, where acres and hectares are the usual measures.\n\nFor materials, buy more than the bare area. Flooring and tiles are usually bought with 5% to 10% extra for cuts and breakage, more for a diagonal pattern; the shop's pack size then decides how many boxes.",
  "limitations": "The result is only as precise as the measurements. Walls are rarely perfectly square, so measure each side of a room at a few points and use the largest. The calculator counts flat areas: a sloping roof needs the roof's pitch, and a wall's area should leave out doors and windows only if you will not cover them.\n\nA price per unit of area gives the cost of the material or the work at that rate only; delivery, underlay, adhesive, trims and waste are not included unless you add them to the price.",
  "faq": [
    {
      "question": "How do I calculate square footage?",
      "answer": "Measure the length and the width in feet and multiply them. A room 12 ft long and 10 ft wide is 120 square feet. For an odd shape, split it into rectangles, triangles and circles and add their areas."
    },
    {
      "question": "How do I convert square feet to square metres?",
      "answer": "Multiply by 0.09290304, or divide by about 10.764. 120 square feet is 11.15 m². The other way, multiply square metres by 10.764 to get square feet."
    },
    {
      "question": "How many square feet are in an acre?",
      "answer": "43,560 square feet, which is 4,840 square yards or 4,046.86 m². A hectare, 10,000 m², is about 2.47 acres."
    },
    {
      "question": "How much flooring should I buy?",
      "answer": "The room's area plus 5% to 10% for cuts and waste, rounded up to whole packs. Check the pack's coverage in square feet or square metres and divide the total by it."
    }
  ]
};
