import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, daysBetween, formatIsoDate } from '../../dates/iso-date.js';
import { calculate, messages } from '../../index.js';
import { pregnancyDueDate, pregnancyDueDateFromLmp, type PregnancyDueDateInputs } from './pregnancy-due-date.js';

const asOf = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true })
  .map(formatIsoDate);
const byLastPeriod = fc
  .record({ asOfDate: asOf, daysAgo: fc.integer({ min: 0, max: 300 }), cycleLength: fc.integer({ min: 20, max: 45 }) })
  .map(({ asOfDate, daysAgo, cycleLength }): PregnancyDueDateInputs => ({
    method: 1,
    lastPeriodDate: addDays(asOfDate, -daysAgo),
    cycleLength,
    asOfDate,
  }));
const byConception = fc
  .record({ asOfDate: asOf, daysAgo: fc.integer({ min: 0, max: 286 }) })
  .map(({ asOfDate, daysAgo }): PregnancyDueDateInputs => ({
    method: 2,
    conceptionDate: addDays(asOfDate, -daysAgo),
    asOfDate,
  }));

describe('pregnancy-due-date', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the due date as the result', () => {
    const result = calculate('pregnancy-due-date', {
      method: 1, lastPeriodDate: '2023-01-01', cycleLength: 28, asOfDate: '2023-03-01',
    });
    expect(result.value).toBe(result.details['dueDate']);
  });

  it('gives 2001-12-19 for an LMP of 2001-03-14 (+280 days, not the calendar rule\'s 2001-12-21)', () => {
    expect(pregnancyDueDateFromLmp({ method: 1, lastPeriodDate: '2001-03-14', asOfDate: '2001-05-01' }).value).toBe(
      '2001-12-19',
    );
  });

  it.each([
    [35, '2024-10-14'],
    [21, '2024-09-30'],
    [28, '2024-10-07'],
  ])('moves the due date by the cycle length\'s difference from 28 days (%i days: %s)', (cycleLength, dueDate) => {
    expect(
      pregnancyDueDateFromLmp({ method: 1, lastPeriodDate: '2024-01-01', cycleLength, asOfDate: '2024-03-01' }).value,
    ).toBe(dueDate);
  });

  it('assumes a 28-day cycle when the cycle length is left empty', () => {
    const result = calculate('pregnancy-due-date', {
      method: 1, lastPeriodDate: '2024-01-01', cycleLength: '', asOfDate: '2024-03-01',
    });
    expect(result.value).toBe('2024-10-07');
  });

  it('adds 266 days to a conception date, ignoring the cycle length', () => {
    const { value, details } = pregnancyDueDateFromLmp({
      method: 2, conceptionDate: '2024-01-15', cycleLength: 35, asOfDate: '2024-03-01',
    });
    expect(value).toBe('2024-10-07');
    expect(details.estimatedConceptionDate).toBe('2024-01-15');
  });

  it('gives the gestational age and the days left on the as-of date', () => {
    const { details } = pregnancyDueDateFromLmp({ method: 1, lastPeriodDate: '2024-01-01', asOfDate: '2024-03-01' });
    expect(details.gestationalAgeWeeks).toBe(8);
    expect(details.gestationalAgeDays).toBe(4);
    expect(details.daysUntilDue).toBe(220);
  });

  it('charts the progress out of 40 weeks', () => {
    const { chart } = pregnancyDueDateFromLmp({ method: 1, lastPeriodDate: '2024-01-01', asOfDate: '2024-03-01' });
    expect(chart?.type).toBe('bar');
    expect(chart?.data[0]?.value).toBeCloseTo(60 / 7, 10);
    expect(chart?.data[1]?.value).toBeCloseTo(40 - 60 / 7, 10);
  });

  it('counts from before day 0 when a long cycle moves it past the as-of date', () => {
    // Cycle 45 moves day 0 to 2024-03-13, twelve days after 2024-03-01.
    const { details, chart } = pregnancyDueDateFromLmp({
      method: 1, lastPeriodDate: '2024-02-25', cycleLength: 45, asOfDate: '2024-03-01',
    });
    expect(details.gestationalAgeWeeks * 7 + details.gestationalAgeDays).toBe(-12);
    expect(details.gestationalAgeDays).toBe(2);
    expect(details.daysUntilDue).toBe(292);
    expect(chart?.data[0]?.value).toBe(0);
  });

  it('takes "today" from the clock, as a UTC date, when no as-of date is given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-03-01T23:30:00-05:00')); // already 2 March in UTC
    const { details } = pregnancyDueDateFromLmp({ method: 1, lastPeriodDate: '2024-01-01' });
    expect(details.gestationalAgeWeeks).toBe(8);
    expect(details.gestationalAgeDays).toBe(5);
    expect(details.daysUntilDue).toBe(219);
    expect(() => pregnancyDueDateFromLmp({ method: 1, lastPeriodDate: '2024-03-03' })).toThrow(
      messages.notInFuture('First Day of Last Period'),
    );
  });

  it('gives the same dates in any time zone', () => {
    const inputs = { method: 1, lastPeriodDate: '2024-03-09', asOfDate: '2024-11-04' } as const;
    const originalTz = process.env['TZ'];
    try {
      const results = ['UTC', 'America/New_York', 'Europe/London', 'Australia/Sydney'].map((tz) => {
        process.env['TZ'] = tz;
        return pregnancyDueDateFromLmp(inputs).details;
      });
      expect(results[0]?.dueDate).toBe('2024-12-14');
      for (const details of results) expect(details).toEqual(results[0]);
    } finally {
      if (originalTz === undefined) delete process.env['TZ'];
      else process.env['TZ'] = originalTz;
    }
  });

  it('accepts an LMP on the as-of date and exactly 300 days before it', () => {
    expect(pregnancyDueDateFromLmp({ method: 1, lastPeriodDate: '2024-03-01', asOfDate: '2024-03-01' }).value).toBe(
      '2024-12-06',
    );
    const oldest = pregnancyDueDateFromLmp({ method: 1, lastPeriodDate: '2023-05-06', asOfDate: '2024-03-01' });
    expect(oldest.details.daysUntilDue).toBe(-20);
  });

  describe('invalid input', () => {
    const lmp = { method: 1, lastPeriodDate: '2024-01-01', asOfDate: '2024-03-01' };
    const conception = { method: 2, conceptionDate: '2024-01-15', asOfDate: '2024-03-01' };
    it.each([
      [{ ...lmp, lastPeriodDate: '2024-03-02' }, 'lastPeriodDate', 'out_of_domain', messages.notInFuture('First Day of Last Period')],
      [{ ...lmp, lastPeriodDate: '2023-05-05' }, 'lastPeriodDate', 'out_of_domain', messages.withinLastDays('First Day of Last Period', 300)],
      [{ ...lmp, lastPeriodDate: undefined }, 'lastPeriodDate', 'required', messages.required('First Day of Last Period')],
      [{ ...lmp, lastPeriodDate: '2023-02-29' }, 'lastPeriodDate', 'not_a_date', messages.notADate('First Day of Last Period')],
      [{ ...lmp, lastPeriodDate: '01/01/2024' }, 'lastPeriodDate', 'not_a_date', messages.notADate('First Day of Last Period')],
      [{ ...lmp, cycleLength: 19 }, 'cycleLength', 'out_of_domain', messages.atLeast('Average Cycle Length', 20)],
      [{ ...lmp, cycleLength: 46 }, 'cycleLength', 'out_of_domain', messages.atMost('Average Cycle Length', 45)],
      [{ ...lmp, cycleLength: 28.5 }, 'cycleLength', 'out_of_domain', messages.notAWholeNumber('Average Cycle Length')],
      [{ ...lmp, asOfDate: '2024-3-1' }, 'asOfDate', 'not_a_date', messages.notADate('Count Weeks As Of')],
      [{ ...conception, conceptionDate: '2024-03-02' }, 'conceptionDate', 'out_of_domain', messages.notInFuture('Conception Date')],
      [{ ...conception, conceptionDate: '2023-05-19' }, 'conceptionDate', 'out_of_domain', messages.withinLastDays('Conception Date', 286)],
      [{ ...conception, conceptionDate: '' }, 'conceptionDate', 'required', messages.required('Conception Date')],
      [{ ...lmp, method: 3 }, 'method', 'out_of_domain', messages.notAnOption('Calculate From')],
      [{ lastPeriodDate: '2024-01-01' }, 'method', 'required', messages.required('Calculate From')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('pregnancy-due-date', given)).toThrow(expect.objectContaining({ field, code, message }));
    });

    it('checks the cycle length and the missing date when compute is called without validation', () => {
      expect(() =>
        pregnancyDueDate.compute({ method: 1, lastPeriodDate: '2024-01-01', cycleLength: 28.5, asOfDate: '2024-03-01' }),
      ).toThrow(expect.objectContaining({ field: 'cycleLength', code: 'out_of_domain' }));
      expect(() => pregnancyDueDate.compute({ method: 2, asOfDate: '2024-03-01' })).toThrow(
        expect.objectContaining({ field: 'conceptionDate', code: 'required' }),
      );
    });
  });

  describe('properties', () => {
    test.prop([byLastPeriod])('puts the due date 280 days after day 0 and keeps the counts consistent', (given) => {
      const { value, details } = pregnancyDueDateFromLmp(given);
      const start = addDays(given.lastPeriodDate ?? '', (given.cycleLength ?? 28) - 28);
      expect(daysBetween(start, String(value))).toBe(280);
      expect(daysBetween(details.estimatedConceptionDate, details.dueDate)).toBe(266);
      expect(daysBetween(start, details.secondTrimesterStart)).toBe(98);
      expect(daysBetween(start, details.thirdTrimesterStart)).toBe(196);
      expect(details.gestationalAgeDays).toBeGreaterThanOrEqual(0);
      expect(details.gestationalAgeDays).toBeLessThan(7);
      expect(details.gestationalAgeWeeks * 7 + details.gestationalAgeDays + details.daysUntilDue).toBe(280);
    });

    test.prop([byConception])('matches an LMP 14 days before conception with a 28-day cycle', (given) => {
      const fromConception = pregnancyDueDateFromLmp(given).details;
      const fromLmp = pregnancyDueDateFromLmp({
        method: 1,
        lastPeriodDate: addDays(given.conceptionDate ?? '', -14),
        asOfDate: given.asOfDate ?? '',
      }).details;
      expect(fromConception).toEqual(fromLmp);
    });

    test.prop([byLastPeriod, fc.integer({ min: 1, max: 100 })])('moves later, day for day, with a later LMP', (given, later) => {
      fc.pre(daysBetween(given.lastPeriodDate ?? '', given.asOfDate ?? '') >= later);
      const moved = { ...given, lastPeriodDate: addDays(given.lastPeriodDate ?? '', later) };
      expect(daysBetween(String(pregnancyDueDateFromLmp(given).value), String(pregnancyDueDateFromLmp(moved).value))).toBe(later);
    });

    test.prop([fc.oneof(byLastPeriod, byConception)])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      pregnancyDueDateFromLmp(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
