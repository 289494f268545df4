import { decimal, sum } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

const ROWS = [1, 2, 3, 4, 5, 6] as const;
/** The select value of A+, which counts as `aPlusValue` (4.0 by default). */
const A_PLUS = 4.3;

/**
 * Worked steps of the GPA calculator: grade points times credits over the courses entered, the credits, and
 * their quotient. A row counts when it has a grade and credits above 0, as in the engine.
 * @param context - `course1Grade` … `course6Credits`, `aPlusValue` and the result
 * @returns the steps, ending with the GPA
 * @example
 * gpaSteps(context); // grade points '4 × 3 + 3 × 4' = '24', credits '3 + 4' = '7', GPA '24 / 7' = '3.43'
 */
export function gpaSteps(context: StepContext): WorkedStep[] {
  const aPlus = context.number('aPlusValue', 4);
  const courses = ROWS.flatMap((row) => {
    const grade = context.optionalNumber(`course${row}Grade`);
    const credits = context.optionalNumber(`course${row}Credits`);
    if (grade === undefined || credits === undefined || credits === 0) return [];
    return [{ points: grade === A_PLUS ? aPlus : grade, credits, aPlus: grade === A_PLUS }];
  });
  const countsAPlus = courses.some((course) => course.aPlus);
  const points = decimal(context.detail('totalGradePoints'), 2);
  const credits = decimal(context.detail('totalCredits'));
  return [
    {
      label: countsAPlus ? `Grade points (A+ counts as ${aPlus.toFixed(1)})` : 'Grade points',
      expression: sum(courses.map((course) => `${decimal(course.points)} × ${decimal(course.credits)}`)),
      // Two decimals hide float noise in sums of one-decimal products (3.3 × 3 = 9.899…).
      value: decimal(context.detail('totalGradePoints'), 2),
    },
    { label: 'Credits', expression: sum(courses.map((course) => decimal(course.credits))), value: credits },
    { label: 'GPA', expression: `${points} / ${credits}`, value: context.primary() },
  ];
}
