import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { addDays, addMonths, daysBetween, parseIsoDate, todayUtc, weekdayName, wholeMonthsBetween } from '../../dates/iso-date.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import { messages } from '../../errors/messages.js';
import type {
  CalculationResult, DateInputSpec, DateListInputSpec, NumberInputSpec, SelectInputSpec,
} from '../../types.js';

/** Move a date by years, months, weeks and days; count the days between two dates; or move by business days. */
export const DATE_MODE = { add: 1, between: 2, businessDays: 3 } as const;
export const DATE_OPERATION = { add: 1, subtract: 2 } as const;

export interface DateInputs {
  readonly mode: number;
  /** `YYYY-MM-DD`; empty means today (UTC here, the visitor's own day in the browser). */
  readonly startDate?: string;
  readonly operation: number;
  readonly years: number;
  readonly months: number;
  readonly weeks: number;
  readonly days: number;
  /** `YYYY-MM-DD` (mode 2). */
  readonly endDate?: string;
  /** 1 no, 2 yes: count the end date too (mode 2). */
  readonly includeEndDate: number;
  /** Whole business days, negative to go back (mode 3). */
  readonly businessDays?: number;
  /** `YYYY-MM-DD` dates that are not business days (modes 2 and 3). */
  readonly holidays: readonly string[];
}

/** Modes 1 and 3: `resultDate`, `dayOfWeek`; mode 2: `totalDays`, `weeks`, `remainderDays`, `businessDays`, `years`, `months`, `days`. */
export type DateDetails = Record<string, number | string>;

const MS_PER_DAY = 86_400_000;

const mode = {
  name: 'mode', label: 'Calculate', type: 'select', required: false, default: DATE_MODE.add,
  options: [DATE_MODE.add, DATE_MODE.between, DATE_MODE.businessDays],
  optionLabels: { 1: 'Add or subtract', 2: 'Days between two dates', 3: 'Add business days' },
  uiDefault: DATE_MODE.add, help: 'Move a date, count the days between two dates, or move by working days.',
} as const satisfies SelectInputSpec;
const shownFor = (...modes: number[]) => ({ input: 'mode', equals: modes });
const startDate = {
  name: 'startDate', label: 'Start Date', type: 'date', required: false, emptyMeansToday: true,
  help: 'The day to count from: today unless you choose another.',
} as const satisfies DateInputSpec;
const operation = {
  name: 'operation', label: 'Operation', type: 'select', required: false, default: DATE_OPERATION.add,
  options: [DATE_OPERATION.add, DATE_OPERATION.subtract], optionLabels: { 1: 'Add', 2: 'Subtract' },
  uiDefault: DATE_OPERATION.add, visibleWhen: shownFor(DATE_MODE.add), help: 'Go forward or back in time.',
} as const satisfies SelectInputSpec;

function amount(name: string, label: string, unit: string) {
  return {
    name, label, type: 'number', unit, required: false, default: 0, checked: true, integer: true, min: 0, max: 10_000, step: 1,
    uiDefault: 0, placeholder: '0', visibleWhen: shownFor(DATE_MODE.add), help: `Whole ${unit} to move by.`,
  } as const satisfies NumberInputSpec;
}
const years = amount('years', 'Years', 'years');
const months = amount('months', 'Months', 'months');
const weeks = amount('weeks', 'Weeks', 'weeks');
const days = amount('days', 'Days', 'days');
const endDate = {
  name: 'endDate', label: 'End Date', type: 'date', required: true, visibleWhen: shownFor(DATE_MODE.between),
  help: 'The day to count to.',
} as const satisfies DateInputSpec;
const includeEndDate = {
  name: 'includeEndDate', label: 'Count the End Date', type: 'select', required: false, default: 1, options: [1, 2],
  optionLabels: { 1: 'No', 2: 'Yes (adds 1)' }, uiDefault: 1, visibleWhen: shownFor(DATE_MODE.between),
  help: 'Count both the first and the last day, as for the length of a stay.',
} as const satisfies SelectInputSpec;
const businessDays = {
  name: 'businessDays', label: 'Business Days', type: 'number', unit: 'days', required: true, checked: true, integer: true,
  min: -100_000, max: 100_000, step: 1, uiDefault: 10, placeholder: 'e.g. 10', visibleWhen: shownFor(DATE_MODE.businessDays),
  help: 'Working days, Monday to Friday; a negative number goes back.',
} as const satisfies NumberInputSpec;
const holidays = {
  name: 'holidays', label: 'Holidays', type: 'dateList', required: false, maxItems: 1000,
  visibleWhen: shownFor(DATE_MODE.between, DATE_MODE.businessDays), placeholder: 'e.g. 2024-12-25, 2025-01-01',
  help: 'Dates that are not business days, separated by commas or new lines.',
} as const satisfies DateListInputSpec;

/** Days since 1970-01-01 of an ISO date. */
const dayNumber = (isoDate: string) => Math.round(parseIsoDate(isoDate).getTime() / MS_PER_DAY);
/** 0 Sunday … 6 Saturday of a day number (1970-01-01 was a Thursday). */
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;
const isWeekday = (day: number) => weekday(day) >= 1 && weekday(day) <= 5;

/** Monday-to-Friday dates from `from` through `to` (both counted), less the holidays among them: NETWORKDAYS. */
function networkDays(from: number, to: number, holidayDays: ReadonlySet<number>): number {
  const span = to - from + 1;
  const fullWeeks = Math.floor(span / 7);
  let count = fullWeeks * 5;
  for (let day = from + fullWeeks * 7; day <= to; day += 1) if (isWeekday(day)) count += 1;
  for (const holiday of holidayDays) if (holiday >= from && holiday <= to && isWeekday(holiday)) count -= 1;
  return count;
}

/** The date `count` business days from `from`, stepping a calendar day at a time: WORKDAY. */
function workday(from: number, count: number, holidayDays: ReadonlySet<number>): number {
  const step = Math.sign(count);
  let day = from;
  for (let left = Math.abs(count); left > 0;) {
    day += step;
    if (isWeekday(day) && !holidayDays.has(day)) left -= 1;
  }
  return day;
}

/** A date the calendar holds (years 0000 to 9999), or `out_of_domain` on the input that moved it out. */
function withinCalendar(move: () => string, field: string, label: string): string {
  try {
    return move();
  } catch (error) {
    if (error instanceof RangeError) {
      throw new CalculatorInputError('out_of_domain', `${label} moves the date outside the years 0 to 9999`, field);
    }
    throw error;
  }
}

export const date = defineCalculator<DateInputs, DateDetails>({
  slug: 'date',
  inputs: [mode, startDate, operation, years, months, weeks, days, endDate, includeEndDate, businessDays, holidays],
  outputs: [
    { name: 'resultDate', type: 'string', label: 'Resulting date', words: 'the resulting date' },
    { name: 'dayOfWeek', type: 'string', label: 'Day of the week' },
    { name: 'totalDays', type: 'number', unit: 'days', label: 'Days between', decimals: 0, words: 'the days between' },
    { name: 'weeks', type: 'number', unit: 'weeks', label: 'Whole weeks', decimals: 0 },
    { name: 'remainderDays', type: 'number', unit: 'days', label: 'And days', decimals: 0 },
    { name: 'businessDays', type: 'number', unit: 'days', label: 'Business days', decimals: 0 },
    { name: 'years', type: 'number', unit: 'years', label: 'Years', decimals: 0 },
    { name: 'months', type: 'number', unit: 'months', label: 'Months', decimals: 0 },
    { name: 'days', type: 'number', unit: 'days', label: 'Days', decimals: 0 },
  ],
  primary: 'resultDate',
  compute(inputs): CalculationResult<DateDetails> {
    const start = inputs.startDate ?? todayUtc();
    const holidayDays = new Set(inputs.holidays.map(dayNumber));
    if (inputs.mode === DATE_MODE.between) {
      const end = inputs.endDate ?? start;
      const span = daysBetween(start, end);
      if (span < 0) throw new CalculatorInputError('inconsistent', messages.notBefore(endDate.label, startDate.label), endDate.name);
      const totalDays = span + (inputs.includeEndDate === 2 ? 1 : 0);
      const { months: totalMonths, anchor } = wholeMonthsBetween(start, end);
      return {
        value: totalDays,
        unit: 'days',
        details: {
          totalDays,
          weeks: Math.floor(totalDays / 7),
          remainderDays: totalDays % 7,
          // Both ends count, as NETWORKDAYS counts them, whatever the end-date choice says.
          businessDays: networkDays(dayNumber(start), dayNumber(end), holidayDays),
          years: Math.floor(totalMonths / 12),
          months: totalMonths % 12,
          days: daysBetween(anchor, end),
        },
      };
    }
    let resultDate: string;
    if (inputs.mode === DATE_MODE.businessDays) {
      const count = inputs.businessDays ?? 0;
      resultDate = withinCalendar(() => addDays('1970-01-01', workday(dayNumber(start), count, holidayDays)), businessDays.name, businessDays.label);
    } else {
      const sign = inputs.operation === DATE_OPERATION.subtract ? -1 : 1;
      // Months first, as EDATE does, then the weeks and days.
      const moved = withinCalendar(() => addMonths(start, sign * (12 * inputs.years + inputs.months)), years.name, 'The number of years and months');
      resultDate = withinCalendar(() => addDays(moved, sign * (7 * inputs.weeks + inputs.days)), days.name, 'The number of weeks and days');
    }
    return { value: resultDate, details: { resultDate, dayOfWeek: weekdayName(resultDate) } };
  },
  // The inputs years, months and days share their names with outputs of the count between two dates: the steps of a
  // move name what the move adds up to instead.
  intermediates: {
    monthsMoved: { unit: 'months', decimals: 0, value: ({ years: y, months: m }) => 12 * y + m },
    daysMoved: { unit: 'days', decimals: 0, value: ({ weeks: w, days: d }) => 7 * w + d },
    // The input businessDays shares its name with the count between two dates.
    businessDaysMoved: { unit: 'days', decimals: 0, value: ({ businessDays: count }) => count ?? 0 },
  },
  solution: [
    {
      label: 'Days from the start to the end',
      expression: '{endDate} − {startDate}',
      value: 'totalDays',
      when: ({ mode: chosen, includeEndDate: include }) => chosen === DATE_MODE.between && include !== 2,
    },
    {
      label: 'Business days, both ends counted',
      expression: 'Monday to Friday from {startDate} to {endDate}, less holidays',
      value: 'businessDays',
      when: ({ mode: chosen }) => chosen === DATE_MODE.between,
    },
    {
      label: 'Days from the start to the end, the end counted',
      expression: '{endDate} − {startDate} + 1',
      value: 'totalDays',
      when: ({ mode: chosen, includeEndDate: include }) => chosen === DATE_MODE.between && include === 2,
    },
    {
      label: 'Days from the start to the end',
      expression: '{weeks} × 7 + {remainderDays}',
      value: 'totalDays',
      when: ({ mode: chosen, includeEndDate: include }) => chosen === DATE_MODE.between && include !== 2,
    },
    {
      label: 'The date moved',
      expression: '{startDate} + {monthsMoved} months, then + {daysMoved} days',
      value: 'resultDate',
      when: ({ mode: chosen, operation: op }) => chosen === DATE_MODE.add && op !== DATE_OPERATION.subtract,
    },
    {
      label: 'The date moved',
      expression: '{startDate} − {monthsMoved} months, then − {daysMoved} days',
      value: 'resultDate',
      when: ({ mode: chosen, operation: op }) => chosen === DATE_MODE.add && op === DATE_OPERATION.subtract,
    },
    {
      label: 'The date moved by business days',
      expression: '{startDate} + {businessDaysMoved} working days, skipping weekends and holidays',
      value: 'resultDate',
      when: ({ mode: chosen }) => chosen === DATE_MODE.businessDays,
    },
  ],
  assessment: {
    of: 'totalDays',
    cases: [
      { when: ({ mode: chosen }) => chosen !== DATE_MODE.between, text: 'The resulting date is {resultDate}.' },
    ],
    bands: [
      { below: 7, text: 'Less than a week: {totalDays}. Business days, both ends counted: {businessDays}.' },
      { below: 365, text: '{totalDays}, or {weeks} and {remainderDays}. Business days, both ends counted: {businessDays}.' },
      { text: '{totalDays}: {years}, {months} and {days}. Business days, both ends counted: {businessDays}.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Counting the end date too',
      change: ({ mode: chosen, includeEndDate: include }) => (chosen === DATE_MODE.between && include !== 2 ? { includeEndDate: 2 } : undefined),
      outputs: ['totalDays'],
    },
    {
      lead: 'Not counting the end date',
      change: ({ mode: chosen, includeEndDate: include }) => (chosen === DATE_MODE.between && include === 2 ? { includeEndDate: 1 } : undefined),
      outputs: ['totalDays'],
    },
    {
      lead: 'Ending a week later, on {endDate}',
      change: ({ mode: chosen, endDate: end }) => (chosen === DATE_MODE.between && end !== undefined && end < '9999-12-25' ? { endDate: addDays(end, 7) } : undefined),
      outputs: ['totalDays', 'businessDays'],
    },
    {
      lead: 'With a week more',
      change: ({ mode: chosen, weeks: w }) => (chosen === DATE_MODE.add && w < weeks.max ? { weeks: w + 1 } : undefined),
      outputs: ['resultDate'],
    },
    {
      lead: 'With a month more',
      change: ({ mode: chosen, months: m }) => (chosen === DATE_MODE.add && m < months.max ? { months: m + 1 } : undefined),
      outputs: ['resultDate'],
    },
    {
      lead: 'With a week more of business days',
      change: ({ mode: chosen, businessDays: count }) =>
        (chosen === DATE_MODE.businessDays && count !== undefined && count + 5 <= businessDays.max ? { businessDays: count + 5 } : undefined),
      outputs: ['resultDate'],
    },
    {
      lead: 'Going back instead of forward',
      change: ({ mode: chosen, businessDays: count }) => (chosen === DATE_MODE.businessDays && count !== undefined && count > 0 ? { businessDays: -count } : undefined),
      outputs: ['resultDate'],
    },
  ],
  referenceValues: [
    {
      name: 'EDATE: 2011-01-15 plus 1 month is 2011-02-15', source: 'Excel EDATE documentation',
      inputs: { mode: 1, startDate: '2011-01-15', operation: 1, months: 1 }, expected: {}, decimals: 0, exact: { resultDate: '2011-02-15' },
    },
    {
      name: 'EDATE: 2011-01-15 minus 1 month is 2010-12-15', source: 'Excel EDATE documentation',
      inputs: { mode: 1, startDate: '2011-01-15', operation: 2, months: 1 }, expected: {}, decimals: 0, exact: { resultDate: '2010-12-15' },
    },
    {
      name: 'EDATE: 2011-01-31 plus 1 month is 2011-02-28 (month end clamped)', source: 'Excel EDATE documentation',
      inputs: { mode: 1, startDate: '2011-01-31', operation: 1, months: 1 }, expected: {}, decimals: 0, exact: { resultDate: '2011-02-28' },
    },
    {
      name: 'NETWORKDAYS 2012-10-01 to 2013-03-01 is 110', source: 'Excel NETWORKDAYS documentation',
      inputs: { mode: 2, startDate: '2012-10-01', endDate: '2013-03-01' }, expected: { businessDays: 110 }, decimals: 0,
    },
    {
      name: 'NETWORKDAYS 2012-10-01 to 2013-03-01 less 2012-11-22 is 109', source: 'Excel NETWORKDAYS documentation',
      inputs: { mode: 2, startDate: '2012-10-01', endDate: '2013-03-01', holidays: '2012-11-22' }, expected: { businessDays: 109 }, decimals: 0,
    },
    {
      name: 'NETWORKDAYS 2012-10-01 to 2013-03-01 less three holidays is 107', source: 'Excel NETWORKDAYS documentation',
      inputs: { mode: 2, startDate: '2012-10-01', endDate: '2013-03-01', holidays: '2012-11-22, 2012-12-04, 2013-01-21' },
      expected: { businessDays: 107 }, decimals: 0,
    },
    {
      name: 'DAYS from 2021-02-01 to 2021-03-15 is 42', source: 'Excel DAYS documentation',
      inputs: { mode: 2, startDate: '2021-02-01', endDate: '2021-03-15' }, expected: { totalDays: 42 }, decimals: 0,
    },
    {
      name: 'WORKDAY 2008-10-01 plus 151 business days is 2009-04-30', source: 'Excel WORKDAY documentation',
      inputs: { mode: 3, startDate: '2008-10-01', businessDays: 151 }, expected: {}, decimals: 0, exact: { resultDate: '2009-04-30' },
    },
    {
      name: 'WORKDAY 2008-10-01 plus 151 business days and three holidays is 2009-05-05', source: 'Excel WORKDAY documentation',
      inputs: { mode: 3, startDate: '2008-10-01', businessDays: 151, holidays: '2008-11-26, 2008-12-04, 2009-01-21' },
      expected: {}, decimals: 0, exact: { resultDate: '2009-05-05' },
    },
  ],
});

/**
 * Moves a date by years, months, weeks and days (months as EDATE), counts the days and business days between two
 * dates (NETWORKDAYS), or moves a date by business days (WORKDAY).
 * @param inputs - `mode` (1 add or subtract, 2 between, 3 business days), `startDate` (today's UTC date when empty),
 *   and the inputs of the mode
 * @returns the resulting date (modes 1 and 3) or the days between (mode 2) as `value`, every output in `details`
 * @example
 * dateResult({ mode: 1, startDate: '2011-01-31', months: 1 }).value; // '2011-02-28'
 */
export function dateResult(inputs: Readonly<Record<string, number | string>>): CalculationResult<DateDetails> {
  return runCalculator(date, inputs);
}
