// Generated from libs/calc-engine/src/calculators/roofing/roofing.ts and roofing.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const roofingContent: ExplanatoryContent = {
  "whatItComputes": "The calculator works out the area of a roof from what you can measure on the ground: the house's length and width, how far the roof overhangs the walls, and its pitch. From the area it gives the roofing squares to order, with an allowance for waste, and the number of bundles of shingles. It also gives the pitch as an angle and the pitch factor, the number roofers multiply a flat area by.\n\nIt works for a gable roof and for a hip roof of one pitch all round: the slopes of such a roof all lean at the same angle, so the sloped area is the flat plan times the same factor whatever the shape of the roof.",
  "howToUse": "Choose metric or US units with the switch. Measure the house's length and width outside wall to outside wall, and the overhang: how far the eaves and gable ends reach beyond the walls, measured level, not along the slope.\n\nThe pitch is the rise in inches for every 12 inches across. A roofer's pitch gauge or a smartphone app reads it directly, or hold a level 12 inches long against a rafter and measure straight up to the roof. A 6/12 roof is entered as 6. Leave the waste at 10% for a simple gable roof; a hip roof, valleys and dormers need 15% or more. The bundles per square are printed on the shingle wrapper: 3 for standard three-tab and most architectural shingles, 4 or 5 for heavy designer shingles.",
  "formulaExplained": "The flat plan is the footprint plus an overhang on every side: a 12 m by 9 m house with 0.5 m eaves has a plan of 13 m by 10 m, 130 m². A slope is longer than the level distance it covers, by the pitch factor √(1 + (p ÷ 12)²), the hypotenuse of a triangle 12 across and p up. At 6/12 that is 1.118, so the roof is 130 × 1.118 = 145.34 m².\n\nWaste goes on top: 10% makes 159.88 m². Shingles are sold by the square, the amount that covers 100 square feet, so the metric area is converted with 1 ft² = 0.09290304 m² and divided by 100: 17.21 squares. At 3 bundles a square that is 51.63 bundles, rounded up to 52.\n\nThe published pitch tables give the same factors: 1.054 for 4/12, 1.118 for 6/12 and 1.414 for 12/12, the square root of two, since a 45° roof rises as much as it runs.",
  "readingTheResult": "The big number is the roof's area without waste, in square metres or square feet. Use the squares and bundles for ordering: roofers quote in squares, and suppliers sell shingles in bundles. Order ridge cap shingles, starter strips, underlayment, flashing and nails separately; the waste allowance covers off-cuts, not these.\n\nThe note under the result reads the pitch. Below 2/12 a roof is too flat for shingles and needs a membrane; from 2/12 to 4/12 shingles need a double layer of underlayment under the building code; from about 9/12 a roof is steep enough that roofers work with roof jacks and harnesses, which adds to the labour cost.",
  "limitations": "The calculator assumes one pitch over the whole roof. A roof with several pitches, a mansard or gambrel roof, or a roof over an L-shaped house should be split into sections of one pitch, each worked out on its own and added up. Dormers, skylights and chimneys are not deducted; their off-cuts and flashing use up most of what they save.\n\nMeasurements from the ground miss the details a roofer sees on the roof, so before you order, ask a roofer to measure or check the order, and follow the shingle maker's installation instructions for the pitch and climate.",
  "faq": [
    {
      "question": "How many bundles of shingles do I need?",
      "answer": "Three bundles of standard shingles cover one square, 100 square feet of roof. Work out the roof area with the pitch factor, add 10% to 15% for waste, divide by 100 and multiply by three, then round up to whole bundles."
    },
    {
      "question": "What is a roofing square?",
      "answer": "A square is the roofing trade's unit of area: 100 square feet, about 9.29 m². Roofers price jobs per square, and shingle wrappers say how many bundles make one."
    },
    {
      "question": "What does a 6/12 pitch mean?",
      "answer": "The roof rises 6 inches for every 12 inches it runs level. That is an angle of 26.6°, and it makes the roof 1.118 times the area of its flat plan. A 12/12 roof rises at 45°."
    },
    {
      "question": "Does a hip roof have more area than a gable roof?",
      "answer": "Not for the same footprint, overhang and pitch: every slope of both roofs leans at the same angle, so both are the flat plan times the same pitch factor. A hip roof does need more waste, because of the cuts along its hips."
    }
  ]
};
