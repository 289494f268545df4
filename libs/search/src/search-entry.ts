import { categoryName, type CalculatorSummary } from '@calchub/catalogue';
import type { SearchEntry, SearchSuggestion } from './search-index.js';

/**
 * A catalogue calculator as a suggestion, which needs no keywords (the header's popular list shows these before
 * the search index is loaded).
 * @param summary - the calculator's summary
 * @returns its slug, name, path, description and category name
 * @example
 * toSearchSuggestion(bmiSummary).path; // '/calculator/bmi'
 */
export function toSearchSuggestion(summary: CalculatorSummary): SearchSuggestion {
  return {
    slug: summary.slug,
    name: summary.title,
    path: `/calculator/${summary.slug}`,
    description: summary.description,
    category: categoryName(summary.category),
  };
}

/**
 * A catalogue calculator as a search entry: its keywords, and its aliases as keywords too ("house-payment" →
 * "house payment").
 * @param summary - the calculator's summary
 * @param keywords - its search keywords (`calculatorSearchTerms[slug]`)
 * @returns the entry the index matches against
 * @example
 * toSearchEntry(mortgageSummary, ['piti']).keywords.length; // 5: 'piti' and the 4 aliases
 */
export function toSearchEntry(summary: CalculatorSummary, keywords: readonly string[]): SearchEntry {
  return { ...toSearchSuggestion(summary), keywords: [...keywords, ...summary.aliases.map((alias) => alias.replace(/-/g, ' '))] };
}
