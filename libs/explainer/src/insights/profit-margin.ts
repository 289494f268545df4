import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The share by which the what-ifs move revenue or a cost. */
const TENTH = 0.1;

/**
 * What-ifs of the profit margin calculator: revenue a tenth higher with the same costs, the cost of goods a tenth lower, and operating expenses a tenth lower when there are any.
 * @param context - `revenue`, `costOfGoodsSold`, `operatingExpenses` and the result
 * @returns the what-if sentences
 * @example
 * profitMarginInsights(context)[0];
 * // 'With revenue of $110.00, the net profit margin would be 31.82% (6.82 percentage points more) and the net profit would be $35.00 ($10.00 more).'
 */
export function profitMarginInsights(context: InsightContext): string[] {
  const margin = [{ name: 'profitMargin', words: 'the net profit margin' }, { name: 'netProfit', words: 'the net profit' }];
  const revenue = context.number('revenue') * (1 + TENTH);
  const goods = context.number('costOfGoodsSold') * (1 - TENTH);
  const expenses = context.number('operatingExpenses');
  return applicable([
    outputsWhatIf(context, { revenue }, `With revenue of ${context.fact('Revenue in the what-if', revenue, '$')}`, margin),
    outputsWhatIf(context, { costOfGoodsSold: goods }, `With a cost of goods of ${context.fact('Cost of goods sold in the what-if', goods, '$')}`, margin),
    expenses > 0
      ? outputsWhatIf(context, { operatingExpenses: expenses * (1 - TENTH) },
          `With operating expenses of ${context.fact('Operating expenses in the what-if', expenses * (1 - TENTH), '$')}`, margin)
      : undefined,
  ]);
}
