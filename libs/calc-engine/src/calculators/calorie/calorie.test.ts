import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { dailyCalories, type CalorieInputs } from './calorie.js';

const inputs = fc.record({
  sex: fc.constantFrom(1 as const, 2 as const),
  age: fc.double({ min: 15, max: 80, noNaN: true }),
  weight: fc.double({ min: 20, max: 300, noNaN: true }),
  height: fc.double({ min: 100, max: 250, noNaN: true }),
  activityLevel: fc.constantFrom(1.2 as const, 1.375 as const, 1.55 as const, 1.725 as const, 1.9 as const),
  goal: fc.constantFrom(0 as const, -250 as const, -500 as const, -1000 as const, 250 as const, 500 as const, 1000 as const),
}) satisfies fc.Arbitrary<CalorieInputs>;

describe('calorie', () => {
  it('gives the maintenance calories in kcal/day', () => {
    const result = calculate('calorie', { sex: 2, age: 28, weight: 65, height: 165, activityLevel: 1.55 });
    expect(result.details['maintenanceCalories']).toBe(result.value);
    expect(result.unit).toBe('kcal/day');
  });

  it('maintains weight when no goal is chosen', () => {
    const { details } = dailyCalories({ sex: 2, age: 28, weight: 65, height: 165, activityLevel: 1.55 });
    expect(details.targetCalories).toBe(details.maintenanceCalories);
  });

  it('subtracts 500 kcal/day to lose about 1 lb a week', () => {
    const { details } = dailyCalories({ sex: 2, age: 28, weight: 65, height: 165, activityLevel: 1.55, goal: -500 });
    expect(details.targetCalories).toBeCloseTo(1639.39, 2);
  });

  it('does not clamp a target below 1,200 kcal/day', () => {
    const { details } = dailyCalories({ sex: 2, age: 60, weight: 45, height: 150, activityLevel: 1.2, goal: -1000 });
    expect(details.targetCalories).toBeCloseTo((450 + 937.5 - 300 - 161) * 1.2 - 1000, 8);
    expect(details.targetCalories).toBeLessThan(1200);
  });

  it('charts the daily intake for every goal, from extreme loss to fast gain', () => {
    const { chart, value } = dailyCalories({ sex: 2, age: 28, weight: 65, height: 165, activityLevel: 1.55 });
    expect(chart?.type).toBe('bar');
    expect(chart?.data.map((point) => point.role)).toEqual([
      'extremeLoss', 'loss', 'mildLoss', 'maintain', 'mildGain', 'gain', 'fastGain',
    ]);
    expect(chart?.data.map((point) => point.value - (value as number))).toEqual([-1000, -500, -250, 0, 250, 500, 1000]);
  });

  describe('invalid input', () => {
    const valid = { sex: 1, age: 30, weight: 70, height: 175, activityLevel: 1.55 };
    it.each([
      [{ ...valid, weight: 0 }, 'weight', 'out_of_domain', messages.greaterThanZero('Weight')],
      [{ ...valid, height: 0 }, 'height', 'out_of_domain', messages.greaterThanZero('Height')],
      [{ ...valid, age: -1 }, 'age', 'out_of_domain', messages.greaterThanZero('Age')],
      [{ ...valid, sex: 0 }, 'sex', 'out_of_domain', messages.notAnOption('Sex')],
      [{ ...valid, activityLevel: 1.465 }, 'activityLevel', 'out_of_domain', messages.notAnOption('Activity')],
      [{ ...valid, activityLevel: undefined }, 'activityLevel', 'required', messages.required('Activity')],
      [{ ...valid, goal: -750 }, 'goal', 'out_of_domain', messages.notAnOption('Goal')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('calorie', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([inputs])('is finite, with maintenance = BMR × activity and target = maintenance + goal', (given) => {
      const { details } = dailyCalories(given);
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      expect(details.maintenanceCalories).toBeCloseTo(details.bmr * given.activityLevel, 8);
      expect(details.targetCalories - details.maintenanceCalories).toBeCloseTo(given.goal, 8);
    });

    test.prop([inputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      dailyCalories(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
