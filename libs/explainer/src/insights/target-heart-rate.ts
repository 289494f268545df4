import { applicable, outputsWhatIf, stepWithin } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The top of the vigorous zone, and the bottom of the moderate one for a visitor already at it or above. */
const VIGOROUS_TOP = 85;
const MODERATE_BOTTOM = 50;
/** Years older in the what-if. */
const AGE_STEP = 10;

/**
 * What-ifs of the target heart rate calculator: vigorous intensity (85%, or 50% when already there) and ten years older (younger at the limit).
 * @param context - `method`, `age`, `restingHeartRate`, `intensity` and the result
 * @returns the what-if sentences
 * @example
 * targetHeartRateInsights(context)[0];
 * // 'At 85% intensity, the target heart rate would be 162 bpm (18 bpm more).'
 */
export function targetHeartRateInsights(context: InsightContext): string[] {
  const intensity = context.number('intensity') < VIGOROUS_TOP ? VIGOROUS_TOP : MODERATE_BOTTOM;
  const age = stepWithin(context.number('age'), AGE_STEP, 10, 100);
  const outputs = [{ name: 'targetHeartRate', words: 'the target heart rate' }];
  return applicable([
    outputsWhatIf(context, { intensity }, `At ${context.fact('Target intensity in the what-if', intensity, '%')} intensity`, outputs),
    outputsWhatIf(context, { age }, `At age ${context.fact('Age in the what-if', age)}`, [
      ...outputs, { name: 'maxHeartRate', words: 'the maximum heart rate' },
    ]),
  ]);
}
