import { applicable, outputsWhatIf, stepWithin } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** Days added to the cycle in the what-if. */
const CYCLE_STEP = 2;
/** `method` code of a due date counted from the last period. */
const FROM_LAST_PERIOD = 1;
/** Days left until the due date on the first day of the second and of the third trimester (14w0d and 28w0d of 40w). */
const DAYS_LEFT_AT_SECOND_TRIMESTER = 182;
const DAYS_LEFT_AT_THIRD_TRIMESTER = 84;

/**
 * What-ifs of the pregnancy due date calculator: how far along on the first day of the second and of the third
 * trimester, for those still ahead (a day already past is no what-if), and, from a last period, the due date
 * with a cycle two days longer; when fewer than two of those apply, how far along on the due date.
 * @param context - the method, dates, `cycleLength` and the result
 * @returns the what-if sentences
 * @example
 * pregnancyDueDateInsights(context)[0];
 * // 'On Sunday, April 9, 2023, when the second trimester begins, the weeks pregnant would be 14 weeks (6 weeks more) and the days until due date would be 182 days (39 days less).'
 */
export function pregnancyDueDateInsights(context: InsightContext): string[] {
  const progress = [
    { name: 'gestationalAgeWeeks', words: 'the weeks pregnant' }, { name: 'daysUntilDue', words: 'the days until due date' },
  ];
  const daysLeft = context.detail('daysUntilDue') ?? 0;
  const on = (name: string, words: string, daysLeftThen: number) => {
    const date = context.text(name);
    if (date === undefined || daysLeft <= daysLeftThen) return undefined;
    return outputsWhatIf(context, { asOfDate: date }, `On ${context.date(words, date)}, ${words}`, progress);
  };
  const cycle = stepWithin(context.number('cycleLength'), CYCLE_STEP, 20, 45);
  const whatIfs = applicable([
    on('secondTrimesterStart', 'when the second trimester begins', DAYS_LEFT_AT_SECOND_TRIMESTER),
    on('thirdTrimesterStart', 'when the third trimester begins', DAYS_LEFT_AT_THIRD_TRIMESTER),
    context.number('method') === FROM_LAST_PERIOD
      ? outputsWhatIf(context, { cycleLength: cycle }, `With a cycle of ${context.fact('Cycle length in the what-if', cycle, 'days')}`, [
          { name: 'dueDate', words: 'the due date' },
        ])
      : undefined,
  ]);
  // Forty weeks on the due date is no news: it is said only when too few days are still ahead to say more.
  return whatIfs.length >= 2 ? whatIfs : applicable([...whatIfs, on('dueDate', 'the due date', 0)]);
}
