import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { monthlyRate, payment } from './payment.js';

const rate = fc.double({ min: 0, max: 0.05, noNaN: true });
const periods = fc.integer({ min: 1, max: 600 });
const principal = fc.double({ min: 1, max: 1e8, noNaN: true });

describe('payment (Excel PMT with the amount borrowed and the payment positive)', () => {
  it.each([
    ['=PMT(8%/12, 10, 10000)', 10000, 0.08 / 12, 10, 1037.03],
    ['=PMT(7%/12, 36, 10000)', 10000, 0.07 / 12, 36, 308.77],
    ['=PMT(5.5%/12, 24, 5000)', 5000, 0.055 / 12, 24, 220.48],
    ['=PMT(6.9%/12, 48, 21000)', 21000, 0.069 / 12, 48, 501.9],
  ] as const)('matches %s within a cent', (_formula, p, r, n, expected) => {
    expect(payment(p, r, n)).toBeCloseTo(expected, 2);
  });

  it('divides the principal evenly at a 0% rate', () => {
    expect(payment(12000, 0, 12)).toBe(1000);
  });

  it('tends to principal × rate at a huge rate instead of NaN', () => {
    // (1 + r)^n overflows to Infinity here; the textbook P·r·g/(g − 1) would give Infinity / Infinity.
    expect(payment(1000, 1e10, 360)).toBe(1000 * 1e10);
  });

  it('keeps the digits of a tiny rate', () => {
    // P/n · (1 + (n + 1)·r/2) to first order in r.
    expect(payment(1200, 1e-12, 12)).toBeCloseTo(100 * (1 + 6.5e-12), 12);
    expect(payment(1200, 1e-12, 12)).toBeGreaterThan(100);
  });

  it('converts an APR to a monthly rate by dividing by 12', () => {
    expect(monthlyRate(6)).toBe(0.005);
    expect(monthlyRate(0)).toBe(0);
  });

  test.prop([principal, rate, periods])('repays at least the principal, and exactly it at 0%', (p, r, n) => {
    const total = payment(p, r, n) * n;
    expect(Number.isFinite(total)).toBe(true);
    expect(total).toBeGreaterThanOrEqual(p * (1 - 1e-12));
    if (r === 0) expect(total).toBeCloseTo(p, 6);
  });

  test.prop([principal, rate, fc.double({ min: 1e-4, max: 0.05, noNaN: true }), periods])(
    'rises with the rate',
    (p, r, more, n) => {
      expect(payment(p, r + more, n)).toBeGreaterThan(payment(p, r, n));
    },
  );

  test.prop([principal, rate, periods])('leaves a balance of 0 after the last payment', (p, r, n) => {
    const m = payment(p, r, n);
    let balance = p;
    for (let k = 0; k < n; k++) balance = balance * (1 + r) - m;
    // Each month's rounding grows with the balance, so the error scales with p·(1 + r)^n.
    expect(Math.abs(balance)).toBeLessThanOrEqual(1e-12 * p * (1 + r) ** n);
  });
});
