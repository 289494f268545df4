import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('pregnancy-weight-gain', () => {
  it('gives the result in the unit system\'s weight unit, from that unit\'s own IOM table', () => {
    expect(calculate('pregnancy-weight-gain', { prePregnancyWeight: 60, height: 165, currentWeek: 24 }).unit).toBe('kg');
    const us = calculate('pregnancy-weight-gain', { unitSystem: 2, prePregnancyWeight: 130, height: 64, currentWeek: 20 });
    expect(us.unit).toBe('lb');
    expect(us.details['totalGainMax']).toBe(35);
  });

  it('compares the gain so far with the range for the week', () => {
    const base = { prePregnancyWeight: 60, height: 165, currentWeek: 24 };
    expect(calculate('pregnancy-weight-gain', { ...base, currentWeight: 64 }).details['status']).toBe('below');
    expect(calculate('pregnancy-weight-gain', { ...base, currentWeight: 66 }).details['status']).toBe('within');
    expect(calculate('pregnancy-weight-gain', { ...base, currentWeight: 68 }).details['status']).toBe('above');
  });

  it('has no twin range for an underweight BMI, and refuses a week outside 0 to 42', () => {
    expect(() => calculate('pregnancy-weight-gain', { prePregnancyWeight: 48, height: 165, currentWeek: 20, twins: 2 })).toThrow(
      expect.objectContaining({ code: 'inconsistent', field: 'twins', message: 'The IOM guideline gives no twin range for an underweight BMI: ask your clinician' }),
    );
    expect(() => calculate('pregnancy-weight-gain', { prePregnancyWeight: 60, height: 165, currentWeek: 43 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'currentWeek' }));
  });
});
