import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The share by which the what-ifs move a price or a cost. */
const TENTH = 0.1;

/**
 * What-ifs of the break-even calculator: a price a tenth higher, a variable cost a tenth lower (fixed costs a tenth lower when there is none).
 * @param context - `fixedCosts`, `pricePerUnit`, `variableCostPerUnit` and the result
 * @returns the what-if sentences
 * @example
 * breakEvenInsights(context)[0];
 * // 'At a price of $11.00, the units to sell would be 60,000 units (15,000 units less).'
 */
export function breakEvenInsights(context: InsightContext): string[] {
  const units = [{ name: 'breakEvenUnits', words: 'the units to sell' }];
  const price = context.number('pricePerUnit') * (1 + TENTH);
  const variable = context.number('variableCostPerUnit');
  const fixed = context.number('fixedCosts') * (1 - TENTH);
  return applicable([
    outputsWhatIf(context, { pricePerUnit: price }, `At a price of ${context.fact('Selling price in the what-if', price, '$')}`, units),
    variable > 0
      ? outputsWhatIf(context, { variableCostPerUnit: variable * (1 - TENTH) },
          `With a variable cost of ${context.fact('Variable cost in the what-if', variable * (1 - TENTH), '$')} a unit`, units)
      : outputsWhatIf(context, { fixedCosts: fixed }, `With fixed costs of ${context.fact('Fixed costs in the what-if', fixed, '$')}`, units),
  ]);
}
