import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { bodySurfaceAreaM2, type BodySurfaceAreaInputs } from './body-surface-area.js';

const inputs = fc.record({
  height: fc.double({ min: 30, max: 250, noNaN: true }),
  weight: fc.double({ min: 1, max: 300, noNaN: true }),
}) satisfies fc.Arbitrary<BodySurfaceAreaInputs>;

describe('body-surface-area', () => {
  it('gives 175 cm, 70 kg 1.84 m² by Mosteller, in m², not the double-rounded 1.85', () => {
    const result = calculate('body-surface-area', { height: 175, weight: 70 });
    expect(result.value).toBeLessThan(1.845);
    expect(result.unit).toBe('m²');
    expect(result.details['bsaMosteller']).toBe(result.value);
  });

  it('gives 180 cm, 80 kg exactly 2 m² by Mosteller, 2.00 by DuBois and 2.01 by Haycock', () => {
    const { value, details } = bodySurfaceAreaM2({ height: 180, weight: 80 });
    expect(value).toBe(2);
    expect(details.bsaDuBois).toBeCloseTo(2, 2);
    expect(details.bsaHaycock).toBeCloseTo(2.01, 2);
    expect(details.bsaGehanGeorge).toBeCloseTo(2.01, 2);
  });

  it('uses the published coefficients of DuBois, Haycock and Gehan & George', () => {
    const { details } = bodySurfaceAreaM2({ height: 160, weight: 50 });
    expect(details.bsaDuBois).toBeCloseTo(0.007184 * 50 ** 0.425 * 160 ** 0.725, 12);
    expect(details.bsaHaycock).toBeCloseTo(0.024265 * 50 ** 0.5378 * 160 ** 0.3964, 12);
    expect(details.bsaGehanGeorge).toBeCloseTo(0.0235 * 50 ** 0.51456 * 160 ** 0.42246, 12);
  });

  describe('invalid input', () => {
    it.each([
      [{ height: 0, weight: 70 }, 'height', 'out_of_domain', messages.greaterThanZero('Height')],
      [{ height: 175, weight: 0 }, 'weight', 'out_of_domain', messages.greaterThanZero('Weight')],
      [{ height: 175, weight: -70 }, 'weight', 'out_of_domain', messages.greaterThanZero('Weight')],
      [{ weight: 70 }, 'height', 'required', messages.required('Height')],
      [{ height: 'tall', weight: 70 }, 'height', 'not_a_number', messages.notANumber('Height')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('body-surface-area', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([inputs])('is finite and positive by every formula', (given) => {
      for (const v of Object.values(bodySurfaceAreaM2(given).details)) {
        expect(Number.isFinite(v)).toBe(true);
        expect(v).toBeGreaterThan(0);
      }
    });

    test.prop([inputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      bodySurfaceAreaM2(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
