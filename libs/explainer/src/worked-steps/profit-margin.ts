import { moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the profit-margin calculator: gross profit and margin, markup on the cost, net profit, then
 * the net profit margin.
 * @param context - `revenue`, `costOfGoodsSold`, `operatingExpenses` and the result
 * @returns the steps, ending with the profit margin
 * @example
 * profitMarginSteps(context).at(-1); // { label: 'Profit margin', expression: '25 / 100 × 100', value: '25%' }
 */
export function profitMarginSteps(context: StepContext): WorkedStep[] {
  const revenue = moneyTerm(context.number('revenue'));
  const cogs = moneyTerm(context.number('costOfGoodsSold'));
  const expenses = moneyTerm(context.number('operatingExpenses', 0));
  const grossProfit = moneyTerm(context.detail('grossProfit'));
  const steps: WorkedStep[] = [
    { label: 'Gross profit', expression: `${revenue} − ${cogs}`, value: context.output('grossProfit') },
    { label: 'Gross margin', expression: `${grossProfit} / ${revenue} × 100`, value: context.output('grossMargin') },
  ];
  // Without a cost there is no markup (the engine leaves it out).
  if (context.optionalDetail('markup') !== undefined) {
    steps.push({ label: 'Markup (on the cost)', expression: `${grossProfit} / ${cogs} × 100`, value: context.output('markup') });
  }
  return [
    ...steps,
    { label: 'Net profit', expression: `${grossProfit} − ${expenses}`, value: context.output('netProfit') },
    {
      label: 'Profit margin',
      expression: `${moneyTerm(context.detail('netProfit'))} / ${revenue} × 100`,
      value: context.primary(),
    },
  ];
}
