import type { ExplanatoryContent } from '../../types.js';

/** The explanatory text of the Grade Calculator page. */
export const gradeContent: ExplanatoryContent = {
  whatItComputes: [
    'Most courses do not grade everything equally: homework might be 10% of the grade, two midterms 20% each, a project 25% and the final exam 25%. This calculator combines your scores by those weights into one course grade, in percent, and gives the matching letter grade on the common US plus/minus scale (A+ from 97%, A from 93%, A- from 90%, B+ from 87%, and so on down to F below 60%).',
    'It also answers the question students ask most before exams: what do I need on my final? Enter the grade you want for the course, and while the weights you have entered add up to less than 100%, the calculator shows the average you need on the part of the course still to come.',
  ].join('\n\n'),
  howToUse: [
    'Take the weights from your syllabus. Enter each graded part on its own row, with your score in percent and its weight. A part can be a single test or a whole category, such as all homework at 15%; for a category, enter your average score within it. A row with a score but no weight is ignored.',
    'To find out what you need on the final, leave the final out of the rows and enter your target course grade, for example 90 for an A- or 80 for a B-. The remaining weight, 100 minus the weights you entered, is taken to be the final exam plus anything else not yet graded. If your course uses points instead of percentages, you can enter each part\'s points as its weight; the weighted grade is still right, but the grade needed assumes the weights are percentages of the course.',
  ].join('\n\n'),
  formulaExplained: [
    'G = Σ(s × w) ÷ Σw. Each score s is multiplied by its weight w, the products are added, and the sum is divided by the total weight. With 93% on homework worth 10%, 85% and 86% on midterms worth 20% each, 87% on a project worth 25% and 91% on a final worth 25%, the course grade is (930 + 1,700 + 1,720 + 2,175 + 2,275) ÷ 100 = 88%, a B+.',
    'Grade needed = (T × 100 − Σ(s × w)) ÷ (100 − Σw). Before the final, the first four parts give 6,525 weighted points over 75% of the course, an average of 87%. For an 88% course grade you need 8,800 points in all, so the final (25%) must bring (8,800 − 6,525) ÷ 25 = 91%.',
  ].join('\n\n'),
  readingTheResult: [
    'The letter grade is read from the raw percentage without rounding, so 89.99% is a B+, not an A-. When the weights entered add up to less than 100%, the grade shown is your current average, which is what most online gradebooks display; it can still move a long way with the parts to come.',
    'A grade needed above 100% means the target is out of reach unless extra credit is available: at 67% after half the course, a 90% course grade would need 113% on the rest. A grade needed of 0% or less means you have already secured the target, whatever happens on the rest. Anything in between is the average you need across the remaining work.',
  ].join('\n\n'),
  limitations: [
    'Grading policies differ. Some instructors drop the lowest quiz, cap extra credit, curve the final, require a minimum exam score to pass whatever the average, or round 89.5% up to an A-. Some schools use a different letter scale, such as a 10-point scale with A from 90% and no plus or minus grades. The calculator cannot know these rules, so check your syllabus and confirm anything important with your instructor.',
    'When your weights do not add up to 100, the grade is averaged over the weights you entered, as most grade calculators do. That is right for a course in progress, but if the weights should add up to 100 and do not, a weight is probably mistyped.',
  ].join('\n\n'),
  faq: [
    {
      question: 'What do I need on my final to get an A?',
      answer: 'Enter your scores and weights without the final, set the target course grade to the lowest percentage of an A at your school (93% on the plus/minus scale, 90% on a 10-point scale), and read the grade needed. If the final is worth 25% and your average so far is 87%, a 90% course grade needs 99% on the final.',
    },
    {
      question: 'Why is my weighted grade different from the average of my scores?',
      answer: 'A plain average counts every score the same. A weighted grade counts each in proportion to its weight, so a bad quiz worth 5% costs little, while a bad midterm worth 30% costs a lot.',
    },
    {
      question: 'What if my course uses points instead of percentages?',
      answer: 'Then your grade is simply the points earned divided by the points possible. You can enter each part\'s percentage score with its points possible as the weight, and the weighted grade is the same. The grade-needed figure assumes the weights are percentages of the course, so use it only when they are.',
    },
  ],
};
