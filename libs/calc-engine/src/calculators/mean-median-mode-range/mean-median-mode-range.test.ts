import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';

describe('mean-median-mode-range', () => {
  it('refuses an empty list and an item that is not a number, naming the field', () => {
    expect(() => calculate('mean-median-mode-range', { data: ' , ; ' }))
      .toThrow(expect.objectContaining({ code: 'required', field: 'data', message: messages.required('Numbers') }));
    expect(() => calculate('mean-median-mode-range', { data: '1, 2, three' }))
      .toThrow(expect.objectContaining({ field: 'data', message: messages.notANumberList('Numbers', 'three') }));
  });

  it('lists every value that ties as the most common, ascending, and says "none" when no value repeats', () => {
    expect(calculate('mean-median-mode-range', { data: '9 8 9 8 7' }).details['mode']).toBe('8, 9');
    expect(calculate('mean-median-mode-range', { data: '-2.5, 3, -2.5, 3' }).details['mode']).toBe('-2.5, 3');
    expect(calculate('mean-median-mode-range', { data: '5, 1, 4' }).details['mode']).toBe('none');
    // 4 and 4.0 are the same number, written the one way JavaScript writes it.
    expect(calculate('mean-median-mode-range', { data: '4, 4.0, 1e0' }).details['mode']).toBe('4');
  });

  it('gives the geometric mean only when every number is greater than 0', () => {
    expect(calculate('mean-median-mode-range', { data: '2, 8' }).details['geometricMean']).toBeCloseTo(4, 12);
    expect(calculate('mean-median-mode-range', { data: '0, 2, 8' }).details).not.toHaveProperty('geometricMean');
    expect(calculate('mean-median-mode-range', { data: '-1, 2, 8' }).details).not.toHaveProperty('geometricMean');
  });

  it('adds without losing a small number between two large ones that cancel', () => {
    // Summed left to right, 1e16 + 1 rounds back to 1e16 and the 1 is lost: the mean would be 0.
    const result = calculate('mean-median-mode-range', { data: '1e16, 1, -1e16' });
    expect(result.details['sum']).toBe(1);
    expect(result.value).toBeCloseTo(1 / 3, 15);
  });

  it('keeps the mean and the geometric mean of equal numbers exactly at that number', () => {
    const equal = calculate('mean-median-mode-range', { data: Array(7).fill('0.1').join(' ') });
    expect(equal.value).toBe(0.1);
    expect(equal.details).toMatchObject({ mean: 0.1, median: 0.1, geometricMean: 0.1, range: 0, interquartileRange: 0, mode: '0.1' });
  });

  it('refuses numbers whose sum overflows, naming the field', () => {
    expect(() => calculate('mean-median-mode-range', { data: '1e308, 1e308' }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'data', message: messages.resultTooLarge('Numbers') }));
  });
});
