import { moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the markup calculator: gross profit, margin on the price, markup on the cost.
 * @param context - `cost`, `sellingPrice` and the result
 * @returns the steps, ending with the markup
 * @example
 * markupSteps(context).at(-1); // { label: 'Markup', expression: '25 / 75 × 100', value: '33.33%' }
 */
export function markupSteps(context: StepContext): WorkedStep[] {
  const cost = moneyTerm(context.number('cost'));
  const price = moneyTerm(context.number('sellingPrice'));
  const profit = moneyTerm(context.detail('grossProfit'));
  const steps: WorkedStep[] = [{ label: 'Gross profit', expression: `${price} − ${cost}`, value: context.output('grossProfit') }];
  // A price of 0 has no margin (the engine leaves it out).
  if (context.optionalDetail('grossMargin') !== undefined) {
    steps.push({ label: 'Gross margin (on the price)', expression: `${profit} / ${price} × 100`, value: context.output('grossMargin') });
  }
  steps.push({ label: 'Markup (on the cost)', expression: `${profit} / ${cost} × 100`, value: context.primary() });
  return steps;
}
