import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The larger Y of the what-if: a tenth more. */
const Y_FACTOR = 1.1;

/**
 * What-ifs of the percentage calculator: X one larger and Y a tenth larger (one larger when Y is 0).
 * @param context - `mode`, `valueX`, `valueY` and the result
 * @returns the what-if sentences
 * @example
 * percentageInsights(context)[0];
 * // 'With X at 21, the result would be 31.5 (1.5 more).'
 */
export function percentageInsights(context: InsightContext): string[] {
  const x = context.number('valueX') + 1;
  const y0 = context.number('valueY');
  const y = y0 === 0 ? 1 : y0 * Y_FACTOR;
  const outputs = [{ name: 'result', words: 'the result' }];
  return applicable([
    outputsWhatIf(context, { valueX: x }, `With X at ${context.fact('X in the what-if', x, undefined, 4)}`, outputs),
    outputsWhatIf(context, { valueY: y }, `With Y at ${context.fact('Y in the what-if', y, undefined, 4)}`, outputs),
  ]);
}
