import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('number-sequence', () => {
  it('lists the first twenty terms, and says there are more', () => {
    const { details } = calculate('number-sequence', { sequenceType: 1, firstTerm: 1, commonDifference: 1, n: 25 });
    expect(details['firstTerms']).toBe('1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, …');
  });

  it('writes each listed term to twelve significant digits (1.1³ is 1.331)', () => {
    const { details } = calculate('number-sequence', { sequenceType: 2, firstTerm: 1, commonRatio: 1.1, n: 4 });
    expect(details['firstTerms']).toBe('1, 1.1, 1.21, 1.331');
  });

  it('sums a geometric sequence with a ratio next to 1 without losing its digits', () => {
    const ratio = 1 + 1e-12;
    const { details } = calculate('number-sequence', { sequenceType: 2, firstTerm: 1, commonRatio: ratio, n: 1000 });
    // 1000 terms of about 1, each a little more: 1000 + 1e-12 × (0 + 1 + … + 999) to first order.
    expect(details['sumOfTerms']).toBeCloseTo(1000 + 1e-12 * 499500, 9);
  });

  it('alternates the signs of a negative ratio', () => {
    const { details } = calculate('number-sequence', { sequenceType: 2, firstTerm: 3, commonRatio: -2, n: 5 });
    expect(details['firstTerms']).toBe('3, -6, 12, -24, 48');
    expect(details['sumOfTerms']).toBe(33);
  });

  it('refuses a Fibonacci term past the 78th, the last a number holds exactly, naming n', () => {
    expect(() => calculate('number-sequence', { sequenceType: 3, n: 79 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'n', message: 'Fibonacci terms are exact up to n = 78' }));
  });

  it('refuses terms that grow beyond any number, naming the ratio or the difference', () => {
    expect(() => calculate('number-sequence', { sequenceType: 2, firstTerm: 2, commonRatio: 10, n: 1000 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'commonRatio', message: 'The terms grow too large' }));
    expect(() => calculate('number-sequence', { sequenceType: 1, firstTerm: 1e308, commonDifference: 1e308, n: 1000 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'commonDifference' }));
  });

  it('refuses a term number that is not a whole number from 1 to 1,000', () => {
    for (const bad of [0, 2.5, 1001]) {
      expect(() => calculate('number-sequence', { sequenceType: 1, firstTerm: 1, commonDifference: 1, n: bad }))
        .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'n' }));
    }
  });
});
