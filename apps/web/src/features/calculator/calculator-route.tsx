import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { lazyChunk, usePrerender } from '../../lib/prerender.js';

/** The calculator page's chunk; each calculator's definition and formula is a chunk of its own (calculator-page-parts.ts). */
export const calculatorPageChunk = () => import('./calculator-page.js');

const CalculatorPage = lazyChunk(calculatorPageChunk);

/**
 * `/calculator/:slug`: the calculator. A name that is no calculator's slug (an alias, or none) goes on to
 * `CalculatorAddress`, which moves an alias to its canonical path or shows "Calculator Not Found".
 */
export function CalculatorRoute() {
  const { slug = '' } = useParams();
  // The prerenderer has every calculator at hand: the page renders it without waiting.
  const parts = usePrerender()?.calculators.get(slug);
  return (
    <Suspense fallback={<p className="mx-auto max-w-6xl px-4 py-16 text-slate-700" role="status">Loading calculator...</p>}>
      {/* A new calculator starts with a fresh form. */}
      <CalculatorPage key={slug} slug={slug} parts={parts} />
    </Suspense>
  );
}

/** The embedded calculator's chunk (`/embed/:slug`): the form and the result card, without the page around them. */
export const embedPageChunk = () => import('./embed-page.js');

const EmbedPage = lazyChunk(embedPageChunk);

/** `/embed/:slug`: a calculator's form and result for other sites' iframes (see embed-page.tsx). */
export function EmbedRoute() {
  const { slug = '' } = useParams();
  const parts = usePrerender()?.calculators.get(slug);
  return (
    <Suspense fallback={<p className="p-4 text-slate-700" role="status">Loading calculator...</p>}>
      <EmbedPage key={slug} slug={slug} parts={parts} />
    </Suspense>
  );
}
