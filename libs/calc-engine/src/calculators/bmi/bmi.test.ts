import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('bmi', () => {
  it.each([
    [70, 170, 24.22, 'Normal weight'],
    [85, 180, 26.23, 'Overweight'],
    [55, 160, 21.48, 'Normal weight'],
    [68, 165, 24.98, 'Normal weight'], // CDC "Calculating BMI" metric example
  ])('%s kg at %s cm gives %s (%s)', (weight, height, expected, category) => {
    const result = calculate('bmi', { weight, height });
    expect(result.value).toBeCloseTo(expected, 2);
    expect(result.category).toBe(category);
  });

  it('uses the CDC imperial formula: 150 lb at 65 in gives 24.96', () => {
    expect(calculate('bmi', { weight: 150, height: 65, unitSystem: 2 }).value).toBeCloseTo(24.96, 2);
  });

  it('rejects a zero height with a readable message', () => {
    expect(() => calculate('bmi', { weight: 70, height: 0 })).toThrow('Height must be greater than 0');
  });
});
