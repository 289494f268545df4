import { assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { SEX_OPTIONS, type Sex } from '../../_lib/sex.js';
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
  name: 'sex', label: 'Sex', type: 'select', required: true, options: SEX_OPTIONS,
} as const satisfies SelectInputSpec;
const age = {
  name: 'age', label: 'Age', type: 'number', unit: 'years', required: true, min: 15, max: 80,
} as const satisfies NumberInputSpec;
const weight = {
  name: 'weight', label: 'Weight', type: 'number', unit: 'kg', required: true, min: 20, max: 300,
} as const satisfies NumberInputSpec;
const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', required: true, min: 100, max: 250,
} as const satisfies NumberInputSpec;
const activityLevel = {
  name: 'activityLevel', label: 'Activity', type: 'select', required: true,
  options: [
    ACTIVITY_FACTORS.sedentary, ACTIVITY_FACTORS.light, ACTIVITY_FACTORS.moderate, ACTIVITY_FACTORS.veryActive,
    ACTIVITY_FACTORS.extraActive,
  ],
} as const satisfies SelectInputSpec;
const goal = {
  name: 'goal', label: 'Goal', type: 'select', required: false, default: 0,
  options: [0, -250, -500, -1000, 250, 500, 1000],
} as const satisfies SelectInputSpec;

export const calorie = defineCalculator<CalorieInputs, CalorieDetails>({
  slug: 'calorie',
  inputs: [sex, age, weight, height, activityLevel, goal],
  outputs: [
    { name: 'maintenanceCalories', type: 'number', unit: 'kcal/day' },
    { name: 'bmr', type: 'number', unit: 'kcal/day' },
    { name: 'targetCalories', type: 'number', unit: 'kcal/day' },
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
        data: CALORIE_GOALS.map(({ goal: adjustment, role }) => ({
          role,
          value: maintenanceCalories + adjustment,
        })),
      },
    };
  },
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
