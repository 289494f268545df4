import { assertLessThan, assertNotNegative, assertPositive, requireInput } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { SEX, SEX_OPTIONS, type Sex } from '../../_lib/sex.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/**
 * Codes of the `formula` select.
 * @internal Not part of the published API.
 */
export const BMR_FORMULA = { mifflinStJeor: 1, harrisBenedict: 2, katchMcArdle: 3 } as const;

export type BmrFormula = (typeof BMR_FORMULA)[keyof typeof BMR_FORMULA];

/**
 * The five common activity multipliers of TDEE (calculator.net has six), also the calorie calculator's `activityLevel` codes.
 * @internal Not part of the published API.
 */
export const ACTIVITY_FACTORS = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  veryActive: 1.725,
  extraActive: 1.9,
} as const;

export type ActivityFactor = (typeof ACTIVITY_FACTORS)[keyof typeof ACTIVITY_FACTORS];

export interface BmrInputs {
  readonly sex: Sex;
  /** Years. */
  readonly age: number;
  /** kg. */
  readonly weight: number;
  /** cm. */
  readonly height: number;
  /** 1 Mifflin-St Jeor (default), 2 revised Harris-Benedict, 3 Katch-McArdle. */
  readonly formula?: BmrFormula;
  /** Percent; required by Katch-McArdle only. */
  readonly bodyFatPercentage?: number;
}

export interface BmrDetails extends Record<string, number> {
  readonly bmr: number;
  readonly tdeeSedentary: number;
  readonly tdeeLight: number;
  readonly tdeeModerate: number;
  readonly tdeeVeryActive: number;
  readonly tdeeExtraActive: number;
}

const formula = {
  name: 'formula', label: 'Equation', type: 'select', required: false, default: BMR_FORMULA.mifflinStJeor,
  options: [BMR_FORMULA.mifflinStJeor, BMR_FORMULA.harrisBenedict, BMR_FORMULA.katchMcArdle],
} as const satisfies SelectInputSpec;
const sex = {
  name: 'sex', label: 'Sex', type: 'select', required: true, options: SEX_OPTIONS,
} as const satisfies SelectInputSpec;
const age = {
  name: 'age', label: 'Age', type: 'number', unit: 'years', required: true, min: 15, max: 100,
} as const satisfies NumberInputSpec;
const weight = {
  name: 'weight', label: 'Weight', type: 'number', unit: 'kg', required: true, min: 20, max: 300,
} as const satisfies NumberInputSpec;
const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', required: true, min: 100, max: 250,
} as const satisfies NumberInputSpec;
const bodyFatPercentage = {
  name: 'bodyFatPercentage', label: 'Body fat', type: 'number', unit: '%', required: true, min: 3, max: 70,
  visibleWhen: { input: 'formula', equals: [BMR_FORMULA.katchMcArdle] },
} as const satisfies NumberInputSpec;

/**
 * Mifflin-St Jeor resting energy expenditure (Mifflin et al. 1990, Am J Clin Nutr 51:241), the equation the
 * Academy of Nutrition and Dietetics recommends. Inputs are not checked here; callers validate them first.
 * @param sex - 1 male, 2 female
 * @param weightKg - body weight in kg
 * @param heightCm - height in cm
 * @param ageYears - age in years
 * @returns kcal/day
 * @example
 * mifflinStJeor(2, 60, 165, 30); // 1320.25 = 600 + 1031.25 − 150 − 161
 */
export function mifflinStJeor(sex: Sex, weightKg: number, heightCm: number, ageYears: number): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * ageYears + (sex === SEX.male ? 5 : -161);
}

function harrisBenedict(sex: Sex, weightKg: number, heightCm: number, ageYears: number): number {
  // Roza & Shizgal 1984 (Am J Clin Nutr 40:168) revision of the 1919 equations.
  return sex === SEX.male
    ? 88.362 + 13.397 * weightKg + 4.799 * heightCm - 5.677 * ageYears
    : 447.593 + 9.247 * weightKg + 3.098 * heightCm - 4.33 * ageYears;
}

function katchMcArdle(weightKg: number, bodyFatPercent: number): number {
  return 370 + 21.6 * weightKg * (1 - bodyFatPercent / 100);
}

export const bmr = defineCalculator<BmrInputs, BmrDetails>({
  slug: 'bmr',
  inputs: [formula, sex, age, weight, height, bodyFatPercentage],
  outputs: [
    { name: 'bmr', type: 'number', unit: 'kcal/day' },
    { name: 'tdeeSedentary', type: 'number', unit: 'kcal/day' },
    { name: 'tdeeLight', type: 'number', unit: 'kcal/day' },
    { name: 'tdeeModerate', type: 'number', unit: 'kcal/day' },
    { name: 'tdeeVeryActive', type: 'number', unit: 'kcal/day' },
    { name: 'tdeeExtraActive', type: 'number', unit: 'kcal/day' },
  ],
  primary: 'bmr',
  compute(inputs) {
    assertPositive(inputs.age, age);
    assertPositive(inputs.weight, weight);
    assertPositive(inputs.height, height);
    let value: number;
    switch (inputs.formula ?? BMR_FORMULA.mifflinStJeor) {
      case BMR_FORMULA.mifflinStJeor:
        value = mifflinStJeor(inputs.sex, inputs.weight, inputs.height, inputs.age);
        break;
      case BMR_FORMULA.harrisBenedict:
        value = harrisBenedict(inputs.sex, inputs.weight, inputs.height, inputs.age);
        break;
      case BMR_FORMULA.katchMcArdle: {
        const bodyFat = requireInput(inputs.bodyFatPercentage, bodyFatPercentage);
        assertNotNegative(bodyFat, bodyFatPercentage);
        // At 100% the lean body mass, and with it the equation, loses its meaning.
        assertLessThan(bodyFat, 100, bodyFatPercentage);
        value = katchMcArdle(inputs.weight, bodyFat);
        break;
      }
    }
    return {
      value,
      unit: 'kcal/day',
      details: {
        bmr: value,
        tdeeSedentary: value * ACTIVITY_FACTORS.sedentary,
        tdeeLight: value * ACTIVITY_FACTORS.light,
        tdeeModerate: value * ACTIVITY_FACTORS.moderate,
        tdeeVeryActive: value * ACTIVITY_FACTORS.veryActive,
        tdeeExtraActive: value * ACTIVITY_FACTORS.extraActive,
      },
    };
  },
});

/**
 * Basal metabolic rate by Mifflin-St Jeor (default), revised Harris-Benedict or Katch-McArdle, with the
 * energy expenditure (TDEE) at each of the five activity levels.
 * @param inputs - `sex` (1 male, 2 female), `age` (years), `weight` (kg), `height` (cm), `formula` (1, 2, 3),
 * `bodyFatPercentage` (%, Katch-McArdle only)
 * @returns BMR as `value` (kcal/day) and `tdeeSedentary`…`tdeeExtraActive` in `details`
 * @example
 * basalMetabolicRate({ sex: 2, age: 30, weight: 60, height: 165 }).value; // 1320.25
 */
export function basalMetabolicRate(inputs: BmrInputs): CalculationResult<BmrDetails> {
  return runCalculator(bmr, inputs);
}
