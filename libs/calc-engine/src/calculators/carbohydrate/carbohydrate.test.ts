import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';

describe('carbohydrate', () => {
  it('takes 55% of the calories at 4 kcal per gram when the share is left empty', () => {
    const result = calculate('carbohydrate', { calorieSource: 2, dailyCalories: 2000, carbPercent: '' });
    expect(result.value).toBeCloseTo(275, 10);
    expect(result.unit).toBe('g/day');
    expect(result.details).toMatchObject({ rdaGrams: 130, dailyCalories: 2000 });
  });

  it('estimates the calories as the calorie calculator does, goal included', () => {
    const inputs = { sex: 2, age: 35, weight: 70, height: 165, activityLevel: 1.375, goal: -500 };
    const target = calculate('calorie', inputs).details['targetCalories'] as number;
    expect(calculate('carbohydrate', { calorieSource: 1, ...inputs }).details['dailyCalories']).toBeCloseTo(target, 10);
  });

  it('refuses calories outside 500 to 10,000 and a goal that leaves nothing to eat, naming each field', () => {
    expect(() => calculate('carbohydrate', { calorieSource: 2, dailyCalories: 400 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'dailyCalories', message: messages.fromTo('Daily Calories', 500, 10000) }));
    expect(() => calculate('carbohydrate', { calorieSource: 2 }))
      .toThrow(expect.objectContaining({ code: 'required', field: 'dailyCalories' }));
    // A 20 kg woman of 80, 100 cm tall and sedentary, needs about 317 kcal: 1,000 less leaves nothing.
    expect(() => calculate('carbohydrate', { calorieSource: 1, sex: 2, age: 80, weight: 20, height: 100, activityLevel: 1.2, goal: -1000 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'goal' }));
  });
});
