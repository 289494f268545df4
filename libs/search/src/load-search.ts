import type { search } from './catalogue-search.js';

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
