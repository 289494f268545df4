import { applicable, outputsWhatIf, neighbourOption, stepWithin } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** Kilograms lighter in the what-if. */
const WEIGHT_STEP = 10;

/**
 * What-ifs of the protein calculator: the next activity level and 10 kg lighter (heavier at the weight limit).
 * @param context - `weight`, `activityLevel` and the result
 * @returns the what-if sentences
 * @example
 * proteinInsights(context)[0];
 * // 'One activity level up, the protein would be 98 g/day (14 g/day more).'
 */
export function proteinInsights(context: InsightContext): string[] {
  const level = context.number('activityLevel');
  const other = neighbourOption(context.options('activityLevel'), level);
  const weight = stepWithin(context.number('weight'), -WEIGHT_STEP, 20, 300);
  const outputs = [{ name: 'proteinGrams', words: 'the protein' }];
  return applicable([
    other === undefined ? undefined : outputsWhatIf(context, { activityLevel: other }, other > level ? 'One activity level up' : 'One activity level down', outputs),
    outputsWhatIf(context, { weight }, `At ${context.fact('Body weight in the what-if', weight, 'kg', 1)}`, outputs),
  ]);
}
