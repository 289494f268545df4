import { assertPositive, inconsistent, requireInput } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { SEX, SEX_OPTIONS, type Sex } from '../../_lib/sex.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

export interface BodyFatInputs {
  readonly sex: Sex;
  /** cm. */
  readonly height: number;
  /** cm, below the larynx. */
  readonly neck: number;
  /** cm, at the navel (men) or the narrowest point (women). */
  readonly waist: number;
  /** cm at the widest point; required for women. */
  readonly hip?: number;
  /** kg; when given, the fat and lean mass are computed too. */
  readonly weight?: number;
}

/** American Council on Exercise (ACE) body-fat categories. */
export type BodyFatCategory = 'Essential Fat' | 'Athletes' | 'Fitness' | 'Average' | 'Obese';

// A type alias, not an interface: an interface's optional keys clash with the Record index signature.
export type BodyFatDetails = {
  readonly bodyFatPercentage: number;
  readonly category: BodyFatCategory;
  /** kg; only when a weight is given. */
  readonly fatMass?: number;
  /** kg; only when a weight is given. */
  readonly leanMass?: number;
};

const sex = {
  name: 'sex', label: 'Sex', type: 'select', required: true, options: SEX_OPTIONS,
} as const satisfies SelectInputSpec;
const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', required: true, min: 100, max: 250,
} as const satisfies NumberInputSpec;
const neck = {
  name: 'neck', label: 'Neck circumference', type: 'number', unit: 'cm', required: true, min: 20, max: 80,
} as const satisfies NumberInputSpec;
const waist = {
  name: 'waist', label: 'Waist circumference', type: 'number', unit: 'cm', required: true, min: 40, max: 200,
} as const satisfies NumberInputSpec;
const hip = {
  name: 'hip', label: 'Hip circumference', type: 'number', unit: 'cm', required: true, min: 50, max: 200,
  visibleWhen: { input: 'sex', equals: [SEX.female] },
} as const satisfies NumberInputSpec;
const weight = {
  name: 'weight', label: 'Weight', type: 'number', unit: 'kg', required: false, min: 20, max: 300,
} as const satisfies NumberInputSpec;

/**
 * ACE category of a body-fat percentage; each bound belongs to the category above it.
 * @param bodyFatPercentage - percent body fat
 * @param sex - 1 male, 2 female
 * @returns the category label
 * @example
 * bodyFatCategory(18.37, 1); // 'Average' (men: 18 to under 25)
 */
export function bodyFatCategory(bodyFatPercentage: number, sex: Sex): BodyFatCategory {
  const [essential, athletes, fitness, average] = sex === SEX.male ? [6, 14, 18, 25] : [14, 21, 25, 32];
  if (bodyFatPercentage < essential) return 'Essential Fat';
  if (bodyFatPercentage < athletes) return 'Athletes';
  if (bodyFatPercentage < fitness) return 'Fitness';
  if (bodyFatPercentage < average) return 'Average';
  return 'Obese';
}

/** Siri's equation (495 / density − 450) on the Navy body-density regression, metric form, as calculator.net prints it. */
function navyBodyFat(inputs: BodyFatInputs): number {
  const log = Math.log10;
  if (inputs.sex === SEX.male) {
    if (!(inputs.waist > inputs.neck)) {
      inconsistent(messages.greaterThan(waist.label, 'neck circumference'), waist);
    }
    return 495 / (1.0324 - 0.19077 * log(inputs.waist - inputs.neck) + 0.15456 * log(inputs.height)) - 450;
  }
  const hipCm = requireInput(inputs.hip, hip);
  assertPositive(hipCm, hip);
  if (!(inputs.waist + hipCm > inputs.neck)) {
    inconsistent(messages.greaterThan('Waist plus hip circumference', 'neck circumference'), waist);
  }
  return 495 / (1.29579 - 0.35004 * log(inputs.waist + hipCm - inputs.neck) + 0.221 * log(inputs.height)) - 450;
}

export const bodyFat = defineCalculator<BodyFatInputs, BodyFatDetails>({
  slug: 'body-fat',
  inputs: [sex, height, neck, waist, hip, weight],
  outputs: [
    { name: 'bodyFatPercentage', type: 'number', unit: '%' },
    { name: 'category', type: 'string' },
    { name: 'fatMass', type: 'number', unit: 'kg' },
    { name: 'leanMass', type: 'number', unit: 'kg' },
  ],
  primary: 'bodyFatPercentage',
  compute(inputs) {
    assertPositive(inputs.height, height);
    assertPositive(inputs.neck, neck);
    assertPositive(inputs.waist, waist);
    if (inputs.weight !== undefined) assertPositive(inputs.weight, weight);
    const value = navyBodyFat(inputs);
    const category = bodyFatCategory(value, inputs.sex);
    let details: BodyFatDetails = { bodyFatPercentage: value, category };
    if (inputs.weight !== undefined) {
      const fatMass = (inputs.weight * value) / 100;
      details = { ...details, fatMass, leanMass: inputs.weight - fatMass };
    }
    return { value, unit: '%', category, details };
  },
});

/**
 * Body-fat percentage by the U.S. Navy circumference method (Hodgdon & Beckett 1984, metric form) with its
 * ACE category, and the fat and lean mass when a weight is given.
 * @param inputs - `sex` (1 male, 2 female), `height`, `neck`, `waist`, `hip` (women) in cm, `weight` (kg, optional)
 * @returns the percentage as `value`, the category, and `fatMass`/`leanMass` (kg) in `details` when weighed
 * @example
 * bodyFatPercentage({ sex: 1, height: 180, neck: 40, waist: 90 }).value; // 18.3675... ('Average')
 */
export function bodyFatPercentage(inputs: BodyFatInputs): CalculationResult<BodyFatDetails> {
  return runCalculator(bodyFat, inputs);
}
