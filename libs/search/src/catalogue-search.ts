import { calculatorSearchTerms, calculatorSummaries } from '@calchub/catalogue';
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
  // The keywords come from their own module so that only this lazily loaded chunk carries them.
  builtIn ??= createSearchIndex(calculatorSummaries.map((summary) => toSearchEntry(summary, calculatorSearchTerms[summary.slug] ?? [])));
  return builtIn.search(query, options);
}
