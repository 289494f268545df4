import { disclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition, InputPresentation } from '../../types.js';
import { numberDetail, primaryNumber } from '../../result-reading.js';

/** Labels of the grade select, by grade points (College Board 4.0 scale; A+ depends on `aPlusValue`). */
const GRADE_OPTIONS: Readonly<Record<number, string>> = {
  4.3: 'A+ (4.0, or 4.3 on the 4.3 scale)',
  4: 'A (4.0)',
  3.7: 'A- (3.7)',
  3.3: 'B+ (3.3)',
  3: 'B (3.0)',
  2.7: 'B- (2.7)',
  2.3: 'C+ (2.3)',
  2: 'C (2.0)',
  1.7: 'C- (1.7)',
  1.3: 'D+ (1.3)',
  1: 'D (1.0)',
  0.7: 'D- (0.7)',
  0: 'F (0.0)',
};

const ROWS = [1, 2, 3, 4, 5, 6] as const;

function courseInputs(row: number): [string, InputPresentation][] {
  return [
    [
      `course${row}Grade`,
      {
        label: `Course ${row} Grade`,
        optionLabels: GRADE_OPTIONS,
        ...(row === 1 ? { uiDefault: 4 } : {}),
      },
    ],
    [
      `course${row}Credits`,
      {
        label: `Course ${row} Credits`,
        placeholder: 'e.g. 3',
        unit: 'credits',
        step: 0.5,
        uiDefault: 3,
        ...(row === 1 ? { help: 'Credit hours (units) of the course; a row without a grade or with 0 credits is left out.' } : {}),
      },
    ],
  ];
}

/** Letter averages of the 4.0 scale, best first, to say what a GPA corresponds to. */
const LETTER_AVERAGES: readonly (readonly [points: number, letter: string])[] = [
  [4, 'A'], [3.7, 'A-'], [3.3, 'B+'], [3, 'B'], [2.7, 'B-'], [2.3, 'C+'], [2, 'C'], [1.7, 'C-'], [1.3, 'D+'],
  [1, 'D'], [0.7, 'D-'], [0, 'F'],
];

const withArticle = (letter: string) => `${/^[AF]/.test(letter) ? 'an' : 'a'} ${letter}`;
const points = (value: number) => formatNumber(value, 2, true);

/** "a B average", "between a B+ (3.3) and an A- (3.7) average", or above a straight-A 4.0. */
function letterAverage(gpa: number): string {
  if (gpa > 4) return 'It is above a straight-A 4.0, which only a scale that counts an A+ as 4.3 allows.';
  const index = LETTER_AVERAGES.findIndex(([value]) => gpa >= value - 1e-9);
  const [value, letter] = LETTER_AVERAGES[index] ?? [0, 'F'];
  if (Math.abs(gpa - value) < 0.005) return `That is ${withArticle(letter)} average.`;
  const [upperValue, upperLetter] = LETTER_AVERAGES[index - 1] ?? [4, 'A'];
  return `That is between ${withArticle(letter)} (${value.toFixed(1)}) and ${withArticle(upperLetter)} (${upperValue.toFixed(1)}) average.`;
}

export const gpa: CalculatorDefinition = {
  slug: 'gpa',
  aliases: ['gpa-calculator', 'grade-point-average', 'college-gpa', 'cumulative-gpa', 'cgpa', 'semester-gpa'],
  title: 'GPA Calculator',
  description:
    'Work out your grade point average on the 4.0 scale from the letter grade and credit hours of each course.',
  category: 'education',
  inputs: {
    ...Object.fromEntries(ROWS.flatMap(courseInputs)),
    aPlusValue: {
      label: 'A+ counts as',
      uiDefault: 4,
      optionLabels: { 4: 'Standard 4.0 scale (A+ = 4.0)', 4.3: '4.3 scale (A+ = 4.3)' },
      help: 'Most US schools and the College Board count an A+ as 4.0; some colleges give 4.3.',
    },
  },
  formula: {
    expression: 'GPA = Σ(p × c) ÷ Σc',
    symbols: [
      { symbol: 'GPA', meaning: 'grade point average of the courses entered' },
      { symbol: 'p', meaning: 'grade points of a course: A 4.0, A- 3.7, B+ 3.3 … D- 0.7, F 0' },
      { symbol: 'c', meaning: 'credits (credit hours) of that course' },
      { symbol: 'Σ', meaning: 'the sum over all courses with a grade and credits' },
    ],
    text: "Each course's grade points are multiplied by its credits, the results are added up, and the total is divided by the number of credits, so a 4-credit course counts four times as much as a 1-credit one.",
  },
  examples: [
    {
      description: 'An A in a 3-credit course and a B in a 4-credit course',
      inputs: { course1Grade: 4, course1Credits: 3, course2Grade: 3, course2Credits: 4 },
    },
    {
      description: 'A+ (4 credits), B (2 credits) and A (3 credits) on the 4.3 scale',
      inputs: {
        course1Grade: 4.3, course1Credits: 4, course2Grade: 3, course2Credits: 2, course3Grade: 4, course3Credits: 3,
        aPlusValue: 4.3,
      },
    },
    {
      description: 'The same three courses with an A+ counted as 4.0',
      inputs: { course1Grade: 4.3, course1Credits: 4, course2Grade: 3, course2Credits: 2, course3Grade: 4, course3Credits: 3 },
    },
    {
      description: 'A full semester: A-, B+, B, C+ and a 1-credit A lab',
      inputs: {
        course1Grade: 3.7, course1Credits: 3, course2Grade: 3.3, course2Credits: 4, course3Grade: 3, course3Credits: 3,
        course4Grade: 2.3, course4Credits: 3, course5Grade: 4, course5Credits: 1,
      },
    },
    {
      description: 'A hard term with an F: B, B-, F and a 4-credit C',
      inputs: {
        course1Grade: 3, course1Credits: 3, course2Grade: 2.7, course2Credits: 3, course3Grade: 0, course3Credits: 3,
        course4Grade: 2, course4Credits: 4,
      },
    },
  ],
  disclaimer: disclaimers.academic,
  interpret(result) {
    const value = primaryNumber(result);
    if (value === undefined) return 'Choose a grade and enter the credits of at least one course to see your GPA.';
    // Bands of docs/product.md#result-interpretations: below 2 needs improvement, below 3 average, below 3.5 good, otherwise excellent.
    let band: string;
    let advice: string;
    if (value < 2) {
      band = 'needs improvement';
      advice = 'Below 2.0, a C average, many colleges place students on academic probation; an adviser can help you plan retakes or a lighter course load.';
    } else if (value < 3) {
      band = 'is average';
      advice = 'Raising it to 3.0, a B average, opens many scholarships and internships that set that minimum.';
    } else if (value < 3.5) {
      band = 'is good';
      advice = 'Many honors programs and selective graduate schools look for 3.5 or more.';
    } else {
      band = 'is excellent';
      advice = 'It meets the bar of most honors programs, scholarships and graduate schools.';
    }
    const credits = numberDetail(result, 'totalCredits');
    const creditText = credits === undefined ? '' : ` over ${formatNumber(credits, 1)} ${credits === 1 ? 'credit' : 'credits'}`;
    return `A GPA of ${points(value)}${creditText} ${band}. ${letterAverage(value)} ${advice}`;
  },
  keywords: [
    'gpa', 'gpa calculator', 'grade point average', 'cgpa', 'cumulative gpa', 'college gpa', 'high school gpa',
    'semester gpa', 'unweighted gpa', '4.0 scale', 'gpa calulator', 'gpa calcualtor', 'how to calculate gpa',
    'what is my gpa', 'calculate my gpa',
  ],
  related: ['grade', 'grade-curve', 'percentage', 'scholarship'],
  outputLabels: { gpa: 'GPA', totalCredits: 'Credits counted', totalGradePoints: 'Grade points (points × credits)' },
};
