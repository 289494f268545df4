import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { bodyFat, bodyFatCategory, bodyFatPercentage, type BodyFatInputs } from './body-fat.js';

const cm = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const man = fc
  .record({ height: cm(100, 250), neck: cm(20, 80), weight: cm(20, 300) })
  .chain((body) => cm(body.neck + 0.5, 200).map((waist): BodyFatInputs => ({ sex: 1, ...body, waist })));
const woman = fc
  .record({ height: cm(100, 250), neck: cm(20, 80), waist: cm(40, 200), hip: cm(50, 200), weight: cm(20, 300) })
  .map((body): BodyFatInputs => ({ sex: 2, ...body }));
const anyone = fc.oneof(man, woman);

describe('body-fat', () => {
  it('gives the percentage and its category as the badge', () => {
    const result = calculate('body-fat', { sex: 1, height: 180, neck: 40, waist: 90 });
    expect(result.details['bodyFatPercentage']).toBe(result.value);
    expect(result.category).toBe(result.details['category']);
    expect(result.unit).toBe('%');
  });

  it('splits the weight into fat and lean mass when a weight is given', () => {
    const { details } = bodyFatPercentage({ sex: 1, height: 180, neck: 40, waist: 90, weight: 80 });
    expect(details.fatMass).toBeCloseTo(14.69, 2);
    expect(details.leanMass).toBeCloseTo(65.31, 2);
    expect(details.fatMass).toBeCloseTo((80 * details.bodyFatPercentage) / 100, 10);
  });

  it('leaves out fat and lean mass without a weight', () => {
    const { details } = bodyFatPercentage({ sex: 1, height: 180, neck: 40, waist: 90 });
    expect(Object.keys(details).sort()).toEqual(['bodyFatPercentage', 'category']);
  });

  it('ignores a hip measurement for men', () => {
    const without = calculate('body-fat', { sex: 1, height: 180, neck: 40, waist: 90 });
    expect(calculate('body-fat', { sex: 1, height: 180, neck: 40, waist: 90, hip: 100 }).value).toBe(without.value);
  });

  it.each([
    [5.99, 1, 'Essential Fat'], [6, 1, 'Athletes'], [14, 1, 'Fitness'], [18, 1, 'Average'], [25, 1, 'Obese'],
    [13.99, 2, 'Essential Fat'], [14, 2, 'Athletes'], [21, 2, 'Fitness'], [25, 2, 'Average'], [32, 2, 'Obese'],
  ] as const)('puts %s% (sex %s) in the ACE category %s', (percentage, sex, category) => {
    expect(bodyFatCategory(percentage, sex)).toBe(category);
  });

  describe('invalid input', () => {
    const male = { sex: 1, height: 180, neck: 40, waist: 90 };
    const female = { sex: 2, height: 165, neck: 32, waist: 72, hip: 96 };
    it.each([
      [{ ...male, height: 0 }, 'height', 'out_of_domain', messages.greaterThanZero('Height')],
      [{ ...male, neck: 0 }, 'neck', 'out_of_domain', messages.greaterThanZero('Neck Circumference')],
      [{ ...male, waist: -90 }, 'waist', 'out_of_domain', messages.greaterThanZero('Waist Circumference')],
      [{ ...male, weight: 0 }, 'weight', 'out_of_domain', messages.greaterThanZero('Weight')],
      [{ ...male, waist: 40 }, 'waist', 'inconsistent', messages.greaterThan('Waist Circumference', 'neck circumference')],
      [{ ...male, waist: 35 }, 'waist', 'inconsistent', messages.greaterThan('Waist Circumference', 'neck circumference')],
      [{ ...female, hip: undefined }, 'hip', 'required', messages.required('Hip Circumference')],
      [{ ...female, hip: '' }, 'hip', 'required', messages.required('Hip Circumference')],
      [{ ...female, hip: 0 }, 'hip', 'out_of_domain', messages.greaterThanZero('Hip Circumference')],
      [
        { ...female, neck: 100, waist: 40, hip: 60 },
        'waist',
        'inconsistent',
        messages.greaterThan('Waist plus hip circumference', 'neck circumference'),
      ],
      [{ ...male, sex: 3 }, 'sex', 'out_of_domain', messages.notAnOption('Sex')],
      [{ height: 180, neck: 40, waist: 90 }, 'sex', 'required', messages.required('Sex')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('body-fat', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });

    it('requires the hip of a woman when compute is called without validation', () => {
      expect(() => bodyFat.compute({ sex: 2, height: 165, neck: 32, waist: 72 })).toThrow(
        expect.objectContaining({ field: 'hip', code: 'required' }),
      );
    });
  });

  describe('properties', () => {
    test.prop([anyone])('is finite, with fat + lean mass = weight', (inputs) => {
      const { details } = bodyFatPercentage(inputs);
      expect(Number.isFinite(details.bodyFatPercentage)).toBe(true);
      expect(Number.isFinite(details.fatMass)).toBe(true);
      expect((details.fatMass ?? 0) + (details.leanMass ?? 0)).toBeCloseTo(inputs.weight ?? 0, 8);
      expect(details.category).toBe(bodyFatCategory(details.bodyFatPercentage, inputs.sex));
    });

    test.prop([anyone])('does not modify its inputs', (inputs) => {
      const copy = structuredClone(inputs);
      bodyFatPercentage(Object.freeze(inputs));
      expect(inputs).toEqual(copy);
    });
  });
});
