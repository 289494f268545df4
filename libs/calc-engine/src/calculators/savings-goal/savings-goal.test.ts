import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, futureValue, messages } from '../../index.js';
import { savingsGoalPlan } from './savings-goal.js';

const goal = fc.double({ min: 1, max: 1e9, noNaN: true });
const saved = fc.double({ min: 0, max: 1e9, noNaN: true });
const rate = fc.double({ min: 0, max: 30, noNaN: true });
const years = fc.double({ min: 0.25, max: 100, noNaN: true });

describe('savings-goal', () => {
  it('gives the monthly deposit in dollars', () => {
    const result = calculate('savings-goal', { savingsGoal: 10000, interestRate: 5, years: 5 });
    expect(result.unit).toBe('$');
    expect(result.details['monthlyDeposit']).toBe(result.value);
  });

  it('needs $314.07 a month for $10,000 in 24 months at 4% with $2,000 saved (not the $314.40 of a monthly rate rounded to 0.003333)', () => {
    expect(savingsGoalPlan({ savingsGoal: 10000, currentSavings: 2000, interestRate: 4, years: 2 }).value).toBeCloseTo(314.07, 2);
  });

  it('divides the gap evenly at 0%', () => {
    const { value, details } = savingsGoalPlan({ savingsGoal: 12000, currentSavings: 2400, interestRate: 0, years: 2 });
    expect(value).toBe(400);
    expect(details.totalDeposits).toBe(9600);
    expect(details.interestEarned).toBe(0);
  });

  it('asks for nothing when current savings grow past the goal, and reports their growth as interest', () => {
    const { value, details, yearly } = savingsGoalPlan({ savingsGoal: 10000, currentSavings: 9000, interestRate: 6, years: 2 });
    expect(value).toBe(0);
    expect(details.totalDeposits).toBe(0);
    expect(details.interestEarned).toBeCloseTo(9000 * (1.005 ** 24 - 1), 9);
    expect(yearly?.at(-1)?.balance).toBeGreaterThan(10000);
  });

  it('asks for nothing at 0% when savings already meet the goal', () => {
    expect(savingsGoalPlan({ savingsGoal: 5000, currentSavings: 5000, interestRate: 0, years: 1 }).value).toBe(0);
  });

  it('rounds the time to whole months and tabulates a balance that ends at the goal', () => {
    const result = savingsGoalPlan({ savingsGoal: 10000, interestRate: 5, years: 2.52 });
    expect(result.details.numberOfMonths).toBe(30);
    expect(result.yearly?.map((row) => row.year)).toEqual([1, 2, 2.5]);
    expect(result.yearly?.[0]?.contributions).toBeCloseTo(12 * result.details.monthlyDeposit, 9);
    expect(result.yearly?.at(-1)?.balance).toBeCloseTo(10000, 6);
  });

  describe('invalid input', () => {
    const valid = { savingsGoal: 10000, interestRate: 5, years: 5 };
    it.each([
      [{ ...valid, savingsGoal: 0 }, 'savingsGoal', 'out_of_domain', messages.greaterThanZero('Savings Goal')],
      [{ ...valid, savingsGoal: -10 }, 'savingsGoal', 'out_of_domain', messages.greaterThanZero('Savings Goal')],
      [{ ...valid, years: 0 }, 'years', 'out_of_domain', messages.greaterThanZero('Time to Goal')],
      [{ ...valid, years: -1 }, 'years', 'out_of_domain', messages.greaterThanZero('Time to Goal')],
      [{ ...valid, years: 0.01 }, 'years', 'out_of_domain', messages.atLeastOneMonth('Time to Goal')],
      [{ ...valid, years: 5000 }, 'years', 'out_of_domain', messages.atMost('Time to Goal', 1000)],
      [{ ...valid, currentSavings: -1 }, 'currentSavings', 'out_of_domain', messages.notNegative('Current Savings')],
      [{ ...valid, interestRate: -1 }, 'interestRate', 'out_of_domain', messages.notNegative('Annual Interest Rate (compounded monthly)')],
      [{ ...valid, savingsGoal: '' }, 'savingsGoal', 'required', messages.required('Savings Goal')],
      [{ ...valid, interestRate: '5%' }, 'interestRate', 'not_a_number', messages.notANumber('Annual Interest Rate (compounded monthly)')],
      [{ ...valid, currentSavings: 1, interestRate: 1e4, years: 900 }, 'years', 'out_of_domain', messages.resultTooLarge('Time to Goal')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('savings-goal', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([goal, saved, rate, years])('gives finite outputs, and deposits that reach the goal', (g, s, r, t) => {
      const { details, yearly } = savingsGoalPlan({ savingsGoal: g, currentSavings: s, interestRate: r, years: t });
      const value = details.monthlyDeposit;
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      const end = futureValue(r / 1200, details.numberOfMonths, value, s);
      expect(end).toBeGreaterThanOrEqual(g * (1 - 1e-9));
      if (value > 0) expect(Math.abs(end / g - 1)).toBeLessThan(1e-9);
      expect(yearly?.at(-1)?.year).toBeCloseTo(details.numberOfMonths / 12, 12);
    });

    test.prop([goal, saved, rate, years])('never asks for more than the 0% amount, nor less with less time', (g, s, r, t) => {
      const at = (interestRate: number, time: number) =>
        savingsGoalPlan({ savingsGoal: g, currentSavings: s, interestRate, years: time }).details.monthlyDeposit;
      expect(at(r, t)).toBeLessThanOrEqual(at(0, t) * (1 + 1e-12));
      expect(at(r, t + 1)).toBeLessThanOrEqual(at(r, t) * (1 + 1e-12));
    });

    test.prop([goal, rate, years, fc.double({ min: 0.1, max: 10, noNaN: true })])(
      'asks for less as the rate rises (nothing saved yet)',
      (g, r, t, more) => {
        const at = (interestRate: number) => savingsGoalPlan({ savingsGoal: g, interestRate, years: t }).details.monthlyDeposit;
        expect(at(r + more)).toBeLessThan(at(r));
      },
    );

    test.prop([goal, saved, rate, years])('does not modify its inputs', (g, s, r, t) => {
      const inputs = { savingsGoal: g, currentSavings: s, interestRate: r, years: t };
      const copy = structuredClone(inputs);
      savingsGoalPlan(Object.freeze(inputs));
      expect(inputs).toEqual(copy);
    });
  });
});

describe('savings goal solved the other way round', () => {
  it('finds the rate at which $147.05 a month reaches $10,000 in 5 years', () => {
    // At 5%: 10,000 × (0.05/12) / ((1 + 0.05/12)^60 − 1) = $147.05, so the rate comes back as 5% to the cent.
    expect(calculate('savings-goal', { solve: 'interestRate', monthlyDeposit: 147.05, savingsGoal: 10000, years: 5 }).value).toBeCloseTo(5, 2);
  });

  it('finds no rate for a deposit above goal / months, which would need a negative rate', () => {
    // 10,000 / 60 = $166.67 a month already reaches the goal at 0%.
    expect(() => calculate('savings-goal', { solve: 'interestRate', monthlyDeposit: 200, savingsGoal: 10000, years: 5 }))
      .toThrow(expect.objectContaining({ code: 'no_solution', field: 'monthlyDeposit' }));
  });
});
