import { applicable, outputsWhatIf, stepWithin } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** Days added to the cycle in the what-if. */
const CYCLE_STEP = 2;
/** `method` code of a due date counted from the last period. */
const FROM_LAST_PERIOD = 1;

/**
 * What-ifs of the pregnancy due date calculator: how far along on the first day of the second and of the third trimester, and, from a last period, the due date with a cycle two days longer.
 * @param context - the method, dates, `cycleLength` and the result
 * @returns the what-if sentences
 * @example
 * pregnancyDueDateInsights(context)[0];
 * // 'On 2023-04-09, when the second trimester begins, the weeks pregnant would be 14 weeks (6 weeks more) and the days until due date would be 182 days (39 days less).'
 */
export function pregnancyDueDateInsights(context: InsightContext): string[] {
  const progress = [
    { name: 'gestationalAgeWeeks', words: 'the weeks pregnant' }, { name: 'daysUntilDue', words: 'the days until due date' },
  ];
  const on = (name: string, words: string) => {
    const date = context.text(name);
    return date === undefined ? undefined : outputsWhatIf(context, { asOfDate: date }, `On ${date}, when ${words}`, progress);
  };
  const cycle = stepWithin(context.number('cycleLength'), CYCLE_STEP, 20, 45);
  return applicable([
    on('secondTrimesterStart', 'the second trimester begins'),
    on('thirdTrimesterStart', 'the third trimester begins'),
    context.number('method') === FROM_LAST_PERIOD
      ? outputsWhatIf(context, { cycleLength: cycle }, `With a cycle of ${context.fact('Cycle length in the what-if', cycle, 'days')}`, [
          { name: 'dueDate', words: 'the due date' },
        ])
      : undefined,
  ]);
}
