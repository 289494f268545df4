// Generated from libs/calc-engine/src/calculators/quadratic-formula/quadratic-formula.ts and quadratic-formula.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const quadraticFormulaContent: ExplanatoryContent = {
  "whatItComputes": "A quadratic equation has the form ax² + bx + c = 0, where a is not zero. Its roots, or solutions, are the values of x that make the left side equal to zero; on a graph they are where the parabola y = ax² + bx + c crosses the x-axis. This calculator finds both roots, whether they are real or complex, and also gives the discriminant, the kind of roots and the vertex of the parabola, its lowest or highest point.",
  "howToUse": "Rearrange your equation so that one side is zero, then read off the three coefficients. In 2x² + 4x − 6 = 0, a is 2, b is 4 and c is −6. A missing term has a coefficient of 0: in x² − 9 = 0, b is 0. Enter a, b and c; they can be negative and can carry decimals. If a is 0 the equation is linear, not quadratic, and the calculator says so.\n\nThe first root shown is the smaller one and the second the larger. For complex roots both have the same real part, shown as the roots, and the imaginary part is listed separately, so the roots read real part ± imaginary part × i.",
  "formulaExplained": "Everything starts from the discriminant, D = b² − 4ac. For x² − 3x + 2 it is 9 − 8 = 1. A positive discriminant means two different real roots, zero means one repeated root, and a negative value means two complex roots that are mirror images of each other.\n\nThe textbook formula is x = (−b ± √D) ÷ 2a. For x² − 3x + 2 it gives (3 ± 1) ÷ 2, so 1 and 2. The calculator uses an equivalent form that avoids a trap of computer arithmetic: when b² is much larger than 4ac, −b and √D are nearly equal, and subtracting them throws away most of the digits. It first computes q = −(b + sign(b)·√D) ÷ 2, in which the two terms always add, and then takes the roots as q ÷ a and c ÷ q. For x² − 100,000,000x + 1 the textbook form gives about 7.45e−9 for the small root, while this form gives the correct 1e−8.\n\nThe vertex sits halfway between the roots, at x = −b ÷ 2a, and its height is c − b² ÷ 4a. For x² − 3x + 2 the vertex is at (1.5, −0.25).",
  "readingTheResult": "Two real roots are the two points where the parabola crosses the x-axis; the expression is negative between them when a is positive and positive between them when a is negative. A double root means the parabola only touches the axis at its vertex, as x² − 6x + 9 does at x = 3.\n\nComplex roots mean the parabola never reaches the axis: x² + 2x + 5 stays above it, with roots −1 ± 2i. In a physical problem, such as the time a thrown ball lands, only the real roots have a meaning, and often only the positive one: for −4.9t² + 20t + 1.5 the ball lands after about 4.16 seconds, while the negative root lies before the throw.",
  "limitations": "The calculator solves one quadratic equation with numeric coefficients; it does not factor expressions with letters or solve cubic and higher equations. Roots are computed in double precision: they are accurate to about fifteen significant digits, but when the discriminant itself is very close to zero the rounding of b² − 4ac can decide between a double root and two roots extremely close together, or a tiny complex pair.\n\nCoefficients from measurements carry their own errors, and those pass into the roots. Where the answer matters, for example in engineering or finance, check it by putting the roots back into the equation.",
  "faq": [
    {
      "question": "What does the discriminant tell me?",
      "answer": "Its sign tells you the kind of roots before you compute them: positive for two real roots, zero for one repeated root and negative for two complex roots. Its square root also measures how far apart the two roots are: they differ by √D ÷ |a|."
    },
    {
      "question": "Why are my roots complex, and what does i mean?",
      "answer": "When b² is smaller than 4ac there is no real number whose square is the discriminant, so the roots involve i, the imaginary unit with i² = −1. The roots are then real part ± imaginary part × i, and the parabola does not cross the x-axis."
    },
    {
      "question": "Why not just use (−b ± √D) ÷ 2a?",
      "answer": "It is exactly right on paper, but a computer rounds every step. When one root is much smaller than the other, the textbook form subtracts two almost equal numbers and loses the small root's digits. The form used here gives the same answer whenever the textbook one is accurate, and the correct one when it is not."
    },
    {
      "question": "How do I check an answer?",
      "answer": "Put each root back into ax² + bx + c. The result should be 0, or very close to it for roots that had to be rounded. Also, the two roots always add up to −b ÷ a and multiply to c ÷ a."
    }
  ]
};
