import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculate } from '../../index.js';

const dateOf = (inputs: Record<string, number | string>) => calculate('date', inputs);

describe('date', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds the months first, then the weeks and days', () => {
    expect(dateOf({ mode: 1, startDate: '2024-01-31', months: 1, days: 1 }).details).toMatchObject({ resultDate: '2024-03-01', dayOfWeek: 'Friday' });
    expect(dateOf({ mode: 1, startDate: '2024-02-29', years: 1 }).value).toBe('2025-02-28');
    expect(dateOf({ mode: 1, startDate: '2024-03-31', operation: 2, months: 1, weeks: 1 }).value).toBe('2024-02-22');
  });

  it('counts the days between, the end date when asked, and business days with both ends', () => {
    expect(dateOf({ mode: 2, startDate: '2000-01-31', endDate: '2000-03-01' }).details)
      .toMatchObject({ totalDays: 30, weeks: 4, remainderDays: 2, years: 0, months: 1, days: 1 });
    expect(dateOf({ mode: 2, startDate: '2021-02-01', endDate: '2021-03-15', includeEndDate: 2 }).details)
      .toMatchObject({ totalDays: 43, businessDays: 31 });
    expect(dateOf({ mode: 2, startDate: '2024-06-01', endDate: '2024-06-02' }).details['businessDays']).toBe(0);
  });

  it('ignores holidays on a weekend, outside the range or listed twice', () => {
    expect(dateOf({ mode: 2, startDate: '2012-10-01', endDate: '2013-03-01', holidays: '2012-11-24 2014-01-01 2012-11-22 2012-11-22' })
      .details['businessDays']).toBe(109);
  });

  it('moves back by a negative number of business days, and stays put for 0', () => {
    expect(dateOf({ mode: 3, startDate: '2024-06-03', businessDays: -1 }).value).toBe('2024-05-31');
    expect(dateOf({ mode: 3, startDate: '2024-06-01', businessDays: 0 }).value).toBe('2024-06-01');
    expect(dateOf({ mode: 3, startDate: '2024-06-01', businessDays: 1 }).value).toBe('2024-06-03');
  });

  it('counts from today in UTC when the start is empty', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T23:30:00Z'));
    expect(dateOf({ mode: 1, days: 7 }).value).toBe('2026-12-03');
  });

  it('refuses an end before the start, part units, a holiday that is no date and a result past the calendar', () => {
    expect(() => dateOf({ mode: 2, startDate: '2024-01-02', endDate: '2024-01-01' }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'endDate' }));
    expect(() => dateOf({ mode: 1, startDate: '2024-01-02', weeks: 1.5 })).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'weeks' }));
    expect(() => dateOf({ mode: 2, startDate: '2024-01-02', endDate: '2024-02-01', holidays: '2024-01-15, 2024-02-30' }))
      .toThrow(expect.objectContaining({ code: 'not_a_date', field: 'holidays' }));
    expect(() => dateOf({ mode: 1, startDate: '9000-01-01', years: 10_000 })).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'years' }));
    expect(() => dateOf({ mode: 3, startDate: '0001-01-03', businessDays: -100_000 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'businessDays' }));
  });

  it('refuses more than 1,000 holidays', () => {
    const holidays = Array.from({ length: 1001 }, () => '2024-01-01').join(',');
    expect(() => dateOf({ mode: 3, startDate: '2024-01-02', businessDays: 5, holidays }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'holidays' }));
  });
});
