import { assertAtLeast, assertAtMost, assertWholeNumber, requireInput } from '../../_lib/checks.js';
import { assertNotInFuture, assertWithinLastDays } from '../../_lib/date-checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { addDays, daysBetween, todayUtc } from '../../dates/iso-date.js';
import type { CalculationResult, DateInputSpec, NumberInputSpec, SelectInputSpec } from '../../types.js';

/**
 * Codes of the `method` select.
 * @internal Not part of the published API.
 */
export const DUE_DATE_METHOD = { lastPeriod: 1, conception: 2 } as const;

export type DueDateMethod = (typeof DUE_DATE_METHOD)[keyof typeof DUE_DATE_METHOD];

export interface PregnancyDueDateInputs {
  /** 1 first day of the last period, 2 conception date. */
  readonly method: DueDateMethod;
  /** `YYYY-MM-DD`; method 1 only. */
  readonly lastPeriodDate?: string;
  /** Average cycle length in whole days, 20 to 45; 28 by default; method 1 only. */
  readonly cycleLength?: number;
  /** `YYYY-MM-DD`; method 2 only. */
  readonly conceptionDate?: string;
  /**
   * The day that counts as "today" (`YYYY-MM-DD`): the gestational age is taken on it, and the entered date
   * may be neither after it nor more than 300 days before it. Empty means today's UTC date by the machine's
   * clock, the only place the calculator reads the clock; pass it to get a result that does not depend on
   * the day it runs.
   */
  readonly asOfDate?: string;
}

export interface PregnancyDueDateDetails extends Record<string, number | string> {
  readonly dueDate: string;
  readonly estimatedConceptionDate: string;
  readonly secondTrimesterStart: string;
  readonly thirdTrimesterStart: string;
  readonly gestationalAgeWeeks: number;
  readonly gestationalAgeDays: number;
  readonly daysUntilDue: number;
}

const method = {
  name: 'method', label: 'Calculate from', type: 'select', required: true,
  options: [DUE_DATE_METHOD.lastPeriod, DUE_DATE_METHOD.conception],
} as const satisfies SelectInputSpec;
const lastPeriodDate = {
  name: 'lastPeriodDate', label: 'First day of last period', type: 'date', required: true,
  visibleWhen: { input: 'method', equals: [DUE_DATE_METHOD.lastPeriod] },
} as const satisfies DateInputSpec;
const cycleLength = {
  name: 'cycleLength', label: 'Average cycle length', type: 'number', unit: 'days', required: false, default: 28,
  min: 20, max: 45, integer: true, visibleWhen: { input: 'method', equals: [DUE_DATE_METHOD.lastPeriod] },
} as const satisfies NumberInputSpec;
const conceptionDate = {
  name: 'conceptionDate', label: 'Conception date', type: 'date', required: true,
  visibleWhen: { input: 'method', equals: [DUE_DATE_METHOD.conception] },
} as const satisfies DateInputSpec;
const asOfDate = {
  name: 'asOfDate', label: 'As of', type: 'date', required: false,
} as const satisfies DateInputSpec;

/** Naegele's rule: 280 days (40 weeks) from the first day of a 28-day cycle's period. */
const PREGNANCY_DAYS = 280;
/** Ovulation, and so conception, about 14 days after the period starts. */
const CONCEPTION_DAY = 14;
/** ACOG trimesters: the 2nd starts at 14w0d, the 3rd at 28w0d. */
const SECOND_TRIMESTER_DAY = 98;
const THIRD_TRIMESTER_DAY = 196;
/** An LMP further back is past 42 weeks: a mistyped date rather than a pregnancy to date. */
const MAX_DAYS_SINCE_LMP = 300;

/** The pregnancy's day 0: the LMP moved by the cycle's difference from 28 days, or conception − 14 days. */
function adjustedLastPeriod(inputs: PregnancyDueDateInputs, today: string): string {
  if (inputs.method === DUE_DATE_METHOD.lastPeriod) {
    const lmp = requireInput(inputs.lastPeriodDate, lastPeriodDate);
    const cycle = inputs.cycleLength ?? cycleLength.default;
    assertWholeNumber(cycle, cycleLength);
    assertAtLeast(cycle, 20, cycleLength);
    assertAtMost(cycle, 45, cycleLength);
    assertNotInFuture(lmp, today, lastPeriodDate);
    assertWithinLastDays(lmp, today, MAX_DAYS_SINCE_LMP, lastPeriodDate);
    return addDays(lmp, cycle - 28);
  }
  const conception = requireInput(inputs.conceptionDate, conceptionDate);
  assertNotInFuture(conception, today, conceptionDate);
  assertWithinLastDays(conception, today, MAX_DAYS_SINCE_LMP - CONCEPTION_DAY, conceptionDate);
  return addDays(conception, -CONCEPTION_DAY);
}

export const pregnancyDueDate = defineCalculator<PregnancyDueDateInputs, PregnancyDueDateDetails>({
  slug: 'pregnancy-due-date',
  inputs: [method, lastPeriodDate, cycleLength, conceptionDate, asOfDate],
  outputs: [
    { name: 'dueDate', type: 'string' },
    { name: 'estimatedConceptionDate', type: 'string' },
    { name: 'secondTrimesterStart', type: 'string' },
    { name: 'thirdTrimesterStart', type: 'string' },
    { name: 'gestationalAgeWeeks', type: 'number', unit: 'weeks' },
    { name: 'gestationalAgeDays', type: 'number', unit: 'days' },
    { name: 'daysUntilDue', type: 'number', unit: 'days' },
  ],
  primary: 'dueDate',
  compute(inputs) {
    const today = inputs.asOfDate ?? todayUtc();
    const start = adjustedLastPeriod(inputs, today);
    // +280 days, as ACOG and every major calculator do; the calendar form (+1 y −3 mo +7 d) drifts by up to 3 days.
    const dueDate = addDays(start, PREGNANCY_DAYS);
    const elapsed = daysBetween(start, today);
    // Floored, so weeks × 7 + days is the elapsed days even before day 0 (a long cycle moves day 0 ahead).
    const gestationalAgeWeeks = Math.floor(elapsed / 7);
    const elapsedWeeks = Math.min(Math.max(elapsed, 0), PREGNANCY_DAYS) / 7;
    return {
      value: dueDate,
      details: {
        dueDate,
        estimatedConceptionDate: addDays(start, CONCEPTION_DAY),
        secondTrimesterStart: addDays(start, SECOND_TRIMESTER_DAY),
        thirdTrimesterStart: addDays(start, THIRD_TRIMESTER_DAY),
        gestationalAgeWeeks,
        gestationalAgeDays: elapsed - 7 * gestationalAgeWeeks,
        daysUntilDue: daysBetween(today, dueDate),
      },
      // Progress out of 40 weeks.
      chart: {
        type: 'bar',
        data: [
          { role: 'weeksPregnant', value: elapsedWeeks },
          { role: 'weeksToGo', value: PREGNANCY_DAYS / 7 - elapsedWeeks },
        ],
      },
    };
  },
});

/**
 * Due date by Naegele's rule (first day of the last period + 280 days, moved by the cycle's difference from
 * 28 days; or conception + 266 days), with the trimesters and the gestational age on `asOfDate`.
 * Day arithmetic is in UTC, so time zones and daylight saving cannot shift a date.
 * @param inputs - `method` (1 last period, 2 conception), `lastPeriodDate` and `cycleLength` (method 1),
 * `conceptionDate` (method 2), `asOfDate` (today's UTC date when empty)
 * @returns the due date as `value` (`YYYY-MM-DD`), the other dates and the gestational age in `details`, and
 * a progress bar out of 40 weeks
 * @throws CalculatorInputError when the date is after `asOfDate` or more than 300 days before it
 * (286 for a conception date), or the cycle is not 20 to 45 days
 * @example
 * pregnancyDueDateFromLmp({ method: 1, lastPeriodDate: '2024-01-01', asOfDate: '2024-03-01' }).value; // '2024-10-07'
 */
export function pregnancyDueDateFromLmp(inputs: PregnancyDueDateInputs): CalculationResult<PregnancyDueDateDetails> {
  return runCalculator(pregnancyDueDate, inputs);
}
