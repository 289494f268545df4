import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { basalMetabolicRate, bmr, mifflinStJeor, type BmrInputs } from './bmr.js';

const sex = fc.constantFrom(1 as const, 2 as const);
const formula = fc.constantFrom(1 as const, 2 as const, 3 as const);
const age = fc.double({ min: 15, max: 100, noNaN: true });
const weight = fc.double({ min: 20, max: 300, noNaN: true });
const height = fc.double({ min: 100, max: 250, noNaN: true });
const bodyFat = fc.double({ min: 3, max: 70, noNaN: true });

describe('bmr', () => {
  it('gives the BMR in kcal/day', () => {
    const result = calculate('bmr', { sex: 2, age: 30, weight: 60, height: 165 });
    expect(result.details['bmr']).toBe(result.value);
    expect(result.unit).toBe('kcal/day');
  });

  it('uses Mifflin-St Jeor when no equation is chosen', () => {
    const inputs = { sex: 1, age: 30, weight: 70, height: 175 } as const;
    expect(basalMetabolicRate(inputs).value).toBe(basalMetabolicRate({ ...inputs, formula: 1 }).value);
  });

  it('gives the TDEE at each activity level (moderately active woman of 28: 2139.39)', () => {
    const { details } = basalMetabolicRate({ sex: 2, age: 28, weight: 65, height: 165 });
    expect(details.tdeeSedentary).toBeCloseTo(1656.3, 2);
    expect(details.tdeeLight).toBeCloseTo(1897.84, 2);
    expect(details.tdeeModerate).toBeCloseTo(2139.39, 2);
    expect(details.tdeeVeryActive).toBeCloseTo(2380.93, 2);
    expect(details.tdeeExtraActive).toBeCloseTo(2622.475, 2);
  });

  it.each([
    // Roza & Shizgal 1984: 88.362 + 13.397×70 + 4.799×175 − 5.677×30
    [{ sex: 1, age: 30, weight: 70, height: 175, formula: 2 }, 1695.67],
    // 447.593 + 9.247×60 + 3.098×165 − 4.330×30
    [{ sex: 2, age: 30, weight: 60, height: 165, formula: 2 }, 1383.68],
  ] as const)('computes revised Harris-Benedict for %o as %s kcal/day', (inputs, expected) => {
    expect(basalMetabolicRate(inputs).value).toBeCloseTo(expected, 2);
  });

  it('computes Katch-McArdle from lean body mass: 70 kg at 20% fat gives 370 + 21.6 × 56', () => {
    const result = basalMetabolicRate({ sex: 1, age: 30, weight: 70, height: 175, formula: 3, bodyFatPercentage: 20 });
    expect(result.value).toBeCloseTo(1579.6, 2);
  });

  it('ignores sex and age in Katch-McArdle', () => {
    const base = { weight: 80, height: 180, formula: 3, bodyFatPercentage: 15 } as const;
    expect(basalMetabolicRate({ ...base, sex: 1, age: 25 }).value).toBe(
      basalMetabolicRate({ ...base, sex: 2, age: 60 }).value,
    );
  });

  it('exposes the Mifflin-St Jeor equation for the calorie calculator', () => {
    expect(mifflinStJeor(2, 60, 165, 30)).toBeCloseTo(1320.25, 10);
    expect(mifflinStJeor(1, 60, 165, 30) - mifflinStJeor(2, 60, 165, 30)).toBe(166);
  });

  describe('invalid input', () => {
    const valid = { sex: 1, age: 30, weight: 70, height: 175 };
    it.each([
      [{ ...valid, weight: 0 }, 'weight', 'out_of_domain', messages.greaterThanZero('Weight')],
      [{ ...valid, height: -170 }, 'height', 'out_of_domain', messages.greaterThanZero('Height')],
      [{ ...valid, age: 0 }, 'age', 'out_of_domain', messages.greaterThanZero('Age')],
      [{ ...valid, sex: 3 }, 'sex', 'out_of_domain', messages.notAnOption('Sex')],
      [{ ...valid, sex: null }, 'sex', 'required', messages.required('Sex')],
      [{ ...valid, formula: 4 }, 'formula', 'out_of_domain', messages.notAnOption('Equation')],
      [{ ...valid, formula: 3 }, 'bodyFatPercentage', 'required', messages.required('Body Fat')],
      [{ ...valid, formula: 3, bodyFatPercentage: '' }, 'bodyFatPercentage', 'required', messages.required('Body Fat')],
      [{ ...valid, formula: 3, bodyFatPercentage: -5 }, 'bodyFatPercentage', 'out_of_domain', messages.notNegative('Body Fat')],
      [{ ...valid, formula: 3, bodyFatPercentage: 100 }, 'bodyFatPercentage', 'out_of_domain', messages.lessThan('Body Fat', '100')],
      [{ ...valid, weight: 'seventy' }, 'weight', 'not_a_number', messages.notANumber('Weight')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('bmr', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });

    it('checks a missing Katch-McArdle body fat when compute is called without validation', () => {
      const inputs: BmrInputs = { sex: 1, age: 30, weight: 70, height: 175, formula: 3 };
      expect(() => bmr.compute(inputs)).toThrow(expect.objectContaining({ field: 'bodyFatPercentage', code: 'required' }));
    });

    it('ignores a body fat entered for another equation', () => {
      expect(calculate('bmr', { ...valid, formula: 1, bodyFatPercentage: -5 }).value).toBeCloseTo(1648.75, 10);
    });
  });

  describe('properties', () => {
    test.prop([sex, formula, age, weight, height, bodyFat])(
      'is finite, positive and consistent across the TDEE levels',
      (s, f, a, w, h, bf) => {
        const { value, details } = basalMetabolicRate({ sex: s, formula: f, age: a, weight: w, height: h, bodyFatPercentage: bf });
        for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
        expect(value).toBeGreaterThan(0);
        expect(details.tdeeSedentary).toBeLessThan(details.tdeeLight);
        expect(details.tdeeVeryActive).toBeLessThan(details.tdeeExtraActive);
      },
    );

    test.prop([sex, fc.constantFrom(1 as const, 2 as const), age, weight, height, fc.double({ min: 0.5, max: 40, noNaN: true })])(
      'falls with age (Mifflin-St Jeor and Harris-Benedict)',
      (s, f, a, w, h, older) => {
        const at = (years: number) => basalMetabolicRate({ sex: s, formula: f, age: years, weight: w, height: h }).details.bmr;
        expect(at(a + older)).toBeLessThan(at(a));
      },
    );

    test.prop([age, weight, height])('gives women 166 kcal/day less than men by Mifflin-St Jeor', (a, w, h) => {
      const man = basalMetabolicRate({ sex: 1, age: a, weight: w, height: h }).details.bmr;
      const woman = basalMetabolicRate({ sex: 2, age: a, weight: w, height: h }).details.bmr;
      expect(man - woman).toBeCloseTo(166, 6);
    });

    test.prop([sex, formula, age, weight, height, bodyFat])('does not modify its inputs', (s, f, a, w, h, bf) => {
      const inputs = { sex: s, formula: f, age: a, weight: w, height: h, bodyFatPercentage: bf };
      const copy = structuredClone(inputs);
      basalMetabolicRate(Object.freeze(inputs));
      expect(inputs).toEqual(copy);
    });
  });
});
