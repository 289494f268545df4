import { assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Grams of protein per kg of body weight a day; the select's value is the factor itself. */
export type ProteinFactor = 0.8 | 1 | 1.2 | 1.4 | 1.6 | 2;

export interface ProteinInputs {
  /** kg. */
  readonly weight: number;
  /** g/kg/day: 0.8 (RDA), 1.0, 1.2, 1.4, 1.6 or 2.0. */
  readonly activityLevel: ProteinFactor;
}

export interface ProteinDetails extends Record<string, number> {
  readonly proteinGrams: number;
  readonly rdaGrams: number;
  readonly athleteRangeMin: number;
  readonly athleteRangeMax: number;
  readonly proteinCalories: number;
}

const weight = {
  name: 'weight', label: 'Body weight', type: 'number', unit: 'kg', required: true, min: 20, max: 300,
} as const satisfies NumberInputSpec;
const activityLevel = {
  name: 'activityLevel', label: 'Activity / goal', type: 'select', required: true,
  options: [0.8, 1, 1.2, 1.4, 1.6, 2],
} as const satisfies SelectInputSpec;

/** IOM/National Academies RDA for adults, g/kg/day. */
const RDA_G_PER_KG = 0.8;
/** ACSM / Academy of Nutrition and Dietetics / Dietitians of Canada 2016 range for athletes, g/kg/day. */
const ATHLETE_G_PER_KG = { min: 1.2, max: 2 } as const;
/** Atwater factor for protein. */
const KCAL_PER_GRAM = 4;

export const protein = defineCalculator<ProteinInputs, ProteinDetails>({
  slug: 'protein',
  inputs: [weight, activityLevel],
  outputs: [
    { name: 'proteinGrams', type: 'number', unit: 'g/day' },
    { name: 'rdaGrams', type: 'number', unit: 'g/day' },
    { name: 'athleteRangeMin', type: 'number', unit: 'g/day' },
    { name: 'athleteRangeMax', type: 'number', unit: 'g/day' },
    { name: 'proteinCalories', type: 'number', unit: 'kcal/day' },
  ],
  primary: 'proteinGrams',
  compute(inputs) {
    assertPositive(inputs.weight, weight);
    const proteinGrams = inputs.weight * inputs.activityLevel;
    return {
      value: proteinGrams,
      unit: 'g/day',
      details: {
        proteinGrams,
        rdaGrams: RDA_G_PER_KG * inputs.weight,
        athleteRangeMin: ATHLETE_G_PER_KG.min * inputs.weight,
        athleteRangeMax: ATHLETE_G_PER_KG.max * inputs.weight,
        proteinCalories: proteinGrams * KCAL_PER_GRAM,
      },
    };
  },
});

/**
 * Daily protein: body weight times the grams per kg for the activity or goal, with the RDA and the athletes'
 * range beside it.
 * @param inputs - `weight` (kg), `activityLevel` (g/kg/day)
 * @returns grams a day as `value`; `rdaGrams`, `athleteRangeMin`, `athleteRangeMax` and `proteinCalories` in `details`
 * @example
 * dailyProtein({ weight: 70, activityLevel: 1.2 }).value; // 84 (336 kcal)
 */
export function dailyProtein(inputs: ProteinInputs): CalculationResult<ProteinDetails> {
  return runCalculator(protein, inputs);
}
