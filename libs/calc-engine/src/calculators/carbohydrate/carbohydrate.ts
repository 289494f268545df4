import { inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { SEX, SEX_OPTIONS, type Sex } from '../../_lib/sex.js';
import type { CalculationResult, DetailValue, NumberInputSpec, SelectInputSpec } from '../../types.js';
import { ACTIVITY_FACTORS, type ActivityFactor, mifflinStJeor } from '../bmr/bmr.js';
import type { CalorieGoal } from '../calorie/calorie.js';

/** Where the day's calories come from: estimated from the body (as the calorie calculator does), or typed. */
export const CALORIE_SOURCE = { estimate: 1, known: 2 } as const;

export interface CarbohydrateInputs {
  /** 1 estimate from sex, age, weight, height, activity and goal; 2 the daily calories as entered. */
  readonly calorieSource: number;
  /** kcal/day (source 2). */
  readonly dailyCalories?: number;
  /** Source 1. */
  readonly sex?: Sex;
  /** Years (source 1). */
  readonly age?: number;
  /** kg (source 1). */
  readonly weight?: number;
  /** cm (source 1). */
  readonly height?: number;
  /** Activity multiplier, 1.55 by default (source 1). */
  readonly activityLevel: ActivityFactor;
  /** kcal/day added to maintenance, 0 by default (source 1). */
  readonly goal: CalorieGoal;
  /** Share of the calories from carbohydrate, %, 55 by default. */
  readonly carbPercent: number;
}

export interface CarbohydrateDetails extends Record<string, number> {
  readonly carbsGrams: number;
  readonly carbsMinGrams: number;
  readonly carbsMaxGrams: number;
  readonly carbsCalories: number;
  readonly dailyCalories: number;
  readonly rdaGrams: number;
}

/** Acceptable Macronutrient Distribution Range for carbohydrate, % of energy (IOM DRI 2002/2005). */
const AMDR_PERCENT = { min: 45, max: 65 } as const;
/** RDA for carbohydrate, g/day, adults (IOM DRI): the glucose the brain uses. */
const RDA_GRAMS = 130;
/** Atwater factor for carbohydrate, kcal/g. */
const KCAL_PER_GRAM = 4;
/** Percentage points a what-if moves the share by. */
const SHARE_STEP = 10;

const fromBody = { input: 'calorieSource', equals: [CALORIE_SOURCE.estimate] };
const calorieSource = {
  name: 'calorieSource', label: 'Calories from', type: 'select', required: false, default: CALORIE_SOURCE.estimate,
  options: [CALORIE_SOURCE.estimate, CALORIE_SOURCE.known], uiDefault: CALORIE_SOURCE.estimate,
  optionLabels: { 1: 'Estimate from my body', 2: 'I know my calories' },
} as const satisfies SelectInputSpec;
const dailyCalories = {
  name: 'dailyCalories', label: 'Daily Calories', type: 'number', unit: 'kcal', required: true, checked: true, min: 500,
  max: 10000, step: 10, uiDefault: 2000, placeholder: 'e.g. 2000', visibleWhen: { input: 'calorieSource', equals: [CALORIE_SOURCE.known] },
  help: 'The calories you eat or plan to eat in a day.',
} as const satisfies NumberInputSpec;
const sex = {
  name: 'sex', label: 'Sex', type: 'select', required: true, options: SEX_OPTIONS, uiDefault: 1, optionLabels: { 1: 'Male', 2: 'Female' },
  visibleWhen: fromBody,
} as const satisfies SelectInputSpec;
const age = {
  name: 'age', label: 'Age', type: 'number', unit: 'years', required: true, checked: true, min: 15, max: 80, step: 1,
  uiDefault: 30, placeholder: 'e.g. 30', visibleWhen: fromBody,
} as const satisfies NumberInputSpec;
const weight = {
  name: 'weight', label: 'Weight', type: 'number', unit: 'kg', required: true, checked: true, min: 20, max: 300, measure: 'mass',
  step: 0.1, decimals: 1, uiDefault: 70, placeholder: 'Enter your weight', visibleWhen: fromBody,
} as const satisfies NumberInputSpec;
const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', required: true, checked: true, min: 100, max: 250, measure: 'height',
  step: 0.1, uiDefault: 175, placeholder: 'Enter your height', visibleWhen: fromBody,
} as const satisfies NumberInputSpec;
const activityLevel = {
  name: 'activityLevel', label: 'Activity', type: 'select', required: false, default: ACTIVITY_FACTORS.moderate,
  options: [
    ACTIVITY_FACTORS.sedentary, ACTIVITY_FACTORS.light, ACTIVITY_FACTORS.moderate, ACTIVITY_FACTORS.veryActive,
    ACTIVITY_FACTORS.extraActive,
  ],
  uiDefault: ACTIVITY_FACTORS.moderate, visibleWhen: fromBody,
  optionLabels: {
    1.2: 'Sedentary: little or no exercise',
    1.375: 'Lightly active: light exercise 1–3 days a week',
    1.55: 'Moderately active: moderate exercise 3–5 days a week',
    1.725: 'Very active: hard exercise 6–7 days a week',
    1.9: 'Extra active: very hard daily exercise or a physical job',
  },
} as const satisfies SelectInputSpec;
const goal = {
  name: 'goal', label: 'Goal', type: 'select', required: false, default: 0,
  options: [0, -250, -500, -1000, 250, 500, 1000], uiDefault: 0, visibleWhen: fromBody,
  optionLabels: {
    0: 'Maintain weight',
    [-250]: 'Mild weight loss: 0.25 kg (0.5 lb) a week',
    [-500]: 'Weight loss: 0.5 kg (1 lb) a week',
    [-1000]: 'Extreme weight loss: 1 kg (2 lb) a week',
    250: 'Mild weight gain: 0.25 kg (0.5 lb) a week',
    500: 'Weight gain: 0.5 kg (1 lb) a week',
    1000: 'Fast weight gain: 1 kg (2 lb) a week',
  },
} as const satisfies SelectInputSpec;
const carbPercent = {
  name: 'carbPercent', label: 'Carbohydrate Share', type: 'number', unit: '%', required: false, default: 55, checked: true,
  min: 0, max: 100, step: 1, uiDefault: 55, placeholder: 'e.g. 55',
  help: 'The share of your calories to get from carbohydrate; 45% to 65% is the recommended range.',
} as const satisfies NumberInputSpec;

/** The share of the calories from carbohydrate the result was computed with, %, clear of division dust (45, not 44.999…). */
const shareOf = (details: Readonly<Record<string, DetailValue>>) =>
  Math.round(((100 * Number(details['carbsCalories'])) / Number(details['dailyCalories'])) * 1e9) / 1e9;
const BELOW_RANGE =
  'At {share} of {dayKcal} you would eat about {dailyGrams} of carbohydrate a day, below the recommended 45–65% ({rangeLow}–{rangeHigh}): a low-carbohydrate diet.';
const BELOW_RDA =
  'That is below 130 g, the RDA: the carbohydrate the brain uses each day. Eating less is possible, but talk to a doctor or dietitian first, especially if you take medicine for diabetes.';

const estimated = ({ calorieSource: source }: CarbohydrateInputs) => source !== CALORIE_SOURCE.known;
const male = (inputs: CarbohydrateInputs) => estimated(inputs) && inputs.sex === SEX.male;
const female = (inputs: CarbohydrateInputs) => estimated(inputs) && inputs.sex !== SEX.male;

/** The day's calories: as entered, or Mifflin-St Jeor BMR × activity + goal. */
function caloriesOf(inputs: CarbohydrateInputs): { calories: number; bmr?: number } {
  if (!estimated(inputs)) return { calories: inputs.dailyCalories as number };
  const bmr = mifflinStJeor(inputs.sex as Sex, inputs.weight as number, inputs.height as number, inputs.age as number);
  const calories = bmr * inputs.activityLevel + inputs.goal;
  // A small, inactive body on the largest deficit can be left with nothing to eat.
  if (!(calories > 0)) inconsistent('The goal leaves no calories to eat: choose a smaller deficit', goal);
  return { calories, bmr };
}

export const carbohydrate = defineCalculator<CarbohydrateInputs, CarbohydrateDetails>({
  slug: 'carbohydrate',
  inputs: [calorieSource, dailyCalories, sex, age, weight, height, activityLevel, goal, carbPercent],
  outputs: [
    { name: 'carbsGrams', type: 'number', unit: 'g/day', label: 'Carbohydrate', words: 'the carbohydrate' },
    { name: 'carbsMinGrams', type: 'number', unit: 'g/day', label: 'Recommended range from (45%)' },
    { name: 'carbsMaxGrams', type: 'number', unit: 'g/day', label: 'Recommended range up to (65%)' },
    { name: 'carbsCalories', type: 'number', unit: 'kcal/day', label: 'Calories from carbohydrate' },
    { name: 'dailyCalories', type: 'number', unit: 'kcal/day', label: 'Daily calories', words: 'the daily calories' },
    { name: 'rdaGrams', type: 'number', unit: 'g/day', label: 'RDA minimum' },
  ],
  primary: 'carbsGrams',
  compute(inputs) {
    const { calories } = caloriesOf(inputs);
    const carbsCalories = (calories * inputs.carbPercent) / 100;
    const carbsGrams = carbsCalories / KCAL_PER_GRAM;
    return {
      value: carbsGrams,
      unit: 'g/day',
      details: {
        carbsGrams,
        carbsMinGrams: (calories * AMDR_PERCENT.min) / 100 / KCAL_PER_GRAM,
        carbsMaxGrams: (calories * AMDR_PERCENT.max) / 100 / KCAL_PER_GRAM,
        carbsCalories,
        dailyCalories: calories,
        rdaGrams: RDA_GRAMS,
      },
    };
  },
  intermediates: {
    // The share as the calculation took it: the typed share, or 55% where it was left empty.
    share: { unit: '%', value: (_inputs, details) => shareOf(details) },
    bmr: { unit: 'kcal/day', value: (inputs) => caloriesOf(inputs).bmr ?? 0 },
    activityFactor: { value: (inputs) => inputs.activityLevel },
    goalSize: { value: (inputs) => Math.abs(inputs.goal) },
    // The assessment writes grams and kilocalories as a nutrition label does: whole, without "a day".
    dailyGrams: { unit: 'g', value: (_inputs, details) => Number(details['carbsGrams']) },
    rangeLow: { decimals: 0, value: (_inputs, details) => Number(details['carbsMinGrams']) },
    rangeHigh: { unit: 'g', value: (_inputs, details) => Number(details['carbsMaxGrams']) },
    dayKcal: { unit: 'kcal', value: (_inputs, details) => Number(details['dailyCalories']) },
  },
  solution: [
    { label: 'BMR (Mifflin-St Jeor)', expression: '10 × {weight} + 6.25 × {height} − 5 × {age} + 5', value: 'bmr', when: male },
    { label: 'BMR (Mifflin-St Jeor)', expression: '10 × {weight} + 6.25 × {height} − 5 × {age} − 161', value: 'bmr', when: female },
    {
      label: 'Daily calories', expression: '{bmr:2} × {activityFactor}', value: 'dailyCalories',
      when: (inputs) => estimated(inputs) && inputs.goal === 0,
    },
    {
      label: 'Daily calories for your goal', expression: '{bmr:2} × {activityFactor} − {goalSize}', value: 'dailyCalories',
      when: (inputs) => estimated(inputs) && inputs.goal < 0,
    },
    {
      label: 'Daily calories for your goal', expression: '{bmr:2} × {activityFactor} + {goalSize}', value: 'dailyCalories',
      when: (inputs) => estimated(inputs) && inputs.goal > 0,
    },
    { label: 'Recommended range from (45%)', expression: '{dailyCalories:2} × 0.45 ÷ 4', value: 'carbsMinGrams' },
    { label: 'Recommended range up to (65%)', expression: '{dailyCalories:2} × 0.65 ÷ 4', value: 'carbsMaxGrams' },
    { label: 'Calories from carbohydrate', expression: '{dailyCalories:2} × {carbPercent} ÷ 100', value: 'carbsCalories' },
    { label: 'Carbohydrate a day (4 kcal per gram)', expression: '{carbsCalories:2} ÷ 4', value: 'carbsGrams' },
  ],
  assessment: {
    // The share is read from the result, since an empty share means 55%: outside the range is a case of its own.
    of: 'carbsGrams',
    cases: [
      {
        when: (_inputs, details) => shareOf(details) < AMDR_PERCENT.min && Number(details['carbsGrams']) < RDA_GRAMS,
        text: `${BELOW_RANGE} ${BELOW_RDA}`,
      },
      { when: (_inputs, details) => shareOf(details) < AMDR_PERCENT.min, text: BELOW_RANGE },
      {
        when: (_inputs, details) => shareOf(details) > AMDR_PERCENT.max,
        text: 'At {share} of {dayKcal} you would eat about {dailyGrams} of carbohydrate a day, above the recommended 45–65% ({rangeLow}–{rangeHigh}), which leaves little room for protein and fat.',
      },
    ],
    bands: [
      { text: 'At {share} of {dayKcal} you would eat about {dailyGrams} of carbohydrate a day, within the recommended 45–65% ({rangeLow}–{rangeHigh}).' },
    ],
    notes: [{ when: (_inputs, details) => Number(details['carbsGrams']) < RDA_GRAMS, text: BELOW_RDA }],
  },
  whatIfs: [
    {
      lead: 'At {carbPercent} of your calories',
      change: ({ carbPercent: share }) => (share + SHARE_STEP <= 100 ? { carbPercent: share + SHARE_STEP } : undefined),
      outputs: ['carbsGrams'],
    },
    {
      lead: 'At {carbPercent} of your calories',
      change: ({ carbPercent: share }) => (share - SHARE_STEP >= 0 ? { carbPercent: share - SHARE_STEP } : undefined),
      outputs: ['carbsGrams'],
    },
    {
      lead: 'Eating {dailyCalories} a day',
      change: (inputs) => (estimated(inputs) ? undefined : { dailyCalories: Math.max(500, (inputs.dailyCalories as number) - 500) }),
      outputs: ['carbsGrams'],
    },
    {
      lead: 'Aiming to lose about a pound a week',
      change: (inputs) => (estimated(inputs) && inputs.goal === 0 ? { goal: -500 } : undefined),
      outputs: ['carbsGrams', 'dailyCalories'],
    },
  ],
  properties: [
    { output: 'carbsGrams', input: 'carbPercent', direction: 'rises' },
    { output: 'carbsGrams', input: 'dailyCalories', direction: 'rises' },
    { output: 'carbsMaxGrams', input: 'dailyCalories', direction: 'rises' },
    { output: 'carbsGrams', input: 'weight', direction: 'rises' },
    { output: 'carbsGrams', input: 'age', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: '2,000 kcal a day: 225 to 325 g of carbohydrate', source: 'Mayo Clinic, "Carbohydrates: How carbs fit into a healthy diet" (2,000 kcal → 225–325 g)',
      inputs: { calorieSource: 2, dailyCalories: 2000 }, expected: { carbsMinGrams: 225, carbsMaxGrams: 325, carbsGrams: 275, carbsCalories: 1100 },
      decimals: 2,
    },
    {
      name: 'a moderately active man of 30, 70 kg, 175 cm, at 55%: 351.39 g',
      source: 'computed by hand: BMR 700 + 1,093.75 − 150 + 5 = 1,648.75 kcal; × 1.55 = 2,555.5625 kcal; × 0.55 ÷ 4 = 351.3898 g',
      inputs: { calorieSource: 1, sex: 1, age: 30, weight: 70, height: 175 },
      expected: { dailyCalories: 2555.56, carbsGrams: 351.39, carbsMinGrams: 287.5, carbsMaxGrams: 415.28 }, decimals: 2,
    },
    {
      name: 'a lightly active woman of 35, 70 kg, 165 cm, losing 0.5 kg a week at 45%: 159.58 g',
      source: 'computed by hand: BMR 700 + 1,031.25 − 175 − 161 = 1,395.25 kcal; × 1.375 − 500 = 1,418.46875 kcal; × 0.45 ÷ 4 = 159.5777 g',
      inputs: { calorieSource: 1, sex: 2, age: 35, weight: 70, height: 165, activityLevel: 1.375, goal: -500, carbPercent: 45 },
      expected: { dailyCalories: 1418.47, carbsGrams: 159.58 }, decimals: 2,
    },
  ],
});

/**
 * Daily carbohydrate: a share of the day's calories at 4 kcal per gram, beside the 45–65% range and the 130 g RDA.
 * @param inputs - `calorieSource` (1 estimate, 2 known); `dailyCalories` (kcal) or `sex`, `age`, `weight` (kg),
 * `height` (cm), `activityLevel` and `goal`; `carbPercent` (55 by default)
 * @returns grams a day as `value`; the range, the calories and the RDA in `details`
 * @example
 * dailyCarbohydrate({ calorieSource: 2, dailyCalories: 2000, activityLevel: 1.55, goal: 0, carbPercent: 55 }).value; // 275
 */
export function dailyCarbohydrate(inputs: CarbohydrateInputs): CalculationResult<CarbohydrateDetails> {
  return runCalculator(carbohydrate, inputs);
}
