import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculate } from '../../index.js';

const timeOf = (inputs: Record<string, number | string>) => calculate('time', inputs).details;

describe('time', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('carries minutes and seconds above their unit into the next one', () => {
    expect(timeOf({ mode: 1, minutes1: 150, seconds1: 125 })).toMatchObject({ days: 0, hours: 2, minutes: 32, seconds: 5, formatted: '0d 2h 32m 5s' });
    expect(timeOf({ mode: 1, hours1: 49 })).toMatchObject({ days: 2, hours: 1, totalDays: 49 / 24 });
  });

  it('writes decimal seconds without floating-point noise', () => {
    expect(timeOf({ mode: 1, seconds1: 1.1, seconds2: 2.2 }).formatted).toBe('0d 0h 0m 3.3s');
    expect(timeOf({ mode: 1, hours1: 1, minutes1: 2, seconds1: 3.3 }).seconds).toBe(3.3);
  });

  it('gives 0 when the two durations cancel out, without a minus sign', () => {
    expect(timeOf({ mode: 1, hours1: 2, operation: 2, minutes2: 120 })).toMatchObject({ totalHours: 0, formatted: '0d 0h 0m 0s' });
  });

  it('ignores the first duration when moving a date and time', () => {
    expect(timeOf({ mode: 2, startDateTime: '2024-12-31T23:30', hours1: 5, minutes2: 45 }))
      .toMatchObject({ totalHours: 0.75, resultDateTime: '2025-01-01T00:15:00', resultDayOfWeek: 'Wednesday' });
  });

  it('has no resulting date and time when adding durations', () => {
    expect(timeOf({ mode: 1, hours1: 1 })).not.toHaveProperty('resultDateTime');
  });

  it('rounds the resulting time to the whole second', () => {
    expect(timeOf({ mode: 2, startDateTime: '2024-01-01T00:00', seconds2: 59.5 }).resultDateTime).toBe('2024-01-01T00:01:00');
    expect(timeOf({ mode: 2, startDateTime: '2024-01-01T00:00', seconds2: 59.4 }).resultDateTime).toBe('2024-01-01T00:00:59');
  });

  it('counts from now in UTC when the start is empty', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T10:15:42Z'));
    expect(timeOf({ mode: 2, hours2: 2 }).resultDateTime).toBe('2026-11-26T12:15:00');
  });

  it('refuses a negative component, a start that is no date and time, and a result outside the years 1 to 9999', () => {
    expect(() => calculate('time', { mode: 1, minutes1: -5 })).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'minutes1' }));
    expect(() => calculate('time', { mode: 2, startDateTime: '2024-02-30T10:00' }))
      .toThrow(expect.objectContaining({ code: 'not_a_datetime', field: 'startDateTime' }));
    expect(() => calculate('time', { mode: 2, startDateTime: '9999-12-31T23:00', hours2: 2 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'days2' }));
    expect(() => calculate('time', { mode: 2, startDateTime: '0001-01-01T01:00', operation: 2, hours2: 2 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'days2' }));
    expect(timeOf({ mode: 2, startDateTime: '0001-01-01T01:00', operation: 2, hours2: 1 }).resultDateTime).toBe('0001-01-01T00:00:00');
  });

  it('stays finite at the largest components', () => {
    const details = timeOf({ mode: 1, days1: 1e9, hours1: 1e9, minutes1: 1e9, seconds1: 1e9, days2: 1e9 });
    for (const value of Object.values(details)) if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
  });
});
