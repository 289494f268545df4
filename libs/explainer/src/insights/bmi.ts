import { applicable, change, numberIn } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** `unitSystem` code of pounds and inches; 1 is kilograms and centimetres. */
const US_UNITS = 2;
/** Share of body weight whose loss brings real health benefits, the first goal usually advised. */
const FIRST_LOSS_PERCENT = 5;
/** The BMI from which the 5% loss what-if applies (overweight and obese). */
const OVERWEIGHT_BMI = 25;

/**
 * What-ifs of the BMI calculator: the healthy weight range for this height (the engine's weights for BMI 18.5 and
 * 24.9, checked by running it at both), how far the weight is from it, and for BMI 25 or more, the BMI after losing
 * 5% of the weight.
 * @param context - `weight`, `height`, `unitSystem` and the result
 * @returns the what-if sentences
 * @example
 * bmiInsights(context)[0];
 * // 'At 170 cm, a weight from 53.5 kg to 72 kg gives a BMI from 18.5 kg/m² to 24.9 kg/m², the healthy range.'
 */
export function bmiInsights(context: InsightContext): string[] {
  const us = context.number('unitSystem') === US_UNITS;
  const weightUnit = us ? 'lb' : 'kg';
  const weight = context.number('weight');
  const low = context.detail('healthyWeightMin');
  const high = context.detail('healthyWeightMax');
  const bmi = context.detail('bmi');
  if (low === undefined || high === undefined || bmi === undefined) return [];
  const lowBmi = numberIn(context.whatIf({ weight: low }), 'bmi');
  const highBmi = numberIn(context.whatIf({ weight: high }), 'bmi');
  const kg = (label: string, value: number) => context.fact(label, value, weightUnit, 1);
  const range =
    lowBmi === undefined || highBmi === undefined
      ? undefined
      : `At ${context.fact('Height', context.number('height'), us ? 'in' : 'cm', 1)}, a weight from ${kg('Healthy weight from', low)} ` +
        `to ${kg('Healthy weight up to', high)} gives a BMI from ${context.fact('BMI at the lowest healthy weight', lowBmi, 'kg/m²', 1)} ` +
        `to ${context.fact('BMI at the highest healthy weight', highBmi, 'kg/m²', 1)}, the healthy range.`;
  const distance =
    weight > high
      ? `Reaching the top of that range means losing ${kg('Weight to lose to reach a healthy BMI', weight - high)}.`
      : weight < low
        ? `Reaching the bottom of that range means gaining ${kg('Weight to gain to reach a healthy BMI', low - weight)}.`
        : `You could gain up to ${kg('Weight you could gain within the healthy range', high - weight)} or lose up to ` +
          `${kg('Weight you could lose within the healthy range', weight - low)} and stay in it.`;
  return applicable([range, distance, bmi >= OVERWEIGHT_BMI ? lossWhatIf(context, weight, bmi, kg) : undefined]);
}

function lossWhatIf(
  context: InsightContext,
  weight: number,
  bmi: number,
  kg: (label: string, value: number) => string,
): string | undefined {
  const lost = (weight * FIRST_LOSS_PERCENT) / 100;
  const after = numberIn(context.whatIf({ weight: weight - lost }), 'bmi');
  if (after === undefined) return undefined;
  const percent = context.fact('Share of weight lost in the what-if', FIRST_LOSS_PERCENT, '%');
  return (
    `Losing ${percent} of your weight (${kg(`Weight lost at ${percent}`, lost)}) would bring your BMI to ` +
    `${context.fact(`BMI after losing ${percent}`, after, 'kg/m²')} (${change(context, `BMI difference after losing ${percent}`, bmi, after)}).`
  );
}
