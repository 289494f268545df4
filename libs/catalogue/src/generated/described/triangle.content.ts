// Generated from libs/calc-engine/src/calculators/triangle/triangle.ts and triangle.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const triangleContent: ExplanatoryContent = {
  "whatItComputes": "The calculator solves a triangle: from any three of its six values, three sides and three angles, with at least one of them a side, it works out the other three. It then gives the area, the perimeter, the height onto each side, the inradius, which is the radius of the largest circle that fits inside, and the circumradius, which is the radius of the circle through all three corners.\n\nThe sides can be in any unit of length, as long as all of them are in the same one; the area comes out in that unit squared. Angles are in degrees. Side a is always opposite angle A, side b opposite angle B and side c opposite angle C, the usual labelling in textbooks.",
  "howToUse": "Fill in exactly three of the six fields and leave the other three empty. At least one must be a side: three angles fix the shape of a triangle but not its size, since every enlargement has the same angles. The five ways a triangle can be given are three sides (SSS), two sides and the angle between them (SAS), two angles and the side between them (ASA), two angles and another side (AAS), and two sides with an angle that is not between them (SSA).\n\nThe calculator refuses values that cannot make a triangle: sides where one is as long as the other two together, angles that already add up to 180° or more, and an SSA case where the side opposite the angle is too short to reach.",
  "formulaExplained": "With three sides, the law of cosines gives each angle: cos A = (b² + c² − a²) ÷ (2bc). For 3, 4 and 5 that is (16 + 25 − 9) ÷ 40 = 0.8, so angle A is about 36.87°, angle B about 53.13° and angle C exactly 90°. With two sides and the angle between them, the same law gives the third side first: for sides 4 and 5 around 60°, a² = 16 + 25 − 20 = 21, so a is about 4.58.\n\nWith two angles, the third is 180° less the other two, and the law of sines, which says a ÷ sin A = b ÷ sin B = c ÷ sin C, turns the known side into the others. That common ratio is also twice the circumradius.\n\nThe area is half the product of two sides and the sine of the angle between them, ½·b·c·sin A. The height onto a side is twice the area divided by that side, and the inradius is the area divided by half the perimeter.",
  "readingTheResult": "The large number is the area. Below it are every side and angle, the perimeter, the three heights and the two radii. The line under the result says whether the triangle is acute, right or obtuse. The 3-4-5 triangle is right, with an area of 6 and an inradius of 1.\n\nIn the SSA case two different triangles can share the same three values: the side opposite the given angle can swing in to meet the base at two points. Triangles that fit then reads 2. The result shows the one whose new angle is acute, and the explanation below gives the sides, angles and area of the other. With sides 6 and 8 and an angle of 40° opposite the 6, angle B is about 58.99° in one triangle and about 121.01° in the other.",
  "limitations": "The calculator works with plane triangles; a triangle drawn on a globe over long distances has angles adding up to more than 180° and needs spherical trigonometry. Results are rounded to four decimals on the page, and measured values carry their own error: a small error in an angle near 0° or 180° moves the other values a lot. Very flat triangles, whose angles are within a hair of 0°, are best solved from their sides.",
  "faq": [
    {
      "question": "What is the ambiguous case?",
      "answer": "When you know two sides and an angle that is not between them, the side opposite the angle may meet the third side at two different places, giving two triangles, or at one, or at none. The calculator finds every case and says how many triangles fit."
    },
    {
      "question": "Can I solve a triangle from three angles?",
      "answer": "No. Three angles give the shape but not the size: a triangle with angles of 30°, 60° and 90° can be any size. Add the length of one side and the calculator gives the rest."
    },
    {
      "question": "How do I find the area of a triangle from its three sides?",
      "answer": "Work out one angle by the law of cosines and use half the product of the two sides around it times the sine of that angle, which is what the calculator does. Heron's formula gives the same answer: the square root of s(s − a) (s − b)(s − c), where s is half the perimeter."
    },
    {
      "question": "Why must each side be shorter than the other two together?",
      "answer": "The shortest way between two corners is the straight side joining them, so going round by the other two sides is always longer. Sides of 1, 2 and 3 lie flat along a line and do not make a triangle."
    }
  ]
};
