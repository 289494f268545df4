import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { compoundInterestGrowth, type CompoundingFrequency } from './compound-interest.js';

const frequency = fc.constantFrom<CompoundingFrequency>(1, 2, 4, 12, 52, 365);
const principal = fc.double({ min: 0, max: 1e8, noNaN: true });
const rate = fc.double({ min: 0, max: 50, noNaN: true });
const years = fc.double({ min: 0, max: 100, noNaN: true });
const contribution = fc.double({ min: 0, max: 1e6, noNaN: true });

describe('compound-interest', () => {
  it('gives the future value in dollars', () => {
    const result = calculate('compound-interest', { principal: 1500, interestRate: 4.3, years: 6, compoundingFrequency: 4 });
    expect(result.unit).toBe('$');
    expect(result.details['futureValue']).toBe(result.value);
  });

  it('equals Excel FV(r/12, 12t, −C, −P) with monthly compounding and deposits', () => {
    // =FV(0.12/12, 12, -1000) -> $12,682.50 (Microsoft Support, FV example 2)
    const result = compoundInterestGrowth({ principal: 0, interestRate: 12, years: 1, compoundingFrequency: 12, monthlyContribution: 1000 });
    expect(result.value).toBeCloseTo(12682.5, 2);
    expect(result.details.totalContributions).toBe(12000);
    expect(result.details.totalInterest).toBeCloseTo(682.5, 2);
  });

  it('credits contributions at the monthly rate equivalent to the compounding', () => {
    // Annual compounding at 12.6825%: the equivalent monthly rate is exactly 1%, so 12 × $1,000 grow as above.
    const result = compoundInterestGrowth({
      principal: 0, interestRate: 12.682503013197, years: 1, compoundingFrequency: 1, monthlyContribution: 1000,
    });
    expect(result.value).toBeCloseTo(12682.5, 2);
  });

  it.each([
    [1, 6],
    [12, 6.17],
    [365, 6.18],
  ] as const)('gives an APY at 6%% compounded %i times a year of %s%%', (k, apy) => {
    const { details } = compoundInterestGrowth({ principal: 1000, interestRate: 6, years: 1, compoundingFrequency: k });
    expect(details.effectiveAnnualRate).toBeCloseTo(apy, 2);
  });

  it('compounds daily over 365 periods a year', () => {
    expect(compoundInterestGrowth({ principal: 1000, interestRate: 5, years: 1, compoundingFrequency: 365 }).value)
      .toBeCloseTo(1000 * (1 + 0.05 / 365) ** 365, 9);
  });

  it('adds principal and contributions at a 0% rate', () => {
    const result = compoundInterestGrowth({ principal: 1000, interestRate: 0, years: 2.5, compoundingFrequency: 4, monthlyContribution: 100 });
    expect(result.value).toBe(4000);
    expect(result.details).toEqual({ futureValue: 4000, totalContributions: 4000, totalInterest: 0, effectiveAnnualRate: 0 });
  });

  it('returns the principal for 0 years', () => {
    const result = compoundInterestGrowth({ principal: 1000, interestRate: 5, years: 0, compoundingFrequency: 12, monthlyContribution: 100 });
    expect(result.value).toBe(1000);
    expect(result.yearly).toEqual([]);
  });

  it('treats an empty monthly contribution as none', () => {
    const withNone = calculate('compound-interest', { principal: 1500, interestRate: 4.3, years: 6, compoundingFrequency: 4, monthlyContribution: '' });
    expect(withNone.value).toBeCloseTo(1938.84, 2);
  });

  it('tabulates the balance year by year, ending at the future value, and charts contributions against interest', () => {
    const result = compoundInterestGrowth({ principal: 10000, interestRate: 5, years: 2.5, compoundingFrequency: 12, monthlyContribution: 100 });
    expect(result.yearly?.map((row) => row.year)).toEqual([1, 2, 2.5]);
    expect(result.yearly?.[0]).toMatchObject({ contributions: 11200 });
    expect(result.yearly?.[0]?.balance).toBeCloseTo(10000 * (1 + 0.05 / 12) ** 12 + 100 * ((1 + 0.05 / 12) ** 12 - 1) / (0.05 / 12), 6);
    expect(result.yearly?.at(-1)?.balance).toBe(result.value);
    expect(result.chart).toMatchObject({
      type: 'bar',
      data: [
        { role: 'contributions', value: result.details.totalContributions },
        { role: 'interest', value: result.details.totalInterest },
      ],
    });
  });

  describe('invalid input', () => {
    const valid = { principal: 1000, interestRate: 5, years: 10, compoundingFrequency: 12 };
    it.each([
      [{ ...valid, principal: -1 }, 'principal', 'out_of_domain', messages.notNegative('Initial Investment')],
      [{ ...valid, interestRate: -0.5 }, 'interestRate', 'out_of_domain', messages.notNegative('Annual Interest Rate')],
      [{ ...valid, years: -1 }, 'years', 'out_of_domain', messages.notNegative('Time Period')],
      [{ ...valid, years: 1001 }, 'years', 'out_of_domain', messages.atMost('Time Period', 1000)],
      [{ ...valid, monthlyContribution: -10 }, 'monthlyContribution', 'out_of_domain', messages.notNegative('Monthly Contribution')],
      [{ ...valid, compoundingFrequency: 0 }, 'compoundingFrequency', 'out_of_domain', messages.notAnOption('Compounding')],
      [{ ...valid, compoundingFrequency: -12 }, 'compoundingFrequency', 'out_of_domain', messages.notAnOption('Compounding')],
      [{ ...valid, compoundingFrequency: 3 }, 'compoundingFrequency', 'out_of_domain', messages.notAnOption('Compounding')],
      [{ ...valid, compoundingFrequency: null }, 'compoundingFrequency', 'required', messages.required('Compounding')],
      [{ ...valid, principal: '' }, 'principal', 'required', messages.required('Initial Investment')],
      [{ ...valid, years: 'ten' }, 'years', 'not_a_number', messages.notANumber('Time Period')],
      [{ ...valid, interestRate: 1e6, compoundingFrequency: 365 }, 'interestRate', 'out_of_domain', messages.resultTooLarge('Annual Interest Rate')],
      [{ ...valid, interestRate: 1000, years: 1000 }, 'years', 'out_of_domain', messages.resultTooLarge('Time Period')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('compound-interest', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([principal, rate, years, frequency, contribution])('gives finite outputs that add up', (p, r, t, k, c) => {
      const result = compoundInterestGrowth({ principal: p, interestRate: r, years: t, compoundingFrequency: k, monthlyContribution: c });
      for (const value of Object.values(result.details)) expect(Number.isFinite(value)).toBe(true);
      for (const row of result.yearly ?? []) expect(Number.isFinite(row.balance) && Number.isFinite(row.interest)).toBe(true);
      expect(result.details.totalContributions).toBe(p + c * Math.round(12 * t));
      // Interest is never negative at a rate ≥ 0 (relative slack for float rounding of huge balances).
      expect(result.details.totalInterest).toBeGreaterThanOrEqual(-1e-9 * result.details.futureValue);
    });

    const growing = fc.record({
      p: fc.double({ min: 1, max: 1e6, noNaN: true }),
      r: fc.double({ min: 0, max: 30, noNaN: true }),
      t: fc.double({ min: 1, max: 50, noNaN: true }),
      k: frequency,
      c: fc.double({ min: 0, max: 1e4, noNaN: true }),
      more: fc.double({ min: 0.1, max: 10, noNaN: true }),
    });

    test.prop([growing])('grows with the rate', ({ p, r, t, k, c, more }) => {
      const at = (rate: number) =>
        compoundInterestGrowth({ principal: p, interestRate: rate, years: t, compoundingFrequency: k, monthlyContribution: c }).details.futureValue;
      expect(at(r + more)).toBeGreaterThan(at(r));
    });

    test.prop([growing])('grows with time at any rate above 0', ({ p, r, t, k, c, more }) => {
      const at = (time: number) =>
        compoundInterestGrowth({ principal: p, interestRate: r + 0.1, years: time, compoundingFrequency: k, monthlyContribution: c }).details.futureValue;
      expect(at(t + more)).toBeGreaterThan(at(t));
    });

    test.prop([growing])('grows with more frequent compounding', ({ p, r, t, c }) => {
      const at = (k: CompoundingFrequency) =>
        compoundInterestGrowth({ principal: p, interestRate: r + 0.1, years: t, compoundingFrequency: k, monthlyContribution: c }).details.futureValue;
      expect(at(4)).toBeGreaterThan(at(1));
      expect(at(365)).toBeGreaterThan(at(12));
    });

    test.prop([principal, rate, years, frequency, contribution])('does not modify its inputs', (p, r, t, k, c) => {
      const inputs = { principal: p, interestRate: r, years: t, compoundingFrequency: k, monthlyContribution: c };
      const copy = structuredClone(inputs);
      compoundInterestGrowth(Object.freeze(inputs));
      expect(inputs).toEqual(copy);
    });
  });
});

describe('compound interest solved the other way round', () => {
  it('finds the years and the rate that double $1,000', () => {
    // 1,000 × 1.05^n = 2,000 at yearly compounding: n = ln 2 / ln 1.05 = 14.2067 years.
    expect(calculate('compound-interest', { solve: 'years', futureValue: 2000, principal: 1000, interestRate: 5, compoundingFrequency: 1 }).value)
      .toBeCloseTo(14.2067, 4);
    // In 10 years: 2^(1/10) − 1 = 7.1773% a year.
    expect(calculate('compound-interest', { solve: 'interestRate', futureValue: 2000, principal: 1000, years: 10, compoundingFrequency: 1 }).value)
      .toBeCloseTo(7.1773, 4);
  });

  it('finds no rate that shrinks the balance', () => {
    expect(() => calculate('compound-interest', { solve: 'interestRate', futureValue: 500, principal: 1000, years: 10, compoundingFrequency: 1 }))
      .toThrow(expect.objectContaining({ code: 'no_solution', field: 'futureValue' }));
  });
});
