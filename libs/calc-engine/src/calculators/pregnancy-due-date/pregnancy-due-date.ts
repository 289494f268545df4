import { assertAtLeast, assertAtMost, assertWholeNumber, requireInput } from '../../_lib/checks.js';
import { assertNotInFuture, assertWithinLastDays } from '../../_lib/date-checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { addDays, daysBetween, todayUtc, weekdayName } from '../../dates/iso-date.js';
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
  name: 'method', label: 'Calculate From', type: 'select', required: true,
  options: [DUE_DATE_METHOD.lastPeriod, DUE_DATE_METHOD.conception],
  uiDefault: 1, optionLabels: { 1: 'First day of last period', 2: 'Conception date' },
} as const satisfies SelectInputSpec;
const lastPeriodDate = {
  name: 'lastPeriodDate', label: 'First Day of Last Period', type: 'date', required: true,
  visibleWhen: { input: 'method', equals: [DUE_DATE_METHOD.lastPeriod] },
  placeholder: 'YYYY-MM-DD', help: 'The day your last period started, not the day it ended.',
} as const satisfies DateInputSpec;
const cycleLength = {
  name: 'cycleLength', label: 'Average Cycle Length', type: 'number', unit: 'days', required: false, default: 28,
  min: 20, max: 45, integer: true, visibleWhen: { input: 'method', equals: [DUE_DATE_METHOD.lastPeriod] },
  step: 1, uiDefault: 28, placeholder: '28',
  help: 'From the first day of one period to the first day of the next. Leave at 28 if you are not sure.',
} as const satisfies NumberInputSpec;
const conceptionDate = {
  name: 'conceptionDate', label: 'Conception Date', type: 'date', required: true,
  visibleWhen: { input: 'method', equals: [DUE_DATE_METHOD.conception] },
  placeholder: 'YYYY-MM-DD', help: 'Only if you know it, for example from ovulation tracking.',
} as const satisfies DateInputSpec;
const asOfDate = {
  name: 'asOfDate', label: 'Count Weeks As Of', type: 'date', required: false,
  placeholder: 'YYYY-MM-DD', help: 'Optional: the day to count weeks pregnant on. Leave empty for today.',
} as const satisfies DateInputSpec;

const REFERENCE_SOURCE = '280 days after the last period (Naegele\'s rule), computed';

/** Naegele's rule: 280 days (40 weeks) from the first day of a 28-day cycle's period. */
const PREGNANCY_DAYS = 280;
/** Ovulation, and so conception, about 14 days after the period starts. */
const CONCEPTION_DAY = 14;
/** ACOG trimesters: the 2nd starts at 14w0d, the 3rd at 28w0d. */
const SECOND_TRIMESTER_DAY = 98;
const THIRD_TRIMESTER_DAY = 196;
/** An LMP further back is past 42 weeks: a mistyped date rather than a pregnancy to date. */
const MAX_DAYS_SINCE_LMP = 300;

/** ACOG trimesters: the second starts at 14 weeks 0 days, the third at 28 weeks 0 days. */
const SECOND_TRIMESTER_WEEK = 14;
const THIRD_TRIMESTER_WEEK = 28;
/** Said under every due date, whatever the day it is counted on. */
const ON_THE_DAY =
  'Only about 1 in 20 babies arrives on the due date itself; most come in the two weeks either side. Your midwife or ' +
  'doctor will confirm the date, usually with an early ultrasound.';
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;

type Details = Readonly<Record<string, number | string>>;

const count = (n: number, noun: string) => `${n} ${n === 1 ? noun : `${noun}s`}`;
const weeksOf = (details: Details) => Number(details['gestationalAgeWeeks']);

/** The day the weeks are counted on, written out as the page writes dates ("Wednesday, March 1, 2023"). */
function countedOn(details: Details): string {
  const day = addDays(String(details['dueDate']), -Number(details['daysUntilDue']));
  return `${weekdayName(day)}, ${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''} ${Number(day.slice(8, 10))}, ${Number(day.slice(0, 4))}`;
}

/** The gestational age in words: "8 weeks and 3 days", "14 weeks". */
function pregnantFor(details: Details): string {
  const days = Number(details['gestationalAgeDays']);
  return days === 0 ? count(weeksOf(details), 'week') : `${count(weeksOf(details), 'week')} and ${count(days, 'day')}`;
}

function trimester(weeks: number): string {
  if (weeks < SECOND_TRIMESTER_WEEK) return 'first';
  if (weeks < THIRD_TRIMESTER_WEEK) return 'second';
  return 'third';
}

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
    { name: 'dueDate', type: 'string', label: 'Due date' },
    { name: 'estimatedConceptionDate', type: 'string', label: 'Estimated conception date' },
    { name: 'secondTrimesterStart', type: 'string', label: 'Second trimester begins' },
    { name: 'thirdTrimesterStart', type: 'string', label: 'Third trimester begins' },
    { name: 'gestationalAgeWeeks', type: 'number', unit: 'weeks', label: 'Weeks pregnant' },
    { name: 'gestationalAgeDays', type: 'number', unit: 'days', label: 'And days' },
    { name: 'daysUntilDue', type: 'number', unit: 'days', label: 'Days until due date' },
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
  intermediates: {
    weeksToGo: { unit: 'weeks', value: (_inputs, details) => Math.floor(Number(details['daysUntilDue']) / 7) },
    daysPastDue: { unit: 'days', value: (_inputs, details) => -Number(details['daysUntilDue']) },
  },
  // The worked solution and the what-ifs stay the explainer's code: the solution counts from the pregnancy's day 0, a
  // date no output holds, and the what-ifs move the as-of date to the trimesters the result gives.
  assessment: {
    of: 'daysUntilDue',
    phrases: {
      countedOn: (_inputs, details) => countedOn(details),
      pregnantFor: (_inputs, details) => pregnantFor(details),
      trimester: (_inputs, details) => trimester(weeksOf(details)),
    },
    cases: [
      {
        when: (_inputs, details) => weeksOf(details) < 0,
        text: 'Your estimated due date is {dueDate}. On {countedOn} it is too early to count weeks of pregnancy from these dates; ' +
          `home pregnancy tests work best from the first day of a missed period. ${ON_THE_DAY}`,
      },
    ],
    bands: [
      {
        below: 0,
        text: 'Your estimated due date is {dueDate}. On {countedOn} you are {pregnantFor}, {daysPastDue} past the due date. If ' +
          'your baby has not arrived yet, stay in close touch with your midwife or doctor: from 41 weeks they usually discuss ' +
          'extra monitoring or starting labor.',
      },
      { below: 1, text: 'Your estimated due date is {dueDate}. On {countedOn} you reach your due date, at {gestationalAgeWeeks}.' },
      {
        text: 'Your estimated due date is {dueDate}. On {countedOn} you are {pregnantFor} pregnant, in the {trimester} trimester, ' +
          'with {daysUntilDue} (about {weeksToGo}) to go.',
      },
    ],
    notes: [{ text: ON_THE_DAY }],
  },
  properties: [
    { output: 'daysUntilDue', input: 'cycleLength', direction: 'rises' },
    { output: 'gestationalAgeWeeks', input: 'cycleLength', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: 'a last period on 2023-01-01 gives 2023-10-08, conception 2023-01-15',
      source: REFERENCE_SOURCE,
      inputs: { method: 1, lastPeriodDate: '2023-01-01', cycleLength: 28, asOfDate: '2023-03-01' },
      expected: {},
      decimals: 2,
      exact: { dueDate: '2023-10-08', estimatedConceptionDate: '2023-01-15' },
    },
    {
      name: 'a last period on 2024-01-01 gives 2024-10-07 across the leap day (not the calendar rule\'s 8 October)',
      source: REFERENCE_SOURCE,
      inputs: { method: 1, lastPeriodDate: '2024-01-01', cycleLength: 28, asOfDate: '2024-03-01' },
      expected: {},
      decimals: 2,
      exact: { dueDate: '2024-10-07', secondTrimesterStart: '2024-04-08', thirdTrimesterStart: '2024-07-15' },
    },
  ],
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
