import { approximate, decimal } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/** The engine's codes of `unitSystem`. */
const IMPERIAL = 2;
/** Exact: 1 lb = 0.45359237 kg, 1 in = 0.0254 m. */
const KG_PER_LB = 0.45359237;
const METRES_PER_INCH = 0.0254;

/**
 * Worked steps of the BMI calculator: height in metres, the healthy weight range for it, then the BMI
 * (metric kg / m², or the CDC's 703 × lb / in² in US units).
 * @param context - `weight`, `height`, `unitSystem` (1 metric, 2 US) and the result
 * @returns the steps, ending with the BMI
 * @example
 * bmiSteps(context).at(-1); // { label: 'BMI', expression: '70 / 1.7²', value: '24.22 kg/m²' } for 70 kg, 170 cm
 */
export function bmiSteps(context: StepContext): WorkedStep[] {
  const weight = context.number('weight');
  const height = context.number('height');
  const imperial = context.number('unitSystem', 1) === IMPERIAL;
  const metres = imperial ? height * METRES_PER_INCH : height / 100;
  const metresText = decimal(metres);
  const massUnit = imperial ? 'lb' : 'kg';
  // The engine gives the healthy range in the unit the weight was entered in.
  const toDisplay = imperial ? ` / ${decimal(KG_PER_LB, 8)}` : '';
  const healthy = (label: string, bmi: number, output: string): WorkedStep => ({
    label,
    expression: `${decimal(bmi)} × ${metresText}²${toDisplay}`,
    value: `${decimal(context.detail(output), 2)} ${massUnit}`,
  });
  return [
    {
      label: 'Height in metres',
      expression: imperial ? `${decimal(height)} × ${decimal(METRES_PER_INCH)}` : `${decimal(height)} / 100`,
      value: approximate(metres, 'm'),
    },
    healthy('Lowest healthy weight (BMI 18.5)', 18.5, 'healthyWeightMin'),
    // CDC wording: the healthy range ends at 24.9.
    healthy('Highest healthy weight (BMI 24.9)', 24.9, 'healthyWeightMax'),
    {
      label: 'BMI',
      expression: imperial
        ? `703 × ${decimal(weight)} / ${decimal(height)}²`
        : `${decimal(weight)} / ${metresText}²`,
      value: context.primary(),
    },
  ];
}
