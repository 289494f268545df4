import { applicable, outputsWhatIf, neighbourOption, stepWithin } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** Minutes of exercise added in the what-if. */
const EXERCISE_STEP = 30;

/**
 * What-ifs of the water intake calculator: 30 more minutes of exercise a day (30 fewer at the limit) and the next climate.
 * @param context - `weight`, `exerciseMinutes`, `climate`, `sex` and the result
 * @returns the what-if sentences
 * @example
 * waterIntakeInsights(context)[0];
 * // 'With 60 minutes of exercise a day, the water intake would be 3.52 L/day (0.36 L/day more).'
 */
export function waterIntakeInsights(context: InsightContext): string[] {
  const minutes = stepWithin(context.number('exerciseMinutes'), EXERCISE_STEP, 0, 600);
  const climate = context.number('climate');
  const other = neighbourOption(context.options('climate'), climate);
  const outputs = [{ name: 'waterIntake', words: 'the water intake' }];
  return applicable([
    outputsWhatIf(context, { exerciseMinutes: minutes }, `With ${context.fact('Exercise in the what-if', minutes, 'minutes')} of exercise a day`, outputs),
    other === undefined ? undefined : outputsWhatIf(context, { climate: other }, other > climate ? 'In a hotter climate' : 'In a milder climate', outputs),
  ]);
}
