import { applicable, outputsWhatIf, neighbourOption, stepWithin } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** Kilograms lighter in the what-if. */
const WEIGHT_STEP = 5;

/**
 * What-ifs of the calorie calculator: the next activity level and 5 kg lighter (heavier at the weight limit).
 * @param context - `sex`, `age`, `weight`, `height`, `activityLevel`, `goal` and the result
 * @returns the what-if sentences
 * @example
 * calorieInsights(context)[0];
 * // 'One activity level up, the maintenance calories would be 2,381 kcal/day (242 kcal/day more).'
 */
export function calorieInsights(context: InsightContext): string[] {
  const level = context.number('activityLevel');
  const other = neighbourOption(context.options('activityLevel'), level);
  const weight = stepWithin(context.number('weight'), -WEIGHT_STEP, 20, 300);
  const outputs = [{ name: 'maintenanceCalories', words: 'the maintenance calories' }];
  return applicable([
    other === undefined ? undefined : outputsWhatIf(context, { activityLevel: other }, other > level ? 'One activity level up' : 'One activity level down', outputs),
    outputsWhatIf(context, { weight }, `At ${context.fact('Weight in the what-if', weight, 'kg', 1)}`, [
      ...outputs, { name: 'targetCalories', words: 'the calories for your goal' },
    ]),
  ]);
}
