import { assertComputable, assertNotNegative, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { letterGrade, type LetterGrade } from '../../_lib/letter-grade.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, DetailValue, NumberInputSpec } from '../../types.js';

export interface GradeInputs {
  /** Percent; above 100 for extra credit. */
  readonly score1: number;
  /** Percent of the course (or points); the weights need not add up to 100. */
  readonly weight1: number;
  readonly score2?: number;
  readonly weight2?: number;
  readonly score3?: number;
  readonly weight3?: number;
  readonly score4?: number;
  readonly weight4?: number;
  readonly score5?: number;
  readonly weight5?: number;
  readonly score6?: number;
  readonly weight6?: number;
  /** Percent wanted for the whole course; gives `requiredOnRemaining` while the weights total less than 100. */
  readonly targetGrade?: number;
}

/** How the average needed on the remaining weight reads: above 100 out of reach, 0 or less already reached. */
export type TargetStatus = 'achievable' | 'not achievable' | 'already secured';

// A type alias, not an interface: an interface's optional keys clash with the Record index signature.
export type GradeDetails = {
  readonly weightedGrade: number;
  readonly letterGrade: LetterGrade;
  readonly totalWeight: number;
  /** Average (%) needed on the weight still to come for `targetGrade`; only while the weights total < 100. */
  readonly requiredOnRemaining?: number;
  /** Only with `requiredOnRemaining`. */
  readonly targetStatus?: TargetStatus;
};

const ROWS = [1, 2, 3, 4, 5, 6] as const;

type Row = (typeof ROWS)[number];

const scoreInput = (row: Row) =>
  ({
    name: `score${row}`, label: `Assignment ${row} Grade`, type: 'number', unit: '%', required: row === 1,
    min: 0, max: 150, step: 0.1, placeholder: row === 1 ? 'e.g. 93' : 'optional',
    ...(row === 1 ? { help: 'Your score in percent; above 100 counts extra credit.' } : {}),
  }) as const satisfies NumberInputSpec;
const weightInput = (row: Row) =>
  ({
    name: `weight${row}`, label: `Assignment ${row} Weight`, type: 'number', unit: '%', required: row === 1,
    min: 0, max: 100, step: 0.1, placeholder: row === 1 ? 'e.g. 10' : 'optional',
    ...(row === 1 ? { help: 'Its share of the course grade, from the syllabus; the weights need not add up to 100.' } : {}),
  }) as const satisfies NumberInputSpec;

const assignments = ROWS.map((row) => ({ score: scoreInput(row), weight: weightInput(row) }));
const targetGrade = {
  name: 'targetGrade', label: 'Target Course Grade', type: 'number', unit: '%', required: false, min: 0, max: 150,
  step: 0.1, placeholder: 'e.g. 90', help: 'Optional: while the weights add up to less than 100, shows the average you need on the rest.',
} as const satisfies NumberInputSpec;

/** Weights are percent of the course, so the course is complete at 100. */
const WHOLE_COURSE = 100;
/** Weights such as 33.3 + 33.3 + 33.4 sum to 100 ± 1e-14: that is a complete course, not 1e-14 left to earn. */
const WEIGHT_TOLERANCE = 1e-9;

// grade-calculator.org's syllabus: homework 10%, two quizzes 20% each, midterm 25%, final 25%.
const SYLLABUS = { score1: 93, weight1: 10, score2: 85, weight2: 20, score3: 86, weight3: 20, score4: 87, weight4: 25 };

type GradeReading = { when: (details: Readonly<Record<string, DetailValue>>) => boolean; text: string };

/** The first sentence: "an" before a letter read with a vowel sound (A, F). */
const OPENINGS: readonly GradeReading[] = [
  {
    when: ({ letterGrade: letter }) => /^[AF]/.test(String(letter)),
    text: 'Your weighted grade is {weightedGrade}, an {letterGrade} on the standard US scale.',
  },
  { when: () => true, text: 'Your weighted grade is {weightedGrade}, a {letterGrade} on the standard US scale.' },
];

/** What the weights entered mean: the whole course, more than 100, or the average so far and what the target needs. */
const READINGS: readonly GradeReading[] = [
  {
    when: ({ totalWeight }) => Math.abs(WHOLE_COURSE - (totalWeight as number)) <= WEIGHT_TOLERANCE,
    text: 'The weights add up to 100%, so this is your course grade if these are all the graded parts.',
  },
  {
    when: ({ totalWeight }) => (totalWeight as number) > WHOLE_COURSE,
    text: 'The weights add up to {weightSum}, not 100, so each counts as its share of that total; check them against the syllabus if they should be percentages.',
  },
  {
    when: ({ requiredOnRemaining }) => requiredOnRemaining === undefined,
    text: 'The weights entered add up to {totalWeight}, so this is your average so far. Add a target course grade to see what you need on the remaining {remainingWeight} of the course.',
  },
  {
    when: ({ targetStatus: status }) => status === 'already secured',
    text: 'The weights entered add up to {totalWeight}, so this is your average so far. You have already secured your target: even 0% on the remaining {remainingWeight} of the course keeps you at or above it.',
  },
  {
    when: ({ targetStatus: status }) => status === 'not achievable',
    text: 'The weights entered add up to {totalWeight}, so this is your average so far. Your target would need an average of {requiredOnRemaining} on the remaining {remainingWeight} of the course, which is not achievable without extra credit.',
  },
  {
    when: () => true,
    text: 'The weights entered add up to {totalWeight}, so this is your average so far. To reach your target you need an average of {requiredOnRemaining} on the remaining {remainingWeight} of the course.',
  },
];

/** Every opening with every reading, in order; the last one, which always holds, is the assessment's band. */
const GRADE_READINGS = OPENINGS.flatMap((opening) => READINGS.map((reading) => ({
  when: (_inputs: GradeInputs, details: Readonly<Record<string, DetailValue>>) => opening.when(details) && reading.when(details),
  text: `${opening.text} ${reading.text}`,
})));

function targetStatus(required: number): TargetStatus {
  // A grade needed above 100 is "not achievable", even though extra credit can exceed 100.
  if (required > 100) return 'not achievable';
  if (required <= 0) return 'already secured';
  return 'achievable';
}

export const grade = defineCalculator<GradeInputs, GradeDetails>({
  slug: 'grade',
  inputs: [...assignments.flatMap((row) => [row.score, row.weight]), targetGrade],
  outputs: [
    { name: 'weightedGrade', type: 'number', unit: '%', label: 'Weighted grade' },
    { name: 'letterGrade', type: 'string', label: 'Letter grade' },
    { name: 'totalWeight', type: 'number', unit: '%', label: 'Weight entered' },
    { name: 'requiredOnRemaining', type: 'number', unit: '%', label: 'Average needed on the rest' },
    { name: 'targetStatus', type: 'string', label: 'Target' },
  ],
  primary: 'weightedGrade',
  compute(inputs) {
    let totalWeight = 0;
    let weightedPoints = 0;
    for (const row of ROWS) {
      const score = inputs[`score${row}`];
      const weight = inputs[`weight${row}`];
      if (weight !== undefined) assertNotNegative(weight, weightInput(row));
      // A score without a weight (or a weight without a score) does not count yet.
      if (score === undefined || weight === undefined) continue;
      totalWeight += weight;
      weightedPoints += score * weight;
    }
    if (!(totalWeight > 0)) outOfDomain(messages.greaterThanZero('Total weight'), weightInput(1));
    // Normalised by the weights entered, as calculator.net does when they do not add up to 100.
    const weightedGrade = weightedPoints / totalWeight;
    const letter = letterGrade(weightedGrade);
    const remaining = WHOLE_COURSE - totalWeight;
    const required =
      inputs.targetGrade !== undefined && remaining > WEIGHT_TOLERANCE
        ? (inputs.targetGrade * WHOLE_COURSE - weightedPoints) / remaining
        : undefined;
    assertComputable({ weightedGrade, weightedPoints, required }, scoreInput(1));
    return {
      value: weightedGrade,
      unit: '%',
      category: letter,
      details: {
        weightedGrade,
        letterGrade: letter,
        totalWeight,
        ...(required === undefined ? {} : { requiredOnRemaining: required, targetStatus: targetStatus(required) }),
      },
    };
  },
  // The worked solution and the what-ifs add up a varying number of rows, so they stay code: see the explainer's
  // src/worked-steps/grade.ts and src/insights/grade.ts.
  intermediates: {
    weightSum: { value: (_inputs, { totalWeight }) => totalWeight as number },
    remainingWeight: { unit: '%', value: (_inputs, { totalWeight }) => WHOLE_COURSE - (totalWeight as number) },
  },
  assessment: { of: 'weightedGrade', cases: GRADE_READINGS.slice(0, -1), bands: [{ text: GRADE_READINGS.at(-1)?.text ?? '' }] },
  referenceValues: [
    {
      name: 'the whole syllabus with 91% on the final: 88%, a B+', source: 'grade-calculator.org',
      inputs: { ...SYLLABUS, score5: 91, weight5: 25 }, expected: { weightedGrade: 88 }, decimals: 10,
      exact: { letterGrade: 'B+', totalWeight: 100 },
    },
    {
      name: '91% needed on the 25% final for an 88% course after averaging 87%', source: 'grade-calculator.org',
      inputs: { ...SYLLABUS, targetGrade: 88 }, expected: { weightedGrade: 87, requiredOnRemaining: 91 }, decimals: 10,
      exact: { totalWeight: 75, targetStatus: 'achievable' },
    },
  ],
});

/**
 * Weighted course grade with its letter, and the average needed on the rest of the course for a target grade.
 * @param inputs - up to six rows of `scoreN` (%) and `weightN` (% of the course), and an optional
 * `targetGrade` (%)
 * @returns the weighted grade as `value` (%), the letter as `category`; `details` add the total weight and,
 * while it is below 100 and a target is given, `requiredOnRemaining` with `targetStatus`
 * @example
 * weightedGrade({ score1: 93, weight1: 10, score2: 85, weight2: 20, score3: 86, weight3: 20, score4: 87, weight4: 25,
 *   targetGrade: 88 }).details.requiredOnRemaining;
 * // 91 = (88 × 100 − 6525) / 25: the final exam (25%) needs 91% for an 88% course grade
 */
export function weightedGrade(inputs: GradeInputs): CalculationResult<GradeDetails> {
  return runCalculator(grade, inputs);
}
