import { describe, expect, it } from 'vitest';
import { createSearchIndex, type SearchEntry } from './search-index.js';
import { MAX_QUERY_LENGTH, searchQueryText } from './search-query.js';

const entries: SearchEntry[] = [
  {
    slug: 'mortgage', name: 'Mortgage Calculator', path: '/calculator/mortgage', category: 'Finance',
    description: 'Monthly house payment with taxes and insurance.', keywords: ['house payment', 'home loan'],
  },
  {
    slug: 'bmi', name: 'BMI Calculator', path: '/calculator/bmi', category: 'Health',
    description: 'Body mass index from weight and height.', keywords: ['body mass index'],
  },
];

describe('createSearchIndex', () => {
  const index = createSearchIndex(entries);

  it('finds a calculator by a misspelled name', () => {
    expect(index.search('morgage')[0]?.slug).toBe('mortgage');
  });

  it('matches keywords case-insensitively and by prefix', () => {
    expect(index.search('HOUSE pay')[0]?.slug).toBe('mortgage');
    expect(index.search('bod')[0]?.slug).toBe('bmi');
  });

  it('returns nothing for a query shorter than 2 characters or only spaces', () => {
    expect(index.search('b')).toEqual([]);
    expect(index.search('   ')).toEqual([]);
  });

  it('reads a query up to 100 characters: a long one costs no more than that', () => {
    // Every word must match: the words past the 100th character are not read, so the mortgage is still found.
    expect(index.search(`mortgage${' '.repeat(100)}${' zzzz'.repeat(20_000)}`).map((hit) => hit.slug)).toEqual(['mortgage']);
    expect(searchQueryText(`  loan${' '.repeat(200)}x`)).toBe('loan');
    expect(searchQueryText(`${'a'.repeat(99)}😀`)).toBe('a'.repeat(99));
    expect(searchQueryText('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('returns the suggestion fields only', () => {
    expect(index.search('bmi')[0]).toEqual({
      slug: 'bmi', name: 'BMI Calculator', path: '/calculator/bmi', category: 'Health',
      description: 'Body mass index from weight and height.',
    });
  });
});
