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
  name: 'weight', label: 'Weight', type: 'number', unit: 'kg', usUnit: 'lb', required: true, min: 20, max: 300, measure: 'mass',
  step: 0.1, uiDefault: 70, placeholder: 'Enter your weight',
} as const satisfies NumberInputSpec;
const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', usUnit: 'in', required: true, min: 100, max: 250, measure: 'height',
  step: 0.1, uiDefault: 170, placeholder: 'Enter your height',
} as const satisfies NumberInputSpec;
const unitSystem = {
  name: 'unitSystem', label: 'Units', type: 'select', required: false, default: 1, options: [1, 2],
  uiDefault: 1, optionLabels: { 1: 'Metric (kg, cm)', 2: 'US (lb, in)' }, help: 'Set by the metric/US switch above the form.',
} as const satisfies SelectInputSpec;

const POUNDS_PER_KG = 1 / 0.45359237;
const METRES_PER_INCH = 0.0254;

/** The advice under each CDC adult category, as the result panel gives it: practical, kind, a professional where apt. */
const ADVICE = {
  underweight:
    'A low BMI can be normal for a slim build, but it can also mean you are not getting enough energy or nutrients. Consider seeing a doctor or a registered dietitian, who can rule out an underlying cause and, if you need to, help you gain weight in a healthy way.',
  normal:
    'This range is linked with the lowest risk of weight-related health problems. Keep it up with regular meals built around vegetables, fruit, whole grains and protein, at least 150 minutes of moderate activity a week, and good sleep.',
  overweight:
    'Small changes that last help most: more vegetables and fiber, fewer sugary drinks, and at least 150 minutes of moderate activity a week. BMI does not measure fat directly, so muscular people can land here while healthy; your waist measurement or a check-up with your doctor gives a fuller picture.',
  obese:
    'This range is linked with a higher risk of type 2 diabetes, high blood pressure, heart disease and joint problems. You do not have to tackle it alone: a doctor can check your overall health and help you plan safe, gradual weight loss. Even losing 5 to 10% of your weight brings real health benefits.',
} as const;

/** The assessment's sentence for a category: the BMI, its range, the advice. */
const band = (category: string, range: string, advice: string) =>
  `Your BMI of {bmiValue} is in the ${category} range (${range}) for adults. ${advice} ` +
  'The healthy weight range for your height is shown under Additional Details.';

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
    { name: 'category', type: 'string', label: 'Category' },
    // In the weight's own unit: kilograms, or pounds with US units.
    { name: 'healthyWeightMin', type: 'number', label: 'Healthy weight from' },
    { name: 'healthyWeightMax', type: 'number', label: 'Healthy weight up to' },
    { name: 'bmiPrime', type: 'number', label: 'BMI Prime' },
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
  intermediates: {
    // The BMI as the assessment writes it: two decimals, without its unit ("Your BMI of 24.22").
    bmiValue: { decimals: 2, value: (_inputs, details) => Number(details['bmi']) },
  },
  assessment: {
    of: 'bmi',
    bands: [
      { below: 18.5, text: band('underweight', 'below 18.5', ADVICE.underweight) },
      { below: 25, text: band('normal weight', '18.5 to 24.9', ADVICE.normal) },
      { below: 30, text: band('overweight', '25 to 29.9', ADVICE.overweight) },
      { text: band('obese', '30 or more', ADVICE.obese) },
    ],
  },
  properties: [
    { output: 'bmi', input: 'weight', direction: 'rises' },
    { output: 'bmi', input: 'height', direction: 'falls' },
    { output: 'bmiPrime', input: 'weight', direction: 'rises' },
    { output: 'healthyWeightMin', input: 'height', direction: 'rises' },
    { output: 'healthyWeightMax', input: 'height', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '68 kg at 165 cm gives 24.98', source: 'CDC "Calculating BMI", metric example',
      inputs: { weight: 68, height: 165 }, expected: { bmi: 24.98 }, decimals: 2,
    },
    {
      name: '150 lb at 65 in gives 24.96', source: 'CDC "Calculating BMI", imperial formula',
      inputs: { weight: 150, height: 65, unitSystem: 2 }, expected: { bmi: 24.96 }, decimals: 2,
    },
  ],
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
