import { approximate, decimal } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

const ML_PER_US_FLUID_OUNCE = 29.5735;
const ML_PER_CUP = 236.588;

/**
 * Worked steps of the water-intake calculator: 35 mL per kg, 12 mL per exercise minute and the climate
 * allowance, converted to ounces, cups and litres.
 * @param context - `weight`, `exerciseMinutes`, `climate`, `sex` (optional) and the result
 * @returns the steps, ending with the litres a day
 * @example
 * waterIntakeSteps(context)[0]; // { label: 'Water a day in mL', expression: '35 × 80 + 12 × 30 + 0', value: '3,160 mL' }
 */
export function waterIntakeSteps(context: StepContext): WorkedStep[] {
  const weight = context.number('weight');
  const minutes = context.number('exerciseMinutes', 0);
  const climate = context.number('climate', 0);
  const totalMl = 35 * weight + 12 * minutes + climate;
  const ml = decimal(totalMl, 2);
  const steps: WorkedStep[] = [
    {
      label: 'Water a day in mL',
      expression: `35 × ${decimal(weight)} + 12 × ${decimal(minutes)} + ${decimal(climate)}`,
      value: approximate(totalMl, 'mL', 2),
    },
    { label: 'In US fluid ounces', expression: `${ml} / ${ML_PER_US_FLUID_OUNCE}`, value: context.output('waterIntakeOunces') },
    { label: 'In 8 oz cups', expression: `${ml} / ${ML_PER_CUP}`, value: context.output('cups') },
  ];
  const sex = context.optionalNumber('sex');
  if (sex !== undefined && context.optionalDetail('referenceAdequateIntake') !== undefined) {
    steps.push({
      label: 'National Academies adequate intake',
      expression: `total water for ${sex === 1 ? 'men' : 'women'}, food included (2004)`,
      value: context.output('referenceAdequateIntake'),
    });
  }
  steps.push({ label: 'Water a day in litres', expression: `${ml} / 1,000`, value: context.primary() });
  return steps;
}
