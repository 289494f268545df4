import { calculatorSummaries } from '@calchub/catalogue';
import { toSearchSuggestion } from './search-entry.js';
import type { SearchSuggestion } from './search-index.js';

/** The search box's "Popular Calculators" while it is empty: BMI, Mortgage, GPA, Loan (docs/product.md#home-and-footer-lists). */
export const POPULAR_SEARCH_SLUGS = ['bmi', 'mortgage', 'gpa', 'loan'] as const;

/** Suggestions for the popular calculators that exist in the catalogue. */
export function popularSuggestions(): SearchSuggestion[] {
  return POPULAR_SEARCH_SLUGS.flatMap((slug) => {
    const summary = calculatorSummaries.find((d) => d.slug === slug);
    return summary ? [toSearchSuggestion(summary)] : [];
  });
}
