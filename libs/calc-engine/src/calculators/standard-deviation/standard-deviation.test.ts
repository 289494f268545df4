import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';

describe('standard-deviation', () => {
  it('refuses a sample of one number, but gives 0 for a population of one', () => {
    expect(() => calculate('standard-deviation', { data: '42', dataType: 1 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'data', message: 'A sample needs at least 2 numbers' }));
    expect(() => calculate('standard-deviation', { data: '42' }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'data' }));
    const one = calculate('standard-deviation', { data: '42', dataType: 2 });
    expect(one.value).toBe(0);
    expect(one.details).toMatchObject({ mean: 42, count: 1, variance: 0, standardError: 0 });
  });

  it('refuses an empty list and an item that is not a number, naming the field', () => {
    expect(() => calculate('standard-deviation', { data: ' , ; ' }))
      .toThrow(expect.objectContaining({ code: 'required', field: 'data', message: messages.required('Numbers') }));
    expect(() => calculate('standard-deviation', { data: '1, 2, x' }))
      .toThrow(expect.objectContaining({ field: 'data', message: messages.notANumberList('Numbers', 'x') }));
  });

  it('takes a sample when the data type is left empty', () => {
    expect(calculate('standard-deviation', { data: '1 2 3 4', dataType: '' }).details['variance']).toBeCloseTo(5 / 3, 12);
  });

  it('keeps its precision for numbers with a large common offset (no Σx² − n·mean² shortcut)', () => {
    // 4, 7, 13, 16 have a sample variance of 30; so do they shifted by 10^9.
    const shifted = calculate('standard-deviation', { data: '1000000004, 1000000007, 1000000013, 1000000016', dataType: 1 });
    expect(shifted.details['variance']).toBeCloseTo(30, 6);
    expect(shifted.details['mean']).toBe(1000000010);
  });

  it('gives exactly 0 for equal numbers whose mean does not round evenly', () => {
    const equal = calculate('standard-deviation', { data: Array(7).fill('0.1').join(' '), dataType: 1 });
    expect(equal.value).toBe(0);
    expect(equal.details['mean']).toBe(0.1);
  });
});
