import MiniSearch from 'minisearch';
import { searchQueryText } from './search-query.js';

/** One searchable calculator. */
export interface SearchEntry {
  readonly slug: string;
  readonly name: string;
  readonly path: string;
  readonly description: string;
  /** Capitalised category name ("Finance"). */
  readonly category: string;
  readonly keywords: readonly string[];
}

/** What a search returns for each match, best first. */
export interface SearchSuggestion {
  readonly slug: string;
  readonly name: string;
  readonly path: string;
  readonly description: string;
  readonly category: string;
}

export interface SearchOptions {
  /** At most this many suggestions (8 by default, enough for the dropdown without scrolling). */
  readonly limit?: number;
}

/** Queries shorter than this return nothing: one letter matches nearly every calculator (docs/product.md#search). */
export const MIN_QUERY_LENGTH = 2;
export const DEFAULT_LIMIT = 8;

export interface SearchIndex {
  search(query: string, options?: SearchOptions): SearchSuggestion[];
}

/**
 * Builds a ranked, typo-tolerant index over any list of calculators.
 * @param entries - the calculators to search
 * @returns an index whose `search` matches name, description, category and keywords
 * @example
 * createSearchIndex(entries).search('morgage')[0]?.slug; // 'mortgage'
 */
export function createSearchIndex(entries: readonly SearchEntry[]): SearchIndex {
  const index = new MiniSearch<SearchEntry & { id: string; keywordText: string }>({
    fields: ['name', 'keywordText', 'description', 'category'],
    storeFields: ['slug', 'name', 'path', 'description', 'category'],
    searchOptions: {
      boost: { name: 3, keywordText: 2, description: 1, category: 1 },
      prefix: true,
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  index.addAll(entries.map((entry) => ({ ...entry, id: entry.slug, keywordText: entry.keywords.join(' ') })));
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));

  return {
    search(query, { limit = DEFAULT_LIMIT } = {}) {
      const text = searchQueryText(query);
      if (text.length < MIN_QUERY_LENGTH) return [];
      return index
        .search(text)
        .slice(0, limit)
        .flatMap((hit) => {
          const entry = bySlug.get(String(hit.id));
          return entry
            ? [{ slug: entry.slug, name: entry.name, path: entry.path, description: entry.description, category: entry.category }]
            : [];
        });
    },
  };
}
