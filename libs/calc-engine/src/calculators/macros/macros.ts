import { assertNotNegative, assertPositive, inconsistent, requireInput } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, DetailValue, NumberInputSpec, SelectInputSpec } from '../../types.js';

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
  name: 'calories', label: 'Daily Calories', type: 'number', unit: 'kcal', required: true, min: 800, max: 10000,
  step: 10, uiDefault: 2000, placeholder: 'e.g. 2,000', help: 'Not sure? Find your daily need with the Calorie Calculator.',
} as const satisfies NumberInputSpec;
const dietType = {
  name: 'dietType', label: 'Diet', type: 'select', required: true, options: [1, 2, 3, 4, 5, 6, 7], uiDefault: DIET_TYPE.balanced,
  optionLabels: {
    [DIET_TYPE.balanced]: 'Balanced: 50% carbs, 20% protein, 30% fat',
    [DIET_TYPE.lowFat]: 'Low fat: 60% carbs, 20% protein, 20% fat',
    [DIET_TYPE.lowCarb]: 'Low carb: 25% carbs, 35% protein, 40% fat',
    [DIET_TYPE.highProtein]: 'High protein: 30% carbs, 40% protein, 30% fat',
    [DIET_TYPE.keto]: 'Keto: 5% carbs, 25% protein, 70% fat',
    [DIET_TYPE.zone]: 'Zone: 40% carbs, 30% protein, 30% fat',
    [DIET_TYPE.custom]: 'Custom split',
  },
} as const satisfies SelectInputSpec;
const customOnly = { input: 'dietType', equals: [DIET_TYPE.custom] } as const;
const carbPercent = {
  name: 'carbPercent', label: 'Carbs', type: 'number', unit: '%', required: true, min: 0, max: 100, step: 1,
  uiDefault: 50, placeholder: 'e.g. 50', visibleWhen: customOnly,
} as const satisfies NumberInputSpec;
const proteinPercent = {
  name: 'proteinPercent', label: 'Protein', type: 'number', unit: '%', required: true, min: 0, max: 100, step: 1,
  uiDefault: 20, placeholder: 'e.g. 20', visibleWhen: customOnly,
} as const satisfies NumberInputSpec;
const fatPercent = {
  name: 'fatPercent', label: 'Fat', type: 'number', unit: '%', required: true, min: 0, max: 100, step: 1,
  uiDefault: 30, placeholder: 'e.g. 30', help: 'Carbs, protein and fat must add up to 100%.', visibleWhen: customOnly,
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

/** The change of daily calories in the what-ifs. */
const CALORIE_STEP = 500;
const WHAT_IF_OUTPUTS = ['proteinGrams', 'carbsGrams', 'fatGrams'];

/** National Academies Acceptable Macronutrient Distribution Ranges for adults, percent of calories. */
const AMDR = {
  carbs: { name: 'carbohydrate', low: 45, high: 65 },
  protein: { name: 'protein', low: 10, high: 35 },
  fat: { name: 'fat', low: 20, high: 35 },
} as const;

/** Slack for binary rounding: a 35% share can come back from the division as 35.000000001%. */
const AMDR_TOLERANCE = 0.05;

const LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
const WHOLE_PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * The macronutrients whose share of the calories falls outside its range, listed ("carbohydrate (5%) is below the
 * 45–65% range and fat (70%) is above the 20–35% range"), or nothing when every share is within its range.
 */
function outsideRanges(details: Readonly<Record<string, DetailValue>>): string {
  const energy = (macro: keyof typeof AMDR) => Number(details[`${macro}Calories`]);
  const total = energy('carbs') + energy('protein') + energy('fat');
  if (!(total > 0)) return '';
  const outside = (Object.keys(AMDR) as (keyof typeof AMDR)[]).flatMap((macro) => {
    const share = (energy(macro) / total) * 100;
    const { name, low, high } = AMDR[macro];
    const shown = `${name} (${WHOLE_PERCENT.format(share)}%)`;
    if (share < low - AMDR_TOLERANCE) return [`${shown} is below the ${low}–${high}% range`];
    if (share > high + AMDR_TOLERANCE) return [`${shown} is above the ${low}–${high}% range`];
    return [];
  });
  return LIST.format(outside);
}

export const macros = defineCalculator<MacrosInputs, MacrosDetails>({
  slug: 'macros',
  inputs: [dietType, calories, carbPercent, proteinPercent, fatPercent],
  outputs: [
    { name: 'proteinGrams', type: 'number', unit: 'g/day', label: 'Protein grams', words: 'the protein' },
    { name: 'carbsGrams', type: 'number', unit: 'g/day', label: 'Carbohydrate', words: 'the carbohydrate' },
    { name: 'fatGrams', type: 'number', unit: 'g/day', label: 'Fat', words: 'the fat' },
    { name: 'proteinCalories', type: 'number', unit: 'kcal/day', label: 'Calories from protein' },
    { name: 'carbsCalories', type: 'number', unit: 'kcal/day', label: 'Calories from carbohydrate' },
    { name: 'fatCalories', type: 'number', unit: 'kcal/day', label: 'Calories from fat' },
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
  // Food is counted in whole grams and kilocalories a day, as nutrition labels print them: "250 g", "1,000 kcal".
  intermediates: Object.fromEntries(
    (['carbs', 'protein', 'fat'] as const).flatMap((macro) => [
      [`${macro}G`, { unit: 'g', decimals: 0, value: (_inputs: MacrosInputs, details: Readonly<Record<string, DetailValue>>) => Number(details[`${macro}Grams`]) }],
      [`${macro}Kcal`, { unit: 'kcal', decimals: 0, value: (_inputs: MacrosInputs, details: Readonly<Record<string, DetailValue>>) => Number(details[`${macro}Calories`]) }],
    ]),
  ),
  assessment: {
    of: 'proteinGrams',
    bands: [
      { text: 'Each day: {carbsG} of carbohydrate ({carbsKcal}), {proteinG} of protein ({proteinKcal}) and {fatG} of fat ({fatKcal}).' },
    ],
    phrases: { outsideRanges: (_inputs, details) => outsideRanges(details) },
    notes: [
      {
        when: (_inputs, details) => outsideRanges(details) === '',
        text: 'This split sits within the ranges the National Academies advise for adults (carbohydrate 45–65%, protein 10–35%, fat 20–35% of calories).',
      },
      {
        when: (_inputs, details) => outsideRanges(details) !== '',
        text: 'Compared with the ranges the National Academies advise for adults, {outsideRanges}. Many people follow diets like ' +
          'this, but plan it with a doctor or registered dietitian if you take medicine for diabetes or blood pressure, are ' +
          'pregnant, or have kidney disease.',
      },
    ],
  },
  whatIfs: [
    { lead: 'At {calories} a day', change: ({ calories: kcal }) => ({ calories: kcal - CALORIE_STEP }), outputs: WHAT_IF_OUTPUTS },
    { lead: 'At {calories} a day', change: ({ calories: kcal }) => ({ calories: kcal + CALORIE_STEP }), outputs: WHAT_IF_OUTPUTS },
  ],
  properties: [
    { output: 'proteinGrams', input: 'calories', direction: 'rises' },
    { output: 'carbsGrams', input: 'calories', direction: 'rises' },
    { output: 'fatGrams', input: 'calories', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'balanced 50/20/30 split of 2,000 kcal: 100 g protein, 250 g carbs, 66.67 g fat',
      source: 'the balanced preset\'s published 50/20/30 split, computed at 4, 4 and 9 kcal/g',
      inputs: { calories: 2000, dietType: 1 },
      expected: { proteinGrams: 100, carbsGrams: 250, fatGrams: 66.67 },
      decimals: 2,
    },
    {
      name: 'Zone 40/30/30 split of 2,500 kcal: 187.5 g protein, 250 g carbs, 83.33 g fat',
      source: 'the Zone diet\'s published 40/30/30 split, computed at 4, 4 and 9 kcal/g',
      inputs: { calories: 2500, dietType: 6 },
      expected: { proteinGrams: 187.5, carbsGrams: 250, fatGrams: 83.33 },
      decimals: 2,
    },
  ],
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
