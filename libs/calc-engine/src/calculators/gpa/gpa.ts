import { assertComputable, assertNotNegative, nothingEntered } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, DetailValue, NumberInputSpec, SelectInputSpec } from '../../types.js';

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

/** Labels of the grade select, by grade points (College Board 4.0 scale; A+ depends on `aPlusValue`). */
const GRADE_OPTIONS: Readonly<Record<number, string>> = {
  4.3: 'A+ (4.0, or 4.3 on the 4.3 scale)', 4: 'A (4.0)', 3.7: 'A- (3.7)', 3.3: 'B+ (3.3)', 3: 'B (3.0)', 2.7: 'B- (2.7)',
  2.3: 'C+ (2.3)', 2: 'C (2.0)', 1.7: 'C- (1.7)', 1.3: 'D+ (1.3)', 1: 'D (1.0)', 0.7: 'D- (0.7)', 0: 'F (0.0)',
};

const gradeInput = (row: Row) =>
  ({
    name: `course${row}Grade`, label: `Course ${row} Grade`, type: 'select', required: row === 1,
    options: Object.values(GRADE_POINTS), optionLabels: GRADE_OPTIONS, ...(row === 1 ? { uiDefault: GRADE_POINTS.A } : {}),
  }) as const satisfies SelectInputSpec;
const creditsInput = (row: Row) =>
  ({
    name: `course${row}Credits`, label: `Course ${row} Credits`, type: 'number', unit: 'credits', required: row === 1,
    min: 0, max: 10, step: 0.5, uiDefault: 3, placeholder: 'e.g. 3',
    ...(row === 1 ? { help: 'Credit hours (units) of the course; a row without a grade or with 0 credits is left out.' } : {}),
  }) as const satisfies NumberInputSpec;

const courses = ROWS.map((row) => ({ grade: gradeInput(row), credits: creditsInput(row) }));
const aPlusValue = {
  name: 'aPlusValue', label: 'A+ counts as', type: 'select', required: false, default: A_PLUS_VALUE.standard,
  uiDefault: A_PLUS_VALUE.standard, options: [A_PLUS_VALUE.standard, A_PLUS_VALUE.fourPointThree],
  optionLabels: { 4: 'Standard 4.0 scale (A+ = 4.0)', 4.3: '4.3 scale (A+ = 4.3)' },
  help: 'Most US schools and the College Board count an A+ as 4.0; some colleges give 4.3.',
} as const satisfies SelectInputSpec;

/** Letter averages of the 4.0 scale, best first, to say what a GPA corresponds to. */
const LETTER_AVERAGES: readonly (readonly [points: number, letter: string])[] = [
  [4, 'A'], [3.7, 'A-'], [3.3, 'B+'], [3, 'B'], [2.7, 'B-'], [2.3, 'C+'], [2, 'C'], [1.7, 'C-'], [1.3, 'D+'],
  [1, 'D'], [0.7, 'D-'], [0, 'F'],
];
/** A GPA this close to a letter's points is that letter's average; one this far below still reaches it. */
const SAME_AVERAGE = 0.005;
const REACHES = 1e-9;
/** The highest GPA of the 4.0 scale, passed only where an A+ counts 4.3. */
const STRAIGHT_A = 4;

const withArticle = (letter: string) => `${/^[AF]/.test(letter) ? 'an' : 'a'} ${letter}`;
type Details = Readonly<Record<string, DetailValue>>;
const gpaOf = ({ gpa: value }: Details) => value as number;

/**
 * What a GPA corresponds to: above a straight-A 4.0, a letter's average, or between two letters' averages
 * ("between a B+ (3.3) and an A- (3.7) average").
 */
const LETTER_NOTES = [
  { when: (value: number) => value > STRAIGHT_A, text: 'It is above a straight-A 4.0, which only a scale that counts an A+ as 4.3 allows.' },
  ...LETTER_AVERAGES.flatMap(([points, letter], index) => {
    const [upperPoints, upperLetter] = LETTER_AVERAGES[index - 1] ?? [STRAIGHT_A, 'A'];
    // The GPA reaches this letter's points and not the next letter's up.
    const within = (value: number) => value <= STRAIGHT_A && value >= points - REACHES && (index === 0 || value < upperPoints - REACHES);
    return [
      { when: (value: number) => within(value) && Math.abs(value - points) < SAME_AVERAGE, text: `That is ${withArticle(letter)} average.` },
      {
        when: (value: number) => within(value) && !(Math.abs(value - points) < SAME_AVERAGE),
        text: `That is between ${withArticle(letter)} (${points.toFixed(1)}) and ${withArticle(upperLetter)} (${upperPoints.toFixed(1)}) average.`,
      },
    ];
  }),
].map(({ when, text }) => ({ when: (_inputs: GpaInputs, details: Details) => when(gpaOf(details)), text }));

/** The bands of docs/product.md#result-interpretations: what the GPA is, and the advice that goes with it. */
const GPA_BANDS = [
  {
    below: 2, reading: 'needs improvement',
    advice: 'Below 2.0, a C average, many colleges place students on academic probation; an adviser can help you plan retakes or a lighter course load.',
  },
  { below: 3, reading: 'is average', advice: 'Raising it to 3.0, a B average, opens many scholarships and internships that set that minimum.' },
  { below: 3.5, reading: 'is good', advice: 'Many honors programs and selective graduate schools look for 3.5 or more.' },
  { below: undefined, reading: 'is excellent', advice: 'It meets the bar of most honors programs, scholarships and graduate schools.' },
];
const ADVICE_NOTES = GPA_BANDS.map(({ below, advice }, index) => {
  const above = GPA_BANDS[index - 1]?.below ?? -Infinity;
  return {
    when: (_inputs: GpaInputs, details: Details) => gpaOf(details) >= above && (below === undefined || gpaOf(details) < below),
    text: advice,
  };
});

export const gpa = defineCalculator<GpaInputs, GpaDetails>({
  slug: 'gpa',
  inputs: [...courses.flatMap((course) => [course.grade, course.credits]), aPlusValue],
  outputs: [
    { name: 'gpa', type: 'number', label: 'GPA', words: 'the GPA' },
    { name: 'totalCredits', type: 'number', unit: 'credits', label: 'Credits counted' },
    { name: 'totalGradePoints', type: 'number', unit: 'points', label: 'Grade points (points × credits)' },
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
  // The worked solution and the what-ifs add up a varying number of courses, so they stay code: see the explainer's
  // src/worked-steps/gpa.ts and src/insights/gpa.ts.
  intermediates: {
    gpaShown: { decimals: 2, fixed: true, value: (_inputs, details) => gpaOf(details) },
    creditsCounted: { unit: 'credits', decimals: 1, value: (_inputs, { totalCredits }) => totalCredits as number },
  },
  assessment: {
    of: 'gpa',
    bands: GPA_BANDS.map(({ below, reading }) => ({
      ...(below === undefined ? {} : { below }), text: `A GPA of {gpaShown} over {creditsCounted} ${reading}.`,
    })),
    notes: [...LETTER_NOTES, ...ADVICE_NOTES],
  },
  properties: [
    { output: 'totalCredits', input: 'course1Credits', direction: 'rises' },
    { output: 'totalGradePoints', input: 'course1Credits', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'an A over 3 credits and a B over 4: 24 / 7 = 3.43', source: 'bestpercentagecalculator.net',
      inputs: { course1Grade: 4, course1Credits: 3, course2Grade: 3, course2Credits: 4 }, expected: { gpa: 3.43 }, decimals: 2,
      exact: { totalCredits: 7, totalGradePoints: 24 },
    },
    {
      name: 'an A+ counted as 4.3 on the 4.3 scale: 35.2 / 9 = 3.91', source: 'calculator.net GPA example',
      inputs: {
        course1Grade: 4.3, course1Credits: 4, course2Grade: 3, course2Credits: 2, course3Grade: 4, course3Credits: 3,
        aPlusValue: 4.3,
      },
      expected: { gpa: 3.91 }, decimals: 2, exact: { totalCredits: 9 },
    },
  ],
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
