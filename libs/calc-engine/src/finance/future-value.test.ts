import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { compoundGrowth, depositForGoal, futureValue } from './future-value.js';
import { payment } from './payment.js';

/**
 * Checks `actual` against `expected` to a relative precision, since balances span many orders of magnitude;
 * `scale` is the size of the terms that were added up to get there (the rounding error grows with them).
 */
function expectNear(actual: number, expected: number, relative = 1e-9, scale = Math.abs(expected)): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.max(1, scale));
}

const rate = fc.double({ min: 0, max: 0.05, noNaN: true });
const periods = fc.integer({ min: 1, max: 600 });
const money = fc.double({ min: 0, max: 1e6, noNaN: true });

describe('futureValue (Excel FV with money paid in positive)', () => {
  // Microsoft Support, "FV function", examples 1 to 3, and the older example 4 (payments at the start of each period).
  it.each([
    ['=FV(0.06/12, 10, -200, -500, 1)', [0.06 / 12, 10, 200, 500, 1], 2581.4],
    ['=FV(0.12/12, 12, -1000)', [0.12 / 12, 12, 1000, 0, 0], 12682.5],
    ['=FV(0.11/12, 35, -2000, , 1)', [0.11 / 12, 35, 2000, 0, 1], 82846.25],
    ['=FV(0.06/12, 12, -100, -1000, 1)', [0.06 / 12, 12, 100, 1000, 1], 2301.4],
  ] as const)('matches Excel %s within a cent', (_formula, [r, n, pmt, pv, type], expected) => {
    expect(futureValue(r, n, pmt, pv, type)).toBeCloseTo(expected, 2);
  });

  it('adds deposits with no growth at a 0% rate', () => {
    expect(futureValue(0, 24, 100, 1000)).toBe(3400);
    expect(futureValue(0, 24, 100, 1000, 1)).toBe(3400);
  });

  it('grows a lump sum alone by (1 + r)^n', () => {
    // $1,500 at 4.3% compounded quarterly for 6 years (cs.selu.edu): 1500 × 1.01075^24 = 1938.84.
    expect(futureValue(0.043 / 4, 24, 0, 1500)).toBeCloseTo(1938.84, 2);
  });

  test.prop([rate, periods, money, money])('is the end-of-period value times (1 + r) for beginning-of-period deposits', (r, n, pmt, pv) => {
    const grownPresentValue = futureValue(r, n, 0, pv);
    const deposits = futureValue(r, n, pmt, pv, 1) - grownPresentValue;
    const expected = (futureValue(r, n, pmt, pv) - grownPresentValue) * (1 + r);
    // Both sides subtract the grown present value, so their rounding error is relative to it, not to the deposits.
    expectNear(deposits, expected, 1e-9, Math.abs(expected) + grownPresentValue);
  });

  test.prop([rate, periods, money, money, fc.double({ min: 0.0001, max: 0.01, noNaN: true })])(
    'never falls as the rate rises',
    (r, n, pmt, pv, more) => {
      // Within the rounding of one operation: a deposit of 1e-308 is a subnormal number with few digits of precision.
      expect(futureValue(r + more, n, pmt, pv)).toBeGreaterThanOrEqual(futureValue(r, n, pmt, pv) * (1 - 1e-12));
    },
  );

  test.prop([fc.double({ min: 1e-300, max: 1e-9, noNaN: true }), periods, money])(
    'tends to the 0% sum as the rate tends to 0',
    (r, n, pmt) => {
      expectNear(futureValue(r, n, pmt), pmt * n, 1e-6);
      expect(futureValue(r, n, pmt)).toBeGreaterThanOrEqual(pmt * n * (1 - 1e-12));
    },
  );

  test.prop([fc.oneof(fc.constant(0), fc.double({ min: 1e-12, max: 0.05, noNaN: true })), periods, money])(
    'is the level payment of a loan of the same size, run forward (PMT ⇄ FV)',
    (r, n, principal) => {
    // Repaying P at PMT(r, n, P) leaves nothing: FV of P equals FV of the payments.
      expectNear(futureValue(r, n, payment(principal, r, n)), futureValue(r, n, 0, principal));
    },
  );
});

describe('compoundGrowth', () => {
  it('is (1 + r)^n − 1', () => {
    expect(compoundGrowth(0.1, 2)).toBeCloseTo(0.21, 15);
    expect(compoundGrowth(0.05, -1)).toBeCloseTo(1 / 1.05 - 1, 15);
    expect(compoundGrowth(0, 360)).toBe(0);
  });

  it('keeps its digits at rates near 0, where (1 + r) ** n − 1 loses them', () => {
    // (1 + 1e-12)^12 − 1 = 12e-12 + 66e-24 + ...
    expectNear(compoundGrowth(1e-12, 12) / 1.2000000000066e-11, 1, 1e-14);
    expect(Math.abs(((1 + 1e-12) ** 12 - 1) / 1.2000000000066e-11 - 1)).toBeGreaterThan(1e-6);
  });
});

describe('depositForGoal (Excel PMT with a future value)', () => {
  it('matches Excel =PMT(6%/12, 18*12, 0, 50000) -> ($129.08) (Microsoft Support, "PMT function")', () => {
    expect(depositForGoal(50000, 0.06 / 12, 18 * 12)).toBeCloseTo(129.08, 2);
  });

  it('spreads the gap evenly at a 0% rate', () => {
    expect(depositForGoal(10000, 0, 40, 2000)).toBe(200);
  });

  it('is negative when savings alone outgrow the goal', () => {
    expect(depositForGoal(1000, 0.01, 12, 2000)).toBeLessThan(0);
  });

  test.prop([rate, periods, money, money, fc.constantFrom(0 as const, 1 as const)])(
    'deposits that, by futureValue, reach the goal exactly',
    (r, n, goal, saved, type) => {
      const deposit = depositForGoal(goal, r, n, saved, type);
      expectNear(futureValue(r, n, deposit, saved, type), goal, 1e-9, Math.max(goal, futureValue(r, n, 0, saved)));
    },
  );
});
