import { assertNotNegative, assertPositive, inconsistent, requireInput } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/**
 * Codes of the `dietType` select.
 * @internal Not part of the published API.
 */
export const DIET_TYPE = {
  balanced: 1,
  lowFat: 2,
  lowCarb: 3,
  highProtein: 4,
  keto: 5,
  zone: 6,
  custom: 7,
} as const;

export type DietType = (typeof DIET_TYPE)[keyof typeof DIET_TYPE];

/** A split of daily calories, in percent, carbs/protein/fat. */
export interface MacroPercentages {
  readonly carbs: number;
  readonly protein: number;
  readonly fat: number;
}

/**
 * The preset splits; balanced sits inside the National Academies AMDR (carbs 45–65, protein 10–35, fat 20–35).
 * @internal Not part of the published API.
 */
export const DIET_PRESETS: Readonly<Record<Exclude<DietType, 7>, MacroPercentages>> = {
  [DIET_TYPE.balanced]: { carbs: 50, protein: 20, fat: 30 },
  [DIET_TYPE.lowFat]: { carbs: 60, protein: 20, fat: 20 },
  [DIET_TYPE.lowCarb]: { carbs: 25, protein: 35, fat: 40 },
  [DIET_TYPE.highProtein]: { carbs: 30, protein: 40, fat: 30 },
  [DIET_TYPE.keto]: { carbs: 5, protein: 25, fat: 70 },
  [DIET_TYPE.zone]: { carbs: 40, protein: 30, fat: 30 },
};

export interface MacrosInputs {
  /** kcal/day. */
  readonly calories: number;
  /** 1 balanced … 6 Zone, 7 custom. */
  readonly dietType: DietType;
  /** Percent of calories; custom diet only. */
  readonly carbPercent?: number;
  readonly proteinPercent?: number;
  readonly fatPercent?: number;
}

export interface MacrosDetails extends Record<string, number> {
  readonly proteinGrams: number;
  readonly carbsGrams: number;
  readonly fatGrams: number;
  readonly proteinCalories: number;
  readonly carbsCalories: number;
  readonly fatCalories: number;
}

const calories = {
  name: 'calories', label: 'Daily calories', type: 'number', unit: 'kcal', required: true, min: 800, max: 10000,
} as const satisfies NumberInputSpec;
const dietType = {
  name: 'dietType', label: 'Diet', type: 'select', required: true, options: [1, 2, 3, 4, 5, 6, 7],
} as const satisfies SelectInputSpec;
const customOnly = { input: 'dietType', equals: [DIET_TYPE.custom] } as const;
const carbPercent = {
  name: 'carbPercent', label: 'Carbs', type: 'number', unit: '%', required: true, min: 0, max: 100,
  visibleWhen: customOnly,
} as const satisfies NumberInputSpec;
const proteinPercent = {
  name: 'proteinPercent', label: 'Protein', type: 'number', unit: '%', required: true, min: 0, max: 100,
  visibleWhen: customOnly,
} as const satisfies NumberInputSpec;
const fatPercent = {
  name: 'fatPercent', label: 'Fat', type: 'number', unit: '%', required: true, min: 0, max: 100,
  visibleWhen: customOnly,
} as const satisfies NumberInputSpec;

/** Atwater factors, kcal per gram. */
const KCAL_PER_GRAM = { carbs: 4, protein: 4, fat: 9 } as const;
/**
 * How far a custom split may miss 100 (entered shares such as 33.33), plus a hair for binary floating point:
 * 33.33 + 33.33 + 33.33 misses 100 by 0.010000000000005.
 */
const TOTAL_TOLERANCE = 0.01 + 1e-9;

function customPercentages(inputs: MacrosInputs): MacroPercentages {
  const split = {
    carbs: requireInput(inputs.carbPercent, carbPercent),
    protein: requireInput(inputs.proteinPercent, proteinPercent),
    fat: requireInput(inputs.fatPercent, fatPercent),
  };
  assertNotNegative(split.carbs, carbPercent);
  assertNotNegative(split.protein, proteinPercent);
  assertNotNegative(split.fat, fatPercent);
  if (!(Math.abs(split.carbs + split.protein + split.fat - 100) <= TOTAL_TOLERANCE)) {
    inconsistent(messages.mustAddUpTo100('Carbs, protein and fat percentages'));
  }
  return split;
}

export const macros = defineCalculator<MacrosInputs, MacrosDetails>({
  slug: 'macros',
  inputs: [dietType, calories, carbPercent, proteinPercent, fatPercent],
  outputs: [
    { name: 'proteinGrams', type: 'number', unit: 'g/day' },
    { name: 'carbsGrams', type: 'number', unit: 'g/day' },
    { name: 'fatGrams', type: 'number', unit: 'g/day' },
    { name: 'proteinCalories', type: 'number', unit: 'kcal/day' },
    { name: 'carbsCalories', type: 'number', unit: 'kcal/day' },
    { name: 'fatCalories', type: 'number', unit: 'kcal/day' },
  ],
  primary: 'proteinGrams',
  compute(inputs) {
    assertPositive(inputs.calories, calories);
    const split = inputs.dietType === DIET_TYPE.custom ? customPercentages(inputs) : DIET_PRESETS[inputs.dietType];
    const carbsCalories = (inputs.calories * split.carbs) / 100;
    const proteinCalories = (inputs.calories * split.protein) / 100;
    const fatCalories = (inputs.calories * split.fat) / 100;
    const proteinGrams = proteinCalories / KCAL_PER_GRAM.protein;
    return {
      value: proteinGrams,
      unit: 'g/day',
      details: {
        proteinGrams,
        carbsGrams: carbsCalories / KCAL_PER_GRAM.carbs,
        fatGrams: fatCalories / KCAL_PER_GRAM.fat,
        proteinCalories,
        carbsCalories,
        fatCalories,
      },
      chart: {
        type: 'pie',
        data: [
          { role: 'carbs', value: carbsCalories },
          { role: 'protein', value: proteinCalories },
          { role: 'fat', value: fatCalories },
        ],
      },
    };
  },
});

/**
 * Splits daily calories into grams of carbs, protein and fat (Atwater 4/4/9 kcal per gram) by a preset diet
 * or a custom split that adds up to 100%.
 * @param inputs - `calories` (kcal/day), `dietType` (1 balanced 50/20/30 … 6 Zone 40/30/30, 7 custom),
 * `carbPercent`/`proteinPercent`/`fatPercent` (custom only)
 * @returns protein grams as `value`, every macro's grams and calories in `details`, and a pie of the calories
 * @example
 * macroSplit({ calories: 2000, dietType: 1 }).details.fatGrams; // 66.67 = 2000 × 30% / 9
 */
export function macroSplit(inputs: MacrosInputs): CalculationResult<MacrosDetails> {
  return runCalculator(macros, inputs);
}
