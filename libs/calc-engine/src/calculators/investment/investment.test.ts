import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { investmentGrowth, type ContributionTiming } from './investment.js';

const start = fc.double({ min: 0, max: 1e9, noNaN: true });
const contribution = fc.double({ min: 0, max: 1e7, noNaN: true });
const rate = fc.double({ min: 0, max: 50, noNaN: true });
const years = fc.double({ min: 0.0833, max: 100, noNaN: true });
const timing = fc.constantFrom<ContributionTiming>(0, 1);

describe('investment', () => {
  it('gives the final balance in dollars', () => {
    const result = calculate('investment', { initialInvestment: 0, monthlyContribution: 1000, annualReturn: 12, years: 1, contributionTiming: 0 });
    expect(result.unit).toBe('$');
    expect(result.details['finalBalance']).toBe(result.value);
  });

  it('contributes at the end of each month, with nothing added, when those inputs are empty', () => {
    const result = calculate('investment', { initialInvestment: 50000, annualReturn: 6, years: 15, monthlyContribution: '', contributionTiming: null });
    expect(result.value).toBeCloseTo(50000 * 1.005 ** 180, 6);
    const withTiming = calculate('investment', { initialInvestment: 0, monthlyContribution: 1000, annualReturn: 12, years: 1 });
    expect(withTiming.value).toBeCloseTo(12682.5, 2);
  });

  it('adds the amounts at 0%', () => {
    const { value, details } = investmentGrowth({ initialInvestment: 10000, monthlyContribution: 500, annualReturn: 0, years: 20, contributionTiming: 1 });
    expect(value).toBe(130000);
    expect(details).toEqual({ finalBalance: 130000, totalContributions: 130000, totalEarnings: 0 });
  });

  it('pies the starting amount, the contributions and the earnings, and tabulates the balance by year', () => {
    const result = investmentGrowth({ initialInvestment: 10000, monthlyContribution: 500, annualReturn: 7, years: 20 });
    expect(result.chart).toMatchObject({
      type: 'pie',
      data: [
        { role: 'startingAmount', value: 10000 },
        { role: 'contributions', value: 120000 },
        { role: 'earnings', value: result.details.totalEarnings },
      ],
    });
    expect(result.yearly).toHaveLength(20);
    expect(result.yearly?.[0]?.balance).toBeCloseTo(10000 * (1 + 0.07 / 12) ** 12 + 500 * ((1 + 0.07 / 12) ** 12 - 1) / (0.07 / 12), 6);
    expect(result.yearly?.at(-1)).toEqual({ year: 20, contributions: 130000, interest: result.details.totalEarnings, balance: result.value });
  });

  it('rounds the length to whole months', () => {
    const result = investmentGrowth({ initialInvestment: 0, monthlyContribution: 100, annualReturn: 0, years: 0.0833 });
    expect(result.value).toBe(100);
    expect(result.yearly).toEqual([{ year: 1 / 12, contributions: 100, interest: 0, balance: 100 }]);
  });

  describe('invalid input', () => {
    const valid = { initialInvestment: 10000, monthlyContribution: 500, annualReturn: 7, years: 20 };
    it.each([
      [{ ...valid, years: 0 }, 'years', 'out_of_domain', messages.greaterThanZero('Investment Length')],
      [{ ...valid, years: -5 }, 'years', 'out_of_domain', messages.greaterThanZero('Investment Length')],
      [{ ...valid, years: 1500 }, 'years', 'out_of_domain', messages.atMost('Investment Length', 1000)],
      [{ ...valid, initialInvestment: -1 }, 'initialInvestment', 'out_of_domain', messages.notNegative('Starting Amount')],
      [{ ...valid, monthlyContribution: -1 }, 'monthlyContribution', 'out_of_domain', messages.notNegative('Monthly Contribution')],
      [{ ...valid, annualReturn: -3 }, 'annualReturn', 'out_of_domain', messages.notNegative('Annual Return')],
      [{ ...valid, contributionTiming: 2 }, 'contributionTiming', 'out_of_domain', messages.notAnOption('Contribute at')],
      [{ ...valid, initialInvestment: null }, 'initialInvestment', 'required', messages.required('Starting Amount')],
      [{ ...valid, years: '20 years' }, 'years', 'not_a_number', messages.notANumber('Investment Length')],
      [{ ...valid, annualReturn: 5000, years: 900 }, 'years', 'out_of_domain', messages.resultTooLarge('Investment Length')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('investment', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([start, contribution, rate, years, timing])('gives finite outputs, never below the money put in', (p, c, r, t, type) => {
      const { details, yearly } = investmentGrowth({ initialInvestment: p, monthlyContribution: c, annualReturn: r, years: t, contributionTiming: type });
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      for (const row of yearly ?? []) expect(Number.isFinite(row.balance)).toBe(true);
      expect(details.finalBalance).toBeGreaterThanOrEqual(details.totalContributions * (1 - 1e-12));
    });

    const growing = fc.record({
      p: fc.double({ min: 1, max: 1e6, noNaN: true }),
      c: fc.double({ min: 0, max: 1e4, noNaN: true }),
      r: fc.double({ min: 0, max: 30, noNaN: true }),
      t: fc.double({ min: 1, max: 50, noNaN: true }),
      type: timing,
      more: fc.double({ min: 0.1, max: 10, noNaN: true }),
    });

    test.prop([growing])('grows with the return and with time', ({ p, c, r, t, type, more }) => {
      const at = (annualReturn: number, length: number) =>
        investmentGrowth({ initialInvestment: p, monthlyContribution: c, annualReturn, years: length, contributionTiming: type }).details.finalBalance;
      expect(at(r + more, t)).toBeGreaterThan(at(r, t));
      expect(at(r + 0.1, t + more)).toBeGreaterThan(at(r + 0.1, t));
    });

    test.prop([growing])('earns more on deposits made at the beginning of each month', ({ p, c, r, t }) => {
      const at = (type: ContributionTiming) =>
        investmentGrowth({ initialInvestment: p, monthlyContribution: c + 1, annualReturn: r + 0.1, years: t, contributionTiming: type }).details.finalBalance;
      expect(at(1)).toBeGreaterThan(at(0));
    });

    test.prop([start, contribution, rate, years, timing])('does not modify its inputs', (p, c, r, t, type) => {
      const inputs = { initialInvestment: p, monthlyContribution: c, annualReturn: r, years: t, contributionTiming: type };
      const copy = structuredClone(inputs);
      investmentGrowth(Object.freeze(inputs));
      expect(inputs).toEqual(copy);
    });
  });
});
