import { assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** @internal Not part of the published API. */
export const UNIT_SYSTEM = { metric: 1, imperial: 2 } as const;

export interface BmiInputs {
  /** kg, or lb when `unitSystem` is 2. */
  readonly weight: number;
  /** cm, or in when `unitSystem` is 2. */
  readonly height: number;
  /** 1 metric (default), 2 imperial. */
  readonly unitSystem?: 1 | 2;
}

export type BmiCategory = 'Underweight' | 'Normal weight' | 'Overweight' | 'Obese';

export interface BmiDetails extends Record<string, number | string> {
  readonly bmi: number;
  readonly category: BmiCategory;
  readonly healthyWeightMin: number;
  readonly healthyWeightMax: number;
  readonly bmiPrime: number;
}

const weight = {
  name: 'weight', label: 'Weight', type: 'number', unit: 'kg', required: true, min: 20, max: 300,
} as const satisfies NumberInputSpec;
const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', required: true, min: 100, max: 250,
} as const satisfies NumberInputSpec;
const unitSystem = {
  name: 'unitSystem', label: 'Units', type: 'select', required: false, default: 1, options: [1, 2],
} as const satisfies SelectInputSpec;

const POUNDS_PER_KG = 1 / 0.45359237;
const METRES_PER_INCH = 0.0254;

/** CDC adult categories; each bound belongs to the category above it. */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'Underweight';
  if (bmi < 25) return 'Normal weight';
  if (bmi < 30) return 'Overweight';
  return 'Obese';
}

export const bmi = defineCalculator<BmiInputs, BmiDetails>({
  slug: 'bmi',
  inputs: [unitSystem, weight, height],
  outputs: [
    { name: 'bmi', type: 'number', unit: 'kg/m²', label: 'BMI' },
    { name: 'category', type: 'string' },
    { name: 'healthyWeightMin', type: 'number' },
    { name: 'healthyWeightMax', type: 'number' },
    { name: 'bmiPrime', type: 'number' },
  ],
  primary: 'bmi',
  solvable: {
    // The weight for a BMI at this height, in the unit system's own unit (CDC: 703 × lb / in²).
    weight: {
      from: ['bmi'],
      closedForm: ({ unitSystem: system, height: tall }, _known, value) =>
        (system === UNIT_SYSTEM.imperial ? (value * tall ** 2) / 703 : value * (tall / 100) ** 2),
    },
  },
  compute(inputs) {
    assertPositive(inputs.weight, weight);
    assertPositive(inputs.height, height);
    const imperial = inputs.unitSystem === UNIT_SYSTEM.imperial;
    // CDC: metric kg / m²; imperial 703 × lb / in².
    const value = imperial ? (703 * inputs.weight) / inputs.height ** 2 : inputs.weight / (inputs.height / 100) ** 2;
    const metres = imperial ? inputs.height * METRES_PER_INCH : inputs.height / 100;
    const toDisplayWeight = (kg: number) => (imperial ? kg * POUNDS_PER_KG : kg);
    const category = bmiCategory(value);
    return {
      value,
      unit: 'kg/m²',
      category,
      details: {
        bmi: value,
        category,
        healthyWeightMin: toDisplayWeight(18.5 * metres ** 2),
        // CDC wording: the healthy range ends at 24.9.
        healthyWeightMax: toDisplayWeight(24.9 * metres ** 2),
        bmiPrime: value / 25,
      },
      chart: {
        type: 'bar',
        data: [
          { role: 'underweight', value: 18.5 },
          { role: 'normal', value: 6.5 },
          { role: 'overweight', value: 5 },
          { role: 'obese', value: 10 },
        ],
      },
    };
  },
});

/**
 * Body mass index and its CDC adult category.
 * @param inputs - `weight` (kg or lb), `height` (cm or in), `unitSystem` (1 metric, 2 imperial)
 * @returns BMI as `value` (kg/m²), the category, the healthy weight range for the height and BMI Prime
 * @example
 * bodyMassIndex({ weight: 70, height: 170 }).value; // 24.2214...
 */
export function bodyMassIndex(inputs: BmiInputs): CalculationResult<BmiDetails> {
  return runCalculator(bmi, inputs);
}
