import { calculatorSummaries } from '@calchub/catalogue';
import { toSearchEntry } from './search-entry.js';
import { createSearchIndex, type SearchIndex, type SearchOptions, type SearchSuggestion } from './search-index.js';

let builtIn: SearchIndex | undefined;

/**
 * Searches the built-in catalogue: ranked, typo-tolerant, at most 8 suggestions by default.
 * @param query - what the visitor typed (under 2 characters returns nothing)
 * @param options - `limit`
 * @returns suggestions, best first
 * @example
 * search('morgage')[0]?.slug; // 'mortgage'
 */
export function search(query: string, options?: SearchOptions): SearchSuggestion[] {
  builtIn ??= createSearchIndex(calculatorSummaries.map(toSearchEntry));
  return builtIn.search(query, options);
}
