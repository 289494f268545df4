import { disclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition, InputPresentation } from '../../types.js';
import { numberDetail, percent, primaryNumber } from '../../result-reading.js';

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
