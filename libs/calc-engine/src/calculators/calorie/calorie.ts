import { assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { SEX, SEX_OPTIONS, type Sex } from '../../_lib/sex.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';
import { ACTIVITY_FACTORS, type ActivityFactor, mifflinStJeor } from '../bmr/bmr.js';

/**
 * Goal adjustments in kcal/day (3,500 kcal ≈ 1 lb: −500 kcal/day ≈ −1 lb a week), with their labels.
 * @internal Not part of the published API.
 */
export const CALORIE_GOALS = [
  { goal: -1000, role: 'extremeLoss' },
  { goal: -500, role: 'loss' },
  { goal: -250, role: 'mildLoss' },
  { goal: 0, role: 'maintain' },
  { goal: 250, role: 'mildGain' },
  { goal: 500, role: 'gain' },
  { goal: 1000, role: 'fastGain' },
] as const;

export type CalorieGoal = (typeof CALORIE_GOALS)[number]['goal'];

export interface CalorieInputs {
  readonly sex: Sex;
  /** Years. */
  readonly age: number;
  /** kg. */
  readonly weight: number;
  /** cm. */
  readonly height: number;
  /** Activity multiplier: 1.2, 1.375, 1.55, 1.725 or 1.9. */
  readonly activityLevel: ActivityFactor;
  /** kcal/day added to maintenance; 0 (maintain) by default. */
  readonly goal?: CalorieGoal;
}

export interface CalorieDetails extends Record<string, number> {
  readonly maintenanceCalories: number;
  readonly bmr: number;
  readonly targetCalories: number;
}

const sex = {
  name: 'sex', label: 'Sex', type: 'select', required: true, options: SEX_OPTIONS, uiDefault: 1, optionLabels: { 1: 'Male', 2: 'Female' },
} as const satisfies SelectInputSpec;
const age = {
  name: 'age', label: 'Age', type: 'number', unit: 'years', required: true, min: 15, max: 80,
  step: 1, uiDefault: 30, placeholder: 'e.g. 30',
} as const satisfies NumberInputSpec;
// A what-if writes the weight with one decimal ("At 60 kg").
const weight = {
  name: 'weight', label: 'Weight', type: 'number', unit: 'kg', required: true, min: 20, max: 300, measure: 'mass',
  step: 0.1, decimals: 1, uiDefault: 70, placeholder: 'Enter your weight',
} as const satisfies NumberInputSpec;
const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', required: true, min: 100, max: 250, measure: 'height',
  step: 0.1, uiDefault: 175, placeholder: 'Enter your height',
} as const satisfies NumberInputSpec;
const activityLevel = {
  name: 'activityLevel', label: 'Activity', type: 'select', required: true,
  options: [
    ACTIVITY_FACTORS.sedentary, ACTIVITY_FACTORS.light, ACTIVITY_FACTORS.moderate, ACTIVITY_FACTORS.veryActive,
    ACTIVITY_FACTORS.extraActive,
  ],
  uiDefault: 1.55,
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
  options: [0, -250, -500, -1000, 250, 500, 1000],
  uiDefault: 0,
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

/** What each goal adjustment (kcal/day) means per week, by the 3,500 kcal ≈ 1 lb rule. */
const GOAL_PACE: Readonly<Record<number, string>> = {
  [-1000]: 'lose about 1 kg (2 lb) a week',
  [-500]: 'lose about 0.5 kg (1 lb) a week',
  [-250]: 'lose about 0.25 kg (0.5 lb) a week',
  250: 'gain about 0.25 kg (0.5 lb) a week',
  500: 'gain about 0.5 kg (1 lb) a week',
  1000: 'gain about 1 kg (2 lb) a week',
};

/** Commonly cited lowest daily intakes without medical supervision: women 1,200 kcal, men 1,500 kcal. */
const MINIMUM_INTAKE = { women: 1200, men: 1500 } as const;

/** Kilograms lighter in the what-if (heavier at the weight field's limit). */
const WEIGHT_STEP = 5;

type Details = Readonly<Record<string, number | string>>;

/** The goal's adjustment as the result shows it: the target less the maintenance calories, in whole kcal. */
const adjustment = (details: Details) => Math.round(Number(details['targetCalories']) - Number(details['maintenanceCalories']));
/** A loss goal whose target is below `minimum` kcal a day. */
const lossBelow = (details: Details, minimum: number) => adjustment(details) < 0 && Number(details['targetCalories']) < minimum;
/** An output of the result, in kilocalories, for the assessment. */
const kilocalories = (name: keyof CalorieDetails) => (_inputs: CalorieInputs, details: Details) => Number(details[name]);

/** The activity level next to the visitor's: one up, or one down from the top (`direction` says which this is). */
function neighbourLevel(level: ActivityFactor, direction: 1 | -1): { activityLevel: ActivityFactor } | undefined {
  const { options } = activityLevel;
  const index = options.indexOf(level);
  const up = options[index + 1];
  if (direction === 1) return up === undefined ? undefined : { activityLevel: up };
  const down = up === undefined && index > 0 ? options[index - 1] : undefined;
  return down === undefined ? undefined : { activityLevel: down };
}

export const calorie = defineCalculator<CalorieInputs, CalorieDetails>({
  slug: 'calorie',
  inputs: [sex, age, weight, height, activityLevel, goal],
  outputs: [
    { name: 'maintenanceCalories', type: 'number', unit: 'kcal/day', label: 'Maintenance calories', words: 'the maintenance calories' },
    { name: 'bmr', type: 'number', unit: 'kcal/day', label: 'BMR (Mifflin-St Jeor)' },
    { name: 'targetCalories', type: 'number', unit: 'kcal/day', label: 'Calories for your goal' },
  ],
  primary: 'maintenanceCalories',
  compute(inputs) {
    assertPositive(inputs.age, age);
    assertPositive(inputs.weight, weight);
    assertPositive(inputs.height, height);
    const bmr = mifflinStJeor(inputs.sex, inputs.weight, inputs.height, inputs.age);
    const maintenanceCalories = bmr * inputs.activityLevel;
    // Low targets (below 1,200 kcal for women, 1,500 for men) are shown with a warning by the page, never clamped.
    const targetCalories = maintenanceCalories + (inputs.goal ?? 0);
    return {
      value: maintenanceCalories,
      unit: 'kcal/day',
      details: { maintenanceCalories, bmr, targetCalories },
      // The section's "table of all goals": the daily intake that each goal asks for.
      chart: {
        type: 'bar',
        data: CALORIE_GOALS.map(({ goal: change, role }) => ({
          role,
          value: maintenanceCalories + change,
        })),
      },
    };
  },
  intermediates: {
    activityFactor: { value: (inputs) => inputs.activityLevel },
    goalSize: { value: (inputs) => Math.abs(inputs.goal ?? 0) },
    // The assessment writes energy as nutrition labels do: whole kilocalories, without "a day".
    maintenanceKcal: { unit: 'kcal', value: kilocalories('maintenanceCalories') },
    restingKcal: { unit: 'kcal', value: kilocalories('bmr') },
    targetKcal: { unit: 'kcal', value: kilocalories('targetCalories') },
  },
  solution: [
    {
      label: 'BMR (Mifflin-St Jeor)', expression: '10 × {weight} + 6.25 × {height} − 5 × {age} + 5', value: 'bmr',
      when: (inputs) => inputs.sex === SEX.male,
    },
    {
      label: 'BMR (Mifflin-St Jeor)', expression: '10 × {weight} + 6.25 × {height} − 5 × {age} − 161', value: 'bmr',
      when: (inputs) => inputs.sex !== SEX.male,
    },
    { label: 'Maintenance calories', expression: '{bmr:2} × {activityFactor}', value: 'maintenanceCalories' },
    {
      label: 'Calories to lose weight', expression: '{maintenanceCalories:2} − {goalSize}', value: 'targetCalories',
      when: (inputs) => (inputs.goal ?? 0) < 0,
    },
    {
      label: 'Calories to gain weight', expression: '{maintenanceCalories:2} + {goalSize}', value: 'targetCalories',
      when: (inputs) => (inputs.goal ?? 0) > 0,
    },
    {
      label: 'Maintenance calories', expression: '{bmr:2} kcal at rest × activity factor {activityFactor}', value: 'maintenanceCalories',
      when: (inputs) => (inputs.goal ?? 0) !== 0,
    },
  ],
  assessment: {
    of: 'maintenanceCalories',
    bands: [{ text: 'To keep your weight steady you need about {maintenanceKcal} a day.' }],
    phrases: { pace: (_inputs, details) => GOAL_PACE[adjustment(details)] ?? '' },
    notes: [
      { text: 'Of that, about {restingKcal} is your body\'s energy use at rest (BMR); the rest fuels your daily activity.' },
      {
        when: (_inputs, details) => GOAL_PACE[adjustment(details)] !== undefined,
        text: 'At about {targetKcal} a day you should {pace} at first; progress usually slows over time as your body adapts.',
      },
      {
        when: (_inputs, details) => lossBelow(details, MINIMUM_INTAKE.women),
        text: 'That is below 1,200 kcal a day, the lowest intake usually advised without medical supervision, and it is hard to ' +
          'get enough nutrients on it. Choose a smaller deficit or add activity instead, and talk to a doctor or registered ' +
          'dietitian before eating this little.',
      },
      {
        when: (_inputs, details) => !lossBelow(details, MINIMUM_INTAKE.women) && lossBelow(details, MINIMUM_INTAKE.men),
        text: 'If you are a man, this is below the 1,500 kcal a day usually advised as a minimum without medical supervision; a ' +
          'smaller deficit is safer.',
      },
    ],
  },
  whatIfs: [
    { lead: 'One activity level up', change: ({ activityLevel: level }) => neighbourLevel(level, 1), outputs: ['maintenanceCalories'] },
    { lead: 'One activity level down', change: ({ activityLevel: level }) => neighbourLevel(level, -1), outputs: ['maintenanceCalories'] },
    {
      lead: 'At {weight}',
      change: ({ weight: kg }) => {
        const lighter = kg - WEIGHT_STEP;
        return { weight: lighter >= weight.min && lighter <= weight.max ? lighter : kg + WEIGHT_STEP };
      },
      outputs: ['maintenanceCalories', 'targetCalories'],
    },
  ],
  properties: [
    { output: 'maintenanceCalories', input: 'weight', direction: 'rises' },
    { output: 'maintenanceCalories', input: 'height', direction: 'rises' },
    { output: 'maintenanceCalories', input: 'age', direction: 'falls' },
    { output: 'bmr', input: 'weight', direction: 'rises' },
    { output: 'targetCalories', input: 'weight', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'a moderately active woman of 28, 65 kg, 165 cm: 2,139.39 kcal/day',
      source: 'qaicalculator: Mifflin 1380.25 × 1.55',
      inputs: { sex: 2, age: 28, weight: 65, height: 165, activityLevel: 1.55 },
      expected: { maintenanceCalories: 2139.39, bmr: 1380.25 },
      decimals: 2,
    },
    {
      name: 'a lightly active woman of 35, 70 kg, 165 cm: 1,918.47 kcal/day',
      source: 'owlcalculator\'s example, whose BMR "1,355" is a slip: 1395.25 × 1.375',
      inputs: { sex: 2, age: 35, weight: 70, height: 165, activityLevel: 1.375 },
      expected: { maintenanceCalories: 1918.47, bmr: 1395.25 },
      decimals: 2,
    },
  ],
});

/**
 * Daily energy needs (TDEE): Mifflin-St Jeor BMR times the activity multiplier, plus the goal adjustment.
 * @param inputs - `sex` (1 male, 2 female), `age` (years), `weight` (kg), `height` (cm), `activityLevel`
 * (1.2…1.9), `goal` (kcal/day, 0 by default)
 * @returns maintenance calories as `value` (kcal/day), `bmr` and `targetCalories` in `details`, and a bar chart
 * of the intake for every goal
 * @example
 * dailyCalories({ sex: 2, age: 28, weight: 65, height: 165, activityLevel: 1.55 }).value; // 2139.3875 = 1380.25 × 1.55
 */
export function dailyCalories(inputs: CalorieInputs): CalculationResult<CalorieDetails> {
  return runCalculator(calorie, inputs);
}
