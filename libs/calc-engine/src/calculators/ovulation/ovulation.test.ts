import { describe, expect, it } from 'vitest';
import { daysBetween } from '../../dates/iso-date.js';
import { calculate } from '../../index.js';

describe('ovulation', () => {
  it('lists the next six cycles a cycle apart, each ovulating on the same cycle day', () => {
    const { details } = calculate('ovulation', { lastPeriodDate: '2024-01-01', cycleLength: 30, lutealPhase: 13 });
    for (let k = 1; k <= 6; k += 1) {
      expect(daysBetween('2024-01-01', String(details[`cycle${k}PeriodStart`]))).toBe(30 * k);
      expect(daysBetween(String(details[`cycle${k}PeriodStart`]), String(details[`cycle${k}Ovulation`]))).toBe(17);
    }
    expect(details['cycle1PeriodStart']).toBe(details['nextPeriodDate']);
  });

  it('refuses a luteal phase that leaves fewer than 6 days before ovulation', () => {
    expect(() => calculate('ovulation', { lastPeriodDate: '2024-01-01', cycleLength: 20, lutealPhase: 15 })).toThrow(
      expect.objectContaining({ code: 'inconsistent', field: 'lutealPhase' }),
    );
    expect(calculate('ovulation', { lastPeriodDate: '2024-01-01', cycleLength: 20, lutealPhase: 14 }).value).toBe('2024-01-07');
  });
});
