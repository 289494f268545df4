import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHI_SQUARE_ONE_IN_A_MILLION, chiSquare } from '../../../tests/chi-square.js';
import { calculate } from '../../index.js';

const numbersOf = (inputs: Record<string, number>) => String(calculate('random-number-generator', inputs).value).split(', ');

describe('random-number-generator', () => {
  afterEach(() => vi.restoreAllMocks());

  test.prop([
    fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 6 }),
  ])('draws every number within the limits with at most its decimal places', (low, width, count, places) => {
    const min = low / 100;
    const max = (low + width) / 100;
    fc.pre(Number.isInteger(min * 10 ** places) || places >= 2);
    const drawn = numbersOf({ min, max, count, numberType: 2, decimalPlaces: Math.max(places, 2) });
    expect(drawn).toHaveLength(count);
    for (const text of drawn) {
      expect(text).toMatch(new RegExp(`^-?\\d+\\.\\d{${Math.max(places, 2)}}$`));
      expect(Number(text)).toBeGreaterThanOrEqual(min);
      expect(Number(text)).toBeLessThanOrEqual(max);
    }
  });

  it('gives every face of 1 to 6 equally often: chi-square below its one-in-a-million value (df 5) over 60,000 draws', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let batch = 0; batch < 60; batch += 1) {
      for (const text of numbersOf({ min: 1, max: 6, count: 1000 })) counts[Number(text) - 1] = (counts[Number(text) - 1] as number) + 1;
    }
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(60_000);
    expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_ONE_IN_A_MILLION[5]);
  });

  it('reaches both limits, whole and with decimals', () => {
    const whole = new Set(numbersOf({ min: -1, max: 1, count: 300 }));
    expect([...whole].sort()).toEqual(['-1', '0', '1']);
    const decimals = new Set(numbersOf({ min: 0, max: 0.02, count: 300, numberType: 2, decimalPlaces: 2 }));
    expect([...decimals].sort()).toEqual(['0.00', '0.01', '0.02']);
  });

  test.prop([fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 200 })])(
    'repeats nothing when repeats are not allowed, up to every possible value',
    (size, extra) => {
      const count = Math.min(size, 1000);
      const drawn = numbersOf({ min: 10, max: 10 + count - 1 + extra, count, allowDuplicates: 2 });
      expect(new Set(drawn).size).toBe(count);
    },
  );

  it('lists the numbers in the order asked for', () => {
    const ascending = numbersOf({ min: -1e12, max: 1e12, count: 200, sortOrder: 2 }).map(Number);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = numbersOf({ min: 0, max: 1, count: 50, numberType: 2, decimalPlaces: 10, sortOrder: 3 }).map(Number);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('draws afresh on every call: nothing is cached', () => {
    const first = numbersOf({ min: 1, max: 1e12, count: 5 });
    const second = numbersOf({ min: 1, max: 1e12, count: 5 });
    expect(second).not.toEqual(first);
  });

  it('never calls Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    numbersOf({ min: 1, max: 100, count: 1000 });
    numbersOf({ min: 1, max: 100, count: 100, allowDuplicates: 2 });
    expect(random).not.toHaveBeenCalled();
  });

  it('refuses limits the wrong way round, part numbers for whole numbers, and more distinct numbers than the range holds', () => {
    expect(() => calculate('random-number-generator', { min: 10, max: 1 })).toThrow(expect.objectContaining({ code: 'inconsistent', field: 'max' }));
    expect(() => calculate('random-number-generator', { min: 1.5, max: 10 })).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'min' }));
    expect(() => calculate('random-number-generator', { min: 0, max: 0.125, numberType: 2, decimalPlaces: 2 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'max' }));
    expect(() => calculate('random-number-generator', { min: 1, max: 5, count: 6, allowDuplicates: 2 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'count' }));
    expect(() => calculate('random-number-generator', { min: -1e12, max: 1e12, numberType: 2, decimalPlaces: 10 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'decimalPlaces' }));
  });
});
