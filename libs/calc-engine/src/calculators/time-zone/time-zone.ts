import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { LAST_CALENDAR_YEAR, nowUtcDateTime } from '../../dates/iso-date.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import type { CalculationResult, DateTimeInputSpec, TimeZoneInputSpec } from '../../types.js';

export interface TimeZoneInputs {
  /** `YYYY-MM-DDTHH:MM`, wall-clock time in `fromZone`; empty means now (UTC here, the visitor's own time in the browser). */
  readonly dateTime?: string;
  /** An IANA zone name (`America/New_York`) or `UTC`. */
  readonly fromZone: string;
  readonly toZone: string;
}

export interface TimeZoneDetails extends Record<string, number | string> {
  /** `YYYY-MM-DDTHH:MM`, wall-clock time in `toZone`. */
  readonly convertedDateTime: string;
  readonly utcDateTime: string;
  /** `±HH:MM`. */
  readonly fromUtcOffset: string;
  readonly toUtcOffset: string;
  readonly hoursDifference: number;
}

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const dateTime = {
  name: 'dateTime', label: 'Date and Time', type: 'datetime', required: false, emptyMeansNow: true,
  help: 'The wall-clock time in the zone you convert from: now unless you choose another.',
} as const satisfies DateTimeInputSpec;
const fromZone = {
  name: 'fromZone', label: 'From Time Zone', type: 'timezone', required: false, default: 'UTC', emptyMeansVisitorZone: true,
  placeholder: 'e.g. America/New_York', help: 'The zone the date and time are in: yours unless you choose another.',
} as const satisfies TimeZoneInputSpec;
const toZone = {
  name: 'toZone', label: 'To Time Zone', type: 'timezone', required: false, default: 'UTC', uiDefault: 'UTC',
  placeholder: 'e.g. Europe/London', help: 'The zone to show the same moment in.',
} as const satisfies TimeZoneInputSpec;

/** One formatter per zone: building one is far slower than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', era: 'short', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Milliseconds since 1970 of a wall-clock time read as if it were UTC; years 0-99 stay themselves. */
function wallMs(year: number, month: number, day: number, hour: number, minute: number, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive), as the runtime's tz database gives it. */
function offsetAt(zone: string, instant: number): number {
  const parts = Object.fromEntries(formatterFor(zone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const yearOfEra = Number(parts['year']);
  // Years before 1 are written "1 BC", "2 BC"...: year 0 is 1 BC.
  const year = parts['era'] === 'BC' || parts['era'] === 'B' ? 1 - yearOfEra : yearOfEra;
  const wall = wallMs(year, Number(parts['month']), Number(parts['day']), Number(parts['hour']), Number(parts['minute']), Number(parts['second']));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time in a zone stands for. A time skipped by a spring-forward change is moved forward by
 * the length of the gap (02:30 becomes 03:30 the new time); a time that occurs twice in a fall-back change is the
 * earlier of the two, as ECMAScript Temporal's 'compatible' disambiguation does.
 */
function instantOf(wall: number, zone: string): number {
  const before = offsetAt(zone, wall - MS_PER_DAY);
  const after = offsetAt(zone, wall + MS_PER_DAY);
  const candidates = [...new Set([wall - before, wall - after])].filter((instant) => instant + offsetAt(zone, instant) === wall);
  // In a gap no candidate reads back as the wall time: the offset before the change moves it forward by the gap.
  return candidates.length > 0 ? Math.min(...candidates) : wall - before;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DDTHH:MM` of a wall-clock time held as milliseconds read as UTC. */
function formatWall(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** `±HH:MM` of an offset, whole minutes (a local mean time's seconds are dropped, as tz abbreviations drop them). */
function formatOffset(offsetMs: number): string {
  const minutes = Math.trunc(offsetMs / MS_PER_MINUTE);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

export const timeZone = defineCalculator<TimeZoneInputs, TimeZoneDetails>({
  slug: 'time-zone',
  inputs: [dateTime, fromZone, toZone],
  outputs: [
    { name: 'convertedDateTime', type: 'string', label: 'Converted date and time', words: 'the converted time' },
    { name: 'utcDateTime', type: 'string', label: 'In UTC' },
    { name: 'fromUtcOffset', type: 'string', label: 'From zone offset' },
    { name: 'toUtcOffset', type: 'string', label: 'To zone offset' },
    { name: 'hoursDifference', type: 'number', unit: 'h', label: 'Hours difference', decimals: 2, words: 'the difference' },
  ],
  primary: 'convertedDateTime',
  compute(inputs) {
    const text = inputs.dateTime ?? nowUtcDateTime();
    const wall = wallMs(Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10)), Number(text.slice(11, 13)), Number(text.slice(14, 16)));
    const instant = instantOf(wall, inputs.fromZone);
    const fromOffset = offsetAt(inputs.fromZone, instant);
    const toOffset = offsetAt(inputs.toZone, instant);
    const converted = instant + toOffset;
    const outside = (ms: number) => new Date(ms).getUTCFullYear() > LAST_CALENDAR_YEAR || new Date(ms).getUTCFullYear() < 0;
    if (outside(converted) || outside(instant)) {
      throw new CalculatorInputError('out_of_domain', `The converted date must fall within the years 0 to ${LAST_CALENDAR_YEAR}`, dateTime.name);
    }
    const convertedDateTime = formatWall(converted);
    return {
      value: convertedDateTime,
      details: {
        convertedDateTime,
        utcDateTime: formatWall(instant),
        fromUtcOffset: formatOffset(fromOffset),
        toUtcOffset: formatOffset(toOffset),
        hoursDifference: (Math.trunc(toOffset / MS_PER_MINUTE) - Math.trunc(fromOffset / MS_PER_MINUTE)) / 60,
      },
    };
  },
  solution: [
    { label: 'The same moment in UTC', expression: '{dateTime} in {fromZone}, less its offset {fromUtcOffset}', value: 'utcDateTime' },
    { label: 'In the zone converted to', expression: '{utcDateTime} plus the offset of {toZone}, {toUtcOffset}', value: 'convertedDateTime' },
  ],
  assessment: {
    of: 'hoursDifference',
    cases: [{ when: (_, details) => details['hoursDifference'] === 0, text: 'Both zones show the same clock time at this moment: {convertedDateTime}.' }],
    bands: [
      { below: 0, text: '{toZone} is behind at this moment: {convertedDateTime} there, {|hoursDifference|} earlier.' },
      { text: '{toZone} is ahead at this moment: {convertedDateTime} there, {hoursDifference} later.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Converting the other way round',
      change: ({ fromZone: from, toZone: to, dateTime: at }) => (from === to ? undefined : { fromZone: to, toZone: from, ...(at ? { dateTime: at } : {}) }),
      outputs: ['convertedDateTime'],
    },
    {
      // Daylight saving moves the difference between many zones across the year: the same time in winter and summer.
      lead: 'At the same time in mid-January',
      change: ({ dateTime: at }) => (at && at.slice(5, 7) !== '01' ? { dateTime: `${at.slice(0, 4)}-01-15${at.slice(10)}` } : undefined),
      outputs: ['hoursDifference'],
    },
    {
      lead: 'At the same time in mid-July',
      change: ({ dateTime: at }) => (at && at.slice(5, 7) !== '07' ? { dateTime: `${at.slice(0, 4)}-07-15${at.slice(10)}` } : undefined),
      outputs: ['hoursDifference'],
    },
    {
      lead: 'Converting to UTC instead',
      change: ({ toZone: to, dateTime: at }) => (to === 'UTC' ? undefined : { toZone: 'UTC', ...(at ? { dateTime: at } : {}) }),
      outputs: ['convertedDateTime'],
    },
  ],
  referenceValues: [
    {
      name: 'New York 2024-03-12 09:00 is 13:00 in London: four hours apart the week between the US and UK changes',
      source: 'IANA tz database: US clocks changed on 10 March 2024, UK clocks on 31 March 2024',
      inputs: { dateTime: '2024-03-12T09:00', fromZone: 'America/New_York', toZone: 'Europe/London' },
      expected: { hoursDifference: 4 }, decimals: 2,
      exact: { convertedDateTime: '2024-03-12T13:00', fromUtcOffset: '-04:00', toUtcOffset: '+00:00', utcDateTime: '2024-03-12T13:00' },
    },
    {
      name: 'New York 2024-04-02 09:00 is 14:00 in London once both are on summer time',
      source: 'IANA tz database: EDT (UTC−4) and BST (UTC+1)',
      inputs: { dateTime: '2024-04-02T09:00', fromZone: 'America/New_York', toZone: 'Europe/London' },
      expected: { hoursDifference: 5 }, decimals: 2, exact: { convertedDateTime: '2024-04-02T14:00' },
    },
    {
      name: 'UTC 2024-01-15 12:00 is 17:30 in Kolkata, five and a half hours ahead',
      source: 'IANA tz database: India Standard Time is UTC+05:30',
      inputs: { dateTime: '2024-01-15T12:00', fromZone: 'UTC', toZone: 'Asia/Kolkata' },
      expected: { hoursDifference: 5.5 }, decimals: 2, exact: { convertedDateTime: '2024-01-15T17:30', toUtcOffset: '+05:30' },
    },
    {
      name: 'New York 2024-03-10 02:30 does not exist: it is read as 03:30 EDT, 07:30 UTC',
      source: 'ECMAScript Temporal, disambiguation "compatible" (a skipped time moves forward by the gap)',
      inputs: { dateTime: '2024-03-10T02:30', fromZone: 'America/New_York', toZone: 'UTC' },
      expected: { hoursDifference: 4 }, decimals: 2, exact: { convertedDateTime: '2024-03-10T07:30', fromUtcOffset: '-04:00' },
    },
    {
      name: 'New York 2024-11-03 01:30 occurs twice: the earlier one, 05:30 UTC, is taken',
      source: 'ECMAScript Temporal, disambiguation "compatible" (a repeated time is the earlier)',
      inputs: { dateTime: '2024-11-03T01:30', fromZone: 'America/New_York', toZone: 'UTC' },
      expected: { hoursDifference: 4 }, decimals: 2, exact: { convertedDateTime: '2024-11-03T05:30', fromUtcOffset: '-04:00' },
    },
  ],
});

/**
 * The same moment in another time zone, with both UTC offsets.
 * @param inputs - `dateTime` (`YYYY-MM-DDTHH:MM`, now in UTC when empty), `fromZone` and `toZone` (IANA names or `UTC`)
 * @returns the converted wall-clock time as `value`; the UTC time, both offsets and the hours between them in `details`
 * @example
 * convertTimeZone({ dateTime: '2024-03-12T09:00', fromZone: 'America/New_York', toZone: 'Europe/London' }).value; // '2024-03-12T13:00'
 */
export function convertTimeZone(inputs: Readonly<Record<string, number | string>>): CalculationResult<TimeZoneDetails> {
  return runCalculator(timeZone, inputs);
}
