import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { futureValue } from './future-value.js';
import { payment } from './payment.js';
import { presentValue } from './present-value.js';
import { rate } from './rate.js';

describe('rate (Excel RATE, Excel signs)', () => {
  it('finds 0.77% a month (9.24% a year) for 8000 repaid by 48 payments of 200 (Excel RATE documentation)', () => {
    // =RATE(4*12, -200, 8000) -> 1% (displayed), =RATE(4*12, -200, 8000)*12 -> 9.24%.
    expect(rate(48, -200, 8000)).toBeCloseTo(0.0077014724882, 12);
    expect(rate(48, -200, 8000) * 12).toBeCloseTo(0.0924, 4);
  });

  it('finds the 8% a year behind an annuity of 500 a month for 20 years costing 59,777.15 (Excel PV example)', () => {
    // =PV(0.08/12, 12*20, 500, , 0) -> ($59,777.15); money paid now is negative, money received positive.
    expect(rate(240, 500, -presentValue(0.08 / 12, 240, 500))).toBeCloseTo(0.08 / 12, 12);
  });

  it('solves for a future value with payments at the start of each period', () => {
    // 12 deposits of 100 at the start of each month grow to 1300: the rate at which they do.
    const r = rate(12, -100, 0, 1300, 1);
    expect(futureValue(r, 12, 100, 0, 1)).toBeCloseTo(1300, 9);
    expect(r).toBeGreaterThan(0);
  });

  it('gives 0 when the payments add up to the amount exactly', () => {
    expect(Math.abs(rate(10, -100, 1000))).toBeLessThan(1e-12);
    expect(Math.abs(rate(360, -1000 / 360, 1000))).toBeLessThan(1e-12);
  });

  it('finds a long loan at a tiny rate, where Newton from the default guess leaves the domain', () => {
    expect(rate(360, -payment(1000, 1e-6, 360), 1000)).toBeCloseTo(1e-6, 12);
    expect(rate(1200, -payment(1000, 1e-9, 1200), 1000)).toBeCloseTo(1e-9, 12);
  });

  it('finds an enormous rate when almost nothing is received', () => {
    // 100 repaid after one period for 0.00001 received: 1 + r = 10,000,000.
    expect(rate(1, -100, 1e-5)).toBeCloseTo(1e7 - 1, 3);
  });

  it('honours the guess as Excel does', () => {
    expect(rate(48, -200, 8000, 0, 0, 0.01)).toBeCloseTo(0.0077014724882, 12);
  });

  it('returns NaN, as Excel shows #NUM!, when no rate balances the cash flows', () => {
    // Money is only ever received: no rate makes its value 0.
    expect(rate(10, 100, 1000)).toBeNaN();
  });

  test.prop([
    fc.double({ min: 0, max: 0.1, noNaN: true }),
    fc.integer({ min: 1, max: 600 }),
    fc.double({ min: 100, max: 1e8, noNaN: true }),
  ])('recovers the rate of any level-payment loan (inverse of payment)', (r, n, p) => {
    expect(Math.abs(rate(n, -payment(p, r, n), p) - r)).toBeLessThan(1e-9);
  });

  test.prop([
    fc.double({ min: 0, max: 0.05, noNaN: true }),
    fc.integer({ min: 1, max: 480 }),
    fc.double({ min: 0, max: 0.99, noNaN: true }),
  ])('gives a rate at least the note rate when a fee is taken from the money received', (r, n, fee) => {
    const p = 10000;
    const found = rate(n, -payment(p, r, n), p * (1 - fee));
    expect(Number.isFinite(found)).toBe(true);
    expect(found).toBeGreaterThanOrEqual(r - 1e-12);
  });
});
