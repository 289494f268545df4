import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('finance', () => {
  it('balances the five values: each solved from the others gives the same triangle back', () => {
    const inputs = { periods: 120, interestRate: 6, presentValue: -10000, payment: -100 };
    const { futureValue } = calculate('finance', inputs).details as { futureValue: number };
    for (const name of ['periods', 'interestRate', 'presentValue', 'payment'] as const) {
      const { [name]: wanted, ...others } = inputs;
      const solved = calculate('finance', { ...others, solve: name, futureValue });
      expect(solved.value, name).toBeCloseTo(wanted, 6);
    }
  });

  it('adds no interest at 0%, and reads an empty C/Y as the payments per year', () => {
    const flat = calculate('finance', { periods: 10, interestRate: 0, presentValue: -100, payment: -10 });
    expect(flat.details).toMatchObject({ futureValue: 200, totalInterest: 0, periodicRate: 0 });
    const same = calculate('finance', { periods: 10, interestRate: 5, payment: -10, paymentsPerYear: 4, compoundingPerYear: 4 });
    expect(calculate('finance', { periods: 10, interestRate: 5, payment: -10, paymentsPerYear: 4, compoundingPerYear: '' }).details).toEqual(same.details);
  });

  it('converts the rate when compounding and payments differ, and back when solving for it', () => {
    const daily = calculate('finance', { periods: 5, interestRate: 4, presentValue: -5000, paymentsPerYear: 1, compoundingPerYear: 365 });
    expect(daily.details['periodicRate']).toBeCloseTo(((1 + 0.04 / 365) ** 365 - 1) * 100, 10);
    const rate = calculate('finance', {
      solve: 'interestRate', periods: 5, presentValue: -5000, paymentsPerYear: 1, compoundingPerYear: 365, futureValue: daily.value as number,
    });
    expect(rate.value).toBeCloseTo(4, 9);
  });

  it('takes the rate nearest 0 where the cash flows balance at two rates', () => {
    // −1000 now, +2300 after one period, −1320 after two: 10% and 20% both balance them (1.1 and 1.2 are the roots).
    const solved = calculate('finance', {
      solve: 'interestRate', periods: 2, presentValue: -1000, payment: 2300, futureValue: -3620, paymentsPerYear: 1,
    });
    expect(solved.value).toBeCloseTo(10, 6);
  });

  it('finds no number of periods where the payments never reach the goal, and refuses N of 0', () => {
    expect(() => calculate('finance', { solve: 'periods', interestRate: 6, presentValue: 1000, payment: -1, futureValue: 0 }))
      .toThrow(expect.objectContaining({ code: 'no_solution' }));
    expect(() => calculate('finance', { periods: 0, interestRate: 6, payment: -100 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'periods' }));
  });
});
