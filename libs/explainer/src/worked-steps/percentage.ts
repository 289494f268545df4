import { decimal, decimalTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/** Decimals of X and Y in the formula: they are typed by people and may be any number. */
const VALUE_DECIMALS = 6;

/**
 * Worked steps of the percentage calculator, for the mode chosen: X% of Y, X as a percent of Y, or the
 * percentage change from X to Y.
 * @param context - `mode` (1, 2, 3), `valueX`, `valueY` and the result
 * @returns one step: the result
 * @example
 * percentageSteps(context); // [{ label: '20% of 150', expression: '20 / 100 × 150', value: '30' }]
 */
export function percentageSteps(context: StepContext): WorkedStep[] {
  const mode = context.number('mode');
  const x = context.number('valueX');
  const y = context.number('valueY');
  const xText = decimal(x, VALUE_DECIMALS);
  const yText = decimal(y, VALUE_DECIMALS);
  const xTerm = decimalTerm(x, VALUE_DECIMALS);
  const yTerm = decimalTerm(y, VALUE_DECIMALS);
  switch (mode) {
    case 2:
      return [{ label: `${xText} as a percentage of ${yText}`, expression: `${xTerm} / ${yTerm} × 100`, value: context.primary() }];
    case 3:
      // Divided by |X|, so the sign tells the direction of the change.
      return [
        {
          label: `Percentage change from ${xText} to ${yText}`,
          expression: `(${yText} − ${xTerm}) / |${xText}| × 100`,
          value: context.primary(),
        },
      ];
    default:
      return [{ label: `${xText}% of ${yText}`, expression: `${xTerm} / 100 × ${yTerm}`, value: context.primary() }];
  }
}
