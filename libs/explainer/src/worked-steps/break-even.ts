import { approximate, decimal, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the break-even calculator: the contribution margin and its ratio, the exact break-even
 * quantity and revenue, then the whole units to sell.
 * @param context - `fixedCosts`, `pricePerUnit`, `variableCostPerUnit` and the result
 * @returns the steps, ending with the units to sell
 * @example
 * breakEvenSteps(context).at(-1); // { label: 'Units to sell', expression: 'ceil(75,000)', value: '75,000 units' }
 */
export function breakEvenSteps(context: StepContext): WorkedStep[] {
  const fixed = moneyTerm(context.number('fixedCosts'));
  const price = moneyTerm(context.number('pricePerUnit'));
  const variable = moneyTerm(context.number('variableCostPerUnit'));
  const margin = moneyTerm(context.detail('contributionMargin'));
  const exact = context.detail('breakEvenUnitsExact');
  return [
    { label: 'Contribution margin per unit', expression: `${price} − ${variable}`, value: context.output('contributionMargin') },
    {
      label: 'Contribution margin ratio',
      expression: `${margin} / ${price} × 100`,
      value: context.output('contributionMarginRatio'),
    },
    { label: 'Break-even quantity', expression: `${fixed} / ${margin}`, value: approximate(exact, 'units', 2) },
    { label: 'Break-even revenue', expression: `${decimal(exact, 2)} × ${price}`, value: context.output('breakEvenRevenue') },
    // Part of a unit cannot be sold: round up.
    { label: 'Units to sell', expression: `ceil(${decimal(exact, 2)})`, value: context.primary() },
  ];
}
