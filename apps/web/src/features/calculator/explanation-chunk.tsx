import type { CalculatorPageDefinition } from '@calchub/catalogue';
import { lazyChunk, usePrerender } from '../../lib/prerender.js';

/** The explanatory text's chunk, loaded only when the page was not prerendered (see PrerenderedSection). */
export const explanationChunk = () => import('./calculator-explanation.js');

const LazyExplanation = lazyChunk(explanationChunk);

/**
 * The explanatory text and related calculators below a calculator (see calculator-explanation.tsx), with the text
 * itself when the prerenderer has it, so the chunk renders it without waiting.
 */
export function CalculatorExplanation({ definition }: { definition: CalculatorPageDefinition }) {
  return <LazyExplanation definition={definition} content={usePrerender()?.contents[definition.slug]} />;
}

/** The "Embed this calculator" section's chunk, loaded only when the page was not prerendered (see embed-snippet.tsx). */
export const embedSnippetChunk = () => import('./embed-snippet.js');

/** "Embed this calculator": the iframe snippet another site pastes (see embed-snippet.tsx). */
export const EmbedSnippet = lazyChunk(embedSnippetChunk);

/** The Examples tab's cards' chunk, loaded only when the page was not prerendered or shows another number format. */
export const examplesTabChunk = () => import('./examples-tab.js');

/** The Examples tab's cards (see examples-tab.tsx). */
export const ExamplesTab = lazyChunk(examplesTabChunk);
