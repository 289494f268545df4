import { decimal } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the body-surface-area calculator: DuBois, Haycock and Gehan & George, then Mosteller (the
 * primary result).
 * @param context - `height` (cm), `weight` (kg) and the result
 * @returns the steps, ending with the Mosteller area
 * @example
 * bodySurfaceAreaSteps(context).at(-1); // { label: 'Mosteller', expression: '√(175 × 70 / 3600)', value: '1.84 m²' }
 */
export function bodySurfaceAreaSteps(context: StepContext): WorkedStep[] {
  const height = decimal(context.number('height'));
  const weight = decimal(context.number('weight'));
  return [
    { label: 'DuBois & DuBois', expression: `0.007184 × ${weight}^0.425 × ${height}^0.725`, value: context.output('bsaDuBois') },
    { label: 'Haycock', expression: `0.024265 × ${weight}^0.5378 × ${height}^0.3964`, value: context.output('bsaHaycock') },
    {
      label: 'Gehan & George',
      expression: `0.0235 × ${weight}^0.51456 × ${height}^0.42246`,
      value: context.output('bsaGehanGeorge'),
    },
    { label: 'Mosteller', expression: `√(${height} × ${weight} / 3600)`, value: context.primary() },
  ];
}
