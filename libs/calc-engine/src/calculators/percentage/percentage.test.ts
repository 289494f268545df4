import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { percentageOf, type PercentageInputs, type PercentageMode } from './percentage.js';

const value = fc.double({ min: -1e12, max: 1e12, noNaN: true });
const nonZero = value.filter((v) => Math.abs(v) >= 1e-6);
const mode = fc.constantFrom<PercentageMode>(1, 2, 3);
const percentageInputs = fc.record({ mode, valueX: nonZero, valueY: nonZero }) satisfies fc.Arbitrary<PercentageInputs>;

describe('percentage', () => {
  it.each([
    [-10, 50, -5],
  ])('mode 1: %s% of %s is %s, with no unit', (valueX, valueY, expected) => {
    const result = calculate('percentage', { mode: 1, valueX, valueY });
    expect(result.value).toBeCloseTo(expected, 10);
    expect(result.details).toEqual({ result: result.value });
    expect(result.unit).toBeUndefined();
  });

  it.each([
    [30, 150, 20],
    [12, 80, 15],
    [150, 100, 150],
  ])('mode 2: %s is what percent of %s? %s%', (valueX, valueY, expected) => {
    const result = calculate('percentage', { mode: 2, valueX, valueY });
    expect(result.value).toBeCloseTo(expected, 10);
    expect(result.unit).toBe('%');
  });

  it.each([
    [100, 150, 50], // an increase of 50%
    [150, 75, -50], // the way back is not symmetric: −50%
    [-50, -25, 50], // divided by |X|: from −50 up to −25 is an increase
    [-50, -100, -100],
  ])('mode 3: the change from %s to %s is %s%', (valueX, valueY, expected) => {
    const result = percentageOf({ mode: 3, valueX, valueY });
    expect(result.value).toBeCloseTo(expected, 10);
    expect(result.unit).toBe('%');
  });

  describe('invalid input', () => {
    it.each([
      [{ mode: 2, valueX: 5, valueY: 0 }, 'valueY', 'out_of_domain', messages.notZero('Y')],
      [{ mode: 3, valueX: 0, valueY: 5 }, 'valueX', 'out_of_domain', messages.notZero('X')],
      [{ mode: 4, valueX: 5, valueY: 5 }, 'mode', 'out_of_domain', messages.notAnOption('Calculation')],
      [{ valueX: 5, valueY: 5 }, 'mode', 'required', messages.required('Calculation')],
      [{ mode: 1, valueY: 5 }, 'valueX', 'required', messages.required('X')],
      [{ mode: 1, valueX: 5, valueY: 'abc' }, 'valueY', 'not_a_number', messages.notANumber('Y')],
      [{ mode: 2, valueX: 1e12, valueY: 1e-300 }, 'valueY', 'out_of_domain', messages.resultTooLarge('Y')],
      [{ mode: 3, valueX: 1e-300, valueY: 1e12 }, 'valueX', 'out_of_domain', messages.resultTooLarge('X')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('percentage', given)).toThrow(expect.objectContaining({ field, code, message }));
    });

    it('allows 0 where it is not a divisor', () => {
      expect(calculate('percentage', { mode: 1, valueX: 0, valueY: 150 }).value).toBe(0);
      expect(calculate('percentage', { mode: 2, valueX: 0, valueY: 150 }).value).toBe(0);
      expect(calculate('percentage', { mode: 3, valueX: 150, valueY: 0 }).value).toBe(-100);
    });
  });

  describe('properties', () => {
    test.prop([percentageInputs])('gives a finite result for non-zero inputs', (given) => {
      expect(Number.isFinite(percentageOf(given).value)).toBe(true);
    });

    test.prop([nonZero, nonZero])('mode 2 undoes mode 1: X% of Y is X percent of Y', (x, y) => {
      const part = percentageOf({ mode: 1, valueX: x, valueY: y }).details.result;
      const back = percentageOf({ mode: 2, valueX: part, valueY: y }).details.result;
      expect(Math.abs(back - x)).toBeLessThanOrEqual(1e-12 * Math.abs(x));
    });

    test.prop([nonZero, value, value])('mode 3 rises with the new value Y', (x, a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      const change = (y: number) => percentageOf({ mode: 3, valueX: x, valueY: y }).details.result;
      expect(change(high)).toBeGreaterThanOrEqual(change(low));
    });

    test.prop([percentageInputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      percentageOf(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});

describe('percentage solved the other way round', () => {
  it('finds X or Y from the result in the other two modes', () => {
    expect(calculate('percentage', { solve: 'valueY', result: 25, mode: 2, valueX: 20 }).value).toBeCloseTo(80, 9); // 20 × 100 / 25
    expect(calculate('percentage', { solve: 'valueX', result: 50, mode: 3, valueY: 150 }).value).toBeCloseTo(100, 9); // 150 / 1.5
  });

  it('finds no single X when a positive and a negative start both give the change', () => {
    // 25 → 100 and −50 → 100 are both +300%.
    expect(() => calculate('percentage', { solve: 'valueX', result: 300, mode: 3, valueY: 100 }))
      .toThrow(expect.objectContaining({ code: 'no_solution', field: 'result' }));
  });
});
