import { decimal, sum } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

const ROWS = [1, 2, 3, 4, 5, 6] as const;
/** Weights are read as % of the course. */
const WHOLE_COURSE = 100;

/**
 * Worked steps of the grade calculator: score times weight over the rows entered, the total weight, the
 * average needed on the remaining weight when a target is set, then the weighted grade.
 * @param context - `score1` … `weight6`, `targetGrade` and the result
 * @returns the steps, ending with the weighted grade
 * @example
 * gradeSteps(context).at(-1); // { label: 'Weighted grade', expression: '8,800 / 100', value: '88%' }
 */
export function gradeSteps(context: StepContext): WorkedStep[] {
  const rows = ROWS.flatMap((row) => {
    const score = context.optionalNumber(`score${row}`);
    const weight = context.optionalNumber(`weight${row}`);
    return score === undefined || weight === undefined ? [] : [{ score, weight }];
  });
  const weightedPoints = rows.reduce((total, row) => total + row.score * row.weight, 0);
  const totalWeight = context.detail('totalWeight');
  const pointsText = decimal(weightedPoints, 4);
  const steps: WorkedStep[] = [
    {
      label: 'Weighted points',
      expression: sum(rows.map((row) => `${decimal(row.score)} × ${decimal(row.weight)}`)),
      value: pointsText,
    },
    { label: 'Total weight', expression: sum(rows.map((row) => decimal(row.weight))), value: context.output('totalWeight') },
  ];
  const target = context.optionalNumber('targetGrade');
  if (target !== undefined && context.optionalDetail('requiredOnRemaining') !== undefined) {
    const status = context.optionalDetail('targetStatus');
    steps.push({
      label: `Average needed on the remaining ${decimal(WHOLE_COURSE - totalWeight)}%${typeof status === 'string' ? ` (${status})` : ''}`,
      expression: `(${decimal(target)} × 100 − ${pointsText}) / (100 − ${decimal(totalWeight)})`,
      value: context.output('requiredOnRemaining'),
    });
  }
  steps.push({ label: 'Weighted grade', expression: `${pointsText} / ${decimal(totalWeight)}`, value: context.primary() });
  return steps;
}
