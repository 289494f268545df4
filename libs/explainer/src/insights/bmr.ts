import { applicable, outputsWhatIf, stepWithin } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** Years older in the what-if. */
const AGE_STEP = 10;
/** Kilograms lighter in the what-if. */
const WEIGHT_STEP = 5;
/** Percentage points of body fat fewer in the what-if (Katch-McArdle reads body fat, not age). */
const BODY_FAT_STEP = 5;

/**
 * What-ifs of the BMR calculator: ten years older (younger at the age limit), 5 kg lighter (heavier at the weight
 * limit) and, for the formula that reads it, 5 points less body fat (more at the limit); a formula without age
 * (Katch-McArdle) gets no age what-if.
 * @param context - `formula`, `sex`, `age`, `weight`, `height`, `bodyFatPercentage` and the result
 * @returns the what-if sentences
 * @example
 * bmrInsights(context)[0];
 * // 'At age 40, the BMR would be 1,270 kcal/day (50 kcal/day less).'
 */
export function bmrInsights(context: InsightContext): string[] {
  const age = stepWithin(context.number('age'), AGE_STEP, 15, 100);
  const weight = stepWithin(context.number('weight'), -WEIGHT_STEP, 20, 300);
  const outputs = [{ name: 'bmr', words: 'the BMR' }];
  const bodyFat = context.optionalNumber('bodyFatPercentage');
  const leaner = bodyFat === undefined ? undefined : stepWithin(bodyFat, -BODY_FAT_STEP, 3, 70);
  return applicable([
    outputsWhatIf(context, { age }, `At age ${context.fact('Age in the what-if', age)}`, outputs),
    outputsWhatIf(context, { weight }, `At ${context.fact('Weight in the what-if', weight, 'kg', 1)}`, [
      ...outputs, { name: 'tdeeModerate', words: 'the need with moderate exercise' },
    ]),
    leaner === undefined
      ? undefined
      : outputsWhatIf(context, { bodyFatPercentage: leaner }, `At ${context.fact('Body fat in the what-if', leaner, '%', 1)} body fat`, outputs),
  ]);
}
