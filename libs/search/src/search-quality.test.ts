import { describe, expect, it } from 'vitest';
import { search } from './catalogue-search.js';
import { searchQualitySet } from './search-quality.js';

describe('search quality over the built-in catalogue', () => {
  it('has at least 60 queries', () => {
    expect(searchQualitySet.length).toBeGreaterThanOrEqual(60);
  });

  it('finds the expected calculator first for at least 95% of real queries', () => {
    const misses = searchQualitySet.filter(([query, slug]) => search(query)[0]?.slug !== slug);
    const accuracy = 1 - misses.length / searchQualitySet.length;
    expect({ accuracy, misses: misses.map(([q, s]) => `${q} → ${search(q)[0]?.slug ?? 'nothing'} (want ${s})`) }).toEqual({
      accuracy: expect.toSatisfy((a: number) => a >= 0.95),
      misses: expect.any(Array),
    });
  });

  it('returns nothing for gibberish rather than weak fuzzy noise', () => {
    for (const query of ['xqzvbnm', 'asdfghjkl', 'zzzz', 'qwpoeiruty']) expect(search(query)).toEqual([]);
  });

  it('returns at most 8 suggestions', () => {
    expect(search('calculator').length).toBeLessThanOrEqual(8);
  });
});
