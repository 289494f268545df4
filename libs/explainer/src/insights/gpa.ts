import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** Credits of the course added in the what-ifs, a typical course. */
const COURSE_CREDITS = 3;
/** Grade points of an A and of a C on the 4-point scale. */
const GRADE_A = 4;
const GRADE_C = 2;
/** Course rows the calculator has. */
const COURSE_ROWS = 6;

/**
 * What-ifs of the GPA calculator: one more 3-credit course with an A and with a C, or, with every course row used, the lowest grade retaken as an A.
 * @param context - the courses' grades and credits and the result
 * @returns the what-if sentences
 * @example
 * gpaInsights(context)[0];
 * // 'With one more course of 3 credits graded A, the GPA would be 3.6 (0.17 more).'
 */
export function gpaInsights(context: InsightContext): string[] {
  const rows = Array.from({ length: COURSE_ROWS }, (_, index) => index + 1);
  const free = rows.find((row) => context.optionalNumber(`course${row}Grade`) === undefined);
  const gpa = [{ name: 'gpa', words: 'the GPA' }];
  if (free !== undefined) {
    const credits = context.fact('Credits of the added course', COURSE_CREDITS, 'credits');
    const add = (grade: number, letter: string) =>
      outputsWhatIf(context, { [`course${free}Grade`]: grade, [`course${free}Credits`]: COURSE_CREDITS }, `With one more course of ${credits} graded ${letter}`, gpa);
    return applicable([add(GRADE_A, 'A'), add(GRADE_C, 'C')]);
  }
  const lowest = rows.reduce((low, row) => (context.number(`course${row}Grade`) < context.number(`course${low}Grade`) ? row : low), 1);
  const highest = rows.reduce((high, row) => (context.number(`course${row}Grade`) > context.number(`course${high}Grade`) ? row : high), 1);
  return applicable([
    outputsWhatIf(context, { [`course${lowest}Grade`]: GRADE_A }, 'Retaking your lowest-graded course for an A', gpa),
    outputsWhatIf(context, { [`course${highest}Grade`]: GRADE_C }, 'If your best-graded course had been a C', gpa),
  ]);
}
