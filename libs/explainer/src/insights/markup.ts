import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The share by which the what-ifs move the price or the cost. */
const TENTH = 0.1;

/**
 * What-ifs of the markup calculator: a selling price a tenth higher and a cost a tenth lower.
 * @param context - `cost`, `sellingPrice` and the result
 * @returns the what-if sentences
 * @example
 * markupInsights(context)[0];
 * // 'At a price of $110.00, the markup would be 46.67% (13.33 percentage points more) and the gross margin would be 31.82% (6.82 percentage points more).'
 */
export function markupInsights(context: InsightContext): string[] {
  const outputs = [{ name: 'markupPercent', words: 'the markup' }, { name: 'grossMargin', words: 'the gross margin' }];
  const price = context.number('sellingPrice');
  const raised = price > 0 ? price * (1 + TENTH) : context.number('cost');
  const cost = context.number('cost') * (1 - TENTH);
  return applicable([
    outputsWhatIf(context, { sellingPrice: raised }, `At a price of ${context.fact('Selling price in the what-if', raised, '$')}`, outputs),
    outputsWhatIf(context, { cost }, `At a cost of ${context.fact('Cost in the what-if', cost, '$')}`, outputs),
  ]);
}
