import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays, addMonths, daysBetween, formatIsoDate, nowUtcDateTime, parseIsoDate, todayUtc, weekdayName, wholeMonthsBetween,
} from './iso-date.js';

/** Any calendar date from 1900 to 2199, as an ISO string. */
const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map(formatIsoDate);
const dayCount = fc.integer({ min: -40_000, max: 40_000 });

describe('parseIsoDate', () => {
  it('reads a date as midnight UTC', () => {
    expect(parseIsoDate('2024-02-29').toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('keeps years below 100 as written', () => {
    expect(parseIsoDate('0050-06-15').getUTCFullYear()).toBe(50);
  });

  it.each(['2023-02-29', '1900-02-29', '2024-13-01', '2024-04-31', '2024-00-10', '24-01-01', '2024-1-1', '01/02/2024', ''])(
    'rejects %j',
    (text) => {
      expect(() => parseIsoDate(text)).toThrow(RangeError);
    },
  );

  it('accepts 29 February in leap years, including 2000', () => {
    expect(formatIsoDate(parseIsoDate('2000-02-29'))).toBe('2000-02-29');
  });
});

describe('formatIsoDate', () => {
  it('writes the UTC day, whatever the time of day', () => {
    expect(formatIsoDate(new Date('2024-10-07T00:00:00Z'))).toBe('2024-10-07');
    expect(formatIsoDate(new Date('2024-10-07T23:59:59.999Z'))).toBe('2024-10-07');
  });

  it('pads years, months and days', () => {
    expect(formatIsoDate(parseIsoDate('0050-01-02'))).toBe('0050-01-02');
  });

  it('rejects an invalid Date', () => {
    expect(() => formatIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it.each([
    ['2024-01-01', 280, '2024-10-07'], // Naegele across a leap February
    ['2023-01-01', 280, '2023-10-08'],
    ['2001-03-14', 280, '2001-12-19'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2100-02-28', 1, '2100-03-01'], // 2100 is not a leap year
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-05-10', 0, '2024-05-10'],
  ])('%s + %i days is %s', (start, days, expected) => {
    expect(addDays(start, days)).toBe(expected);
  });

  it('rejects a fractional number of days', () => {
    expect(() => addDays('2024-01-01', 1.5)).toThrow(RangeError);
  });

  test.prop([isoDate, dayCount])('moving back undoes moving forward', (start, days) => {
    expect(addDays(addDays(start, days), -days)).toBe(start);
  });

  test.prop([isoDate, dayCount, dayCount])('adding twice is adding the sum', (start, a, b) => {
    expect(addDays(addDays(start, a), b)).toBe(addDays(start, a + b));
  });
});

describe('daysBetween', () => {
  it.each([
    ['2024-01-01', '2024-12-31', 365], // leap year
    ['2023-01-01', '2023-12-31', 364],
    ['2024-02-01', '2024-03-01', 29],
    ['2023-02-01', '2023-03-01', 28],
    ['2024-10-07', '2024-01-01', -280],
    ['2024-05-10', '2024-05-10', 0],
  ])('from %s to %s is %i days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  test.prop([isoDate, dayCount])('counts back the days that were added', (start, days) => {
    expect(daysBetween(start, addDays(start, days))).toBe(days);
  });
});

describe('todayUtc', () => {
  it('reads the UTC day from the injected clock', () => {
    expect(todayUtc(() => new Date('2024-03-10T23:30:00-05:00'))).toBe('2024-03-11');
    expect(todayUtc(() => new Date('2024-03-11T00:30:00+02:00'))).toBe('2024-03-10');
  });

  it('uses the machine clock by default', () => {
    const before = formatIsoDate(new Date());
    const today = todayUtc();
    expect([before, formatIsoDate(new Date())]).toContain(today);
  });
});

describe('nowUtcDateTime', () => {
  it('reads the UTC wall-clock minute from the injected clock, seconds dropped', () => {
    expect(nowUtcDateTime(() => new Date('2024-03-10T23:30:45-05:00'))).toBe('2024-03-11T04:30');
    expect(nowUtcDateTime(() => new Date('2024-03-11T00:05:59+02:00'))).toBe('2024-03-10T22:05');
  });
});

describe('daylight saving time', () => {
  const originalTz = process.env['TZ'];
  afterEach(() => {
    if (originalTz === undefined) delete process.env['TZ'];
    else process.env['TZ'] = originalTz;
  });

  // Local-time arithmetic across these changes gains or loses an hour, which a day count can round away.
  const crossings: readonly [string, string, number, string][] = [
    ['America/New_York', '2024-03-09', 2, '2024-03-11'], // spring forward on 10 March
    ['America/New_York', '2024-11-02', 2, '2024-11-04'], // fall back on 3 November
    ['Europe/London', '2024-03-30', 1, '2024-03-31'],
    ['Europe/London', '2024-10-26', 2, '2024-10-28'],
    ['Australia/Lord_Howe', '2024-04-06', 1, '2024-04-07'], // a half-hour change
    ['Pacific/Apia', '2011-12-29', 2, '2011-12-31'], // the day Samoa skipped locally
  ];

  it.each(crossings)('in %s, %s + %i days is %s and counts back the same', (tz, start, days, expected) => {
    process.env['TZ'] = tz;
    expect(addDays(start, days)).toBe(expected);
    expect(daysBetween(start, expected)).toBe(days);
  });

  it('counts a full year of days identically in every time zone', () => {
    for (const tz of ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Auckland']) {
      process.env['TZ'] = tz;
      expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
      expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
    }
  });
});

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(addMonths('2024-01-15', 1)).toBe('2024-02-15');
    expect(addMonths('2024-11-15', 3)).toBe('2025-02-15');
    expect(addMonths('2024-03-15', -3)).toBe('2023-12-15');
  });

  it('clamps the day to the end of a shorter month, as EDATE does', () => {
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2000-01-31', 1)).toBe('2000-02-29');
    expect(addMonths('2000-02-29', 12)).toBe('2001-02-28');
    expect(addMonths('2024-05-31', -1)).toBe('2024-04-30');
  });

  it('rejects a fractional number of months', () => {
    expect(() => addMonths('2024-01-01', 1.5)).toThrow(RangeError);
  });
});

describe('wholeMonthsBetween', () => {
  it('counts from the start plus k months, never a chain of steps', () => {
    expect(wholeMonthsBetween('2000-01-31', '2000-02-29')).toEqual({ months: 1, anchor: '2000-02-29' });
    expect(wholeMonthsBetween('2000-01-31', '2000-03-01')).toEqual({ months: 1, anchor: '2000-02-29' });
    expect(wholeMonthsBetween('2000-01-31', '2000-03-31')).toEqual({ months: 2, anchor: '2000-03-31' });
  });

  it('does not count a month whose day has not come yet', () => {
    expect(wholeMonthsBetween('2001-06-01', '2002-08-15')).toEqual({ months: 14, anchor: '2002-08-01' });
    expect(wholeMonthsBetween('2001-06-20', '2002-08-15')).toEqual({ months: 13, anchor: '2002-07-20' });
    expect(wholeMonthsBetween('2024-05-15', '2024-05-15')).toEqual({ months: 0, anchor: '2024-05-15' });
  });
});

describe('weekdayName', () => {
  it('names the day of the week in English', () => {
    expect(weekdayName('1990-05-15')).toBe('Tuesday');
    expect(weekdayName('2000-01-01')).toBe('Saturday');
    expect(weekdayName('2026-11-29')).toBe('Sunday');
  });
});
