import { decimal, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the ROI calculator: the gain or loss, the annualized (compound) rate when a length is given,
 * then the ROI itself.
 * @param context - `amountInvested`, `amountReturned`, `investmentLength` (optional) and the result
 * @returns the steps, ending with the ROI
 * @example
 * roiSteps(context).at(-1); // { label: 'Return on investment', expression: '200 / 1,000 × 100', value: '20%' }
 */
export function roiSteps(context: StepContext): WorkedStep[] {
  const invested = moneyTerm(context.number('amountInvested'));
  const returned = moneyTerm(context.number('amountReturned'));
  const length = context.optionalNumber('investmentLength');
  const steps: WorkedStep[] = [
    { label: 'Gain or loss', expression: `${returned} − ${invested}`, value: context.output('gainOrLoss') },
  ];
  if (length !== undefined && context.optionalDetail('annualizedRoi') !== undefined) {
    // Compound (CAGR), not ROI / years.
    steps.push({
      label: 'Annualized ROI',
      expression: `((${returned} / ${invested})^(1 / ${decimal(length)}) − 1) × 100`,
      value: context.output('annualizedRoi'),
    });
  }
  steps.push({
    label: 'Return on investment',
    expression: `${moneyTerm(context.detail('gainOrLoss'))} / ${invested} × 100`,
    value: context.primary(),
  });
  return steps;
}
