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

// A what-if writes the weight with one decimal ("At 60 kg").
const weight = {
  name: 'weight', label: 'Body Weight', type: 'number', unit: 'kg', required: true, min: 20, max: 300, measure: 'mass',
  step: 0.1, decimals: 1, uiDefault: 70, placeholder: 'Enter your weight',
} as const satisfies NumberInputSpec;
const activityLevel = {
  name: 'activityLevel', label: 'Activity / Goal', type: 'select', required: true, uiDefault: 0.8,
  options: [0.8, 1, 1.2, 1.4, 1.6, 2],
  optionLabels: {
    0.8: 'Sedentary adult: 0.8 g per kg (RDA)',
    1: 'Light activity or older adult: 1.0 g per kg',
    1.2: 'Moderate exercise: 1.2 g per kg',
    1.4: 'Endurance training: 1.4 g per kg',
    1.6: 'Strength training or building muscle: 1.6 g per kg',
    2: 'Intense training or losing fat while training: 2.0 g per kg',
  },
} as const satisfies SelectInputSpec;

/** IOM/National Academies RDA for adults, g/kg/day. */
const RDA_G_PER_KG = 0.8;
/** ACSM / Academy of Nutrition and Dietetics / Dietitians of Canada 2016 range for athletes, g/kg/day. */
const ATHLETE_G_PER_KG = { min: 1.2, max: 2 } as const;
/** Atwater factor for protein. */
const KCAL_PER_GRAM = 4;
/** Meals a day the assessment's per-meal hint assumes. */
const MEALS_PER_DAY = 3;
/** From this many g/kg a day the assessment mentions kidney disease (high intakes are a concern only there). */
const HIGH_INTAKE_G_PER_KG = 1.6;
/** Kilograms lighter in a what-if (heavier at the weight field's lower limit). */
const WEIGHT_STEP = 10;

/** A number of the result, for a template. */
const detail = (name: keyof ProteinDetails) => (_inputs: ProteinInputs, details: Readonly<Record<string, number | string>>) => Number(details[name]);

export const protein = defineCalculator<ProteinInputs, ProteinDetails>({
  slug: 'protein',
  inputs: [weight, activityLevel],
  outputs: [
    { name: 'proteinGrams', type: 'number', unit: 'g/day', label: 'Protein grams', words: 'the protein' },
    { name: 'rdaGrams', type: 'number', unit: 'g/day', label: 'RDA minimum (0.8 g/kg)' },
    { name: 'athleteRangeMin', type: 'number', unit: 'g/day', label: "Athletes' range from (1.2 g/kg)" },
    { name: 'athleteRangeMax', type: 'number', unit: 'g/day', label: "Athletes' range up to (2.0 g/kg)" },
    { name: 'proteinCalories', type: 'number', unit: 'kcal/day', label: 'Calories from protein' },
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
  // The assessment writes grams and kilocalories as a nutrition label does: whole, without "a day".
  intermediates: {
    dailyGrams: { unit: 'g', value: detail('proteinGrams') },
    dailyKcal: { unit: 'kcal', value: detail('proteinCalories') },
    gramsPerMeal: { unit: 'g', value: (inputs, details) => detail('proteinGrams')(inputs, details) / MEALS_PER_DAY },
    rdaMinimum: { unit: 'g', value: detail('rdaGrams') },
    athleteLow: { decimals: 0, value: detail('athleteRangeMin') },
    athleteHigh: { unit: 'g', value: detail('athleteRangeMax') },
  },
  solution: [
    { label: 'Recommended dietary allowance (0.8 g/kg)', expression: '0.8 × {weight}', value: 'rdaGrams' },
    { label: 'Athletes’ range, low end (1.2 g/kg)', expression: '1.2 × {weight}', value: 'athleteRangeMin' },
    { label: 'Athletes’ range, high end (2.0 g/kg)', expression: '2 × {weight}', value: 'athleteRangeMax' },
    // 4 kcal per gram of protein (Atwater).
    { label: 'Calories from protein', expression: '{weight} × {activityLevel} × 4', value: 'proteinCalories' },
    { label: 'Protein a day', expression: '{weight} × {activityLevel}', value: 'proteinGrams' },
  ],
  assessment: {
    of: 'proteinGrams',
    bands: [
      {
        text: 'Aim for about {dailyGrams} of protein a day ({dailyKcal}). Spread over 3 meals that is about {gramsPerMeal} each. For your weight, the RDA minimum is {rdaMinimum}, and the range advised for athletes is {athleteLow}–{athleteHigh}.',
      },
    ],
    notes: [
      {
        // The grams per kg chosen, read back from the result.
        when: (_inputs, { proteinGrams, rdaGrams }) =>
          (Number(rdaGrams) > 0 ? (Number(proteinGrams) / Number(rdaGrams)) * RDA_G_PER_KG : 0) >= HIGH_INTAKE_G_PER_KG,
        text: 'Intakes this high are safe for healthy people, but if you have kidney disease, check with your doctor first.',
      },
    ],
  },
  whatIfs: [
    {
      lead: 'One activity level up',
      change: ({ activityLevel: level }) => {
        const up = activityLevel.options[activityLevel.options.indexOf(level) + 1];
        return up === undefined ? undefined : { activityLevel: up };
      },
      outputs: ['proteinGrams'],
    },
    {
      lead: 'One activity level down',
      change: ({ activityLevel: level }) => {
        const index = activityLevel.options.indexOf(level);
        return index === activityLevel.options.length - 1 ? { activityLevel: activityLevel.options[index - 1] as number } : undefined;
      },
      outputs: ['proteinGrams'],
    },
    {
      lead: 'At {weight}',
      change: ({ weight: kg }) => {
        const lighter = kg - WEIGHT_STEP;
        return { weight: lighter >= weight.min && lighter <= weight.max ? lighter : kg + WEIGHT_STEP };
      },
      outputs: ['proteinGrams'],
    },
  ],
  properties: [
    { output: 'proteinGrams', input: 'weight', direction: 'rises' },
    { output: 'rdaGrams', input: 'weight', direction: 'rises' },
    { output: 'proteinCalories', input: 'weight', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '70 kg at 1.2 g/kg: 84 g (336 kcal); RDA 56 g; up to 140 g', source: 'calcdragon',
      inputs: { weight: 70, activityLevel: 1.2 },
      expected: { proteinGrams: 84, rdaGrams: 56, athleteRangeMin: 84, athleteRangeMax: 140, proteinCalories: 336 }, decimals: 2,
    },
    {
      name: '80 kg at 0.8 g/kg: the RDA of 64 g', source: 'Institute of Medicine RDA, 0.8 g/kg',
      inputs: { weight: 80, activityLevel: 0.8 }, expected: { proteinGrams: 64 }, decimals: 10,
    },
  ],
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
