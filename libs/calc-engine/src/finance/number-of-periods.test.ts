import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { numberOfPeriods, wholePeriods } from './number-of-periods.js';
import { payment } from './payment.js';

describe('numberOfPeriods (Excel NPER, Excel signs)', () => {
  // Microsoft Support, "NPER function": rate 12%/12, payment -100, present value -1000, future value 10000.
  it.each([
    ['=NPER(0.12/12, -100, -1000, 10000, 1)', [0.12 / 12, -100, -1000, 10000, 1], 59.6738657],
    ['=NPER(0.12/12, -100, -1000, 10000)', [0.12 / 12, -100, -1000, 10000, 0], 60.0821228],
    ['=NPER(0.12/12, -100, -1000)', [0.12 / 12, -100, -1000, 0, 0], -9.57859404],
  ] as const)('matches %s', (_formula, [r, pmt, pv, fv, type], expected) => {
    // Excel's documentation shows 7 decimals.
    expect(numberOfPeriods(r, pmt, pv, fv, type)).toBeCloseTo(expected, 6);
  });

  it('counts 23.96 months to repay 1000 at 1.5% a month with 50 a month', () => {
    expect(numberOfPeriods(0.015, -50, 1000)).toBeCloseTo(23.96, 2);
  });

  it('equals the credit-card payoff formula n = −log(1 − r·B/P) / log(1 + r)', () => {
    const r = 0.22 / 12;
    expect(numberOfPeriods(r, -200, 5000)).toBeCloseTo(-Math.log(1 - (r * 5000) / 200) / Math.log(1 + r), 10);
  });

  it('divides at a 0% rate', () => {
    expect(numberOfPeriods(0, -50, 1000)).toBe(20);
    expect(numberOfPeriods(0, -100, -1000, 10000)).toBe(90);
  });

  it('returns NaN, as Excel shows #NUM!, when the payment does not cover the interest', () => {
    expect(numberOfPeriods(0.015, -10, 1000)).toBeNaN();
    expect(numberOfPeriods(0.015, -15, 1000)).toBeNaN();
  });

  // Up to 36% APR over 40 years: beyond, (1 + r)^n amplifies the payment's rounding past a millionth of a month.
  test.prop([
    // 0, or a monthly rate of at least 0.0001% (0.0012% APR); subnormal rates lose the term to rounding.
    fc.oneof(fc.constant(0), fc.double({ min: 1e-6, max: 0.03, noNaN: true })),
    fc.integer({ min: 1, max: 480 }),
    fc.double({ min: 100, max: 1e8, noNaN: true }),
  ])('recovers the term of any level-payment loan (inverse of payment)', (r, n, p) => {
    expect(numberOfPeriods(r, -payment(p, r, n), p)).toBeCloseTo(n, 6);
    expect(wholePeriods(numberOfPeriods(r, -payment(p, r, n), p))).toBe(n);
  });
});

describe('wholePeriods', () => {
  it.each([
    [23.96, 24],
    [24, 24],
    [24.000000000004, 24],
    [23.999999999996, 24],
    [24.001, 25],
    [0, 0],
    [0.3, 1],
  ])('rounds %s periods up to %s payments, ignoring floating-point dust', (periods, whole) => {
    expect(wholePeriods(periods)).toBe(whole);
  });
});
