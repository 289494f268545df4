import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { NOT_RECOVERED, paybackYears, type PaybackPeriodInputs } from './payback-period.js';

const investment = fc.double({ min: 1, max: 1e12, noNaN: true });
const rate = fc.oneof(fc.constant(0), fc.double({ min: 0, max: 50, noNaN: true }));
const cashFlow = fc.double({ min: -1e12, max: 1e12, noNaN: true });
const evenInputs = fc.record({
  initialInvestment: investment,
  cashFlowType: fc.constant(1 as const),
  annualCashFlow: fc.double({ min: 0.01, max: 1e12, noNaN: true }),
  discountRate: rate,
}) satisfies fc.Arbitrary<PaybackPeriodInputs>;
const unevenInputs = fc.record(
  {
    initialInvestment: investment,
    cashFlowType: fc.constant(2 as const),
    cashFlowYear1: cashFlow,
    cashFlowYear2: cashFlow,
    cashFlowYear3: cashFlow,
    cashFlowYear4: cashFlow,
    cashFlowYear5: cashFlow,
    cashFlowYear6: cashFlow,
    discountRate: rate,
  },
  { requiredKeys: ['initialInvestment', 'cashFlowType'] },
) satisfies fc.Arbitrary<PaybackPeriodInputs>;
const anyInputs = fc.oneof(evenInputs, unevenInputs);

// Excel's NPV example: $40,000 today, then five years of returns, discounted at 8%.
const excelProject = {
  initialInvestment: 40000, cashFlowType: 2, cashFlowYear1: 8000, cashFlowYear2: 9200, cashFlowYear3: 10000,
  cashFlowYear4: 12000, cashFlowYear5: 14500,
} as const;

function years(value: number | string): number {
  if (typeof value !== 'number') throw new Error(`expected a number of years, got "${value}"`);
  return value;
}

describe('payback-period', () => {
  it('gives the payback period in years, with no other output for even flows without a rate', () => {
    const result = calculate('payback-period', { initialInvestment: 10000, cashFlowType: 1, annualCashFlow: 2000 });
    expect(result.unit).toBe('years');
    expect(result.details).toEqual({ paybackPeriod: 5 });
  });

  it('interpolates the discounted payback within the year: 3.263, not the continuous 3.259', () => {
    const result = paybackYears({ initialInvestment: 30000, cashFlowType: 1, annualCashFlow: 10000, discountRate: 4 });
    expect(result.value).toBe(3);
    expect(years(result.details.discountedPaybackPeriod ?? '')).toBeCloseTo(3.263, 3);
    // The closed form −ln(1 − I·r/CF) / ln(1 + r) assumes continuous recovery.
    expect(-Math.log(1 - (30000 * 0.04) / 10000) / Math.log(1.04)).toBeCloseTo(3.259, 3);
    expect(result.details).not.toHaveProperty('npv');
  });

  it('finds the year of an uneven recovery, A + B / C: 4 + 800 / 14,500 (computed)', () => {
    const result = calculate('payback-period', excelProject);
    expect(years(result.value)).toBeCloseTo(4.0552, 4);
    expect(result.details).not.toHaveProperty('discountedPaybackPeriod');
    expect(result.details).not.toHaveProperty('npv');
  });

  it('gives the discounted payback and Excel\'s NPV for uneven flows with a rate: $1,922.06 at 8%', () => {
    const result = paybackYears({ ...excelProject, discountRate: 8 });
    expect(years(result.value)).toBeCloseTo(4.0552, 4);
    expect(years(result.details.discountedPaybackPeriod ?? '')).toBeCloseTo(4.8052, 4);
    expect(result.details.npv).toBeCloseTo(1922.06, 2);
  });

  it('reports the first crossing even when a later outflow takes the total below 0 (Excel NPV −$3,749.47)', () => {
    const result = paybackYears({ ...excelProject, cashFlowYear6: -9000, discountRate: 8 });
    expect(years(result.value)).toBeCloseTo(4.0552, 4);
    expect(result.details.npv).toBeCloseTo(-3749.47, 2);
  });

  it('says "not recovered", which is not an error, when the flows never repay the investment', () => {
    const uneven = calculate('payback-period', { initialInvestment: 10000, cashFlowType: 2, cashFlowYear1: 1000, cashFlowYear6: 1000 });
    expect(uneven.value).toBe('not recovered');
    expect(uneven.unit).toBeUndefined();
    // $500 a year at 10% is worth at most $5,000 today: repaid in 20 years, never in present value.
    const even = paybackYears({ initialInvestment: 10000, cashFlowType: 1, annualCashFlow: 500, discountRate: 10 });
    expect(even.value).toBe(20);
    expect(even.details.discountedPaybackPeriod).toBe(NOT_RECOVERED);
    // Even flows are followed for 100 years.
    expect(paybackYears({ initialInvestment: 10001, cashFlowType: 1, annualCashFlow: 100 }).value).toBe(NOT_RECOVERED);
    expect(paybackYears({ initialInvestment: 10000, cashFlowType: 1, annualCashFlow: 100 }).value).toBe(100);
  });

  it('counts empty uneven years as 0, and ignores the even inflow in uneven mode', () => {
    const result = calculate('payback-period', {
      initialInvestment: 5000, cashFlowType: 2, cashFlowYear1: '', cashFlowYear2: 2000, cashFlowYear3: 6000, annualCashFlow: 'x',
    });
    expect(years(result.value)).toBeCloseTo(2.5, 10);
  });

  it('charts the cumulative cash flow from year 0', () => {
    const even = paybackYears({ initialInvestment: 100000, cashFlowType: 1, annualCashFlow: 30000 });
    expect(even.chart).toEqual({
      type: 'line',
      data: [
        { role: 'cumulativeCashFlow', at: { unit: 'year', value: 0 }, value: -100000 },
        { role: 'cumulativeCashFlow', at: { unit: 'year', value: 1 }, value: -70000 },
        { role: 'cumulativeCashFlow', at: { unit: 'year', value: 2 }, value: -40000 },
        { role: 'cumulativeCashFlow', at: { unit: 'year', value: 3 }, value: -10000 },
        { role: 'cumulativeCashFlow', at: { unit: 'year', value: 4 }, value: 20000 },
      ],
    });
    expect(paybackYears(excelProject).chart?.data.map((point) => point.value)).toEqual([
      -40000, -32000, -22800, -12800, -800, 13700, 13700,
    ]);
  });

  describe('invalid input', () => {
    const even = { initialInvestment: 10000, cashFlowType: 1, annualCashFlow: 2000 };
    it.each([
      [{ ...even, initialInvestment: 0 }, 'initialInvestment', 'out_of_domain', messages.greaterThanZero('Initial Investment')],
      [{ ...even, initialInvestment: -5 }, 'initialInvestment', 'out_of_domain', messages.greaterThanZero('Initial Investment')],
      [{ ...even, annualCashFlow: 0 }, 'annualCashFlow', 'out_of_domain', messages.greaterThanZero('Annual Cash Inflow')],
      [{ ...even, annualCashFlow: -100 }, 'annualCashFlow', 'out_of_domain', messages.greaterThanZero('Annual Cash Inflow')],
      [{ initialInvestment: 10000, cashFlowType: 1 }, 'annualCashFlow', 'required', messages.required('Annual Cash Inflow')],
      [{ ...even, discountRate: -1 }, 'discountRate', 'out_of_domain', messages.notNegative('Discount Rate (for discounted payback)')],
      [{ ...even, cashFlowType: 3 }, 'cashFlowType', 'out_of_domain', messages.notAnOption('Cash Flows')],
      [{ initialInvestment: 10000, cashFlowType: 2, cashFlowYear2: 'lots' }, 'cashFlowYear2', 'not_a_number', messages.notANumber('Year 2 Cash Flow')],
      [{ initialInvestment: 1e300, cashFlowType: 2, cashFlowYear1: 1e308, cashFlowYear2: 1e308 }, 'initialInvestment', 'out_of_domain', messages.resultTooLarge('Initial Investment')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('payback-period', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([anyInputs])('gives finite years (or "not recovered") and a finite NPV', (given) => {
      const { value, details, chart } = paybackYears(given);
      for (const v of [value, details.discountedPaybackPeriod ?? NOT_RECOVERED]) {
        if (v !== NOT_RECOVERED) {
          expect(Number.isFinite(v)).toBe(true);
          expect(v).toBeGreaterThan(0);
        }
      }
      if (details.npv !== undefined) expect(Number.isFinite(details.npv)).toBe(true);
      for (const point of chart?.data ?? []) expect(Number.isFinite(point.value)).toBe(true);
    });

    test.prop([evenInputs])('gives investment / inflow for even flows repaid within 100 years', (given) => {
      const ratio = given.initialInvestment / (given.annualCashFlow as number);
      const { value } = paybackYears(given);
      if (ratio <= 99.99) expect(years(value)).toBeCloseTo(ratio, 6);
      if (ratio > 100.01) expect(value).toBe(NOT_RECOVERED);
    });

    test.prop([anyInputs])('never repays sooner once discounted', (given) => {
      const { value, details } = paybackYears(given);
      const discounted = details.discountedPaybackPeriod;
      fc.pre(discounted !== undefined && discounted !== NOT_RECOVERED);
      expect(value).not.toBe(NOT_RECOVERED);
      expect(discounted).toBeGreaterThanOrEqual(years(value) - 1e-9);
    });

    test.prop([evenInputs, fc.double({ min: 0.01, max: 1e6, noNaN: true })])('repays no later with a larger inflow', (given, extra) => {
      const before = paybackYears(given).value;
      const after = paybackYears({ ...given, annualCashFlow: (given.annualCashFlow as number) + extra }).value;
      if (before !== NOT_RECOVERED) expect(years(after)).toBeLessThanOrEqual(years(before) + 1e-9);
    });

    test.prop([anyInputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      paybackYears(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
