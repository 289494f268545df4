import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { addMonths, daysBetween, LAST_CALENDAR_YEAR, todayUtc, weekdayName, wholeMonthsBetween } from '../../dates/iso-date.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import type { CalculationResult, DateInputSpec } from '../../types.js';

export interface AgeInputs {
  /** `YYYY-MM-DD`. */
  readonly birthDate: string;
  /** `YYYY-MM-DD`, the day the age is taken on; empty means today (UTC here, the visitor's own day in the browser). */
  readonly asOfDate?: string;
}

export interface AgeDetails extends Record<string, number | string> {
  readonly years: number;
  readonly months: number;
  readonly days: number;
  readonly totalMonths: number;
  readonly totalWeeks: number;
  readonly totalDays: number;
  readonly totalHours: number;
  /** `YYYY-MM-DD`: the next birthday on or after the as-of date (the as-of date itself when it is the birthday). */
  readonly nextBirthday: string;
  readonly daysUntilNextBirthday: number;
  /** English weekday name. */
  readonly dayOfWeekBorn: string;
}

const birthDate = {
  name: 'birthDate', label: 'Date of Birth', type: 'date', required: true, help: 'The day you were born.',
} as const satisfies DateInputSpec;
const asOfDate = {
  name: 'asOfDate', label: 'Age at the Date of', type: 'date', required: false, emptyMeansToday: true,
  help: 'The day to count the age on: today unless you choose another day.',
} as const satisfies DateInputSpec;

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/** How many days a birthday is away, and which day it falls on: a year older on the month-end day when clamped. */
function nextBirthdayAfter(born: string, asOf: string, years: number): string {
  // The birthday of the current year of age counts when it is the as-of date itself; otherwise the next one.
  const thisYear = addMonths(born, 12 * years);
  return years > 0 && thisYear === asOf ? asOf : addMonths(born, 12 * (years + 1));
}

export const age = defineCalculator<AgeInputs, AgeDetails>({
  slug: 'age',
  inputs: [birthDate, asOfDate],
  outputs: [
    { name: 'years', type: 'number', unit: 'years', label: 'Age in years', decimals: 0, words: 'the age' },
    { name: 'months', type: 'number', unit: 'months', label: 'Months', decimals: 0 },
    { name: 'days', type: 'number', unit: 'days', label: 'Days', decimals: 0 },
    { name: 'totalMonths', type: 'number', unit: 'months', label: 'Age in months', decimals: 0 },
    { name: 'totalWeeks', type: 'number', unit: 'weeks', label: 'Age in weeks', decimals: 0 },
    { name: 'totalDays', type: 'number', unit: 'days', label: 'Age in days', decimals: 0 },
    { name: 'totalHours', type: 'number', unit: 'h', label: 'Age in hours', decimals: 0 },
    { name: 'nextBirthday', type: 'string', label: 'Next birthday' },
    { name: 'daysUntilNextBirthday', type: 'number', unit: 'days', label: 'Days until the next birthday', decimals: 0 },
    { name: 'dayOfWeekBorn', type: 'string', label: 'Born on a' },
  ],
  primary: 'years',
  compute(inputs) {
    const asOf = inputs.asOfDate ?? todayUtc();
    const totalDays = daysBetween(inputs.birthDate, asOf);
    if (totalDays < 0) {
      throw new CalculatorInputError('inconsistent', 'Date of birth must be on or before the as-of date', birthDate.name);
    }
    // The next birthday must be a date the calendar holds: none falls after the year 9999.
    const lastBirthday = addMonths(inputs.birthDate, 12 * (LAST_CALENDAR_YEAR - yearOf(inputs.birthDate)));
    if (daysBetween(lastBirthday, asOf) > 0) {
      throw new CalculatorInputError(
        'out_of_domain', `${asOfDate.label} must be no later than ${lastBirthday}: the next birthday would fall after the year ${LAST_CALENDAR_YEAR}`, asOfDate.name,
      );
    }
    const { months: totalMonths, anchor } = wholeMonthsBetween(inputs.birthDate, asOf);
    const years = Math.floor(totalMonths / 12);
    const nextBirthday = nextBirthdayAfter(inputs.birthDate, asOf, years);
    return {
      value: years,
      unit: 'years',
      details: {
        years,
        months: totalMonths % 12,
        days: daysBetween(anchor, asOf),
        totalMonths,
        totalWeeks: Math.floor(totalDays / 7),
        totalDays,
        totalHours: 24 * totalDays,
        nextBirthday,
        daysUntilNextBirthday: daysBetween(asOf, nextBirthday),
        dayOfWeekBorn: weekdayName(inputs.birthDate),
      },
    };
  },
  solution: [
    { label: 'Days lived', expression: '{asOfDate} − {birthDate}', value: 'totalDays' },
    { label: 'Weeks lived', expression: '{totalDays} ÷ 7, rounded down', value: 'totalWeeks' },
    { label: 'Whole months since birth', expression: 'the most months added to {birthDate} without passing {asOfDate}', value: 'totalMonths' },
    { label: 'Months past the last birthday', expression: '{totalMonths} − 12 × whole years', value: 'months' },
    { label: 'Days past the last whole month', expression: '{asOfDate} − ({birthDate} + {totalMonths} months)', value: 'days' },
    { label: 'Whole years', expression: '{totalMonths} ÷ 12, rounded down', value: 'years' },
  ],
  assessment: {
    of: 'years',
    cases: [
      { when: (_, details) => details['totalDays'] === 0, text: 'The two dates are the same day: the age is 0, and the first birthday is {nextBirthday}.' },
      { when: (_, details) => details['daysUntilNextBirthday'] === 0, text: 'Happy birthday: {years} today, born on a {dayOfWeekBorn}.' },
    ],
    bands: [
      { below: 1, text: 'Under a year old: {totalMonths} and {days}, or {totalWeeks}. The first birthday is {nextBirthday}, in {daysUntilNextBirthday}.' },
      { below: 18, text: '{years}, {months} and {days} old, born on a {dayOfWeekBorn}. The next birthday is {nextBirthday}, in {daysUntilNextBirthday}.' },
      { below: 65, text: '{years}, {months} and {days} old: {totalDays} in all, born on a {dayOfWeekBorn}. The next birthday is {nextBirthday}, in {daysUntilNextBirthday}.' },
      { text: '{years}, {months} and {days} old, past the usual retirement age of 65. The next birthday is {nextBirthday}, in {daysUntilNextBirthday}.' },
    ],
  },
  whatIfs: [
    {
      lead: 'On the next birthday, {asOfDate}',
      change: ({ birthDate: born, asOfDate: asOf }) => {
        const on = asOf ?? todayUtc();
        const years = Math.floor(wholeMonthsBetween(born, on).months / 12);
        // The calendar ends with the year 9999: no birthday after it.
        if (yearOf(born) + years + 1 > LAST_CALENDAR_YEAR) return undefined;
        const next = nextBirthdayAfter(born, on, years);
        return next === on ? undefined : { asOfDate: next };
      },
      outputs: ['years', 'totalDays'],
    },
    {
      lead: 'A year later, on {asOfDate}',
      change: ({ asOfDate: asOf }) => {
        const on = asOf ?? todayUtc();
        return yearOf(on) < LAST_CALENDAR_YEAR ? { asOfDate: addMonths(on, 12) } : undefined;
      },
      outputs: ['years', 'totalDays'],
    },
    {
      // Ages on 1 January count for school years and youth sports in many places.
      lead: 'On New Year\'s Day, {asOfDate}',
      change: ({ birthDate: born, asOfDate: asOf }) => {
        const year = yearOf(asOf ?? todayUtc());
        // Born on 1 January, New Year's Day is the next birthday, which the first what-if tells.
        return year < LAST_CALENDAR_YEAR && !born.endsWith('-01-01') ? { asOfDate: `${String(year + 1).padStart(4, '0')}-01-01` } : undefined;
      },
      outputs: ['years', 'totalMonths'],
    },
  ],
  referenceValues: [
    {
      name: '2001-01-01 to 2003-01-01 is 2 years', source: 'Microsoft Support, DATEDIF with "Y"',
      inputs: { birthDate: '2001-01-01', asOfDate: '2003-01-01' }, expected: { years: 2 }, decimals: 2,
    },
    {
      name: '2001-06-01 to 2002-08-15: 440 days, 14 months, 2 months and 14 days past the year',
      source: 'Microsoft Support, DATEDIF with "D", "M", "YM" and "MD"',
      inputs: { birthDate: '2001-06-01', asOfDate: '2002-08-15' }, expected: { totalDays: 440, totalMonths: 14, months: 2, days: 14 }, decimals: 2,
    },
    {
      name: '2010-01-01 to 2016-07-21 is 6 years, 6 months and 20 days', source: 'riptutorial, Excel DATEDIF',
      inputs: { birthDate: '2010-01-01', asOfDate: '2016-07-21' },
      expected: { years: 6, months: 6, days: 20, totalMonths: 78, totalDays: 2393 }, decimals: 2,
    },
    {
      name: '2001-02-28 to 2004-03-20 is 3 years and 21 days, 1,116 days in all', source: 'FanRuan, DATEDIF documentation',
      inputs: { birthDate: '2001-02-28', asOfDate: '2004-03-20' }, expected: { years: 3, totalMonths: 36, totalDays: 1116, days: 21 }, decimals: 2,
    },
  ],
});

/**
 * Exact age in years, months and days on a date, with totals and the next birthday.
 * @param inputs - `birthDate` and `asOfDate` (`YYYY-MM-DD`; today's UTC date when empty)
 * @returns the whole years as `value`; months, days, totals, the next birthday and the weekday of birth in `details`
 * @example
 * ageOn({ birthDate: '1990-05-15', asOfDate: '2026-11-26' }).details.nextBirthday; // '2027-05-15'
 */
export function ageOn(inputs: AgeInputs): CalculationResult<AgeDetails> {
  return runCalculator(age, inputs);
}
