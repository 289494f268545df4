import { bench, describe } from 'vitest';
import { search } from './catalogue-search.js';
import { createSearchIndex, type SearchEntry } from './search-index.js';
import { searchQualitySet } from './search-quality.js';

const WORDS = ['loan', 'rate', 'body', 'grade', 'profit', 'tax', 'water', 'heart', 'growth', 'budget', 'score', 'energy', 'fuel', 'travel', 'salary', 'volume'];

/** A generated catalogue of `size` entries with realistic names, descriptions and keywords. */
function generatedCatalogue(size: number): SearchEntry[] {
  return Array.from({ length: size }, (_, i) => {
    const a = WORDS[i % WORDS.length] ?? 'loan';
    const b = WORDS[(i * 7 + 3) % WORDS.length] ?? 'rate';
    return {
      slug: `${a}-${b}-${i}`,
      name: `${a} ${b} calculator ${i}`,
      path: `/calculator/${a}-${b}-${i}`,
      description: `Work out the ${a} and ${b} for case ${i}.`,
      category: ['Finance', 'Health', 'Education', 'Business'][i % 4] ?? 'Finance',
      keywords: [`${a}${b}`, `${b} ${a}`],
    };
  });
}

const queries = searchQualitySet.map(([query]) => query);
const large = createSearchIndex(generatedCatalogue(5000));

let next = 0;
/** The quality set's queries in turn, so each benchmark call is one real query. */
const nextQuery = () => queries[next++ % queries.length] ?? 'loan';

// Each call is one query: vitest's "mean" column is milliseconds per query.
describe('search: milliseconds per query', () => {
  bench('34 calculators (the catalogue)', () => {
    search(nextQuery());
  });

  bench('5,000 generated calculators', () => {
    large.search(nextQuery());
  });
});
