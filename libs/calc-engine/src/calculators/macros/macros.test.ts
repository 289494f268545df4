import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { DIET_PRESETS, macroSplit, type MacrosInputs } from './macros.js';

const calories = fc.double({ min: 800, max: 10000, noNaN: true });
const preset = fc.record({
  calories,
  dietType: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, 5 as const, 6 as const),
}) satisfies fc.Arbitrary<MacrosInputs>;
/** Any custom split of whole percentages that adds up to 100. */
const custom = fc
  .record({ calories, carbPercent: fc.integer({ min: 0, max: 100 }), proteinPercent: fc.integer({ min: 0, max: 100 }) })
  .filter(({ carbPercent, proteinPercent }) => carbPercent + proteinPercent <= 100)
  .map((split): MacrosInputs => ({ ...split, dietType: 7, fatPercent: 100 - split.carbPercent - split.proteinPercent }));

describe('macros', () => {
  it('gives the protein in g/day as the result', () => {
    const result = calculate('macros', { calories: 2000, dietType: 1 });
    expect(result.unit).toBe('g/day');
    expect(result.details['proteinGrams']).toBe(result.value);
  });

  it('gives the calories of each macro and a pie of the three', () => {
    const { details, chart } = macroSplit({ calories: 2000, dietType: 1 });
    expect(details.carbsCalories).toBeCloseTo(1000, 10);
    expect(details.proteinCalories).toBeCloseTo(400, 10);
    expect(details.fatCalories).toBeCloseTo(600, 10);
    expect(chart?.type).toBe('pie');
    expect(chart?.data).toEqual([
      { role: 'carbs', value: 1000 },
      { role: 'protein', value: 400 },
      { role: 'fat', value: 600 },
    ]);
  });

  it.each([
    [2, 60, 20, 20],
    [3, 25, 35, 40],
    [4, 30, 40, 30],
    [5, 5, 25, 70],
  ] as const)('applies preset %s as %s/%s/%s (carbs/protein/fat)', (dietType, carbs, protein, fat) => {
    const { details } = macroSplit({ calories: 1800, dietType });
    expect(details.carbsGrams).toBeCloseTo((1800 * carbs) / 100 / 4, 10);
    expect(details.proteinGrams).toBeCloseTo((1800 * protein) / 100 / 4, 10);
    expect(details.fatGrams).toBeCloseTo((1800 * fat) / 100 / 9, 10);
  });

  it('uses a custom split that adds up to 100, within 0.01', () => {
    const { details } = macroSplit({ calories: 3000, dietType: 7, carbPercent: 33.33, proteinPercent: 33.33, fatPercent: 33.33 });
    expect(details.proteinGrams).toBeCloseTo(249.975, 10);
  });

  it('ignores custom percentages for a preset diet', () => {
    expect(calculate('macros', { calories: 2000, dietType: 1, carbPercent: 90, proteinPercent: 90, fatPercent: 90 }).value).toBe(100);
  });

  describe('invalid input', () => {
    const customDiet = { calories: 2000, dietType: 7, carbPercent: 40, proteinPercent: 30, fatPercent: 30 };
    it.each([
      [{ calories: 0, dietType: 1 }, 'calories', 'out_of_domain', messages.greaterThanZero('Daily Calories')],
      [{ calories: -2000, dietType: 1 }, 'calories', 'out_of_domain', messages.greaterThanZero('Daily Calories')],
      [{ calories: 2000, dietType: 8 }, 'dietType', 'out_of_domain', messages.notAnOption('Diet')],
      [{ calories: 2000 }, 'dietType', 'required', messages.required('Diet')],
      [{ ...customDiet, fatPercent: undefined }, 'fatPercent', 'required', messages.required('Fat')],
      [{ ...customDiet, carbPercent: -10, proteinPercent: 80 }, 'carbPercent', 'out_of_domain', messages.notNegative('Carbs')],
      [{ ...customDiet, proteinPercent: -5, carbPercent: 75 }, 'proteinPercent', 'out_of_domain', messages.notNegative('Protein')],
      [{ ...customDiet, fatPercent: -1, carbPercent: 71 }, 'fatPercent', 'out_of_domain', messages.notNegative('Fat')],
      [{ ...customDiet, fatPercent: 31 }, undefined, 'inconsistent', messages.mustAddUpTo100('Carbs, protein and fat percentages')],
      [{ ...customDiet, fatPercent: 29.98 }, undefined, 'inconsistent', messages.mustAddUpTo100('Carbs, protein and fat percentages')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('macros', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([fc.oneof(preset, custom)])('is finite and gives back every calorie', (given) => {
      const { details, chart } = macroSplit(given);
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      expect(details.carbsCalories + details.proteinCalories + details.fatCalories).toBeCloseTo(given.calories, 6);
      expect(4 * details.carbsGrams + 4 * details.proteinGrams + 9 * details.fatGrams).toBeCloseTo(given.calories, 6);
      expect(chart?.data.reduce((sum, slice) => sum + slice.value, 0)).toBeCloseTo(given.calories, 6);
    });

    it('has presets that each add up to 100', () => {
      for (const split of Object.values(DIET_PRESETS)) expect(split.carbs + split.protein + split.fat).toBe(100);
    });

    test.prop([custom])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      macroSplit(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
