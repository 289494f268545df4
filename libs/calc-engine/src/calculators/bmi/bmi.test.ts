import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('bmi', () => {
  it.each([
    [70, 170, 24.22, 'Normal weight'],
    [85, 180, 26.23, 'Overweight'],
    [55, 160, 21.48, 'Normal weight'],
  ])('%s kg at %s cm gives %s (%s)', (weight, height, expected, category) => {
    const result = calculate('bmi', { weight, height });
    expect(result.value).toBeCloseTo(expected, 2);
    expect(result.category).toBe(category);
  });

  it('puts the CDC example in its category', () => {
    expect(calculate('bmi', { weight: 68, height: 165 }).category).toBe('Normal weight');
  });

  it('gives the healthy weight range in the unit of the weight', () => {
    // 65 in = 1.651 m: 18.5 × 1.651² kg = 111.17 lb, 24.9 × 1.651² kg = 149.63 lb.
    const { details } = calculate('bmi', { weight: 150, height: 65, unitSystem: 2 });
    expect(details['healthyWeightMin']).toBeCloseTo(111.17, 2);
    expect(details['healthyWeightMax']).toBeCloseTo(149.63, 2);
  });

  it('rejects a zero height with a readable message', () => {
    expect(() => calculate('bmi', { weight: 70, height: 0 })).toThrow('Height must be greater than 0');
  });
});

describe('bmi solved the other way round', () => {
  it('finds the weight for a BMI, in the unit system of the height', () => {
    // 25 × 1.8² = 81 kg; 25 × 70² / 703 = 174.25 lb.
    expect(calculate('bmi', { solve: 'weight', bmi: 25, height: 180 }).value).toBeCloseTo(81, 9);
    expect(calculate('bmi', { solve: 'weight', bmi: 25, height: 70, unitSystem: 2 }).value).toBeCloseTo(174.25, 2);
  });

  it('finds no weight beyond the weight field', () => {
    // 100 × 1.8² = 324 kg, above the 300 kg the field takes.
    expect(() => calculate('bmi', { solve: 'weight', bmi: 100, height: 180 }))
      .toThrow(expect.objectContaining({ code: 'no_solution', field: 'bmi' }));
  });
});
