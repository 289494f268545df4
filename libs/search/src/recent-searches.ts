import { readList, writeList, type KeyValueStorage } from './storage.js';

/** At most this many recent searches are kept, newest first (docs/product.md#search). */
export const MAX_RECENT_SEARCHES = 5;
export const RECENT_SEARCHES_KEY = 'recentSearches';

export interface RecentSearches {
  /** Newest first. */
  list(): string[];
  /** Puts `query` first, removing an earlier copy (case-insensitive) and the oldest beyond five. */
  add(query: string): string[];
  clear(): void;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Recent searches over any storage.
 * @param storage - `localStorage` in the browser; anything with getItem/setItem in tests
 * @returns the store
 * @example
 * const recent = createRecentSearches(localStorage);
 * recent.add('bmi'); recent.add('loan'); recent.list(); // ['loan', 'bmi']
 */
export function createRecentSearches(storage: KeyValueStorage | undefined, key = RECENT_SEARCHES_KEY): RecentSearches {
  const list = () => readList(storage, key, isString).slice(0, MAX_RECENT_SEARCHES);
  return {
    list,
    add(query) {
      const text = query.trim();
      if (!text) return list();
      const next = [text, ...list().filter((item) => item.toLowerCase() !== text.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
      writeList(storage, key, next);
      return next;
    },
    clear() {
      writeList(storage, key, []);
    },
  };
}
