import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { netPresentValue, npv } from './npv.js';

const rate = fc.double({ min: 0, max: 1, noNaN: true });
const cashFlows = fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { maxLength: 30 });

describe('npv (Excel NPV)', () => {
  it('matches Excel\'s first example: 10%, -10000 a year from today, then 3000, 4200, 6800 → $1,188.44', () => {
    expect(npv(0.1, [-10000, 3000, 4200, 6800])).toBeCloseTo(1188.44, 2);
  });

  it('discounts the first value by one whole period, as Excel does', () => {
    expect(npv(0.1, [110])).toBeCloseTo(100, 10);
    expect(npv(0.1, [0, 121])).toBeCloseTo(100, 10);
  });

  it('is the plain sum of the cash flows at a 0% rate, and 0 without cash flows', () => {
    expect(npv(0, [100, -30, 50])).toBe(120);
    expect(npv(0.05, [])).toBe(0);
  });

  test.prop([rate, cashFlows])('is finite and does not modify the cash flows', (r, flows) => {
    const copy = [...flows];
    expect(Number.isFinite(npv(r, Object.freeze(flows)))).toBe(true);
    expect(flows).toEqual(copy);
  });

  test.prop([rate, rate, fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { maxLength: 30 })])(
    'never rises with the rate when every cash flow is an inflow',
    (a, b, flows) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(npv(high, flows)).toBeLessThanOrEqual(npv(low, flows) + 1e-9);
    },
  );
});

describe('netPresentValue (initial outlay today)', () => {
  // Excel's second example: 8%, a $40,000 investment today, five years of returns.
  const returns = [8000, 9200, 10000, 12000, 14500];

  it('matches =NPV(8%, 8000, 9200, 10000, 12000, 14500) + -40000 → $1,922.06', () => {
    expect(netPresentValue(0.08, 40000, returns)).toBeCloseTo(1922.06, 2);
  });

  it('matches =NPV(8%, A4:A8, -9000) + A3 → -$3,749.47 with a $9,000 loss in year 6', () => {
    expect(netPresentValue(0.08, 40000, [...returns, -9000])).toBeCloseTo(-3749.47, 2);
  });

  it('takes the outlay at face value: at 0% it is the sum of the returns less the outlay', () => {
    expect(netPresentValue(0, 40000, returns)).toBe(13700);
  });

  test.prop([fc.double({ min: 0.0001, max: 1, noNaN: true }), fc.double({ min: 1, max: 1e6, noNaN: true })])(
    'is 0 for a loan repaid in one period at the discount rate (the outlay is not discounted)',
    (r, outlay) => {
      expect(netPresentValue(r, outlay, [outlay * (1 + r)])).toBeCloseTo(0, 6);
    },
  );
});
