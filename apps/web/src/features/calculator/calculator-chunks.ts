import { lazyChunk } from '../../lib/prerender.js';

/**
 * Parts of the calculator pages loaded only when needed: the address chunk (every slug and alias) only for an
 * address that is not a calculator's canonical path, the explanatory text only when the page was not prerendered.
 */
export const calculatorChunks = {
  address: () => import('./calculator-address.js'),
  explanation: () => import('./calculator-explanation.js'),
};

/** Moves a short path or an alias to its calculator, or shows `notFound` (see calculator-address.tsx). */
export const CalculatorAddress = lazyChunk(calculatorChunks.address);

/** The explanatory text and related calculators below a calculator (see calculator-explanation.tsx). */
export const CalculatorExplanation = lazyChunk(calculatorChunks.explanation);
