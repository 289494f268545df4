import type { search } from './catalogue-search.js';
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
