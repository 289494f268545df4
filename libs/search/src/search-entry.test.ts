import { calculatorSummaries } from '@calchub/catalogue';
import { describe, expect, it } from 'vitest';
import { search } from './catalogue-search.js';
import { loadMissingCalculatorLog, loadPopularSuggestions, loadSearch } from './load-search.js';
import { createMissingCalculatorLog } from './missing-calculator-log.js';
import { popularSuggestions } from './popular.js';
import { toSearchEntry } from './search-entry.js';

describe('catalogue search entries', () => {
  it('match a calculator by its keywords and by its aliases read as words', () => {
    const mortgage = calculatorSummaries.find((summary) => summary.slug === 'mortgage');
    expect(mortgage && toSearchEntry(mortgage, ['piti']).keywords).toEqual([
      'piti', 'mortgage calculator', 'mortgage payment', 'house payment', 'home loan',
    ]);
    expect(search('piti')[0]?.slug).toBe('mortgage');
    expect(search('escrow')[0]?.slug).toBe('mortgage');
  });

  it('give the popular calculators as suggestions without loading keywords', () => {
    expect(popularSuggestions()).toEqual([
      { slug: 'bmi', name: 'BMI Calculator', path: '/calculator/bmi', description: expect.any(String), category: 'Health & Fitness' },
      { slug: 'mortgage', name: 'Mortgage Calculator', path: '/calculator/mortgage', description: expect.any(String), category: 'Finance' },
      { slug: 'gpa', name: 'GPA Calculator', path: '/calculator/gpa', description: expect.any(String), category: 'Education' },
      { slug: 'loan', name: 'Loan Calculator', path: '/calculator/loan', description: expect.any(String), category: 'Finance' },
    ]);
  });

  it('load lazily: the popular list, the search and the miss log are what the eager modules give', async () => {
    expect(await loadPopularSuggestions()).toEqual(popularSuggestions());
    expect((await loadSearch())('morgage')[0]?.slug).toBe('mortgage');
    expect(await loadMissingCalculatorLog()).toBe(createMissingCalculatorLog);
  });
});
