import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('salary', () => {
  it('refuses days off that leave no working days, naming Vacation Days per Year', () => {
    expect(() => calculate('salary', { amount: 25, payPeriod: 1, holidaysPerYear: 100, vacationDaysPerYear: 160 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'vacationDaysPerYear' }));
  });

  it('gives the same year from every period of the same pay', () => {
    const yearly = calculate('salary', { amount: 52000, payPeriod: 8 }).details;
    expect(calculate('salary', { amount: yearly['biweekly'] as number, payPeriod: 4 }).value).toBeCloseTo(52000, 9);
    expect(calculate('salary', { amount: yearly['daily'] as number, payPeriod: 2 }).value).toBeCloseTo(52000, 9);
  });
});
