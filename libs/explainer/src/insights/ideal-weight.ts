import { applicable, outputsWhatIf, stepWithin } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The change of height in the what-ifs, in centimetres. */
const HEIGHT_STEP = 5;

/**
 * What-ifs of the ideal weight calculator: 5 cm taller and 5 cm shorter (within the engine's heights), with the Devine weight and the top of the healthy BMI range.
 * @param context - `sex`, `height` and the result
 * @returns the what-if sentences
 * @example
 * idealWeightInsights(context)[0];
 * // 'At 182.8 cm, the ideal weight would be 77.5 kg (4.5 kg more) and the healthy BMI weight up to would be 83.21 kg (4.49 kg more).'
 */
export function idealWeightInsights(context: InsightContext): string[] {
  const height = context.number('height');
  const outputs = [
    { name: 'idealWeightDevine', words: 'the ideal weight' }, { name: 'healthyBmiWeightMax', words: 'the healthy BMI weight up to' },
  ];
  const at = (value: number) => `At ${context.fact('Height in the what-if', value, 'cm', 1)}`;
  const taller = stepWithin(height, HEIGHT_STEP, 130, 250);
  const shorter = stepWithin(height, -HEIGHT_STEP, 130, 250);
  return applicable([...new Set([taller, shorter])].map((value) => outputsWhatIf(context, { height: value }, at(value), outputs)));
}
