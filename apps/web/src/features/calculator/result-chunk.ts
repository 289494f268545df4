import { lazy } from 'react';

/**
 * The result side's chunk ("Your Result", the chart, the schedules), loaded once: on the first focus in the form,
 * or when a result first shows. A prerendered page never has a result, so it needs none of it to hydrate.
 */
let resultSideChunk: Promise<typeof import('./result-side.js')> | undefined;

/**
 * Starts loading the result side's chunk, once; later calls give the same download.
 * @returns the chunk's module, when it has arrived
 * @example
 * loadResultSide() === loadResultSide(); // true: the first focus in the form starts the one download
 */
export function loadResultSide() {
  resultSideChunk ??= import('./result-side.js');
  return resultSideChunk;
}

/** "Your Result" and the Basic Insight beside the inputs (see result-side.tsx). */
export const ResultSide = lazy(() => loadResultSide().then((chunk) => ({ default: chunk.ResultSide })));
/** The loan schedule or the growth table under a result (see result-side.tsx). */
export const ResultSchedules = lazy(() => loadResultSide().then((chunk) => ({ default: chunk.ResultSchedules })));
/** "Your Result" alone, for an embedded calculator (see result-side.tsx). */
export const ResultCard = lazy(() => loadResultSide().then((chunk) => ({ default: chunk.ResultCard })));
