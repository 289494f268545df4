// Generated from libs/calc-engine/src/calculators/gpa/gpa.ts and gpa.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const gpaContent: ExplanatoryContent = {
  "whatItComputes": "Your grade point average (GPA) turns letter grades into one number on a 0 to 4 scale, weighted by how many credits each course carries. This calculator takes up to six courses, each with its letter grade and credit hours, and gives your GPA for those courses, the number of credits counted and the total grade points.\n\nIt uses the standard US 4.0 scale published by the College Board: A = 4.0, A- = 3.7, B+ = 3.3, B = 3.0, B- = 2.7, C+ = 2.3, C = 2.0, C- = 1.7, D+ = 1.3, D = 1.0, D- = 0.7 and F = 0. The College Board and most US schools count an A+ as 4.0, like an A; some colleges count it as 4.3, so you can choose which.",
  "howToUse": "For each course, choose the letter grade and enter its credits (credit hours or units) as your transcript or course catalogue lists them; a typical college lecture course carries 3 or 4 credits and a lab 1. Rows without a grade, or with 0 credits, are left out, so unused rows can stay as they are. Courses taken pass/fail, audited or withdrawn do not count toward GPA at most schools, so leave them out too.\n\nFor a semester GPA, enter that term's courses. For a cumulative GPA over more courses than fit here, combine terms by their grade points: multiply each term's GPA by its credits, add the results, and divide by all the credits. A term of 3.43 on 7 credits (24 grade points) and a term of 3.00 on 15 credits (45 grade points) give 69 ÷ 22 = 3.14.",
  "formulaExplained": "GPA = Σ(p × c) ÷ Σc. Each course's grade points p are multiplied by its credits c; the products are added and divided by the total credits. Credits act as weights, so a 4-credit course moves your GPA more than a 1-credit seminar.\n\nAn A in a 3-credit course and a B in a 4-credit course give 4.0 × 3 + 3.0 × 4 = 24 grade points over 7 credits: a GPA of 24 ÷ 7 = 3.43. A plain average of the two grades would say 3.5, which is too high because the B course carries more credit. On the 4.3 scale, an A+ (4 credits), a B (2 credits) and an A (3 credits) give 17.2 + 6 + 12 = 35.2 points over 9 credits, a GPA of 3.91; counting the A+ as 4.0 gives 34 ÷ 9 = 3.78.",
  "readingTheResult": "The reading under your result follows a common rule of thumb: below 2.0 needs improvement, 2.0 to 2.99 is average, 3.0 to 3.49 is good, and 3.5 or higher is excellent. A 2.0 is a C average. It is the minimum many colleges require for good academic standing, and the federal rules on satisfactory academic progress for financial aid (34 CFR 668.34) expect at least a C average by the end of the second year of a longer program. Many honors programs, scholarships and graduate schools ask for 3.0 or 3.5.\n\nA GPA on the 4.3 scale can go above 4.0, and a weighted high-school GPA can reach 5.0, so compare a GPA only with others computed on the same scale.",
  "limitations": "This is an unweighted GPA. Many high schools add 0.5 point for honors courses and 1.0 for AP or IB courses, giving a weighted GPA above 4.0, and colleges often recalculate applicants' GPAs on their own scale anyway. Schools also differ in details: some have no minus grades, some count plus and minus as a third of a point (3.67, 3.33), some replace a repeated course's grade instead of averaging both attempts, and they round to two or three decimals.\n\nSystems outside the US work differently. An Indian CGPA on a 10-point scale, for example, cannot be entered here as letter grades, and converting one to a US GPA needs the receiving school's own rule. The GPA on your official transcript is the one that counts; use this calculator to plan and to check it.",
  "faq": [
    {
      "question": "What is a good GPA?",
      "answer": "It depends on your goals. A 3.0 (B average) is good and meets many scholarship and internship minimums; 3.5 and above is excellent and is often needed for honors programs and selective graduate schools. Below 2.0 can mean academic probation at many colleges."
    },
    {
      "question": "Does an A+ count as 4.0 or 4.3?",
      "answer": "On the College Board scale and at most US schools an A+ is 4.0, the same as an A. Some colleges award 4.3. Choose the scale your school uses in the \"A+ counts as\" field; your school's catalogue or registrar will tell you which."
    },
    {
      "question": "How do I calculate my cumulative GPA?",
      "answer": "Add the grade points of every term (each term's GPA times its credits) and divide by all the graded credits. Terms of 3.43 on 7 credits and 3.00 on 15 credits give (24 + 45) ÷ 22 = 3.14, not 3.21, the plain average of the two term GPAs."
    },
    {
      "question": "How much does an F hurt my GPA?",
      "answer": "An F counts 0 points, but its credits still count, so it pulls the average down hard. A B, a B-, an F and a C in courses of 3, 3, 3 and 4 credits give 25.1 ÷ 13 = 1.93. Many schools let you retake the course and replace the F; ask your registrar how yours handles it."
    }
  ]
};
