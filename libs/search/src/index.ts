export { popularSuggestions, POPULAR_SEARCH_SLUGS, search, toSearchEntry } from './catalogue-search.js';
export { createSearchIndex, DEFAULT_LIMIT, MIN_QUERY_LENGTH } from './search-index.js';
export type { SearchEntry, SearchIndex, SearchOptions, SearchSuggestion } from './search-index.js';
export { createRecentSearches, MAX_RECENT_SEARCHES, RECENT_SEARCHES_KEY } from './recent-searches.js';
export type { RecentSearches } from './recent-searches.js';
export { createMissingCalculatorLog, MAX_MISSING_ENTRIES, MISSING_CALCULATORS_KEY } from './missing-calculator-log.js';
export type { MissingCalculatorEntry, MissingCalculatorLog, MissingCalculatorSummary } from './missing-calculator-log.js';
export { browserStorage } from './storage.js';
export type { KeyValueStorage } from './storage.js';
