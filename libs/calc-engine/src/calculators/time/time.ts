import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { nowUtcDateTime, weekdayName } from '../../dates/iso-date.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import type { CalculationResult, DateTimeInputSpec, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Two durations added or subtracted, or one duration moving a date and time. */
export const TIME_MODE = { durations: 1, dateTime: 2 } as const;
export const TIME_OPERATION = { add: 1, subtract: 2 } as const;

export interface TimeInputs {
  readonly mode: number;
  readonly days1: number;
  readonly hours1: number;
  readonly minutes1: number;
  readonly seconds1: number;
  /** `YYYY-MM-DDTHH:MM`, wall-clock time (mode 2); empty means now (UTC here, the visitor's own time in the browser). */
  readonly startDateTime?: string;
  readonly operation: number;
  readonly days2: number;
  readonly hours2: number;
  readonly minutes2: number;
  readonly seconds2: number;
}

export interface TimeDetails extends Record<string, number | string> {
  readonly totalHours: number;
  readonly totalSeconds: number;
  readonly totalMinutes: number;
  readonly totalDays: number;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  /** `1d 6h 15m 0s`, with a leading `-` when the total is negative. */
  readonly formatted: string;
}

const SECONDS_PER_DAY = 86_400;
const MS_PER_SECOND = 1000;
/** The first and last instants the result of mode 2 may fall on: the years 1 to 9999. */
const FIRST_INSTANT = new Date(0).setUTCFullYear(1, 0, 1);
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59);

const mode = {
  name: 'mode', label: 'Calculate', type: 'select', required: false, default: TIME_MODE.durations,
  options: [TIME_MODE.durations, TIME_MODE.dateTime],
  optionLabels: { 1: 'Add or subtract durations', 2: 'Add to or subtract from a date and time' },
  uiDefault: TIME_MODE.durations, help: 'Two durations, or a date and time moved by a duration.',
} as const satisfies SelectInputSpec;
const shownForDurations = { input: 'mode', equals: [TIME_MODE.durations] };
const shownForDateTime = { input: 'mode', equals: [TIME_MODE.dateTime] };

/** One component of a duration: any amount of 0 or more, decimals allowed (90 minutes is fine). */
function component(name: string, label: string, unit: string, help: string, visibleWhen?: typeof shownForDurations) {
  return {
    name, label, type: 'number', unit, required: false, default: 0, checked: true, min: 0, max: 1e9, step: 1, uiDefault: 0,
    placeholder: '0', help, ...(visibleWhen ? { visibleWhen } : {}),
  } as const satisfies NumberInputSpec;
}

const days1 = component('days1', 'First Duration: Days', 'days', 'Whole or part days of the first duration.', shownForDurations);
const hours1 = component('hours1', 'First Duration: Hours', 'h', 'Hours; more than 24 is fine.', shownForDurations);
const minutes1 = component('minutes1', 'First Duration: Minutes', 'min', 'Minutes; 90 is an hour and a half.', shownForDurations);
const seconds1 = component('seconds1', 'First Duration: Seconds', 's', 'Seconds, decimals allowed.', shownForDurations);
const startDateTime = {
  name: 'startDateTime', label: 'Start Date and Time', type: 'datetime', required: false, emptyMeansNow: true,
  visibleWhen: shownForDateTime, help: 'The moment to count from: now unless you choose another.',
} as const satisfies DateTimeInputSpec;
const operation = {
  name: 'operation', label: 'Operation', type: 'select', required: false, default: TIME_OPERATION.add,
  options: [TIME_OPERATION.add, TIME_OPERATION.subtract], optionLabels: { 1: 'Add', 2: 'Subtract' },
  uiDefault: TIME_OPERATION.add, help: 'Add the second duration, or take it away.',
} as const satisfies SelectInputSpec;
const days2 = component('days2', 'Second Duration: Days', 'days', 'Whole or part days to add or subtract.');
const hours2 = component('hours2', 'Second Duration: Hours', 'h', 'Hours; more than 24 is fine.');
const minutes2 = component('minutes2', 'Second Duration: Minutes', 'min', 'Minutes; 90 is an hour and a half.');
const seconds2 = component('seconds2', 'Second Duration: Seconds', 's', 'Seconds, decimals allowed.');

const secondsOf = (days: number, hours: number, minutes: number, seconds: number) =>
  SECONDS_PER_DAY * days + 3600 * hours + 60 * minutes + seconds;

const sign = (inputs: TimeInputs) => (inputs.operation === TIME_OPERATION.subtract ? -1 : 1);

/** The signed total in seconds: the first duration ± the second, or ± the second alone when moving a date and time. */
function totalSecondsOf(inputs: TimeInputs): number {
  const second = sign(inputs) * secondsOf(inputs.days2, inputs.hours2, inputs.minutes2, inputs.seconds2);
  if (inputs.mode === TIME_MODE.dateTime) return second;
  return secondsOf(inputs.days1, inputs.hours1, inputs.minutes1, inputs.seconds1) + second;
}

/** Milliseconds since 1970 of a wall-clock `YYYY-MM-DDTHH:MM`, read as if it were UTC (wall clocks have no zone). */
function wallClockMs(dateTime: string): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map the years 0-99 to 1900-1999.
  date.setUTCFullYear(Number(dateTime.slice(0, 4)), Number(dateTime.slice(5, 7)) - 1, Number(dateTime.slice(8, 10)));
  date.setUTCHours(Number(dateTime.slice(11, 13)), Number(dateTime.slice(14, 16)), 0, 0);
  return date.getTime();
}

/** `YYYY-MM-DDTHH:MM:SS` of a wall-clock instant. */
function formatWallClock(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** Days, hours, minutes and seconds of a number of seconds, counted in whole milliseconds so that 3.3 s stays 3.3. */
function components(totalSeconds: number) {
  const ms = Math.round(Math.abs(totalSeconds) * MS_PER_SECOND);
  const days = Math.floor(ms / (SECONDS_PER_DAY * MS_PER_SECOND));
  const rest = ms - days * SECONDS_PER_DAY * MS_PER_SECOND;
  const hours = Math.floor(rest / 3_600_000);
  const minutes = Math.floor((rest % 3_600_000) / 60_000);
  const seconds = (rest % 60_000) / MS_PER_SECOND;
  return { days, hours, minutes, seconds };
}

export const time = defineCalculator<TimeInputs, TimeDetails>({
  slug: 'time',
  inputs: [mode, days1, hours1, minutes1, seconds1, startDateTime, operation, days2, hours2, minutes2, seconds2],
  outputs: [
    { name: 'totalHours', type: 'number', unit: 'h', label: 'Total hours', decimals: 4, words: 'the total time' },
    { name: 'totalSeconds', type: 'number', unit: 's', label: 'Total seconds', decimals: 3 },
    { name: 'totalMinutes', type: 'number', unit: 'min', label: 'Total minutes', decimals: 4 },
    { name: 'totalDays', type: 'number', unit: 'days', label: 'Total days', decimals: 4 },
    { name: 'days', type: 'number', unit: 'days', label: 'Days', decimals: 0 },
    { name: 'hours', type: 'number', unit: 'h', label: 'Hours', decimals: 0 },
    { name: 'minutes', type: 'number', unit: 'min', label: 'Minutes', decimals: 0 },
    { name: 'seconds', type: 'number', unit: 's', label: 'Seconds', decimals: 3 },
    { name: 'formatted', type: 'string', label: 'Days, hours, minutes and seconds' },
    { name: 'resultDateTime', type: 'string', label: 'Resulting date and time' },
    { name: 'resultDayOfWeek', type: 'string', label: 'Day of the week' },
  ],
  primary: 'totalHours',
  compute(inputs) {
    const totalSeconds = totalSecondsOf(inputs);
    const parts = components(totalSeconds);
    const formatted = `${totalSeconds < 0 ? '-' : ''}${parts.days}d ${parts.hours}h ${parts.minutes}m ${String(parts.seconds)}s`;
    const details: Record<string, number | string> = {
      totalHours: totalSeconds / 3600,
      totalSeconds,
      totalMinutes: totalSeconds / 60,
      totalDays: totalSeconds / SECONDS_PER_DAY,
      ...parts,
      formatted,
    };
    if (inputs.mode === TIME_MODE.dateTime) {
      const start = inputs.startDateTime ?? nowUtcDateTime();
      // The result is kept to the whole second, halves up, as a clock shows it.
      const result = wallClockMs(start) + Math.round(totalSeconds) * MS_PER_SECOND;
      if (!(result >= FIRST_INSTANT && result <= LAST_INSTANT)) {
        throw new CalculatorInputError('out_of_domain', 'The resulting date must fall within the years 1 to 9999', days2.name);
      }
      details['resultDateTime'] = formatWallClock(result);
      details['resultDayOfWeek'] = weekdayName(formatWallClock(result).slice(0, 10));
    }
    return { value: totalSeconds / 3600, unit: 'h', details: details as TimeDetails };
  },
  intermediates: {
    firstSeconds: {
      unit: 's', decimals: 3,
      value: ({ days1: d, hours1: h, minutes1: m, seconds1: s }) => secondsOf(d, h, m, s),
    },
    secondSeconds: {
      unit: 's', decimals: 3,
      value: ({ days2: d, hours2: h, minutes2: m, seconds2: s }) => secondsOf(d, h, m, s),
    },
  },
  solution: [
    {
      label: 'First duration in seconds',
      expression: '86400 × {days1} + 3600 × {hours1} + 60 × {minutes1} + {seconds1}',
      value: 'firstSeconds',
      when: ({ mode }) => mode === TIME_MODE.durations,
    },
    {
      label: 'Second duration in seconds',
      expression: '86400 × {days2} + 3600 × {hours2} + 60 × {minutes2} + {seconds2}',
      value: 'secondSeconds',
    },
    {
      label: 'Total in seconds',
      expression: '{firstSeconds} + {secondSeconds}',
      value: 'totalSeconds',
      when: ({ mode, operation }) => mode === TIME_MODE.durations && operation !== TIME_OPERATION.subtract,
    },
    {
      label: 'Total in seconds',
      expression: '{firstSeconds} − {secondSeconds}',
      value: 'totalSeconds',
      when: ({ mode, operation }) => mode === TIME_MODE.durations && operation === TIME_OPERATION.subtract,
    },
    {
      label: 'Seconds added to the start',
      expression: '{secondSeconds}',
      value: 'totalSeconds',
      when: ({ mode, operation }) => mode === TIME_MODE.dateTime && operation !== TIME_OPERATION.subtract,
    },
    {
      label: 'Seconds taken from the start',
      expression: '−{secondSeconds}',
      value: 'totalSeconds',
      when: ({ mode, operation }) => mode === TIME_MODE.dateTime && operation === TIME_OPERATION.subtract,
    },
    { label: 'Total in hours', expression: '{totalSeconds} ÷ 3600', value: 'totalHours' },
  ],
  assessment: {
    of: 'totalHours',
    cases: [
      {
        when: ({ mode }) => mode === TIME_MODE.dateTime,
        text: 'Moving the start by {formatted} gives {resultDateTime}, a {resultDayOfWeek}.',
      },
      { when: (_, details) => details['totalSeconds'] === 0, text: 'The two durations cancel out: no time is left.' },
    ],
    bands: [
      { below: 0, text: 'The second duration is the longer one: the result is negative, {formatted} ({totalHours}).' },
      { below: 24, text: 'Less than a day: {formatted}, or {totalMinutes}.' },
      { text: 'More than a day: {formatted}, or {totalDays}.' },
    ],
  },
  whatIfs: [
    {
      lead: 'With an hour more in the second duration',
      change: ({ hours2 }) => ({ hours2: hours2 + 1 }),
      outputs: ['totalHours'],
    },
    {
      lead: 'Subtracting the second duration instead',
      change: ({ operation }) => (operation === TIME_OPERATION.subtract ? undefined : { operation: TIME_OPERATION.subtract }),
      outputs: ['totalHours'],
    },
    {
      lead: 'Adding the second duration instead',
      change: ({ operation }) => (operation === TIME_OPERATION.subtract ? { operation: TIME_OPERATION.add } : undefined),
      outputs: ['totalHours'],
    },
  ],
  properties: [
    { output: 'totalHours', input: 'hours1', direction: 'rises' },
    { output: 'totalSeconds', input: 'seconds1', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '1 day 2 h 30 min + 3 h 45 min is 1 day 6 h 15 min, 30.25 hours',
      source: 'arithmetic check: 95,400 s + 13,500 s = 108,900 s',
      inputs: { mode: 1, days1: 1, hours1: 2, minutes1: 30, hours2: 3, minutes2: 45 },
      expected: { totalHours: 30.25, days: 1, hours: 6, minutes: 15, seconds: 0 }, decimals: 4, exact: { formatted: '1d 6h 15m 0s' },
    },
    {
      name: '1 h − 2 h 30 min is minus 1 h 30 min',
      source: 'arithmetic check: 3,600 s − 9,000 s = −5,400 s',
      inputs: { mode: 1, hours1: 1, operation: 2, hours2: 2, minutes2: 30 },
      expected: { totalHours: -1.5, totalMinutes: -90 }, decimals: 4, exact: { formatted: '-0d 1h 30m 0s' },
    },
    {
      name: '90 minutes + 45.5 seconds keeps the decimal seconds',
      source: 'arithmetic check: 5,400 s + 45.5 s = 5,445.5 s, 1 h 30 min 45.5 s',
      inputs: { mode: 1, minutes1: 90, seconds2: 45.5 },
      expected: { totalSeconds: 5445.5, hours: 1, minutes: 30, seconds: 45.5 }, decimals: 4, exact: { formatted: '0d 1h 30m 45.5s' },
    },
    {
      name: '2024-02-28 22:00 + 1 day 3 h is 2024-03-01 01:00, a Friday (leap year)',
      source: 'ISO 8601 calendar: 2024 has 29 February',
      inputs: { mode: 2, startDateTime: '2024-02-28T22:00', operation: 1, days2: 1, hours2: 3 },
      expected: { totalHours: 27 }, decimals: 4, exact: { resultDateTime: '2024-03-01T01:00:00', resultDayOfWeek: 'Friday' },
    },
    {
      name: '2024-03-10 02:30 − 90 minutes is 2024-03-10 01:00:00 (wall clock, no daylight saving)',
      source: 'arithmetic check on the wall clock',
      inputs: { mode: 2, startDateTime: '2024-03-10T02:30', operation: 2, minutes2: 90 },
      expected: { totalHours: -1.5 }, decimals: 4, exact: { resultDateTime: '2024-03-10T01:00:00', resultDayOfWeek: 'Sunday' },
    },
  ],
});

/**
 * Adds or subtracts durations, or moves a date and time by a duration.
 * @param inputs - `mode` (1 durations, 2 a date and time), the first duration's `days1` … `seconds1` or
 *   `startDateTime`, `operation` (1 add, 2 subtract) and the second duration's `days2` … `seconds2`
 * @returns the signed total in hours as `value`; its parts, the `1d 6h 15m 0s` form and, in mode 2, the resulting
 *   date and time in `details`
 * @example
 * timeSum({ mode: 1, days1: 1, hours1: 2, minutes1: 30, hours2: 3, minutes2: 45 }).details.formatted; // '1d 6h 15m 0s'
 */
export function timeSum(inputs: Readonly<Record<string, number | string>>): CalculationResult<TimeDetails> {
  return runCalculator(time, inputs);
}
