// Generated from libs/calc-engine/src/calculators/concrete/concrete.ts and concrete.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const concreteContent: ExplanatoryContent = {
  "whatItComputes": "The calculator works out how much concrete a job takes and how many bags of premixed concrete that is. It handles the three shapes most home and site jobs come down to: a rectangular block, which covers slabs, patios, driveways, strip footings and walls; a solid round, which covers columns, piers and post holes; and a tube, a round with a hollow middle, such as a collar around a pipe or a ring wall.\n\nThe result is the volume in cubic yards with US units or in cubic metres with metric units, which is how ready-mix suppliers sell concrete in each system. It also shows the volume in cubic feet and the number of whole 40, 60 and 80 lb bags of premix that make that volume, for jobs small enough to mix yourself.",
  "howToUse": "Choose metric or US units with the switch above the form, then pick the shape. In US units the long measures, length, width and height, are in feet, and the thickness and diameters in inches, as a tape measure and a building plan give them. In metric units the long measures are in metres and the short ones in centimetres.\n\nFor a wall, enter its length, its height as the width, and its thickness. For a column or a post hole, enter the diameter and the height or depth. For a tube, enter the outside and inside diameters and the height. Set Quantity when several pieces are the same size, such as eight piers. Extra for Waste adds a margin for spillage, a base that is not quite level and forms that bow; the form suggests 10%, and leaving the field empty adds nothing.",
  "formulaExplained": "A slab is length times width times thickness. The thickness is entered in inches or centimetres, so it is first divided by 12 or by 100 to be in feet or metres like the other sides. A 10 ft by 10 ft patio 4 inches thick is 10 × 10 × 4 ÷ 12 = 33.33 cubic feet; with 10% extra it is 36.67 cubic feet, and dividing by 27, the cubic feet in a cubic yard, gives 1.36 cubic yards.\n\nA round column is the area of its circle, π times the radius squared, times its height; a tube is the area of the outer circle less the inner one, times its height. The volume of one piece is then multiplied by the quantity and by one plus the waste percentage.\n\nBags are counted from the volume in cubic feet. An 80 lb bag of premix makes about 0.60 cubic feet of concrete, a 60 lb bag about 0.45 and a 40 lb bag about 0.30. The patio's 36.67 cubic feet divided by 0.60 is 61.1, so it takes 62 bags of 80 lb, because a part bag still has to be bought. An exact fit is not rounded up: a cubic yard is exactly 45 bags of 80 lb.",
  "readingTheResult": "The large number is what to order from a ready-mix supplier, or what the bags below it add up to. The note under the result suggests how to buy it. Up to about a cubic yard, bags mixed by hand or in a small mixer are practical; the patio's 62 bags of 80 lb are a long, heavy day of mixing. Above a few cubic yards a ready-mix truck is usually cheaper and gives a more even pour.\n\nThe three bag counts are alternatives, not a shopping list: pick the bag size you can lift and carry. A strip footing 40 ft long, 2 ft wide and 12 inches deep is 80 cubic feet, 2.96 cubic yards, or 134 bags of 80 lb.",
  "limitations": "The calculator takes the shape as drawn. Real forms bulge, excavations are rarely flat at the bottom and gravel bases settle, which is what the extra for waste covers; 5% to 10% is common for forms and more for a hole dug by hand. Check the bag yield printed on the product you buy: mixes for fast-setting posts, mortar or high strength can make less concrete per bag than the figures used here.\n\nA post in a post hole takes up some of the space, so concrete for fence posts is slightly less than the volume of the hole. The calculator does not count reinforcement, gravel or the water to add, and it does not price the job.",
  "faq": [
    {
      "question": "How many bags of concrete are in a cubic yard?",
      "answer": "A cubic yard is 27 cubic feet. At 0.60 cubic feet an 80 lb bag makes exactly 45 bags, and at 0.45 cubic feet a 60 lb bag makes exactly 60. With 40 lb bags it is 90."
    },
    {
      "question": "How thick should a concrete slab be?",
      "answer": "About 4 inches (10 cm) is usual for patios, paths and shed bases, and 5 to 6 inches for a driveway that takes cars. Footings and slabs that carry walls follow local building codes, so check them before you pour."
    },
    {
      "question": "Should I add extra concrete for waste?",
      "answer": "Yes, for most jobs. Running short in the middle of a pour leaves a weak joint, while a little left over costs only a bag or two. Adding 10% to the patio raises it from 56 to 62 bags of 80 lb."
    },
    {
      "question": "How do I work out concrete for a wall?",
      "answer": "Treat it as a slab stood on its edge. Enter the wall's length, its height in the Width field and its thickness, and the volume is the same as for a slab of those sizes."
    }
  ]
};
