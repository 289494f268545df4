import { applicable, outputsWhatIf, stepWithin } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The changes of weight (kg) and height (cm) in the what-ifs. */
const WEIGHT_STEP = 5;
const HEIGHT_STEP = 5;

/**
 * What-ifs of the body surface area calculator: 5 kg heavier and 5 cm taller (lighter or shorter at the limits).
 * @param context - `height`, `weight` and the result
 * @returns the what-if sentences
 * @example
 * bodySurfaceAreaInsights(context)[0];
 * // 'At 75 kg, the body surface area would be 1.91 m² (0.06 m² more).'
 */
export function bodySurfaceAreaInsights(context: InsightContext): string[] {
  const weight = stepWithin(context.number('weight'), WEIGHT_STEP, 1, 300);
  const height = stepWithin(context.number('height'), HEIGHT_STEP, 30, 250);
  const outputs = [{ name: 'bsaMosteller', words: 'the body surface area' }];
  return applicable([
    outputsWhatIf(context, { weight }, `At ${context.fact('Weight in the what-if', weight, 'kg', 1)}`, outputs),
    outputsWhatIf(context, { height }, `At ${context.fact('Height in the what-if', height, 'cm', 1)}`, outputs),
  ]);
}
