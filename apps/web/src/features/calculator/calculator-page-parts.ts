import type { PageParts } from '../../lib/calculator-parts.js';
import { PromiseCache } from './promise-cache.js';

/**
 * Loads one calculator's page chunk: its definition and shape (its code loads later, see calculator-code.ts). A
 * built calculator page names its own chunk on `<body>` (`data-page-calculator`, `data-page-chunk`, written by the
 * prerenderer from the build's manifest), so the first page loads it directly: no page ships the list of every
 * calculator's chunk, which grows with the catalogue.
 * Any other calculator (the visitor follows a link to it) is found in that list, a chunk of its own loaded then.
 * @param slug - the calculator's slug, as in its address
 * @returns its page parts, or undefined when no calculator has this slug
 */
function loadPageParts(slug: string): Promise<PageParts | undefined> {
  // The prerenderer renders with every calculator at hand and never loads one.
  if (typeof document === 'undefined') return Promise.resolve(undefined);
  const { pageCalculator, pageChunk } = document.body.dataset;
  if (pageChunk !== undefined && pageCalculator === slug) return import(/* @vite-ignore */ pageChunk) as Promise<PageParts>;
  return import('./calculator-directory.js').then(({ loadCalculatorPage }) => loadCalculatorPage(slug));
}

/** Each calculator's page parts, loaded once; the same promise serves every render, as `use` requires. */
export const loadedPageParts = new PromiseCache(loadPageParts);
