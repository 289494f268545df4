import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { dailyWaterIntake, type WaterIntakeInputs } from './water-intake.js';

const inputs = fc.record(
  {
    weight: fc.double({ min: 20, max: 300, noNaN: true }),
    exerciseMinutes: fc.double({ min: 0, max: 600, noNaN: true }),
    climate: fc.constantFrom(0 as const, 500 as const, 1000 as const),
    sex: fc.constantFrom(1 as const, 2 as const),
  },
  { requiredKeys: ['weight'] },
) satisfies fc.Arbitrary<WaterIntakeInputs>;

describe('water-intake', () => {
  it('gives the intake in L/day', () => {
    expect(calculate('water-intake', { weight: 80, exerciseMinutes: 30, climate: 0 }).unit).toBe('L/day');
  });

  it('shows the 2.7 L reference intake for women', () => {
    expect(dailyWaterIntake({ weight: 60, sex: 2 }).details.referenceAdequateIntake).toBe(2.7);
  });

  it('leaves out the reference intake when no sex is given', () => {
    expect(dailyWaterIntake({ weight: 70 }).details).not.toHaveProperty('referenceAdequateIntake');
  });

  it.each([
    [500, 2.95],
    [1000, 3.45],
  ] as const)('adds the %s mL climate allowance', (climate, litres) => {
    expect(dailyWaterIntake({ weight: 70, climate }).value).toBeCloseTo(litres, 10);
  });

  it('treats empty optional fields as no exercise and a temperate climate', () => {
    expect(calculate('water-intake', { weight: 70, exerciseMinutes: '', climate: null }).value).toBeCloseTo(2.45, 10);
  });

  describe('invalid input', () => {
    // The weight's 20–300 kg only limit the browser's field: any weight above 0 computes.
    it.each([
      [{ weight: 0 }, 'weight', 'out_of_domain', messages.greaterThanZero('Body Weight')],
      [{ weight: -70 }, 'weight', 'out_of_domain', messages.greaterThanZero('Body Weight')],
      [{}, 'weight', 'required', messages.required('Body Weight')],
      [{ weight: 70, exerciseMinutes: -10 }, 'exerciseMinutes', 'out_of_domain', messages.notNegative('Exercise per Day')],
      [{ weight: 70, climate: 250 }, 'climate', 'out_of_domain', messages.notAnOption('Climate')],
      [{ weight: 70, sex: 3 }, 'sex', 'out_of_domain', messages.notAnOption('Sex (for the reference intake)')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('water-intake', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([inputs])('is finite and consistent across units', (given) => {
      const { value, details } = dailyWaterIntake(given);
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      expect(details.waterIntakeOunces / details.cups).toBeCloseTo(8, 3);
      expect(value).toBeGreaterThanOrEqual(0.035 * given.weight - 1e-9);
    });

    test.prop([inputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      dailyWaterIntake(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
