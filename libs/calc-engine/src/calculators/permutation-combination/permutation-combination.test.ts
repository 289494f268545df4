import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';

describe('permutation-combination', () => {
  it('refuses r larger than n without repetition, but counts it with repetition', () => {
    expect(() => calculate('permutation-combination', { n: 3, r: 4, repetition: 1 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'r', message: 'r cannot be larger than n without repetition' }));
    // COMBINA(3,4): multisets of 4 from 3 kinds, C(6, 4) = 15; PERMUTATIONA(3,4) = 81.
    expect(calculate('permutation-combination', { n: 3, r: 4, repetition: 2 }).details).toMatchObject({ permutations: 81, combinations: 15 });
  });

  it('refuses a count with more than 308 digits on n, and gives 170! to its last digit', () => {
    expect(() => calculate('permutation-combination', { n: 171, r: 171 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'n', message: 'The result has more than 308 digits' }));
    expect(() => calculate('permutation-combination', { n: 1000, r: 103, repetition: 2 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'n' }));
    const factorial = calculate('permutation-combination', { n: 170, r: 170 }).details;
    let exact = 1n;
    for (let k = 2n; k <= 170n; k += 1n) exact *= k;
    expect(factorial['permutationsExact']).toBe(exact.toString());
    expect(factorial['permutations']).toBe(Number(exact));
    expect(factorial['combinations']).toBe(1);
  });

  it('refuses a fractional n or r, and n = 0 with repetition', () => {
    expect(() => calculate('permutation-combination', { n: 10.5, r: 3 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'n', message: messages.notAWholeNumber('Total Items (n)') }));
    expect(() => calculate('permutation-combination', { n: 10, r: 2.5 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'r', message: messages.notAWholeNumber('Items Chosen (r)') }));
    expect(() => calculate('permutation-combination', { n: 0, r: 2, repetition: 2 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'n' }));
    expect(calculate('permutation-combination', { n: 0, r: 0 }).details).toMatchObject({ permutations: 1, combinations: 1 });
  });

  it('keeps every digit where the rounded count cannot', () => {
    // 1000 choose 10 (Python's math.comb(1000, 10)) is beyond 2^53, where doubles stop holding every whole number.
    const { details } = calculate('permutation-combination', { n: 1000, r: 10 });
    expect(details['combinationsExact']).toBe('263409560461970212832400');
  });
});
