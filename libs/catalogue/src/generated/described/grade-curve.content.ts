// Generated from libs/calc-engine/src/calculators/grade-curve/grade-curve.ts and grade-curve.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const gradeCurveContent: ExplanatoryContent = {
  "whatItComputes": "When a test turns out harder than intended, instructors often \"curve\" the grades: they raise the scores by a rule so the results match what the class actually learned. This calculator applies the five most common curves to your raw score and shows your adjusted score, the points the curve added, your new letter grade on the standard US plus/minus scale, and for the bell curve your z-score, the number of standard deviations you scored above or below the class average.\n\nThe methods are: flat points (everyone gets the same points), highest score becomes 100 (everyone gets the points the top student needed to reach 100), shift to a target average (everyone gets the gap between the class average and the average the instructor wants), square root (10 times the square root of your score), and the bell curve, which rescales everyone's distance from the class average to a target average and spread.",
  "howToUse": "Enter your score in percent and choose the method your instructor uses. Each method asks only for what it needs: the points to add; the highest score in the class; the class average and the target average; nothing more for the square root; or, for the bell curve, the class average and standard deviation and the target average and standard deviation. The target average starts at 75% and the target standard deviation at 10%, which are common choices; change them if your instructor announced others.\n\nIf you do not know which method will be used, try several: the results show how much each would help you.",
  "formulaExplained": "Flat: C = R + k, so 68 + 10 = 78, a C+. Highest to 100: C = R + (100 − H); with a top score of 92, everyone gets 8 points, so 68 becomes 76. Shift to a target average: C = R + (T − M); with a class average of 65 and a target of 75, everyone gets 10 points, so 68 becomes 78.\n\nSquare root: C = 10 × √R. A 64 becomes 10 × 8 = 80, and a 36 becomes 60; low scores gain the most points, and 100 stays 100. Bell curve: C = T + (R − M) ÷ σ × τ. With a class average of 60 and a standard deviation of 8, a 68 is exactly one standard deviation above average (z = 1), so with a target of 75 and a spread of 10 it becomes 75 + 10 = 85, a B.\n\nEvery method keeps the result between 0% and 100%: a 95 with 10 points added is 100, not 105.",
  "readingTheResult": "The adjusted score is what you would get if the whole class were curved by that rule. Most curves only add points, but the shift and bell-curve methods can lower a score when the class average is already above the target, and the bell curve can lower scores far below the average when the target spread is wider than the class's. Your z-score says where you stand: 0 is the class average, +1 is better than about 84% of a normally distributed class, and −1 better than about 16%.",
  "limitations": "This shows what a method would do, not what your instructor will do. Many instructors curve only the exam, not the course grade, some cap the points they add, and some decide after seeing the distribution. The letter grade uses the common plus/minus scale (A from 93%, B from 83%, C from 73%, D from 63%); your school's scale may differ.\n\nThe bell curve assumes scores are roughly normally distributed. With a small class or a lopsided test, a z-score can move grades more than intended. You also need the class average and standard deviation, which only your instructor has; estimates give estimated results.",
  "faq": [
    {
      "question": "How does curving a grade work?",
      "answer": "The instructor picks a rule and applies it to every score. The simplest adds the same points to everyone; others lift the top score to 100, move the average to a target, take a square root, or fit the scores to a bell curve."
    },
    {
      "question": "Which curve helps low scores the most?",
      "answer": "The square root curve: a 36 becomes 60 (24 points) while a 64 becomes 80 (16 points) and a 100 stays 100. Flat and shift curves give everyone the same points."
    },
    {
      "question": "Can a curve lower my grade?",
      "answer": "Flat, highest-to-100 and square root curves cannot. A shift or bell curve can if the class average is above the target, and a bell curve can lower scores far below the average if the target spread is wider than the class spread. Most instructors only curve upward."
    }
  ]
};
