// Generated from libs/calc-engine/src/calculators/fraction/fraction.ts and fraction.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const fractionContent: ExplanatoryContent = {
  "whatItComputes": "The calculator adds, subtracts, multiplies or divides two numbers written the way people write them on paper: a fraction such as 3/4, a mixed number such as 1 1/2, a decimal such as 0.75, or a whole number. The answer is exact. It is given as a fraction in lowest terms, as a mixed number, and as a decimal, with its numerator and denominator shown apart.\n\nThe arithmetic is done on whole numbers of any size rather than on rounded decimals, so 1/3 stays a third instead of becoming 0.333 and drifting. That is what makes the fraction reliable for homework, recipes, woodworking and any task where a small rounding slip would spoil the result.",
  "howToUse": "Type the first value, choose the operation, and type the second value. A mixed number takes a space between the whole part and the fraction, as in 2 3/4. A minus sign in front of a mixed number applies to all of it, so -1 1/2 means minus one and a half. Decimals are read exactly, so 0.75 is three quarters and .5 is one half.\n\nSpaces around the slash of a plain fraction are fine (3 / 4), but a sign belongs in front of the whole value, not under the slash: write -3/4, not 3/-4. A denominator of zero is refused, and so is dividing by a value equal to zero, because neither has an answer.",
  "formulaExplained": "Each value is first turned into a single fraction. A mixed number becomes an improper fraction: 1 1/2 is (1 × 2 + 1)/2 = 3/2, and 2 3/4 is 11/4. To add them, both are put over the product of the denominators: 3/2 + 11/4 is (3 × 4 + 11 × 2)/(2 × 4) = 34/8.\n\nThe answer is then reduced. The greatest common divisor of 34 and 8, found by Euclid's method of repeated remainders, is 2, so 34/8 becomes 17/4. Seventeen quarters is four wholes and one quarter left over, which is the mixed number 4 1/4, and 4.25 as a decimal.\n\nSubtraction works the same way with a minus sign. Multiplication multiplies the numerators and the denominators straight across: 0.75 × 2/3 is 3/4 × 2/3 = 6/12, which reduces to 1/2. Division multiplies by the second value turned upside down: 3/4 ÷ 1/4 is 3/4 × 4/1 = 12/4, that is 3.",
  "readingTheResult": "The result is the reduced fraction, with any minus sign on the numerator. When the denominator is 1, the answer is a whole number and is written as one. The mixed number splits an improper fraction into whole units and a proper fraction, which is easier to picture: 17/4 is 4 1/4. An answer smaller than one whole is shown as the fraction alone.\n\nThe decimal is there for comparing sizes or entering the value into another tool. It is rounded for display; the fraction is the exact answer, so quote the fraction when exactness matters.",
  "limitations": "Each group of digits may have up to fifteen digits, which covers any fraction met in practice. The calculator takes two values and one operation at a time; for a longer sum, work it out in steps and type each answer back in. Repeating decimals such as 0.333... cannot be typed exactly: enter 1/3 instead, or the calculator will treat 0.333 as exactly 333/1000.\n\nIt does not handle powers, roots, percentages or units. Numerators and denominators beyond about nine thousand million million are exact in the fraction shown but not in the separate numerator and denominator figures, which are ordinary numbers.",
  "faq": [
    {
      "question": "How do I add mixed numbers?",
      "answer": "Turn each into an improper fraction, put them over a common denominator, add the numerators and reduce. 2 1/4 plus 5 2/3 is 9/4 + 17/3 = 27/12 + 68/12 = 95/12, which is 7 11/12."
    },
    {
      "question": "Why is -1 1/2 not the same as -1 + 1/2?",
      "answer": "The minus sign covers the whole mixed number: -1 1/2 means minus one and a half, that is -3/2. Reading it as minus one plus a half gives -1/2, a classic slip. Subtracting 1/6 from -1 1/2 gives -5/3, or -1 2/3."
    },
    {
      "question": "How is a fraction reduced to lowest terms?",
      "answer": "Divide the numerator and the denominator by their greatest common divisor. For 34/8 that divisor is 2, giving 17/4; no whole number above 1 divides both 17 and 4, so the fraction is in lowest terms."
    },
    {
      "question": "How do I divide one fraction by another?",
      "answer": "Multiply the first by the second turned upside down. Three quarters divided by one quarter is 3/4 × 4/1 = 3: there are three quarter cups in three quarters of a cup."
    }
  ]
};
