import { assertPositive, inconsistent, requireInput } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { SEX, SEX_OPTIONS, type Sex } from '../../_lib/sex.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, DetailValue, NumberInputSpec, SelectInputSpec } from '../../types.js';

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
  name: 'sex', label: 'Sex', type: 'select', required: true, options: SEX_OPTIONS, uiDefault: 1, optionLabels: { 1: 'Male', 2: 'Female' },
} as const satisfies SelectInputSpec;
const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', required: true, min: 100, max: 250, measure: 'height',
  step: 0.1, uiDefault: 178, placeholder: 'Enter your height',
} as const satisfies NumberInputSpec;
const neck = {
  name: 'neck', label: 'Neck Circumference', type: 'number', unit: 'cm', required: true, min: 20, max: 80, measure: 'length',
  step: 0.1, uiDefault: 38, placeholder: 'Around the neck',
  help: "Just below the Adam's apple (larynx), with the tape sloping slightly down at the front.",
} as const satisfies NumberInputSpec;
// A what-if writes the waist with one decimal ("With a waist of 81.4 cm").
const waist = {
  name: 'waist', label: 'Waist Circumference', type: 'number', unit: 'cm', required: true, min: 40, max: 200, measure: 'length',
  step: 0.1, decimals: 1, uiDefault: 86, placeholder: 'Around the waist',
  help: 'Men: level with the navel. Women: at the narrowest point. Breathe out normally; do not pull in.',
} as const satisfies NumberInputSpec;
const hip = {
  name: 'hip', label: 'Hip Circumference', type: 'number', unit: 'cm', required: true, min: 50, max: 200, measure: 'length',
  visibleWhen: { input: 'sex', equals: [SEX.female] },
  step: 0.1, uiDefault: 96, placeholder: 'Around the hips', help: 'At the widest point of the hips and buttocks.',
} as const satisfies NumberInputSpec;
const weight = {
  name: 'weight', label: 'Weight', type: 'number', unit: 'kg', required: false, min: 20, max: 300, measure: 'mass',
  step: 0.1, uiDefault: 80, placeholder: 'Optional', help: 'Optional: adds your fat mass and lean mass.',
} as const satisfies NumberInputSpec;

/** The change of waist in the what-ifs, in centimetres. */
const WAIST_STEP = 5;
/** Kilograms in a pound, exactly: the assessment gives the masses in pounds too. */
const KG_PER_LB = 0.45359237;
/** Below these (men, women) or above 60% a circumference estimate is physiologically implausible: the assessment flags it. */
const IMPLAUSIBLY_LOW_PERCENT = { men: 2, women: 10 } as const;
const IMPLAUSIBLY_HIGH_PERCENT = 60;

/** The circumference term of the Navy regression: waist − neck for men, waist + hip − neck for women. */
function circumferenceTerm(inputs: BodyFatInputs): number {
  return inputs.sex === SEX.male ? inputs.waist - inputs.neck : inputs.waist + (inputs.hip ?? 0) - inputs.neck;
}

/** Body density by the Navy regression, from which Siri's equation gives the fat percentage. */
function bodyDensity(inputs: BodyFatInputs): number {
  const log = Math.log10;
  return inputs.sex === SEX.male
    ? 1.0324 - 0.19077 * log(circumferenceTerm(inputs)) + 0.15456 * log(inputs.height)
    : 1.29579 - 0.35004 * log(circumferenceTerm(inputs)) + 0.221 * log(inputs.height);
}

/** What each American Council on Exercise (ACE) category means, said kindly and practically. */
const CATEGORY_MEANING: Readonly<Record<BodyFatCategory, string>> = {
  'Essential Fat':
    'This is the ACE "essential fat" range, the minimum the body needs for hormones, nerves and organs. Staying this lean for long can harm your health; if you are not a competing athlete under supervision, talk to a doctor.',
  Athletes: 'This is the ACE "athletes" range, typical of people who train hard and regularly.',
  Fitness: 'This is the ACE "fitness" range: lean, typical of people who exercise regularly.',
  Average: 'This is the ACE "average" range, where most adults sit. Regular activity and a balanced diet help keep it from creeping up.',
  Obese:
    'This is above the ACE "average" range. Extra body fat, especially around the waist, raises the risk of type 2 diabetes and heart disease. A doctor or registered dietitian can help you plan gradual, lasting changes.',
};

/** Whether an estimate is too far out to be believed: measure again. */
function implausible(details: Readonly<Record<string, DetailValue>>): boolean {
  const percent = Number(details['bodyFatPercentage']);
  // Essential Fat at 6% or more can only be a woman's result (men's Essential Fat ends at 6%).
  const implausibleForWoman = details['category'] === 'Essential Fat' && percent >= 6 && percent < IMPLAUSIBLY_LOW_PERCENT.women;
  return percent < IMPLAUSIBLY_LOW_PERCENT.men || percent > IMPLAUSIBLY_HIGH_PERCENT || implausibleForWoman;
}

/** Whether a result is in an ACE category. */
const isCategory = (category: string) =>
  (_inputs: BodyFatInputs, details: Readonly<Record<string, DetailValue>>) => details['category'] === category;

/** A mass of the result, in kilograms or pounds, for the assessment. */
const mass = (name: 'fatMass' | 'leanMass', perKg = 1) =>
  (_inputs: BodyFatInputs, details: Readonly<Record<string, DetailValue>>) => Number(details[name]) / perKg;

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
  if (inputs.sex === SEX.male) {
    if (!(inputs.waist > inputs.neck)) {
      inconsistent(messages.greaterThan(waist.label, 'neck circumference'), waist);
    }
  } else {
    const hipCm = requireInput(inputs.hip, hip);
    assertPositive(hipCm, hip);
    if (!(inputs.waist + hipCm > inputs.neck)) {
      inconsistent(messages.greaterThan('Waist plus hip circumference', 'neck circumference'), waist);
    }
  }
  return 495 / bodyDensity(inputs) - 450;
}

export const bodyFat = defineCalculator<BodyFatInputs, BodyFatDetails>({
  slug: 'body-fat',
  inputs: [sex, height, neck, waist, hip, weight],
  outputs: [
    { name: 'bodyFatPercentage', type: 'number', unit: '%', label: 'Body fat percentage', words: 'the body fat', decimals: 1 },
    { name: 'category', type: 'string', label: 'Category (ACE)', words: 'the category' },
    { name: 'fatMass', type: 'number', unit: 'kg', label: 'Fat mass' },
    { name: 'leanMass', type: 'number', unit: 'kg', label: 'Lean mass' },
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
  intermediates: {
    circumference: { unit: 'cm', value: (inputs) => circumferenceTerm(inputs) },
    density: { value: (inputs) => bodyDensity(inputs) },
    // The assessment gives the masses in kilograms and in pounds, to one decimal.
    fatKg: { unit: 'kg', decimals: 1, value: mass('fatMass') },
    fatLb: { unit: 'lb', decimals: 1, value: mass('fatMass', KG_PER_LB) },
    leanKg: { unit: 'kg', decimals: 1, value: mass('leanMass') },
    leanLb: { unit: 'lb', decimals: 1, value: mass('leanMass', KG_PER_LB) },
  },
  solution: [
    { label: 'Waist minus neck', expression: '{waist} − {neck}', value: 'circumference', when: (inputs) => inputs.sex === SEX.male },
    {
      label: 'Body density', expression: '1.0324 − 0.19077 × log10({circumference}) + 0.15456 × log10({height})', value: 'density',
      when: (inputs) => inputs.sex === SEX.male,
    },
    { label: 'Waist plus hip minus neck', expression: '{waist} + {hip} − {neck}', value: 'circumference', when: (inputs) => inputs.sex !== SEX.male },
    {
      label: 'Body density', expression: '1.29579 − 0.35004 × log10({circumference}) + 0.221 × log10({height})', value: 'density',
      when: (inputs) => inputs.sex !== SEX.male,
    },
    // Siri (1961): body fat % = 495 / density − 450.
    { label: 'Body fat', expression: '495 / {density} − 450', value: 'bodyFatPercentage' },
    { label: 'Fat mass', expression: '{weight} × {bodyFatPercentage:2} / 100', value: 'fatMass', when: (inputs) => inputs.weight !== undefined },
    { label: 'Lean mass', expression: '{weight} − {fatMass:2}', value: 'leanMass', when: (inputs) => inputs.weight !== undefined },
    {
      label: 'Body fat', expression: 'U.S. Navy method for a man {height} cm tall', value: 'bodyFatPercentage',
      when: (inputs) => inputs.weight !== undefined && inputs.sex === SEX.male,
    },
    {
      label: 'Body fat', expression: 'U.S. Navy method for a woman {height} cm tall', value: 'bodyFatPercentage',
      when: (inputs) => inputs.weight !== undefined && inputs.sex !== SEX.male,
    },
  ],
  assessment: {
    of: 'bodyFatPercentage',
    bands: [{ text: 'Your estimated body fat is {bodyFatPercentage}.' }],
    notes: [
      ...Object.entries(CATEGORY_MEANING).map(([category, text]) => ({ when: isCategory(category), text })),
      {
        when: (_inputs: BodyFatInputs, details: Readonly<Record<string, DetailValue>>) =>
          details['fatMass'] !== undefined && details['leanMass'] !== undefined,
        text: 'That is about {fatKg} ({fatLb}) of fat and {leanKg} ({leanLb}) of lean mass (muscle, bone, organs and water).',
      },
      {
        when: (_inputs: BodyFatInputs, details: Readonly<Record<string, DetailValue>>) => implausible(details),
        text: 'A value this far out is unlikely to be accurate: measure again, making sure the tape is level and snug but not tight.',
      },
    ],
  },
  whatIfs: [
    { lead: 'With a waist of {waist}', change: ({ waist: cm }) => ({ waist: cm - WAIST_STEP }), outputs: ['bodyFatPercentage', 'category'] },
    { lead: 'With a waist of {waist}', change: ({ waist: cm }) => ({ waist: cm + WAIST_STEP }), outputs: ['bodyFatPercentage', 'category'] },
  ],
  properties: [
    { output: 'bodyFatPercentage', input: 'waist', direction: 'rises' },
    { output: 'bodyFatPercentage', input: 'height', direction: 'falls' },
    { output: 'bodyFatPercentage', input: 'neck', direction: 'falls' },
    { output: 'bodyFatPercentage', input: 'hip', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'a man 180 cm, neck 40 cm, waist 90 cm: 18.37% (Average)', source: 'costcalculator Navy example, "~18.4% (Average)"',
      inputs: { sex: 1, height: 180, neck: 40, waist: 90 }, expected: { bodyFatPercentage: 18.37 }, decimals: 2, exact: { category: 'Average' },
    },
    {
      name: 'a man 70 in, neck 15 in, waist 34 in: 17.43% (Fitness)',
      source: 'calcady\'s example in centimetres, with the metric form (calcady prints 17.53)',
      inputs: { sex: 1, height: 177.8, neck: 38.1, waist: 86.36 }, expected: { bodyFatPercentage: 17.43 }, decimals: 2, exact: { category: 'Fitness' },
    },
    {
      name: 'a man 180 cm, neck 38 cm, waist 86 cm: 16.87% (Fitness)', source: 'calcureal\'s example, whose printed "≈15.3%" is off',
      inputs: { sex: 1, height: 180, neck: 38, waist: 86 }, expected: { bodyFatPercentage: 16.87 }, decimals: 2, exact: { category: 'Fitness' },
    },
    {
      name: 'a woman 165 cm, neck 32 cm, waist 72 cm, hip 96 cm: 26.41% (Average)', source: 'calcureal\'s example, printed "≈26.8%"',
      inputs: { sex: 2, height: 165, neck: 32, waist: 72, hip: 96 }, expected: { bodyFatPercentage: 26.41 }, decimals: 2,
      exact: { category: 'Average' },
    },
    {
      name: 'a man 176 cm, neck 39 cm, waist 91 cm: 20.49% (Average)',
      source: 'super-calc\'s example, whose 27.1% fed centimetres into the inch equation',
      inputs: { sex: 1, height: 176, neck: 39, waist: 91 }, expected: { bodyFatPercentage: 20.49 }, decimals: 2, exact: { category: 'Average' },
    },
  ],
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
