import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { futureValue } from './future-value.js';
import { presentValue } from './present-value.js';

const rate = fc.double({ min: 0, max: 0.05, noNaN: true });
const periods = fc.integer({ min: 1, max: 600 });
const money = fc.double({ min: 0, max: 1e6, noNaN: true });

describe('presentValue (Excel PV with money received positive)', () => {
  it('matches Excel =PV(0.08/12, 12*20, 500, , 0) -> ($59,777.15) (Microsoft Support, "PV function")', () => {
    expect(presentValue(0.08 / 12, 12 * 20, 500)).toBeCloseTo(59777.15, 2);
  });

  it('discounts a lump sum: $1,000 in 10 years at 5% is worth $613.91 (Excel =PV(5%, 10, 0, -1000))', () => {
    expect(presentValue(0.05, 10, 0, 1000)).toBeCloseTo(613.91, 2);
  });

  it('is worth one more period of interest when payments come at the beginning (Excel type 1)', () => {
    expect(presentValue(0.08 / 12, 240, 500, 0, 1)).toBeCloseTo(59777.145851 * (1 + 0.08 / 12), 4);
  });

  it('adds the payments and the final amount at a 0% rate', () => {
    expect(presentValue(0, 240, 500, 1000)).toBe(121000);
  });

  test.prop([rate, periods, money, money, fc.constantFrom(0 as const, 1 as const)])(
    'is undone by futureValue: FV(PV(x)) = x',
    (r, n, pmt, fv, type) => {
      // Growing today's value of the payments and the final amount gives back the payments' FV plus that amount.
      const today = presentValue(r, n, pmt, fv, type);
      const expected = futureValue(r, n, pmt, 0, type) + fv;
      expect(Math.abs(futureValue(r, n, 0, today) - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, expected));
    },
  );

  test.prop([rate, periods, money])('is never more than the undiscounted sum', (r, n, pmt) => {
    expect(presentValue(r, n, pmt)).toBeLessThanOrEqual(pmt * n * (1 + 1e-12));
  });
});
