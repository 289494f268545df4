import { decimal } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the protein calculator: the RDA and the athletes' range for the weight, the grams for the
 * activity chosen, and their calories.
 * @param context - `weight`, `activityLevel` (g per kg) and the result
 * @returns the steps, ending with the grams a day
 * @example
 * proteinSteps(context).at(-1); // { label: 'Protein a day', ..., value: '84 g/day' } for 70 kg at 1.2 g/kg
 */
export function proteinSteps(context: StepContext): WorkedStep[] {
  const weight = decimal(context.number('weight'));
  const factor = decimal(context.number('activityLevel'));
  return [
    { label: 'Recommended dietary allowance (0.8 g/kg)', expression: `0.8 × ${weight}`, value: context.output('rdaGrams') },
    { label: 'Athletes’ range, low end (1.2 g/kg)', expression: `1.2 × ${weight}`, value: context.output('athleteRangeMin') },
    { label: 'Athletes’ range, high end (2.0 g/kg)', expression: `2 × ${weight}`, value: context.output('athleteRangeMax') },
    // 4 kcal per gram of protein (Atwater).
    { label: 'Calories from protein', expression: `${weight} × ${factor} × 4`, value: context.output('proteinCalories') },
    { label: 'Protein a day', expression: `${weight} × ${factor}`, value: context.primary() },
  ];
}
