import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** `method` codes: straight-line, declining balance, sum of the years' digits. */
const STRAIGHT_LINE = 1;
const DECLINING_BALANCE = 2;

/**
 * What-ifs of the depreciation calculator: the same year by the other method (straight-line, or double-declining for straight-line), and the next year (the one before, in the last year).
 * @param context - `method`, `assetCost`, `salvageValue`, `usefulLife`, `year` and the result
 * @returns the what-if sentences
 * @example
 * depreciationInsights(context)[0];
 * // 'By declining balance, the depreciation for the year would be $6,000.00 ($3,750.00 more) and the book value would be $24,000.00 ($3,750.00 less).'
 */
export function depreciationInsights(context: InsightContext): string[] {
  const method = context.number('method');
  const other = method === STRAIGHT_LINE ? DECLINING_BALANCE : STRAIGHT_LINE;
  const year = context.number('year');
  const life = context.number('usefulLife');
  const next = year < life ? year + 1 : year - 1;
  const outputs = [{ name: 'depreciationForYear', words: 'the depreciation for the year' }, { name: 'bookValue', words: 'the book value' }];
  return applicable([
    outputsWhatIf(context, { method: other }, other === STRAIGHT_LINE ? 'By straight-line' : 'By declining balance', outputs),
    next >= 1 ? outputsWhatIf(context, { year: next }, `In year ${context.fact('Year in the what-if', next)}`, outputs) : undefined,
  ]);
}
