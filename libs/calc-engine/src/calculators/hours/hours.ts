import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { daysBetween } from '../../dates/iso-date.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import { messages } from '../../errors/messages.js';
import type {
  CalculationResult, DateTimeInputSpec, NumberInputSpec, SelectInputSpec, TimeInputSpec,
} from '../../types.js';

/** Two clock times on one day or overnight, or two dates and times. */
export const HOURS_MODE = { times: 1, dateTimes: 2 } as const;

export interface HoursInputs {
  /** 1 between two clock times, 2 between two dates and times. */
  readonly mode: number;
  /** Minutes after midnight (mode 1). */
  readonly startTime?: number;
  /** Minutes after midnight (mode 1); earlier than the start means the next day. */
  readonly endTime?: number;
  /** `YYYY-MM-DDTHH:MM`, wall-clock time (mode 2). */
  readonly startDateTime?: string;
  /** `YYYY-MM-DDTHH:MM`, wall-clock time (mode 2). */
  readonly endDateTime?: string;
  /** Minutes of unpaid breaks. */
  readonly breakMinutes: number;
}

export interface HoursDetails extends Record<string, number | string> {
  readonly totalHours: number;
  readonly hours: number;
  readonly minutes: number;
  readonly totalMinutes: number;
  /** `H:MM`, hours not padded and not capped at 24 ("8:30", "32:15"). */
  readonly hoursMinutes: string;
}

const MINUTES_PER_DAY = 1440;

const mode = {
  name: 'mode', label: 'Between', type: 'select', required: false, default: HOURS_MODE.times,
  options: [HOURS_MODE.times, HOURS_MODE.dateTimes], optionLabels: { 1: 'Two times', 2: 'Two dates and times' },
  uiDefault: HOURS_MODE.times, help: 'Two clock times for a shift; two dates and times for anything longer than a day.',
} as const satisfies SelectInputSpec;
const shownForTimes = { input: 'mode', equals: [HOURS_MODE.times] };
const shownForDateTimes = { input: 'mode', equals: [HOURS_MODE.dateTimes] };
const startTime = {
  name: 'startTime', label: 'Start Time', type: 'time', required: true, visibleWhen: shownForTimes, uiDefault: '09:00',
  help: 'When you start, on a 24-hour clock.',
} as const satisfies TimeInputSpec;
const endTime = {
  name: 'endTime', label: 'End Time', type: 'time', required: true, visibleWhen: shownForTimes, uiDefault: '17:00',
  help: 'An end earlier than the start is on the next day (a night shift).',
} as const satisfies TimeInputSpec;
const startDateTime = {
  name: 'startDateTime', label: 'Start', type: 'datetime', required: true, visibleWhen: shownForDateTimes,
  help: 'The day and time you start.',
} as const satisfies DateTimeInputSpec;
const endDateTime = {
  name: 'endDateTime', label: 'End', type: 'datetime', required: true, visibleWhen: shownForDateTimes,
  help: 'The day and time you finish.',
} as const satisfies DateTimeInputSpec;
const breakMinutes = {
  name: 'breakMinutes', label: 'Unpaid Breaks', type: 'number', unit: 'min', required: false, default: 0, checked: true,
  min: 0, max: 1e7, step: 1, uiDefault: 0, placeholder: 'e.g. 30', help: 'Minutes not counted: a lunch break you are not paid for.',
} as const satisfies NumberInputSpec;

/** Minutes from one wall-clock date-time to another; daylight saving is ignored, as a clock on the wall shows it. */
function minutesBetween(start: string, end: string): number {
  const clock = (dateTime: string) => Number(dateTime.slice(11, 13)) * 60 + Number(dateTime.slice(14, 16));
  return daysBetween(start.slice(0, 10), end.slice(0, 10)) * MINUTES_PER_DAY + clock(end) - clock(start);
}

/** Minutes from the start to the end: across midnight for two times, refused when a date-time end comes first. */
function spanMinutes(inputs: HoursInputs): number {
  if (inputs.mode === HOURS_MODE.dateTimes) {
    const span = minutesBetween(inputs.startDateTime ?? '', inputs.endDateTime ?? '');
    if (span < 0) throw new CalculatorInputError('inconsistent', messages.notBefore(endDateTime.label, startDateTime.label), endDateTime.name);
    return span;
  }
  const span = (inputs.endTime ?? 0) - (inputs.startTime ?? 0);
  // An end earlier than the start is on the next day; equal times are no time at all, not a whole day.
  return span < 0 ? span + MINUTES_PER_DAY : span;
}

export const hours = defineCalculator<HoursInputs, HoursDetails>({
  slug: 'hours',
  inputs: [mode, startTime, endTime, startDateTime, endDateTime, breakMinutes],
  outputs: [
    { name: 'totalHours', type: 'number', unit: 'h', label: 'Total hours', words: 'the hours worked' },
    { name: 'hours', type: 'number', unit: 'h', label: 'Hours', decimals: 0 },
    { name: 'minutes', type: 'number', unit: 'min', label: 'Minutes', decimals: 0 },
    { name: 'totalMinutes', type: 'number', unit: 'min', label: 'Total minutes' },
    { name: 'hoursMinutes', type: 'string', label: 'Hours and minutes' },
  ],
  primary: 'totalHours',
  compute(inputs) {
    const span = spanMinutes(inputs);
    if (inputs.breakMinutes > span) {
      throw new CalculatorInputError(
        'inconsistent', messages.notMoreThan(breakMinutes.label, 'the time between start and end'), breakMinutes.name,
      );
    }
    const totalMinutes = span - inputs.breakMinutes;
    // Hours and minutes are the worked time to the nearest whole minute (halves up), so 59.5 minutes reads 1:00.
    const whole = Math.round(totalMinutes);
    const hoursPart = Math.floor(whole / 60);
    const minutesPart = whole % 60;
    return {
      value: totalMinutes / 60,
      unit: 'h',
      details: {
        totalHours: totalMinutes / 60,
        hours: hoursPart,
        minutes: minutesPart,
        totalMinutes,
        hoursMinutes: `${hoursPart}:${String(minutesPart).padStart(2, '0')}`,
      },
    };
  },
  solution: [
    {
      label: 'Minutes worked',
      expression: '{endTime} − {startTime} − {breakMinutes} min',
      value: 'totalMinutes',
      when: ({ mode, startTime, endTime }) => mode === HOURS_MODE.times && (endTime ?? 0) >= (startTime ?? 0),
    },
    {
      label: 'Minutes worked (the end is the next day)',
      expression: '{endTime} + 24:00 − {startTime} − {breakMinutes} min',
      value: 'totalMinutes',
      when: ({ mode, startTime, endTime }) => mode === HOURS_MODE.times && (endTime ?? 0) < (startTime ?? 0),
    },
    {
      label: 'Minutes worked',
      expression: '{endDateTime} − {startDateTime} − {breakMinutes} min',
      value: 'totalMinutes',
      when: ({ mode }) => mode === HOURS_MODE.dateTimes,
    },
    { label: 'Hours worked', expression: '{totalMinutes} ÷ 60', value: 'totalHours' },
  ],
  assessment: {
    of: 'totalHours',
    cases: [{ when: (_, details) => details['totalMinutes'] === 0, text: 'The start and the end are the same moment: no time has passed.' }],
    bands: [
      { below: 4, text: 'A short span: {totalHours} in all, {hoursMinutes} on a clock.' },
      { below: 9, text: 'About a working day: {totalHours} in all, {hoursMinutes} on a clock.' },
      { below: 24, text: 'A long day: {totalHours} in all, {hoursMinutes} on a clock, more than a usual shift.' },
      { text: 'More than a day: {totalHours} in all, {hoursMinutes} on a clock.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Without unpaid breaks',
      change: ({ breakMinutes }) => (breakMinutes > 0 ? { breakMinutes: 0 } : undefined),
      outputs: ['totalHours'],
    },
    {
      lead: 'With half an hour more of unpaid breaks',
      change: ({ breakMinutes }) => ({ breakMinutes: breakMinutes + 30 }),
      outputs: ['totalHours'],
    },
    {
      lead: 'Ending an hour later',
      change: ({ mode, startTime, endTime }) => {
        if (mode !== HOURS_MODE.times || startTime === undefined || endTime === undefined) return undefined;
        const span = (endTime - startTime + MINUTES_PER_DAY) % MINUTES_PER_DAY;
        return span + 60 < MINUTES_PER_DAY ? { endTime: (endTime + 60) % MINUTES_PER_DAY } : undefined;
      },
      outputs: ['totalHours'],
    },
  ],
  properties: [{ output: 'totalHours', input: 'breakMinutes', direction: 'falls' }],
  referenceValues: [
    {
      name: '09:00 to 17:00 less a 30-minute break is 7.5 hours', source: 'arithmetic check: 480 − 30 = 450 minutes, ÷ 60',
      inputs: { mode: 1, startTime: '09:00', endTime: '17:00', breakMinutes: 30 }, expected: { totalHours: 7.5, hours: 7, minutes: 30 }, decimals: 2,
    },
    {
      name: '22:00 to 06:30 overnight less 30 minutes is 8 hours', source: 'arithmetic check: 06:30 + 24:00 − 22:00 = 510 minutes, − 30',
      inputs: { mode: 1, startTime: '22:00', endTime: '06:30', breakMinutes: 30 }, expected: { totalHours: 8, totalMinutes: 480 }, decimals: 2,
    },
    {
      name: 'Equal times are 0 hours, not 24', source: 'arithmetic check: the contract treats equal clock times as no time',
      inputs: { mode: 1, startTime: '08:00', endTime: '8:00' }, expected: { totalHours: 0 }, decimals: 2,
    },
    {
      name: '2024-03-10 02:30 to 2024-03-11 14:45 is 36.25 hours (wall clock, no DST)', source: 'arithmetic check: 1 day 12 h 15 min',
      inputs: { mode: 2, startDateTime: '2024-03-10T02:30', endDateTime: '2024-03-11T14:45' }, expected: { totalHours: 36.25, hours: 36, minutes: 15 }, decimals: 2,
    },
    {
      name: '59.5 minutes read as 1 hour 0 minutes', source: 'arithmetic check: worked time rounded to the nearest minute, halves up',
      inputs: { mode: 1, startTime: '09:00', endTime: '10:00', breakMinutes: 0.5 }, expected: { totalMinutes: 59.5, hours: 1, minutes: 0 }, decimals: 2,
    },
  ],
});

/**
 * Hours and minutes between two clock times (overnight when the end is earlier) or two dates and times, less unpaid
 * breaks.
 * @param inputs - `mode` (1 times, 2 dates and times), the start and end, `breakMinutes`
 * @returns the decimal hours as `value`; hours, minutes, total minutes and `H:MM` in `details`
 * @example
 * hoursWorked({ mode: 1, startTime: '22:00', endTime: '06:30', breakMinutes: 30 }).details.hoursMinutes; // '8:00'
 */
export function hoursWorked(inputs: Readonly<Record<string, number | string>>): CalculationResult<HoursDetails> {
  return runCalculator(hours, inputs);
}
