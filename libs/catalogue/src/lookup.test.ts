import { describe, expect, it } from 'vitest';
import { calculatorDefinitions } from './calculators/index.js';
import { calculatorPath, calculatorsInCategory, categoryCounts, computeExample, findCalculator } from './lookup.js';

describe('findCalculator', () => {
  it('finds a calculator by slug, alias and the "-calculator" long form, ignoring case and spaces', () => {
    expect(findCalculator('mortgage')?.title).toBe('Mortgage Calculator');
    expect(findCalculator('mortgage-calculator')?.slug).toBe('mortgage');
    expect(findCalculator('house-payment')?.slug).toBe('mortgage');
    expect(findCalculator(' Car-Loan ')?.slug).toBe('car-loan');
    expect(findCalculator('refi')?.slug).toBe('refinance');
    expect(findCalculator('refi-calculator')?.slug).toBe('refinance');
  });

  it('finds nothing for an unknown name, or for the suffix alone', () => {
    expect(findCalculator('teleport')).toBeUndefined();
    expect(findCalculator('-calculator')).toBeUndefined();
    expect(findCalculator('')).toBeUndefined();
  });
});

describe('calculatorPath', () => {
  it('is the canonical page address', () => {
    expect(calculatorPath('car-loan')).toBe('/calculator/car-loan');
  });
});

describe('categories from the list', () => {
  it('lists a category in catalogue order, finance starting with the mortgage and ending with the loan', () => {
    const finance = calculatorsInCategory('finance').map((definition) => definition.slug);
    expect(finance.slice(0, 3)).toEqual(['mortgage', 'car-loan', 'personal-loan']);
    expect(finance.at(-1)).toBe('loan');
    expect(finance).toHaveLength(13);
  });

  it('counts every definition once, under its own category', () => {
    const counts = categoryCounts();
    expect(Object.keys(counts)).toEqual(['finance', 'health', 'education', 'business']);
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(calculatorDefinitions.length);
    expect(counts.finance).toBe(calculatorsInCategory('finance').length);
  });
});

describe('computeExample', () => {
  it('computes the example with the engine instead of a stored number (308.77, not the 308.45 the original site printed)', () => {
    const loan = findCalculator('loan');
    const example = loan?.examples[0];
    if (!loan || !example) throw new Error('the loan calculator and its first example must exist');
    const result = computeExample(loan, example);
    expect(result.value).toBeCloseTo(308.77, 2);
    expect(result.details['totalInterest']).toBeCloseTo(1115.75, 2);
  });
});
