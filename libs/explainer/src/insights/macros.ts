import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The change of daily calories in the what-ifs. */
const CALORIE_STEP = 500;

/**
 * What-ifs of the macros calculator: 500 kcal a day less and more, with the grams of each macronutrient.
 * @param context - `dietType`, `calories` and the custom split and the result
 * @returns the what-if sentences
 * @example
 * macrosInsights(context)[0];
 * // 'At 1,500 kcal a day, the protein would be 75 g/day (25 g/day less), the carbohydrate would be 188 g/day (63 g/day less) and the fat would be 50 g/day (17 g/day less).'
 */
export function macrosInsights(context: InsightContext): string[] {
  const calories = context.number('calories');
  const outputs = [
    { name: 'proteinGrams', words: 'the protein' }, { name: 'carbsGrams', words: 'the carbohydrate' }, { name: 'fatGrams', words: 'the fat' },
  ];
  const at = (value: number) => `At ${context.fact('Daily calories in the what-if', value, 'kcal')} a day`;
  return applicable(
    [calories - CALORIE_STEP, calories + CALORIE_STEP].map((value) => outputsWhatIf(context, { calories: value }, at(value), outputs)),
  );
}
