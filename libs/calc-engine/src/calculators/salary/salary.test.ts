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

  it('raises a salary\'s pay per hour worked by the days off', () => {
    const details = calculate('salary', { amount: 52000, payPeriod: 8, hoursPerWeek: 40, daysPerWeek: 5, vacationDaysPerYear: 10 }).details;
    expect(details['adjustedHourly']).toBeCloseTo(52000 / (250 * 8), 9);
  });

  it('answers a week of the least hours and days a number can hold with finite pay', () => {
    const tiny = 2.2250738585072014e-308;
    const details = calculate('salary', { amount: 1, payPeriod: 8, hoursPerWeek: tiny, daysPerWeek: tiny }).details;
    for (const value of Object.values(details)) expect(Number.isFinite(value)).toBe(true);
  });

  it('refuses a week of so few hours that the pay per hour is beyond any number, naming Hours per Week', () => {
    expect(() => calculate('salary', { amount: 1e10, payPeriod: 8, hoursPerWeek: 1e-307 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'hoursPerWeek' }));
  });
});
