import { approximate, decimal } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/** The engine's code of `sex` for men. */
const MALE = 1;

/**
 * Worked steps of the body-fat calculator (U.S. Navy method, metric form): the circumference term, the body
 * density of the Navy regression, Siri's equation, and the fat and lean mass when a weight is given.
 * @param context - `sex`, `height`, `neck`, `waist`, `hip` (women), `weight` (optional) and the result
 * @returns the steps, ending with the body-fat percentage
 * @example
 * bodyFatSteps(context).map((step) => step.value);
 * // ['50 cm', '≈ 1.057…', '18.4%'] for a man 180 cm tall, neck 40 cm, waist 90 cm
 */
export function bodyFatSteps(context: StepContext): WorkedStep[] {
  const male = context.number('sex') === MALE;
  const height = context.number('height');
  const neck = context.number('neck');
  const waist = context.number('waist');
  const weight = context.optionalNumber('weight');
  let circumference: number;
  let density: number;
  let steps: WorkedStep[];
  if (male) {
    circumference = waist - neck;
    density = 1.0324 - 0.19077 * Math.log10(circumference) + 0.15456 * Math.log10(height);
    steps = [
      { label: 'Waist minus neck', expression: `${decimal(waist)} − ${decimal(neck)}`, value: approximate(circumference, 'cm') },
      {
        label: 'Body density',
        expression: `1.0324 − 0.19077 × log10(${decimal(circumference)}) + 0.15456 × log10(${decimal(height)})`,
        value: approximate(density),
      },
    ];
  } else {
    const hip = context.number('hip');
    circumference = waist + hip - neck;
    density = 1.29579 - 0.35004 * Math.log10(circumference) + 0.221 * Math.log10(height);
    steps = [
      {
        label: 'Waist plus hip minus neck',
        expression: `${decimal(waist)} + ${decimal(hip)} − ${decimal(neck)}`,
        value: approximate(circumference, 'cm'),
      },
      {
        label: 'Body density',
        expression: `1.29579 − 0.35004 × log10(${decimal(circumference)}) + 0.221 × log10(${decimal(height)})`,
        value: approximate(density),
      },
    ];
  }
  // Siri (1961): body fat % = 495 / density − 450.
  steps.push({ label: 'Body fat', expression: `495 / ${decimal(density)} − 450`, value: context.primary() });
  if (weight === undefined) return steps;
  const bodyFat = context.detail('bodyFatPercentage');
  return [
    ...steps,
    { label: 'Fat mass', expression: `${decimal(weight)} × ${decimal(bodyFat, 2)} / 100`, value: context.output('fatMass') },
    {
      label: 'Lean mass',
      expression: `${decimal(weight)} − ${decimal(context.detail('fatMass'), 2)}`,
      value: context.output('leanMass'),
    },
    {
      label: 'Body fat',
      expression: `U.S. Navy method for a ${male ? 'man' : 'woman'} ${decimal(height)} cm tall`,
      value: context.primary(),
    },
  ];
}
