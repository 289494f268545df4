import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { dailyProtein, type ProteinInputs } from './protein.js';

const inputs = fc.record({
  weight: fc.double({ min: 20, max: 300, noNaN: true }),
  activityLevel: fc.constantFrom(0.8 as const, 1 as const, 1.2 as const, 1.4 as const, 1.6 as const, 2 as const),
}) satisfies fc.Arbitrary<ProteinInputs>;

describe('protein', () => {
  it('gives the protein in g/day as the result', () => {
    const result = calculate('protein', { weight: 70, activityLevel: 1.2 });
    expect(result.unit).toBe('g/day');
    expect(result.details['proteinGrams']).toBe(result.value);
  });

  describe('invalid input', () => {
    it.each([
      [{ weight: 0, activityLevel: 0.8 }, 'weight', 'out_of_domain', messages.greaterThanZero('Body Weight')],
      [{ weight: -1, activityLevel: 0.8 }, 'weight', 'out_of_domain', messages.greaterThanZero('Body Weight')],
      [{ weight: 70, activityLevel: 1.8 }, 'activityLevel', 'out_of_domain', messages.notAnOption('Activity / Goal')],
      [{ weight: 70 }, 'activityLevel', 'required', messages.required('Activity / Goal')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('protein', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([inputs])('is finite, inside the RDA-to-2 g/kg span, at 4 kcal per gram', (given) => {
      const { details } = dailyProtein(given);
      const value = details.proteinGrams;
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(details.rdaGrams - 1e-9);
      expect(value).toBeLessThanOrEqual(details.athleteRangeMax + 1e-9);
      expect(details.proteinCalories).toBeCloseTo(4 * value, 8);
    });

    test.prop([inputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      dailyProtein(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
