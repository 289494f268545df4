import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';
import { itMatchesReferenceValues } from '../../../tests/reference-values.js';
import { bmiReferenceValues } from './bmi.reference-values.js';

describe('bmi', () => {
  itMatchesReferenceValues('bmi', bmiReferenceValues);

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

  it('rejects a zero height with a readable message', () => {
    expect(() => calculate('bmi', { weight: 70, height: 0 })).toThrow('Height must be greater than 0');
  });
});
