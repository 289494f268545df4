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
  name: 'formula', label: 'Equation', type: 'select', required: false, default: BMR_FORMULA.mifflinStJeor, uiDefault: 1,
  options: [BMR_FORMULA.mifflinStJeor, BMR_FORMULA.harrisBenedict, BMR_FORMULA.katchMcArdle],
  optionLabels: { 1: 'Mifflin-St Jeor (recommended)', 2: 'Revised Harris-Benedict', 3: 'Katch-McArdle (needs your body fat %)' },
} as const satisfies SelectInputSpec;
const sex = {
  name: 'sex', label: 'Sex', type: 'select', required: true, options: SEX_OPTIONS, uiDefault: 1, optionLabels: { 1: 'Male', 2: 'Female' },
} as const satisfies SelectInputSpec;
const age = {
  name: 'age', label: 'Age', type: 'number', unit: 'years', required: true, min: 15, max: 100,
  step: 1, uiDefault: 30, placeholder: 'e.g. 30',
} as const satisfies NumberInputSpec;
// A what-if writes the weight and the body fat with one decimal ("At 55 kg").
const weight = {
  name: 'weight', label: 'Weight', type: 'number', unit: 'kg', required: true, min: 20, max: 300, measure: 'mass',
  step: 0.1, decimals: 1, uiDefault: 70, placeholder: 'Enter your weight',
} as const satisfies NumberInputSpec;
const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', required: true, min: 100, max: 250, measure: 'height',
  step: 0.1, uiDefault: 175, placeholder: 'Enter your height',
} as const satisfies NumberInputSpec;
const bodyFatPercentage = {
  name: 'bodyFatPercentage', label: 'Body Fat', type: 'number', unit: '%', required: true, min: 3, max: 70,
  visibleWhen: { input: 'formula', equals: [BMR_FORMULA.katchMcArdle] },
  step: 0.1, decimals: 1, placeholder: 'e.g. 20', help: 'Not sure? Estimate it with the Body Fat Calculator.',
} as const satisfies NumberInputSpec;

/** Years older in a what-if (younger at the age field's limit). */
const AGE_STEP = 10;
/** Kilograms lighter in a what-if (heavier at the weight field's limit). */
const WEIGHT_STEP = 5;
/** Percentage points of body fat fewer in a what-if (more at the field's limit). */
const BODY_FAT_STEP = 5;

/** Moved by `step`, or the other way where that would leave the field's limits. */
function stepped(value: number, step: number, spec: { readonly min: number; readonly max: number }): number {
  const first = value + step;
  return first >= spec.min && first <= spec.max ? first : value - step;
}

/** The equation a result is worked with: Mifflin-St Jeor unless another is chosen. */
const uses = (inputs: BmrInputs, equation: BmrFormula) => (inputs.formula ?? BMR_FORMULA.mifflinStJeor) === equation;

/** An output of the result, in kilocalories, for the assessment. */
const kilocalories = (name: keyof BmrDetails) => (_inputs: BmrInputs, details: Readonly<Record<string, number | string>>) => Number(details[name]);

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
    { name: 'bmr', type: 'number', unit: 'kcal/day', label: 'BMR', words: 'the BMR' },
    { name: 'tdeeSedentary', type: 'number', unit: 'kcal/day', label: 'Sedentary (× 1.2)' },
    { name: 'tdeeLight', type: 'number', unit: 'kcal/day', label: 'Lightly active (× 1.375)' },
    { name: 'tdeeModerate', type: 'number', unit: 'kcal/day', label: 'Moderately active (× 1.55)', words: 'the need with moderate exercise' },
    { name: 'tdeeVeryActive', type: 'number', unit: 'kcal/day', label: 'Very active (× 1.725)' },
    { name: 'tdeeExtraActive', type: 'number', unit: 'kcal/day', label: 'Extra active (× 1.9)' },
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
  intermediates: {
    leanMass: { unit: 'kg', value: ({ weight: kg, bodyFatPercentage: bodyFat = 0 }) => kg * (1 - bodyFat / 100) },
    // The assessment writes energy as nutrition labels do: whole kilocalories, without "a day".
    restingKcal: { unit: 'kcal', value: kilocalories('bmr') },
    sedentaryKcal: { unit: 'kcal', value: kilocalories('tdeeSedentary') },
    moderateKcal: { unit: 'kcal', value: kilocalories('tdeeModerate') },
  },
  solution: [
    {
      label: 'BMR (Mifflin-St Jeor)', expression: '10 × {weight} + 6.25 × {height} − 5 × {age} + 5', value: 'bmr',
      when: (inputs) => uses(inputs, BMR_FORMULA.mifflinStJeor) && inputs.sex === SEX.male,
    },
    {
      label: 'BMR (Mifflin-St Jeor)', expression: '10 × {weight} + 6.25 × {height} − 5 × {age} − 161', value: 'bmr',
      when: (inputs) => uses(inputs, BMR_FORMULA.mifflinStJeor) && inputs.sex !== SEX.male,
    },
    // Roza & Shizgal 1984 coefficients.
    {
      label: 'BMR (revised Harris-Benedict)', expression: '88.362 + 13.397 × {weight} + 4.799 × {height} − 5.677 × {age}', value: 'bmr',
      when: (inputs) => uses(inputs, BMR_FORMULA.harrisBenedict) && inputs.sex === SEX.male,
    },
    {
      label: 'BMR (revised Harris-Benedict)', expression: '447.593 + 9.247 × {weight} + 3.098 × {height} − 4.33 × {age}', value: 'bmr',
      when: (inputs) => uses(inputs, BMR_FORMULA.harrisBenedict) && inputs.sex !== SEX.male,
    },
    {
      label: 'Lean body mass', expression: '{weight} × (1 − {bodyFatPercentage} / 100)', value: 'leanMass', decimals: 2,
      when: (inputs) => uses(inputs, BMR_FORMULA.katchMcArdle),
    },
    {
      label: 'BMR (Katch-McArdle)', expression: '370 + 21.6 × {leanMass:2}', value: 'bmr',
      when: (inputs) => uses(inputs, BMR_FORMULA.katchMcArdle),
    },
    { label: 'Daily energy use, sedentary', expression: '{bmr:2} × 1.2', value: 'tdeeSedentary' },
    { label: 'Daily energy use, lightly active', expression: '{bmr:2} × 1.375', value: 'tdeeLight' },
    { label: 'Daily energy use, moderately active', expression: '{bmr:2} × 1.55', value: 'tdeeModerate' },
    { label: 'Daily energy use, very active', expression: '{bmr:2} × 1.725', value: 'tdeeVeryActive' },
    { label: 'Daily energy use, extra active', expression: '{bmr:2} × 1.9', value: 'tdeeExtraActive' },
    { label: 'BMR', expression: '{bmr:2} kcal a day at complete rest', value: 'bmr' },
  ],
  assessment: {
    of: 'bmr',
    bands: [
      {
        text: 'At complete rest your body burns about {restingKcal} a day, just to keep your heart beating, your lungs breathing and your organs working. This is not how much you should eat: everyday movement and exercise add to it. With little exercise you need roughly {sedentaryKcal} a day; with moderate exercise 3 to 5 days a week, about {moderateKcal}. Eating less than your BMR for long periods is not recommended without a doctor\'s or dietitian\'s guidance.',
      },
    ],
  },
  whatIfs: [
    // Katch-McArdle does not read the age: there the what-if moves nothing and is left out.
    { lead: 'At age {plain.age}', change: ({ age: years }) => ({ age: stepped(years, AGE_STEP, age) }), outputs: ['bmr'] },
    {
      lead: 'At {weight}', change: ({ weight: kg }) => ({ weight: stepped(kg, -WEIGHT_STEP, weight) }), outputs: ['bmr', 'tdeeModerate'],
    },
    {
      lead: 'At {bodyFatPercentage} body fat',
      change: ({ bodyFatPercentage: bodyFat }) =>
        (bodyFat === undefined ? undefined : { bodyFatPercentage: stepped(bodyFat, -BODY_FAT_STEP, bodyFatPercentage) }),
      outputs: ['bmr'],
    },
  ],
  properties: [
    { output: 'bmr', input: 'weight', direction: 'rises' },
    { output: 'bmr', input: 'height', direction: 'rises' },
    { output: 'bmr', input: 'age', direction: 'falls' },
    { output: 'bmr', input: 'bodyFatPercentage', direction: 'falls' },
    { output: 'tdeeModerate', input: 'weight', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'a woman of 30, 60 kg, 165 cm: 1,320.25 kcal/day', source: 'biologyinsights: (10×60) + (6.25×165) − (5×30) − 161',
      inputs: { sex: 2, age: 30, weight: 60, height: 165 }, expected: { bmr: 1320.25 }, decimals: 2,
    },
    {
      name: 'a woman of 28, 65 kg, 165 cm: 1,380.25 kcal/day', source: 'qaicalculator',
      inputs: { sex: 2, age: 28, weight: 65, height: 165 }, expected: { bmr: 1380.25 }, decimals: 2,
    },
    {
      name: 'a woman of 35, 70 kg, 165 cm: 1,395.25 kcal/day',
      source: 'owlcalculator\'s example, whose printed "1,355" is a slip: 700 + 1031.25 − 175 − 161 = 1395.25',
      inputs: { sex: 2, age: 35, weight: 70, height: 165 }, expected: { bmr: 1395.25 }, decimals: 2,
    },
    {
      name: 'a man of 30, 70 kg, 175 cm: 1,648.75 kcal/day', source: 'Mifflin et al. 1990, male form: 700 + 1093.75 − 150 + 5',
      inputs: { sex: 1, age: 30, weight: 70, height: 175 }, expected: { bmr: 1648.75 }, decimals: 2,
    },
  ],
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
