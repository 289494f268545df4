import { addDays } from '@calchub/calc-engine';
import { decimal } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

const LAST_PERIOD = 1;

/**
 * Worked steps of the due-date calculator: the pregnancy's day 0 (the last period moved by the cycle's
 * difference from 28 days, or conception − 14 days), the milestones counted from it, then Naegele's + 280 days.
 * @param context - `method`, `lastPeriodDate` and `cycleLength` (method 1), `conceptionDate` (method 2) and the result
 * @returns the steps, ending with the due date
 * @example
 * pregnancyDueDateSteps(context).at(-1); // { label: 'Due date', expression: '2024-01-01 + 280 days', value: '2024-10-07' }
 */
export function pregnancyDueDateSteps(context: StepContext): WorkedStep[] {
  let start: string;
  let startStep: WorkedStep;
  if (context.number('method') === LAST_PERIOD) {
    const lastPeriod = requiredDate(context, 'lastPeriodDate');
    const cycle = context.number('cycleLength', 28);
    start = addDays(lastPeriod, cycle - 28);
    startStep = {
      label: 'Start of the count (last period, moved for the cycle length)',
      expression: `${lastPeriod} + (${decimal(cycle)} − 28) days`,
      value: start,
    };
  } else {
    const conception = requiredDate(context, 'conceptionDate');
    start = addDays(conception, -14);
    startStep = { label: 'Start of the count (two weeks before conception)', expression: `${conception} − 14 days`, value: start };
  }
  const weeks = context.detail('gestationalAgeWeeks');
  const days = context.detail('gestationalAgeDays');
  const elapsed = weeks * 7 + days;
  const age: WorkedStep[] =
    elapsed < 0
      ? []
      : [{ label: 'Pregnant for', expression: `${decimal(elapsed)} days since ${start}`, value: `${decimal(weeks)} weeks ${decimal(days)} days` }];
  return [
    startStep,
    { label: 'Estimated conception', expression: `${start} + 14 days`, value: context.output('estimatedConceptionDate') },
    { label: 'Second trimester starts (week 14)', expression: `${start} + 98 days`, value: context.output('secondTrimesterStart') },
    { label: 'Third trimester starts (week 28)', expression: `${start} + 196 days`, value: context.output('thirdTrimesterStart') },
    ...age,
    // Naegele's rule as ACOG applies it: + 280 days (40 weeks).
    { label: 'Due date', expression: `${start} + 280 days`, value: context.primary() },
  ];
}

function requiredDate(context: StepContext, name: string): string {
  const date = context.optionalDate(name);
  if (date === undefined) throw new TypeError(`workedSolution(pregnancy-due-date): input "${name}" is missing`);
  return date;
}
