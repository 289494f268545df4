import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { idealBodyWeight, type IdealWeightInputs } from './ideal-weight.js';
import { itMatchesReferenceValues } from '../../../tests/reference-values.js';
import { idealWeightReferenceValues } from './ideal-weight.reference-values.js';

const inputs = fc.record({
  sex: fc.constantFrom(1 as const, 2 as const),
  height: fc.double({ min: 130, max: 250, noNaN: true }),
}) satisfies fc.Arbitrary<IdealWeightInputs>;

describe('ideal-weight', () => {
  itMatchesReferenceValues('ideal-weight', idealWeightReferenceValues);

  it('gives the Devine weight in kg as the result', () => {
    const result = calculate('ideal-weight', { sex: 1, height: 177.8 });
    expect(result.unit).toBe('kg');
    expect(result.details['idealWeightDevine']).toBe(result.value);
  });

  it('gives each formula its base weight at exactly 5 ft (152.4 cm)', () => {
    const { details } = idealBodyWeight({ sex: 1, height: 152.4 });
    expect(details.idealWeightDevine).toBeCloseTo(50, 10);
    expect(details.idealWeightRobinson).toBeCloseTo(52, 10);
    expect(details.idealWeightMiller).toBeCloseTo(56.2, 10);
    expect(details.idealWeightHamwi).toBeCloseTo(48, 10);
  });

  it('extrapolates below 5 ft by subtracting the per-inch amount', () => {
    // 147.32 cm is 58 in: Devine (female) 45.5 − 2 × 2.3
    expect(idealBodyWeight({ sex: 2, height: 147.32 }).value).toBeCloseTo(40.9, 10);
  });

  it('charts the four formulas', () => {
    const { chart } = idealBodyWeight({ sex: 1, height: 177.8 });
    expect(chart?.type).toBe('bar');
    expect(chart?.data.map((bar) => bar.role)).toEqual(['devine', 'robinson', 'miller', 'hamwi']);
    expect(chart?.data[3]?.value).toBeCloseTo(75, 10);
  });

  describe('invalid input', () => {
    it.each([
      [{ sex: 1, height: 0 }, 'height', 'out_of_domain', messages.greaterThanZero('Height')],
      [{ sex: 2, height: -160 }, 'height', 'out_of_domain', messages.greaterThanZero('Height')],
      [{ sex: 1 }, 'height', 'required', messages.required('Height')],
      [{ height: 170 }, 'sex', 'required', messages.required('Sex')],
      [{ sex: 0, height: 170 }, 'sex', 'out_of_domain', messages.notAnOption('Sex')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('ideal-weight', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([inputs])('is finite and positive, with the healthy range in order', (given) => {
      const { details } = idealBodyWeight(given);
      for (const v of Object.values(details)) {
        expect(Number.isFinite(v)).toBe(true);
        expect(v).toBeGreaterThan(0);
      }
      expect(details.healthyBmiWeightMin).toBeLessThan(details.healthyBmiWeightMax);
    });

    test.prop([inputs, fc.double({ min: 0.1, max: 30, noNaN: true })])('rises with height in every formula', (given, taller) => {
      const short = idealBodyWeight(given).details;
      const tall = idealBodyWeight({ ...given, height: given.height + taller }).details;
      for (const [key, kg] of Object.entries(short)) expect(tall[key]).toBeGreaterThan(kg);
    });

    test.prop([inputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      idealBodyWeight(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
