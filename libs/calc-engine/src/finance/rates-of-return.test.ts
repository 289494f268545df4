import { describe, expect, it } from 'vitest';
import { presentValueOfFlows, ratesOfReturn } from './rates-of-return.js';

describe('ratesOfReturn', () => {
  it('finds the one rate of a conventional investment, where the NPV is 0', () => {
    const roots = ratesOfReturn([-10000, 3000, 4200, 6800], 4000);
    expect(roots).toHaveLength(1);
    expect(roots[0]).toBeCloseTo(0.1634056, 7);
    expect(presentValueOfFlows([-10000, 3000, 4200, 6800], roots[0] as number)).toBeCloseTo(0, 6);
  });

  it('finds both rates of flows whose sign changes twice, in increasing order', () => {
    // −100 + 230/(1 + r) − 132/(1 + r)² = 0 at 1 + r = 1.1 and 1.2.
    const roots = ratesOfReturn([-100, 230, -132], 20000);
    expect(roots).toHaveLength(2);
    expect(roots[0]).toBeCloseTo(0.1, 10);
    expect(roots[1]).toBeCloseTo(0.2, 10);
  });

  it('finds none when nothing ever comes back', () => {
    expect(ratesOfReturn([-100, 0, 0], 4000)).toEqual([]);
  });

  it('finds a rate near −99% without overflowing the sum of a thousand flows', () => {
    const flows = [-1, ...Array.from({ length: 999 }, () => 0), 1e-300];
    expect(ratesOfReturn(flows, 4000).every(Number.isFinite)).toBe(true);
  });
});

describe('presentValueOfFlows', () => {
  it('leaves the first flow undiscounted', () => {
    expect(presentValueOfFlows([-10000, 3000, 4200, 6800], 0.1)).toBeCloseTo(1307.287754, 5);
  });
});
