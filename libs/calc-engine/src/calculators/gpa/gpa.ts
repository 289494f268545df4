import { assertComputable, assertNotNegative, nothingEntered } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Grade points of the US 4.0 scale (College Board), the values of each course's grade select. */
export const GRADE_POINTS = {
  'A+': 4.3, A: 4, 'A-': 3.7, 'B+': 3.3, B: 3, 'B-': 2.7, 'C+': 2.3, C: 2, 'C-': 1.7, 'D+': 1.3, D: 1, 'D-': 0.7, F: 0,
} as const;

export type GradePoints = (typeof GRADE_POINTS)[keyof typeof GRADE_POINTS];

/** Codes of the `aPlusValue` select: what an A+ counts as. */
export const A_PLUS_VALUE = { standard: 4, fourPointThree: 4.3 } as const;

export type APlusValue = (typeof A_PLUS_VALUE)[keyof typeof A_PLUS_VALUE];

export interface GpaInputs {
  readonly course1Grade: GradePoints;
  /** Credits (credit hours) of course 1. */
  readonly course1Credits: number;
  readonly course2Grade?: GradePoints;
  readonly course2Credits?: number;
  readonly course3Grade?: GradePoints;
  readonly course3Credits?: number;
  readonly course4Grade?: GradePoints;
  readonly course4Credits?: number;
  readonly course5Grade?: GradePoints;
  readonly course5Credits?: number;
  readonly course6Grade?: GradePoints;
  readonly course6Credits?: number;
  /** 4 (default, College Board) or 4.3 (calculator.net). */
  readonly aPlusValue?: APlusValue;
}

export interface GpaDetails extends Record<string, number> {
  readonly gpa: number;
  /** Credits of the courses counted (rows with a grade and credits). */
  readonly totalCredits: number;
  /** Σ points × credits. */
  readonly totalGradePoints: number;
}

const ROWS = [1, 2, 3, 4, 5, 6] as const;

type Row = (typeof ROWS)[number];

const gradeInput = (row: Row) =>
  ({
    name: `course${row}Grade`, label: `Course ${row} grade`, type: 'select', required: row === 1,
    options: Object.values(GRADE_POINTS),
  }) as const satisfies SelectInputSpec;
const creditsInput = (row: Row) =>
  ({
    name: `course${row}Credits`, label: `Course ${row} credits`, type: 'number', unit: 'credits', required: row === 1,
    min: 0, max: 10,
  }) as const satisfies NumberInputSpec;

const courses = ROWS.map((row) => ({ grade: gradeInput(row), credits: creditsInput(row) }));
const aPlusValue = {
  name: 'aPlusValue', label: 'A+ counts as', type: 'select', required: false, default: A_PLUS_VALUE.standard,
  options: [A_PLUS_VALUE.standard, A_PLUS_VALUE.fourPointThree],
} as const satisfies SelectInputSpec;

export const gpa = defineCalculator<GpaInputs, GpaDetails>({
  slug: 'gpa',
  inputs: [...courses.flatMap((course) => [course.grade, course.credits]), aPlusValue],
  outputs: [
    { name: 'gpa', type: 'number' },
    { name: 'totalCredits', type: 'number', unit: 'credits' },
    { name: 'totalGradePoints', type: 'number', unit: 'points' },
  ],
  primary: 'gpa',
  compute(inputs) {
    const aPlus = inputs.aPlusValue ?? aPlusValue.default;
    let totalCredits = 0;
    let totalGradePoints = 0;
    for (const row of ROWS) {
      const grade = inputs[`course${row}Grade`];
      const credits = inputs[`course${row}Credits`];
      if (credits !== undefined) assertNotNegative(credits, creditsInput(row));
      // A row with a grade but no credits, or credits but no grade, is not a course yet.
      if (grade === undefined || credits === undefined || credits === 0) continue;
      const points = grade === GRADE_POINTS['A+'] ? aPlus : grade;
      totalCredits += credits;
      totalGradePoints += points * credits;
    }
    if (totalCredits === 0) nothingEntered(messages.addAtLeastOne('course with a grade and credits'), creditsInput(1));
    const details: GpaDetails = { gpa: totalGradePoints / totalCredits, totalCredits, totalGradePoints };
    assertComputable(details, creditsInput(1));
    return { value: details.gpa, details };
  },
});

/**
 * Grade point average on the US 4.0 scale, weighted by credits, over the courses with a grade and credits.
 * @param inputs - up to six rows of `courseNGrade` (grade points: 4 A, 3.7 A-... 0 F; 4.3 A+) and
 * `courseNCredits`, and `aPlusValue` (an A+ counts 4 by default, or 4.3)
 * @returns the GPA as `value`, unrounded, with the credits and grade points counted in `details`
 * @example
 * gradePointAverage({ course1Grade: 4, course1Credits: 3, course2Grade: 3, course2Credits: 4 }).value;
 * // 3.428571... = (4 × 3 + 3 × 4) / 7
 */
export function gradePointAverage(inputs: GpaInputs): CalculationResult<GpaDetails> {
  return runCalculator(gpa, inputs);
}
