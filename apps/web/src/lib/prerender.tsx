import type { ExplanatoryContent } from '@calchub/catalogue';
import type { SearchOptions, SearchSuggestion } from '@calchub/search';
import { createContext, lazy, useContext, type ComponentType } from 'react';
import type { PageParts } from './calculator-parts.js';
import type { RenderedDraw } from './rendered-address.js';

/** Loads a chunk whose default export is a component, as `React.lazy` takes it. */
export type ChunkLoader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * What the prerenderer has at hand that the browser loads on demand. Rendering with it, no component waits on a
 * chunk or on data, so no Suspense boundary is left pending in the static HTML (revealing one needs an inline
 * script, which the CSP blocks). The browser has no such value: it keeps the lazy chunks and loads data on use.
 */
export interface Prerender {
  /** Every lazy chunk's module, by its loader (see {@link loadChunks}). */
  readonly chunks: ReadonlyMap<unknown, unknown>;
  /** The explanatory text of each calculator, by slug. */
  readonly contents: Readonly<Record<string, ExplanatoryContent>>;
  /** Each calculator's page parts with its code, by slug. */
  readonly calculators: ReadonlyMap<string, PageParts>;
  /** The catalogue search, which the browser loads as its own chunk: a results page is rendered with its results. */
  readonly search: (query: string, options?: SearchOptions) => SearchSuggestion[];
  /** Keeps a generator's draw as the page renders it, for the browser to show it again (see rendered-address.ts). */
  readonly recordDraw?: (draw: RenderedDraw) => void;
}

/** Holds the prerenderer's {@link Prerender}; undefined in the browser. */
export const PrerenderContext = createContext<Prerender | undefined>(undefined);

/**
 * What the prerenderer has at hand, or undefined in the browser.
 * @returns the value `entry-server.tsx` renders the app with
 * @example
 * const page = usePrerender()?.calculators.get('loan') ?? use(loadedPages.get('loan')); // no wait when prerendering
 */
export function usePrerender(): Prerender | undefined {
  return useContext(PrerenderContext);
}

/**
 * `React.lazy`, except under the prerenderer, which renders the chunk's component itself, already loaded by
 * {@link loadChunks}. The browser hydrates the lazy component when its chunk arrives.
 * @param load - the chunk's loader; the same function must be given to `loadChunks`
 * @returns the component to render in place of the chunk's
 * @example
 * const calculatorPageChunk = () => import('./calculator-page.js');
 * const CalculatorPage = lazyChunk(calculatorPageChunk); // <CalculatorPage slug="loan" />
 */
export function lazyChunk<P extends object>(load: ChunkLoader<P>): ComponentType<P> {
  const Lazy = lazy(load) as ComponentType<P>;
  return function Chunk(props: P) {
    const loaded = usePrerender()?.chunks.get(load) as Awaited<ReturnType<ChunkLoader<P>>> | undefined;
    const Component = loaded?.default ?? Lazy;
    return <Component {...props} />;
  };
}

/**
 * Loads chunks for the prerenderer, each module kept under its own loader, where {@link lazyChunk} looks it up.
 * @param loaders - the loaders given to `lazyChunk`
 * @returns each loader's module
 * @example
 * (await loadChunks([calculatorPageChunk])).get(calculatorPageChunk); // the calculator page's module
 */
export async function loadChunks(loaders: readonly (() => Promise<unknown>)[]): Promise<Prerender['chunks']> {
  return new Map(await Promise.all(loaders.map(async (load) => [load, await load()] as const)));
}
