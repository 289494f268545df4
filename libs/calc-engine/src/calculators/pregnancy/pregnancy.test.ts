import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculate } from '../../index.js';

describe('pregnancy', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the same day 0 by every method for the same pregnancy', () => {
    const asOfDate = '2024-06-15';
    const results = [
      { method: 1, lastPeriodDate: '2024-01-01' },
      { method: 1, lastPeriodDate: '2023-12-25', cycleLength: 35 },
      { method: 2, dueDate: '2024-10-07' },
      { method: 3, conceptionDate: '2024-01-15' },
      { method: 4, ultrasoundDate: '2024-02-26', ultrasoundWeeks: 8 },
      { method: 5, transferDate: '2024-01-20', embryoAge: 5 },
      { method: 5, transferDate: '2024-01-18', embryoAge: 3 },
    ].map((inputs) => calculate('pregnancy', { ...inputs, asOfDate }).details);
    for (const details of results) expect(details).toEqual(results[0]);
    expect(results[0]?.['gestationalAgeDays']).toBe(166);
  });

  it('starts the trimesters at 14w0d and 28w0d', () => {
    const on = (asOfDate: string) => calculate('pregnancy', { lastPeriodDate: '2024-01-01', asOfDate }).details['trimester'];
    expect(on('2024-04-07')).toBe(1);
    expect(on('2024-04-08')).toBe(2);
    expect(on('2024-07-14')).toBe(2);
    expect(on('2024-07-15')).toBe(3);
  });

  it('refuses an as-of date before the pregnancy began, or beyond 44 weeks', () => {
    expect(() => calculate('pregnancy', { lastPeriodDate: '2024-01-01', asOfDate: '2023-12-31' })).toThrow(
      expect.objectContaining({ code: 'inconsistent', field: 'asOfDate', message: 'The as-of date is before the pregnancy began' }),
    );
    expect(() => calculate('pregnancy', { lastPeriodDate: '2024-01-01', asOfDate: '2024-11-05' }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'asOfDate' }));
    expect(calculate('pregnancy', { lastPeriodDate: '2024-01-01', asOfDate: '2024-11-04' }).value).toBe(44);
    expect(() => calculate('pregnancy', { method: 5, transferDate: '2024-01-01', embryoAge: 4, asOfDate: '2024-02-01' }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'embryoAge' }));
  });

  it('counts to today (UTC) when no as-of date is given, and past the due date as negative days', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-10-10T12:00:00Z'));
    const { details } = calculate('pregnancy', { lastPeriodDate: '2024-01-01' });
    expect(details['gestationalWeeks']).toBe(40);
    expect(details['gestationalDays']).toBe(3);
    expect(details['daysUntilDue']).toBe(-3);
  });
});
