import { assertNotNegative, assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { SEX, SEX_OPTIONS, type Sex } from '../../_lib/sex.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Climate allowance in mL/day; the select's value is the allowance itself. */
export type ClimateAllowance = 0 | 500 | 1000;

export interface WaterIntakeInputs {
  /** kg. */
  readonly weight: number;
  /** Minutes of exercise a day; 0 by default. */
  readonly exerciseMinutes?: number;
  /** 0 temperate (default), 500 hot, 1000 very hot or humid (mL/day). */
  readonly climate?: ClimateAllowance;
  /** Selects the National Academies reference intake shown beside the result. */
  readonly sex?: Sex;
}

// A type alias, not an interface: an interface's optional keys clash with the Record index signature.
export type WaterIntakeDetails = {
  readonly waterIntake: number;
  readonly waterIntakeOunces: number;
  readonly cups: number;
  /** L/day of total water (food included); only when a sex is given. */
  readonly referenceAdequateIntake?: number;
};

const weight = {
  name: 'weight', label: 'Body weight', type: 'number', unit: 'kg', required: true, min: 20, max: 300,
} as const satisfies NumberInputSpec;
const exerciseMinutes = {
  name: 'exerciseMinutes', label: 'Exercise per day', type: 'number', unit: 'minutes', required: false, default: 0,
  min: 0, max: 600,
} as const satisfies NumberInputSpec;
const climate = {
  name: 'climate', label: 'Climate', type: 'select', required: false, default: 0, options: [0, 500, 1000],
} as const satisfies SelectInputSpec;
const sex = {
  name: 'sex', label: 'Sex', type: 'select', required: false, options: SEX_OPTIONS,
} as const satisfies SelectInputSpec;

const ML_PER_US_FLUID_OUNCE = 29.5735;
const ML_PER_CUP = 236.588;
/** National Academies 2004 Adequate Intake of total water for adults, L/day. */
const ADEQUATE_INTAKE_LITRES = { [SEX.male]: 3.7, [SEX.female]: 2.7 } as const;

export const waterIntake = defineCalculator<WaterIntakeInputs, WaterIntakeDetails>({
  slug: 'water-intake',
  inputs: [weight, exerciseMinutes, climate, sex],
  outputs: [
    { name: 'waterIntake', type: 'number', unit: 'L/day' },
    { name: 'waterIntakeOunces', type: 'number', unit: 'fl oz/day' },
    { name: 'cups', type: 'number', unit: 'cups/day' },
    { name: 'referenceAdequateIntake', type: 'number', unit: 'L/day' },
  ],
  primary: 'waterIntake',
  compute(inputs) {
    assertPositive(inputs.weight, weight);
    const minutes = inputs.exerciseMinutes ?? 0;
    assertNotNegative(minutes, exerciseMinutes);
    // calculationtime.com's rule of thumb: 35 mL/kg, 12 mL per exercise minute, plus the climate allowance.
    const totalMl = 35 * inputs.weight + 12 * minutes + (inputs.climate ?? 0);
    const value = totalMl / 1000;
    const details: WaterIntakeDetails = {
      waterIntake: value,
      waterIntakeOunces: totalMl / ML_PER_US_FLUID_OUNCE,
      cups: totalMl / ML_PER_CUP,
    };
    return {
      value,
      unit: 'L/day',
      details:
        inputs.sex === undefined
          ? details
          : { ...details, referenceAdequateIntake: ADEQUATE_INTAKE_LITRES[inputs.sex] },
    };
  },
});

/**
 * Daily water to drink by a weight-based rule of thumb (no authoritative formula exists), with the National Academies adequate
 * intake for the sex beside it.
 * @param inputs - `weight` (kg), `exerciseMinutes` (per day, 0 by default), `climate` (0, 500 or 1000 mL),
 * `sex` (1 male, 2 female; optional)
 * @returns litres a day as `value`, fluid ounces and 8 oz cups in `details`, and `referenceAdequateIntake`
 * (L) when a sex is given
 * @example
 * dailyWaterIntake({ weight: 80, exerciseMinutes: 30 }).value; // 3.16 = (2800 + 360) mL
 */
export function dailyWaterIntake(inputs: WaterIntakeInputs): CalculationResult<WaterIntakeDetails> {
  return runCalculator(waterIntake, inputs);
}
