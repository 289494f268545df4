import { describe, expect, it } from 'vitest';
import { calculatorDefinitions } from './calculators/index.js';
import { findCalculatorSlug } from './addresses.js';
import { calculatorPath, calculatorsInCategory, categoryCounts, computeExample } from './lookup.js';

describe('findCalculatorSlug', () => {
  it('finds a calculator by slug, alias and the "-calculator" long form, ignoring case and spaces', () => {
    expect(findCalculatorSlug('mortgage')).toBe('mortgage');
    expect(findCalculatorSlug('mortgage-calculator')).toBe('mortgage');
    expect(findCalculatorSlug('house-payment')).toBe('mortgage');
    expect(findCalculatorSlug(' Car-Loan ')).toBe('car-loan');
    expect(findCalculatorSlug('refi')).toBe('refinance');
    expect(findCalculatorSlug('refi-calculator')).toBe('refinance');
  });

  it('finds nothing for an unknown name, or for the suffix alone', () => {
    expect(findCalculatorSlug('teleport')).toBeUndefined();
    expect(findCalculatorSlug('-calculator')).toBeUndefined();
    expect(findCalculatorSlug('')).toBeUndefined();
  });
});

describe('calculatorPath', () => {
  it('is the canonical page address', () => {
    expect(calculatorPath('car-loan')).toBe('/calculator/car-loan');
  });
});

describe('categories from the list', () => {
  it('lists a category in catalogue order, finance starting with the mortgage and ending with sales tax', () => {
    const finance = calculatorsInCategory('finance').map((definition) => definition.slug);
    expect(finance.slice(0, 3)).toEqual(['mortgage', 'car-loan', 'personal-loan']);
    expect(finance.at(-1)).toBe('sales-tax');
    expect(finance).toHaveLength(31);
  });

  it('counts every definition once, under its own category', () => {
    const counts = categoryCounts();
    expect(Object.keys(counts)).toEqual(['finance', 'health', 'education', 'business', 'math', 'everyday']);
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(calculatorDefinitions.length);
    expect(counts.finance).toBe(calculatorsInCategory('finance').length);
  });
});

describe('computeExample', () => {
  it('computes the example with the engine instead of a stored number (308.77, not the 308.45 the original site printed)', () => {
    const loan = calculatorDefinitions.find((definition) => definition.slug === 'loan');
    const example = loan?.examples[0];
    if (!loan || !example) throw new Error('the loan calculator and its first example must exist');
    const result = computeExample(loan, example);
    expect(result.value).toBeCloseTo(308.77, 2);
    expect(result.details['totalInterest']).toBeCloseTo(1115.75, 2);
  });
});
