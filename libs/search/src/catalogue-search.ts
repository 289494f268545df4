import { calculatorDefinitions, categoryName, type CalculatorDefinition } from '@calchub/catalogue';
import { createSearchIndex, type SearchEntry, type SearchIndex, type SearchOptions, type SearchSuggestion } from './search-index.js';

/** A catalogue definition as a search entry. */
export function toSearchEntry(definition: CalculatorDefinition): SearchEntry {
  return {
    slug: definition.slug,
    name: definition.title,
    path: `/calculator/${definition.slug}`,
    description: definition.description,
    category: categoryName(definition.category),
    keywords: [...definition.keywords, ...definition.aliases.map((alias) => alias.replace(/-/g, ' '))],
  };
}

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
  builtIn ??= createSearchIndex(calculatorDefinitions.map(toSearchEntry));
  return builtIn.search(query, options);
}

/** The spec's "Popular Calculators" of the search box: BMI, Mortgage, GPA, Loan. */
export const POPULAR_SEARCH_SLUGS = ['bmi', 'mortgage', 'gpa', 'loan'] as const;

/** Suggestions for the popular calculators that exist in the catalogue. */
export function popularSuggestions(): SearchSuggestion[] {
  return POPULAR_SEARCH_SLUGS.flatMap((slug) => {
    const definition = calculatorDefinitions.find((d) => d.slug === slug);
    if (!definition) return [];
    const { keywords: _keywords, ...suggestion } = toSearchEntry(definition);
    return [suggestion];
  });
}
