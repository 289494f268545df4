import { describe, expect, it } from 'vitest';
import { categories } from './categories.js';
import { categoryName } from './category-names.js';

describe('categories', () => {
  it('lists the six categories with health shown as "Health & Fitness"', () => {
    expect(categories.map((c) => c.id)).toEqual(['finance', 'health', 'education', 'business', 'math', 'everyday']);
    expect(categoryName('health')).toBe('Health & Fitness');
  });

  it('capitalises an unknown category', () => {
    expect(categoryName('travel')).toBe('Travel');
  });
});
