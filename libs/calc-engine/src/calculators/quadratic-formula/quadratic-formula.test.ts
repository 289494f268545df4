import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('quadratic-formula', () => {
  it('refuses a = 0 with the message that the equation would be linear', () => {
    expect(() => calculate('quadratic-formula', { a: 0, b: 2, c: 1 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'a', message: 'a must not be 0 (the equation would be linear)' }));
  });

  it('keeps the small root where the textbook form loses it to cancellation', () => {
    // (−b − √D) ÷ 2a in doubles gives 7.450580596923828e-9 for x² − 10⁸x + 1; the product of the roots is c ÷ a = 1.
    const { details } = calculate('quadratic-formula', { a: 1, b: -1e8, c: 1 });
    expect(Math.abs((details['root1'] as number) - 1e-8)).toBeLessThan(1e-23);
    expect((details['root1'] as number) * (details['root2'] as number)).toBeCloseTo(1, 14);
  });

  it('gives roots that put the equation back to 0, for either sign of b and of a', () => {
    for (const [a, b, c] of [[3, 7, -11], [-0.5, -2.25, 8], [1, 0, -2], [1e-6, 1, -1]] as const) {
      const { details } = calculate('quadratic-formula', { a, b, c });
      for (const root of [details['root1'] as number, details['root2'] as number]) {
        expect(Math.abs(a * root * root + b * root + c)).toBeLessThan(1e-9 * Math.max(1, Math.abs(b * root), Math.abs(c)));
      }
      expect(details['root1'] as number).toBeLessThan(details['root2'] as number);
    }
  });

  it('writes a root or a vertex of 0 as 0, never −0', () => {
    const { details } = calculate('quadratic-formula', { a: 1, b: 0, c: -4 });
    expect(Object.is(details['vertexX'], 0)).toBe(true);
    expect([details['root1'], details['root2']]).toEqual([-2, 2]);
    expect(Object.is(calculate('quadratic-formula', { a: 2, b: 0, c: 0 }).details['root1'], 0)).toBe(true);
  });
});
