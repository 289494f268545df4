import { disclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition, InputPresentation } from '../../types.js';
import { numberDetail, percent, primaryNumber } from '../finance/result-reading.js';

const ROWS = [1, 2, 3, 4, 5, 6] as const;

function assignmentInputs(row: number): [string, InputPresentation][] {
  return [
    [
      `score${row}`,
      {
        label: `Assignment ${row} Grade`,
        placeholder: row === 1 ? 'e.g. 93' : 'optional',
        unit: '%',
        step: 0.1,
        ...(row === 1 ? { help: 'Your score in percent; above 100 counts extra credit.' } : {}),
      },
    ],
    [
      `weight${row}`,
      {
        label: `Assignment ${row} Weight`,
        placeholder: row === 1 ? 'e.g. 10' : 'optional',
        unit: '%',
        step: 0.1,
        ...(row === 1 ? { help: 'Its share of the course grade, from the syllabus; the weights need not add up to 100.' } : {}),
      },
    ],
  ];
}

/** Weights typed as 33.3 + 33.3 + 33.4 add up to 100 give or take a rounding error: that is the whole course. */
const WHOLE_COURSE_TOLERANCE = 1e-9;

const withArticle = (letter: string) => `${/^[AF]/.test(letter) ? 'an' : 'a'} ${letter}`;

export const grade: CalculatorDefinition = {
  slug: 'grade',
  aliases: ['grade-calculator', 'final-grade', 'final-grade-calculator', 'weighted-grade', 'final-exam-grade', 'grade-needed'],
  title: 'Grade Calculator',
  description:
    'Work out your weighted course grade and letter grade, and the score you need on the final exam to reach the grade you want.',
  category: 'education',
  inputs: {
    ...Object.fromEntries(ROWS.flatMap(assignmentInputs)),
    targetGrade: {
      label: 'Target Course Grade',
      placeholder: 'e.g. 90',
      unit: '%',
      step: 0.1,
      help: 'Optional: while the weights add up to less than 100, shows the average you need on the rest.',
    },
  },
  formula: {
    expression: 'G = Σ(s × w) ÷ Σw;   needed = (T × 100 − Σ(s × w)) ÷ (100 − Σw)',
    symbols: [
      { symbol: 'G', meaning: 'weighted grade, in percent' },
      { symbol: 's', meaning: 'score of an assignment, exam or category, in percent' },
      { symbol: 'w', meaning: 'its weight, in percent of the course' },
      { symbol: 'T', meaning: 'the course grade you want, in percent' },
      { symbol: 'needed', meaning: 'the average you need on the weight still to come, such as the final exam' },
    ],
    text: 'Each score counts in proportion to its weight, and the total is divided by the weight entered so far. The grade needed is what the remaining weight must add to reach your target.',
  },
  examples: [
    {
      description: 'A finished course: five parts weighted 10, 20, 20, 25 and 25%',
      inputs: { score1: 93, weight1: 10, score2: 85, weight2: 20, score3: 86, weight3: 20, score4: 87, weight4: 25, score5: 91, weight5: 25 },
    },
    {
      description: 'Before a final worth 25%: what is needed for an 88% course grade',
      inputs: { score1: 93, weight1: 10, score2: 85, weight2: 20, score3: 86, weight3: 20, score4: 87, weight4: 25, targetGrade: 88 },
    },
    {
      description: 'Halfway through at 67%, hoping for a C- (70%)',
      inputs: { score1: 70, weight1: 20, score2: 65, weight2: 30, targetGrade: 70 },
    },
    {
      description: 'Halfway through at 67%, hoping for an A- (90%)',
      inputs: { score1: 70, weight1: 20, score2: 65, weight2: 30, targetGrade: 90 },
    },
    {
      description: 'A 93.5% average with a final worth 20% to go and a 70% target',
      inputs: { score1: 95, weight1: 40, score2: 92, weight2: 40, targetGrade: 70 },
    },
  ],
  disclaimer: disclaimers.academic,
  interpret(result) {
    const value = primaryNumber(result);
    const totalWeight = numberDetail(result, 'totalWeight');
    if (value === undefined || totalWeight === undefined) return 'Enter at least one score with its weight to see your grade.';
    const letter = result.details['letterGrade'];
    const sentences = [
      typeof letter === 'string'
        ? `Your weighted grade is ${percent(value)}, ${withArticle(letter)} on the standard US scale.`
        : `Your weighted grade is ${percent(value)}.`,
    ];
    const remaining = 100 - totalWeight;
    const required = numberDetail(result, 'requiredOnRemaining');
    const status = result.details['targetStatus'];
    if (Math.abs(remaining) <= WHOLE_COURSE_TOLERANCE) {
      sentences.push('The weights add up to 100%, so this is your course grade if these are all the graded parts.');
    } else if (remaining < 0) {
      sentences.push(
        `The weights add up to ${formatNumber(totalWeight, 2)}, not 100, so each counts as its share of that total; check them against the syllabus if they should be percentages.`,
      );
    } else {
      const rest = `${formatNumber(remaining, 2)}% of the course`;
      sentences.push(`The weights entered add up to ${formatNumber(totalWeight, 2)}%, so this is your average so far.`);
      if (required === undefined) {
        sentences.push(`Add a target course grade to see what you need on the remaining ${rest}.`);
      } else if (status === 'already secured') {
        sentences.push(`You have already secured your target: even 0% on the remaining ${rest} keeps you at or above it.`);
      } else if (status === 'not achievable') {
        sentences.push(
          `Your target would need an average of ${percent(required)} on the remaining ${rest}, which is not achievable without extra credit.`,
        );
      } else {
        sentences.push(`To reach your target you need an average of ${percent(required)} on the remaining ${rest}.`);
      }
    }
    return sentences.join(' ');
  },
  content: {
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
  },
  keywords: [
    'grade calculator', 'final grade calculator', 'what do i need on my final', 'weighted grade', 'final exam grade',
    'grade needed', 'class grade', 'course grade', 'weighted average grade', 'what grade do i need', 'letter grade',
    'grade calulator', 'grade calcuator', 'final grade', 'test score',
  ],
  related: ['gpa', 'grade-curve', 'percentage'],
  outputLabels: {
    weightedGrade: 'Weighted grade',
    letterGrade: 'Letter grade',
    totalWeight: 'Weight entered',
    requiredOnRemaining: 'Average needed on the rest',
    targetStatus: 'Target',
  },
};
