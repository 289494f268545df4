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
  name: 'weight', label: 'Body Weight', type: 'number', unit: 'kg', required: true, min: 20, max: 300, measure: 'mass',
  step: 0.1, uiDefault: 70, placeholder: 'Enter your weight',
} as const satisfies NumberInputSpec;
const exerciseMinutes = {
  name: 'exerciseMinutes', label: 'Exercise per Day', type: 'number', unit: 'minutes', required: false, default: 0,
  min: 0, max: 600, step: 5, uiDefault: 0, placeholder: 'e.g. 30', help: 'Minutes of activity that makes you sweat.',
} as const satisfies NumberInputSpec;
const climate = {
  name: 'climate', label: 'Climate', type: 'select', required: false, default: 0, options: [0, 500, 1000], uiDefault: 0,
  optionLabels: { 0: 'Temperate (no extra)', 500: 'Hot (+500 mL)', 1000: 'Very hot or humid (+1,000 mL)' },
} as const satisfies SelectInputSpec;
const sex = {
  name: 'sex', label: 'Sex (for the reference intake)', type: 'select', required: false, options: SEX_OPTIONS,
  optionLabels: { 1: 'Male', 2: 'Female' }, help: 'Optional: shows the National Academies adequate intake for comparison.',
} as const satisfies SelectInputSpec;

const ML_PER_US_FLUID_OUNCE = 29.5735;
const ML_PER_CUP = 236.588;
/** National Academies 2004 Adequate Intake of total water for adults, L/day. */
const ADEQUATE_INTAKE_LITRES = { [SEX.male]: 3.7, [SEX.female]: 2.7 } as const;
/** Minutes of exercise a what-if adds (or takes away at the limit). */
const EXERCISE_STEP = 30;
/** Above this many litres a day, the assessment says to spread drinking out (hyponatremia from drinking fast). */
const SPREAD_IT_OUT_LITRES = 4;

/** calculationtime.com's rule of thumb: 35 mL/kg, 12 mL per exercise minute, plus the climate allowance. */
function totalMillilitres({ weight: kg, exerciseMinutes: minutes = 0, climate: allowance = 0 }: WaterIntakeInputs): number {
  return 35 * kg + 12 * minutes + allowance;
}

export const waterIntake = defineCalculator<WaterIntakeInputs, WaterIntakeDetails>({
  slug: 'water-intake',
  inputs: [weight, exerciseMinutes, climate, sex],
  outputs: [
    { name: 'waterIntake', type: 'number', unit: 'L/day', label: 'Water intake', decimals: 2 },
    { name: 'waterIntakeOunces', type: 'number', unit: 'fl oz/day', label: 'In US fluid ounces' },
    { name: 'cups', type: 'number', unit: 'cups/day', label: 'In 8 oz cups' },
    { name: 'referenceAdequateIntake', type: 'number', unit: 'L/day', label: 'National Academies adequate intake (total water)' },
  ],
  primary: 'waterIntake',
  compute(inputs) {
    assertPositive(inputs.weight, weight);
    assertNotNegative(inputs.exerciseMinutes ?? 0, exerciseMinutes);
    const totalMl = totalMillilitres(inputs);
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
  intermediates: {
    totalMl: { unit: 'mL', value: (inputs) => totalMillilitres(inputs) },
    climateAllowance: { unit: 'mL', value: ({ climate: allowance = 0 }) => allowance },
    // The assessment speaks of litres, cups and ounces in words, rounded as people pour them.
    litres: { unit: 'liters', decimals: 2, value: (_inputs, { waterIntake: litres }) => Number(litres) },
    roundCups: { decimals: 0, value: (_inputs, { cups }) => Number(cups) },
    roundOunces: { decimals: 0, value: (_inputs, { waterIntakeOunces: ounces }) => Number(ounces) },
  },
  solution: [
    {
      label: 'Water a day in mL', expression: '35 × {weight} + 12 × {exerciseMinutes} + {climateAllowance}', value: 'totalMl', decimals: 2,
    },
    { label: 'In US fluid ounces', expression: '{totalMl:2} / 29.5735', value: 'waterIntakeOunces' },
    { label: 'In 8 oz cups', expression: '{totalMl:2} / 236.588', value: 'cups' },
    {
      label: 'National Academies adequate intake', expression: 'total water for men, food included (2004)', value: 'referenceAdequateIntake',
      when: (inputs, details) => inputs.sex === SEX.male && details['referenceAdequateIntake'] !== undefined,
    },
    {
      label: 'National Academies adequate intake', expression: 'total water for women, food included (2004)', value: 'referenceAdequateIntake',
      when: (inputs, details) => inputs.sex === SEX.female && details['referenceAdequateIntake'] !== undefined,
    },
    { label: 'Water a day in litres', expression: '{totalMl:2} / 1,000', value: 'waterIntake' },
  ],
  assessment: {
    of: 'waterIntake',
    bands: [
      {
        text: 'Aim for about {litres} of fluid a day (about {roundCups} cups of 8 oz, or {roundOunces} fl oz). Water, milk, tea and coffee all count.',
      },
    ],
    notes: [
      // The National Academies' adequate intakes count food; about 3.0 L (men) and 2.2 L (women) of them are drinks.
      {
        when: (_inputs, { referenceAdequateIntake }) => referenceAdequateIntake === ADEQUATE_INTAKE_LITRES[SEX.male],
        text: "For comparison, the National Academies' adequate intake for men is 3.7 liters of total water a day, of which about 3 liters usually comes from drinks and the rest from food.",
      },
      {
        when: (_inputs, { referenceAdequateIntake }) => referenceAdequateIntake === ADEQUATE_INTAKE_LITRES[SEX.female],
        text: "For comparison, the National Academies' adequate intake for women is 2.7 liters of total water a day, of which about 2.2 liters usually comes from drinks and the rest from food.",
      },
      {
        when: (_inputs, { waterIntake: litres }) => Number(litres) > SPREAD_IT_OUT_LITRES,
        text: 'That is a lot of fluid: spread it through the day rather than drinking large amounts at once, and on long, sweaty days replace salt as well as water.',
      },
      {
        when: (_inputs, { waterIntake: litres }) => Number(litres) <= SPREAD_IT_OUT_LITRES,
        text: 'Spread it through the day, drink more when you are thirsty or sweating, and use pale yellow urine as a sign you are drinking enough.',
      },
    ],
  },
  whatIfs: [
    {
      lead: 'With {exerciseMinutes} of exercise a day',
      change: ({ exerciseMinutes: minutes = 0 }) => {
        const more = minutes + EXERCISE_STEP;
        return { exerciseMinutes: more <= exerciseMinutes.max ? more : minutes - EXERCISE_STEP };
      },
      outputs: ['waterIntake'],
    },
    {
      lead: 'In a hotter climate',
      change: ({ climate: allowance = 0 }) => {
        const hotter = climate.options[climate.options.indexOf(allowance) + 1];
        return hotter === undefined ? undefined : { climate: hotter };
      },
      outputs: ['waterIntake'],
    },
    {
      lead: 'In a milder climate',
      change: ({ climate: allowance = 0 }) => {
        const index = climate.options.indexOf(allowance);
        return index === climate.options.length - 1 ? { climate: climate.options[index - 1] as number } : undefined;
      },
      outputs: ['waterIntake'],
    },
  ],
  properties: [
    { output: 'waterIntake', input: 'weight', direction: 'rises' },
    { output: 'waterIntake', input: 'exerciseMinutes', direction: 'rises' },
    { output: 'cups', input: 'weight', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '80 kg with 30 minutes of exercise in a temperate climate: 3.16 L', source: 'calculationtime.com',
      inputs: { weight: 80, exerciseMinutes: 30, climate: 0 }, expected: { waterIntake: 3.16 }, decimals: 2,
    },
    {
      name: '70 kg: 2.45 L (82.84 fl oz, 10.36 cups) beside the 3.7 L reference intake for men',
      source: '35 mL per kg, computed; the National Academies\' adequate intake for men',
      inputs: { weight: 70, sex: 1 }, expected: { waterIntake: 2.45, waterIntakeOunces: 82.84, cups: 10.36 }, decimals: 2,
      exact: { referenceAdequateIntake: 3.7 },
    },
  ],
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
