import { assertComputable, assertNotNegative, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { letterGrade, type LetterGrade } from '../../_lib/letter-grade.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

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
    name: `score${row}`, label: `Assignment ${row} grade`, type: 'number', unit: '%', required: row === 1,
    min: 0, max: 150,
  }) as const satisfies NumberInputSpec;
const weightInput = (row: Row) =>
  ({
    name: `weight${row}`, label: `Assignment ${row} weight`, type: 'number', unit: '%', required: row === 1,
    min: 0, max: 100,
  }) as const satisfies NumberInputSpec;

const assignments = ROWS.map((row) => ({ score: scoreInput(row), weight: weightInput(row) }));
const targetGrade = {
  name: 'targetGrade', label: 'Target course grade', type: 'number', unit: '%', required: false, min: 0, max: 150,
} as const satisfies NumberInputSpec;

/** Weights are percent of the course, so the course is complete at 100. */
const WHOLE_COURSE = 100;
/** Weights such as 33.3 + 33.3 + 33.4 sum to 100 ± 1e-14: that is a complete course, not 1e-14 left to earn. */
const WEIGHT_TOLERANCE = 1e-9;

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
    { name: 'weightedGrade', type: 'number', unit: '%' },
    { name: 'letterGrade', type: 'string' },
    { name: 'totalWeight', type: 'number', unit: '%' },
    { name: 'requiredOnRemaining', type: 'number', unit: '%' },
    { name: 'targetStatus', type: 'string' },
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
