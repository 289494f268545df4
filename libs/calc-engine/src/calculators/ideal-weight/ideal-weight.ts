import { assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { SEX, SEX_OPTIONS, type Sex } from '../../_lib/sex.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

export interface IdealWeightInputs {
  readonly sex: Sex;
  /** cm. */
  readonly height: number;
}

export interface IdealWeightDetails extends Record<string, number> {
  readonly idealWeightDevine: number;
  readonly idealWeightRobinson: number;
  readonly idealWeightMiller: number;
  readonly idealWeightHamwi: number;
  readonly healthyBmiWeightMin: number;
  readonly healthyBmiWeightMax: number;
}

const sex = {
  name: 'sex', label: 'Sex', type: 'select', required: true, options: SEX_OPTIONS,
} as const satisfies SelectInputSpec;
const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', required: true, min: 130, max: 250,
} as const satisfies NumberInputSpec;

/** Each formula is a base weight at 5 ft plus so many kg per inch above it: [male, female]. */
const FORMULAS = {
  devine: { male: [50, 2.3], female: [45.5, 2.3] },
  robinson: { male: [52, 1.9], female: [49, 1.7] },
  miller: { male: [56.2, 1.41], female: [53.1, 1.36] },
  hamwi: { male: [48, 2.7], female: [45.5, 2.2] },
} as const;

const CM_PER_INCH = 2.54;
const FIVE_FEET_IN_INCHES = 60;

export const idealWeight = defineCalculator<IdealWeightInputs, IdealWeightDetails>({
  slug: 'ideal-weight',
  inputs: [sex, height],
  outputs: [
    { name: 'idealWeightDevine', type: 'number', unit: 'kg' },
    { name: 'idealWeightRobinson', type: 'number', unit: 'kg' },
    { name: 'idealWeightMiller', type: 'number', unit: 'kg' },
    { name: 'idealWeightHamwi', type: 'number', unit: 'kg' },
    { name: 'healthyBmiWeightMin', type: 'number', unit: 'kg' },
    { name: 'healthyBmiWeightMax', type: 'number', unit: 'kg' },
  ],
  primary: 'idealWeightDevine',
  compute(inputs) {
    assertPositive(inputs.height, height);
    // Below 5 ft the per-inch amount is subtracted (extrapolation, as ajdesigner does).
    const inchesOverFiveFeet = inputs.height / CM_PER_INCH - FIVE_FEET_IN_INCHES;
    const bySex = inputs.sex === SEX.male ? 'male' : 'female';
    const formula = (name: keyof typeof FORMULAS) => {
      const [base, perInch] = FORMULAS[name][bySex];
      return base + perInch * inchesOverFiveFeet;
    };
    const devine = formula('devine');
    const robinson = formula('robinson');
    const miller = formula('miller');
    const hamwi = formula('hamwi');
    const metresSquared = (inputs.height / 100) ** 2;
    return {
      value: devine,
      unit: 'kg',
      details: {
        idealWeightDevine: devine,
        idealWeightRobinson: robinson,
        idealWeightMiller: miller,
        idealWeightHamwi: hamwi,
        healthyBmiWeightMin: 18.5 * metresSquared,
        // CDC wording: the healthy range ends at BMI 24.9 (calculator.net uses 25).
        healthyBmiWeightMax: 24.9 * metresSquared,
      },
      chart: {
        type: 'bar',
        data: [
          { role: 'devine', value: devine },
          { role: 'robinson', value: robinson },
          { role: 'miller', value: miller },
          { role: 'hamwi', value: hamwi },
        ],
      },
    };
  },
});

/**
 * Ideal body weight by Devine (the clinical standard), Robinson, Miller and Hamwi, with the weight range of a
 * healthy BMI (18.5 to 24.9) for the height.
 * @param inputs - `sex` (1 male, 2 female), `height` (cm)
 * @returns the Devine weight as `value` (kg), every formula and the healthy range in `details`, and a bar chart
 * of the four formulas
 * @example
 * idealBodyWeight({ sex: 1, height: 177.8 }).value; // 73 = 50 + 2.3 × 10 in over 5 ft
 */
export function idealBodyWeight(inputs: IdealWeightInputs): CalculationResult<IdealWeightDetails> {
  return runCalculator(idealWeight, inputs);
}
