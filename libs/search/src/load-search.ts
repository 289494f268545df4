import type { search } from './catalogue-search.js';
import type { createMissingCalculatorLog } from './missing-calculator-log.js';
import type { SearchSuggestion } from './search-index.js';

/**
 * Loads the catalogue search (MiniSearch and the index) as its own chunk, so pages do not pay for it until the
 * visitor starts searching.
 * @returns the `search` function once loaded
 * @example
 * const search = await loadSearch(); search('bmi')[0]?.slug; // 'bmi'
 */
export async function loadSearch(): Promise<typeof search> {
  return (await import('./catalogue-search.js')).search;
}

/**
 * Loads the popular calculators of the search box (with the calculator summaries they come from) as their own
 * chunk, so a page that lists no calculators does not download the summaries until the box is used.
 * @returns the suggestions for BMI, Mortgage, GPA and Loan
 * @example
 * (await loadPopularSuggestions()).map((suggestion) => suggestion.slug); // ['bmi', 'mortgage', 'gpa', 'loan']
 */
export async function loadPopularSuggestions(): Promise<SearchSuggestion[]> {
  return (await import('./popular.js')).popularSuggestions();
}

/**
 * Loads the local log of searches that found no calculator as its own chunk: only a search that misses needs it.
 * @returns `createMissingCalculatorLog`
 * @example
 * (await loadMissingCalculatorLog())(browserStorage()).record('mortage rates');
 */
export async function loadMissingCalculatorLog(): Promise<typeof createMissingCalculatorLog> {
  return (await import('./missing-calculator-log.js')).createMissingCalculatorLog;
}
