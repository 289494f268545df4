import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The change of waist in the what-ifs, in centimetres. */
const WAIST_STEP = 5;

/**
 * What-ifs of the body fat calculator: a waist 5 cm smaller and 5 cm larger, with the body fat and its category.
 * @param context - `sex`, `height`, `neck`, `waist`, `hip`, `weight` and the result
 * @returns the what-if sentences
 * @example
 * bodyFatInsights(context)[0];
 * // 'With a waist of 85 cm, the body fat would be 14.5% (3.8 percentage points less) and the category would be Fitness.'
 */
export function bodyFatInsights(context: InsightContext): string[] {
  const waist = context.number('waist');
  const outputs = [{ name: 'bodyFatPercentage', words: 'the body fat' }, { name: 'category', words: 'the category' }];
  const at = (value: number) => `With a waist of ${context.fact('Waist circumference in the what-if', value, 'cm', 1)}`;
  return applicable([
    outputsWhatIf(context, { waist: waist - WAIST_STEP }, at(waist - WAIST_STEP), outputs),
    outputsWhatIf(context, { waist: waist + WAIST_STEP }, at(waist + WAIST_STEP), outputs),
  ]);
}
