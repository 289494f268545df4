import { assertComputable, inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, DetailValue, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** The `unitSystem` codes: 1 metric (kg, cm), 2 US (lb, in). */
export const PREGNANCY_WEIGHT_UNIT_SYSTEM = { metric: 1, us: 2 } as const;

export interface PregnancyWeightGainInputs {
  /** 1 metric (kg, cm), 2 US (lb, in); 1 by default. */
  readonly unitSystem: number;
  /** Weight before pregnancy, kg (lb). */
  readonly prePregnancyWeight: number;
  /** cm (in). */
  readonly height: number;
  /** Whole weeks of pregnancy, 0 to 42. */
  readonly currentWeek: number;
  /** 1 no, 2 yes; 1 by default. */
  readonly twins: number;
  /** Weight now, kg (lb); optional. */
  readonly currentWeight?: number;
}

export interface PregnancyWeightGainDetails extends Record<string, number | string> {
  readonly totalGainMin: number;
  readonly totalGainMax: number;
  readonly prePregnancyBmi: number;
  readonly bmiCategory: string;
}

interface Range { readonly min: number; readonly max: number }
interface Guideline { readonly total: Range; readonly weekly: Range; readonly twins?: Range }

/**
 * IOM 2009, Weight Gain During Pregnancy: Table S-1 in kg and in lb (each IOM's own, not conversions of one another), the
 * provisional twin totals, and 0.5–2 kg (1.1–4.4 lb) in the first trimester.
 */
const IOM: Readonly<Record<'metric' | 'us', Readonly<Record<string, Guideline>>>> = {
  metric: {
    Underweight: { total: { min: 12.5, max: 18 }, weekly: { min: 0.44, max: 0.58 } },
    'Normal weight': { total: { min: 11.5, max: 16 }, weekly: { min: 0.35, max: 0.5 }, twins: { min: 17, max: 25 } },
    Overweight: { total: { min: 7, max: 11.5 }, weekly: { min: 0.23, max: 0.33 }, twins: { min: 14, max: 23 } },
    Obese: { total: { min: 5, max: 9 }, weekly: { min: 0.17, max: 0.27 }, twins: { min: 11, max: 19 } },
  },
  us: {
    Underweight: { total: { min: 28, max: 40 }, weekly: { min: 1, max: 1.3 } },
    'Normal weight': { total: { min: 25, max: 35 }, weekly: { min: 0.8, max: 1 }, twins: { min: 37, max: 54 } },
    Overweight: { total: { min: 15, max: 25 }, weekly: { min: 0.5, max: 0.7 }, twins: { min: 31, max: 50 } },
    Obese: { total: { min: 11, max: 20 }, weekly: { min: 0.4, max: 0.6 }, twins: { min: 25, max: 42 } },
  },
};
const FIRST_TRIMESTER: Readonly<Record<'metric' | 'us', Range>> = { metric: { min: 0.5, max: 2 }, us: { min: 1.1, max: 4.4 } };
/** The first trimester's last whole week, after which the weekly rates apply. */
const FIRST_TRIMESTER_WEEKS = 13;
const MAX_WEEK = 42;

const unitSystem = {
  name: 'unitSystem', label: 'Units', type: 'select', required: false, default: PREGNANCY_WEIGHT_UNIT_SYSTEM.metric,
  options: [PREGNANCY_WEIGHT_UNIT_SYSTEM.metric, PREGNANCY_WEIGHT_UNIT_SYSTEM.us], optionLabels: { 1: 'Metric (kg, cm)', 2: 'US (lb, in)' },
  uiDefault: PREGNANCY_WEIGHT_UNIT_SYSTEM.metric, help: 'Set by the metric/US switch above the form.',
} as const satisfies SelectInputSpec;
const prePregnancyWeight = {
  name: 'prePregnancyWeight', label: 'Weight Before Pregnancy', type: 'number', unit: 'kg', usUnit: 'lb', measure: 'mass', required: true,
  checked: true, min: 0, minExclusive: true, step: 0.1, decimals: 1, uiDefault: 60, placeholder: 'e.g. 60',
  help: 'Your weight just before you became pregnant.',
} as const satisfies NumberInputSpec;
const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', usUnit: 'in', measure: 'height', required: true, checked: true,
  min: 0, minExclusive: true, step: 0.1, decimals: 1, uiDefault: 165, placeholder: 'e.g. 165',
} as const satisfies NumberInputSpec;
const currentWeek = {
  name: 'currentWeek', label: 'Week of Pregnancy', type: 'number', required: true, checked: true, min: 0, max: MAX_WEEK,
  integer: true, step: 1, uiDefault: 20, placeholder: 'e.g. 20', help: 'Completed weeks, counted from the first day of your last period.',
} as const satisfies NumberInputSpec;
const twins = {
  name: 'twins', label: 'Twins', type: 'select', required: false, default: 1, options: [1, 2], uiDefault: 1,
  optionLabels: { 1: 'No', 2: 'Yes' },
} as const satisfies SelectInputSpec;
const currentWeight = {
  name: 'currentWeight', label: 'Current Weight', type: 'number', unit: 'kg', usUnit: 'lb', measure: 'mass', required: false, checked: true,
  min: 0, minExclusive: true, step: 0.1, decimals: 1, placeholder: 'optional', help: 'Optional: your weight now, to compare with the range for this week.',
} as const satisfies NumberInputSpec;

type Inputs = PregnancyWeightGainInputs;
type Details = Readonly<Record<string, DetailValue>>;

const systemOf = (inputs: Inputs) => ((inputs.unitSystem ?? 1) === PREGNANCY_WEIGHT_UNIT_SYSTEM.us ? 'us' : 'metric');
const isTwins = (inputs: Inputs) => (inputs.twins ?? 1) === 2;
const single = (inputs: Inputs) => !isTwins(inputs);
const bmiOf = (inputs: Inputs) =>
  (systemOf(inputs) === 'us' ? (703 * inputs.prePregnancyWeight) / inputs.height ** 2 : inputs.prePregnancyWeight / (inputs.height / 100) ** 2);
function categoryOf(bmi: number): string {
  if (bmi < 18.5) return 'Underweight';
  if (bmi < 25) return 'Normal weight';
  if (bmi < 30) return 'Overweight';
  return 'Obese';
}
const guidelineOf = (inputs: Inputs) => IOM[systemOf(inputs)][categoryOf(bmiOf(inputs))] as Guideline;
const laterWeeks = (inputs: Inputs) => single(inputs) && inputs.currentWeek > FIRST_TRIMESTER_WEEKS;
const earlyWeeks = (inputs: Inputs) => single(inputs) && inputs.currentWeek <= FIRST_TRIMESTER_WEEKS;
const weighed = (inputs: Inputs) => inputs.currentWeight !== undefined;
const statusIs = (status: string) => (inputs: Inputs, details: Details) => single(inputs) && details['status'] === status;

export const pregnancyWeightGain = defineCalculator<PregnancyWeightGainInputs, PregnancyWeightGainDetails>({
  slug: 'pregnancy-weight-gain',
  inputs: [unitSystem, prePregnancyWeight, height, currentWeek, twins, currentWeight],
  outputs: [
    // kg with metric units, lb with US units: the unit comes with the result.
    { name: 'totalGainMin', type: 'number', label: 'Recommended total gain from', decimals: 1, words: 'the recommended total gain' },
    { name: 'totalGainMax', type: 'number', label: 'Recommended total gain up to', decimals: 1, words: 'the most recommended gain' },
    { name: 'prePregnancyBmi', type: 'number', unit: 'kg/m²', label: 'BMI before pregnancy', decimals: 1, words: 'the BMI before pregnancy' },
    { name: 'bmiCategory', type: 'string', label: 'BMI category' },
    { name: 'weeklyRateMin', type: 'number', label: 'Weekly gain after week 13 from', decimals: 2 },
    { name: 'weeklyRateMax', type: 'number', label: 'Weekly gain after week 13 up to', decimals: 2 },
    { name: 'gainToDateMin', type: 'number', label: 'Expected gain by this week from', decimals: 2, words: 'the expected gain by then' },
    { name: 'gainToDateMax', type: 'number', label: 'Expected gain by this week up to', decimals: 2, words: 'the most expected gain by then' },
    { name: 'currentGain', type: 'number', label: 'Gained so far', decimals: 1, words: 'the gain so far' },
    { name: 'status', type: 'string', label: 'Gain so far against the range' },
  ],
  primary: 'totalGainMin',
  compute(inputs) {
    const bmi = bmiOf(inputs);
    // A height too close to 0 leaves no finite BMI.
    assertComputable({ bmi }, height);
    const bmiCategory = categoryOf(bmi);
    const guideline = guidelineOf(inputs);
    const unit = systemOf(inputs) === 'us' ? 'lb' : 'kg';
    const gain = inputs.currentWeight === undefined ? undefined : inputs.currentWeight - inputs.prePregnancyWeight;
    if (isTwins(inputs)) {
      if (!guideline.twins) inconsistent('The IOM guideline gives no twin range for an underweight BMI: ask your clinician', twins);
      return {
        value: guideline.twins.min,
        unit,
        details: {
          totalGainMin: guideline.twins.min, totalGainMax: guideline.twins.max, prePregnancyBmi: bmi, bmiCategory,
          ...(gain === undefined ? {} : { currentGain: gain }),
        },
      };
    }
    const first = FIRST_TRIMESTER[systemOf(inputs)];
    const w = inputs.currentWeek;
    const later = Math.max(0, w - FIRST_TRIMESTER_WEEKS);
    const gainToDateMin = w <= FIRST_TRIMESTER_WEEKS ? (first.min * w) / FIRST_TRIMESTER_WEEKS : first.min + guideline.weekly.min * later;
    const gainToDateMax = w <= FIRST_TRIMESTER_WEEKS ? (first.max * w) / FIRST_TRIMESTER_WEEKS : first.max + guideline.weekly.max * later;
    const status = gain === undefined ? undefined : gain < gainToDateMin ? 'below' : gain > gainToDateMax ? 'above' : 'within';
    return {
      value: guideline.total.min,
      unit,
      category: bmiCategory,
      details: {
        totalGainMin: guideline.total.min, totalGainMax: guideline.total.max, prePregnancyBmi: bmi, bmiCategory,
        weeklyRateMin: guideline.weekly.min, weeklyRateMax: guideline.weekly.max, gainToDateMin, gainToDateMax,
        ...(gain === undefined || status === undefined ? {} : { currentGain: gain, status }),
      },
    };
  },
  intermediates: {
    firstTrimesterMin: { value: (inputs) => FIRST_TRIMESTER[systemOf(inputs)].min },
    firstTrimesterMax: { value: (inputs) => FIRST_TRIMESTER[systemOf(inputs)].max },
  },
  solution: [
    { label: 'BMI before pregnancy', expression: '{prePregnancyWeight} ÷ ({height} ÷ 100)²', value: 'prePregnancyBmi', when: (inputs) => systemOf(inputs) === 'metric' },
    { label: 'BMI before pregnancy', expression: '703 × {prePregnancyWeight} ÷ {height}²', value: 'prePregnancyBmi', when: (inputs) => systemOf(inputs) === 'us' },
    { label: 'Expected gain by this week, from (first trimester)', expression: '{firstTrimesterMin} × {currentWeek} ÷ 13', value: 'gainToDateMin', when: earlyWeeks },
    { label: 'Expected gain by this week, up to (first trimester)', expression: '{firstTrimesterMax} × {currentWeek} ÷ 13', value: 'gainToDateMax', when: earlyWeeks },
    { label: 'Expected gain by this week, from', expression: '{firstTrimesterMin} + {weeklyRateMin} × ({currentWeek} − 13)', value: 'gainToDateMin', when: laterWeeks },
    { label: 'Expected gain by this week, up to', expression: '{firstTrimesterMax} + {weeklyRateMax} × ({currentWeek} − 13)', value: 'gainToDateMax', when: laterWeeks },
    { label: 'Gained so far', expression: '{currentWeight} − {prePregnancyWeight}', value: 'currentGain', when: weighed },
    { label: 'Recommended total gain up to (IOM 2009 table for the BMI)', expression: 'the table\'s upper figure', value: 'totalGainMax' },
    { label: 'Recommended total gain from (IOM 2009 table for the BMI)', expression: 'the table\'s lower figure', value: 'totalGainMin' },
  ],
  assessment: {
    of: 'prePregnancyBmi',
    phrases: { massUnit: (inputs) => (systemOf(inputs) === 'us' ? 'lb' : 'kg') },
    cases: [
      {
        when: isTwins,
        text: 'With a BMI of {prePregnancyBmi} before pregnancy ({bmiCategory}), the IOM\'s provisional guideline for twins is a total gain of {totalGainMin} to {totalGainMax} {massUnit}. Twin pregnancies need closer care: your clinician will set your targets.',
      },
      {
        when: statusIs('below'),
        text: 'With a BMI of {prePregnancyBmi} before pregnancy ({bmiCategory}), aim for {totalGainMin} to {totalGainMax} {massUnit} in all. At week {currentWeek} you have gained {currentGain} {massUnit}, below the {gainToDateMin} to {gainToDateMax} {massUnit} expected by now: mention it at your next visit, especially if you have been sick or unable to eat.',
      },
      {
        when: statusIs('above'),
        text: 'With a BMI of {prePregnancyBmi} before pregnancy ({bmiCategory}), aim for {totalGainMin} to {totalGainMax} {massUnit} in all. At week {currentWeek} you have gained {currentGain} {massUnit}, above the {gainToDateMin} to {gainToDateMax} {massUnit} expected by now: talk to your midwife or doctor before changing what you eat, and report sudden gain or swelling at once.',
      },
      {
        when: statusIs('within'),
        text: 'With a BMI of {prePregnancyBmi} before pregnancy ({bmiCategory}), aim for {totalGainMin} to {totalGainMax} {massUnit} in all. At week {currentWeek} you have gained {currentGain} {massUnit}, within the {gainToDateMin} to {gainToDateMax} {massUnit} expected by now.',
      },
    ],
    bands: [
      {
        below: 18.5,
        text: 'With a BMI of {prePregnancyBmi} before pregnancy (underweight), the IOM recommends gaining {totalGainMin} to {totalGainMax} {massUnit} in all, the most of any group; by week {currentWeek} that means about {gainToDateMin} to {gainToDateMax} {massUnit}.',
      },
      {
        below: 25,
        text: 'With a BMI of {prePregnancyBmi} before pregnancy (normal weight), the IOM recommends gaining {totalGainMin} to {totalGainMax} {massUnit} in all; by week {currentWeek} that means about {gainToDateMin} to {gainToDateMax} {massUnit}.',
      },
      {
        below: 30,
        text: 'With a BMI of {prePregnancyBmi} before pregnancy (overweight), the IOM recommends gaining {totalGainMin} to {totalGainMax} {massUnit} in all; by week {currentWeek} that means about {gainToDateMin} to {gainToDateMax} {massUnit}.',
      },
      {
        text: 'With a BMI of {prePregnancyBmi} before pregnancy (obese), the IOM recommends gaining {totalGainMin} to {totalGainMax} {massUnit} in all, the least of any group; by week {currentWeek} that means about {gainToDateMin} to {gainToDateMax} {massUnit}. Pregnancy is not the time to diet: ask your clinician about a plan.',
      },
    ],
  },
  whatIfs: [
    {
      lead: 'At week {currentWeek}',
      change: (inputs) => (single(inputs) && systemOf(inputs) === 'metric' && inputs.currentWeek + 4 <= MAX_WEEK ? { currentWeek: inputs.currentWeek + 4 } : undefined),
      outputs: ['gainToDateMin', 'gainToDateMax'],
      then: 'you would expect to have gained {gainToDateMin} to {gainToDateMax} kg',
    },
    {
      lead: 'At full term, week {currentWeek}',
      change: (inputs) => (single(inputs) && systemOf(inputs) === 'metric' && inputs.currentWeek < 40 ? { currentWeek: 40 } : undefined),
      outputs: ['gainToDateMin', 'gainToDateMax'],
      then: 'you would expect to have gained {gainToDateMin} to {gainToDateMax} kg',
    },
    {
      lead: 'Starting from {prePregnancyWeight}',
      change: (inputs) => (systemOf(inputs) !== 'metric' ? undefined : { prePregnancyWeight: inputs.prePregnancyWeight * 1.2 }),
      outputs: ['prePregnancyBmi', 'totalGainMin', 'totalGainMax'],
      then: 'your BMI would be {prePregnancyBmi} and the recommended total gain {totalGainMin} to {totalGainMax} kg',
    },
    {
      lead: 'Expecting twins',
      change: (inputs) => (single(inputs) && systemOf(inputs) === 'metric' && bmiOf(inputs) >= 18.5 ? { twins: 2 } : undefined),
      outputs: ['totalGainMin', 'totalGainMax'],
      then: 'the recommended total gain would be {totalGainMin} to {totalGainMax} kg',
    },
    {
      lead: 'For a single baby',
      change: (inputs) => (isTwins(inputs) && systemOf(inputs) === 'metric' ? { twins: 1 } : undefined),
      outputs: ['totalGainMin', 'totalGainMax'],
      then: 'the recommended total gain would be {totalGainMin} to {totalGainMax} kg',
    },
    {
      lead: 'At week {currentWeek}',
      change: (inputs) => (single(inputs) && systemOf(inputs) === 'us' && inputs.currentWeek + 4 <= MAX_WEEK ? { currentWeek: inputs.currentWeek + 4 } : undefined),
      outputs: ['gainToDateMin', 'gainToDateMax'],
      then: 'you would expect to have gained {gainToDateMin} to {gainToDateMax} lb',
    },
    {
      lead: 'At full term, week {currentWeek}',
      change: (inputs) => (single(inputs) && systemOf(inputs) === 'us' && inputs.currentWeek < 40 ? { currentWeek: 40 } : undefined),
      outputs: ['gainToDateMin', 'gainToDateMax'],
      then: 'you would expect to have gained {gainToDateMin} to {gainToDateMax} lb',
    },
    {
      lead: 'Starting from {prePregnancyWeight}',
      change: (inputs) => (systemOf(inputs) !== 'us' ? undefined : { prePregnancyWeight: inputs.prePregnancyWeight * 1.2 }),
      outputs: ['prePregnancyBmi', 'totalGainMin', 'totalGainMax'],
      then: 'your BMI would be {prePregnancyBmi} and the recommended total gain {totalGainMin} to {totalGainMax} lb',
    },
    {
      lead: 'Expecting twins',
      change: (inputs) => (single(inputs) && systemOf(inputs) === 'us' && bmiOf(inputs) >= 18.5 ? { twins: 2 } : undefined),
      outputs: ['totalGainMin', 'totalGainMax'],
      then: 'the recommended total gain would be {totalGainMin} to {totalGainMax} lb',
    },
    {
      lead: 'For a single baby',
      change: (inputs) => (isTwins(inputs) && systemOf(inputs) === 'us' ? { twins: 1 } : undefined),
      outputs: ['totalGainMin', 'totalGainMax'],
      then: 'the recommended total gain would be {totalGainMin} to {totalGainMax} lb',
    },
  ],
  properties: [
    { output: 'totalGainMin', input: 'prePregnancyWeight', direction: 'falls' },
    { output: 'gainToDateMin', input: 'currentWeek', direction: 'rises' },
    { output: 'gainToDateMax', input: 'currentWeek', direction: 'rises' },
    { output: 'totalGainMax', input: 'height', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '60 kg, 165 cm (BMI 22.0, normal weight): 11.5 to 16 kg', source: 'IOM 2009, Weight Gain During Pregnancy, Table S-1 (kg)',
      inputs: { unitSystem: 1, prePregnancyWeight: 60, height: 165, currentWeek: 24 },
      expected: { totalGainMin: 11.5, totalGainMax: 16, prePregnancyBmi: 22.04 }, decimals: 2, exact: { bmiCategory: 'Normal weight' },
    },
    {
      name: 'week 24 at a normal BMI: 4.35 to 7.5 kg by now',
      source: 'computed by hand from IOM 2009: 0.5 + 0.35 × (24 − 13) = 4.35 kg; 2 + 0.5 × 11 = 7.5 kg',
      inputs: { unitSystem: 1, prePregnancyWeight: 60, height: 165, currentWeek: 24 },
      expected: { gainToDateMin: 4.35, gainToDateMax: 7.5, weeklyRateMin: 0.35, weeklyRateMax: 0.5 }, decimals: 4,
    },
    {
      name: '130 lb, 64 in (BMI 22.3): 25 to 35 lb; 6.7 to 11.4 lb by week 20', source: 'IOM 2009, Table S-1 (lb); by week 20 computed by hand: 1.1 + 0.8 × 7, 4.4 + 1.0 × 7',
      inputs: { unitSystem: 2, prePregnancyWeight: 130, height: 64, currentWeek: 20 },
      expected: { totalGainMin: 25, totalGainMax: 35, prePregnancyBmi: 22.31, gainToDateMin: 6.7, gainToDateMax: 11.4 }, decimals: 2,
    },
    {
      name: '100 kg, 165 cm (BMI 36.7, obese): 5 to 9 kg', source: 'IOM 2009, Table S-1',
      inputs: { unitSystem: 1, prePregnancyWeight: 100, height: 165, currentWeek: 30 },
      expected: { totalGainMin: 5, totalGainMax: 9, gainToDateMin: 3.39, gainToDateMax: 6.59 }, decimals: 2, exact: { bmiCategory: 'Obese' },
    },
    {
      name: 'twins at 65 kg, 168 cm (normal weight): 17 to 25 kg', source: 'IOM 2009, provisional guidelines for twins',
      inputs: { unitSystem: 1, prePregnancyWeight: 65, height: 168, currentWeek: 20, twins: 2 },
      expected: { totalGainMin: 17, totalGainMax: 25 }, decimals: 2,
    },
    {
      name: 'week 10 at 50 kg, 165 cm (BMI 18.4, underweight): 12.5 to 18 kg in all, 0.38 to 1.54 kg by now, 1.2 kg gained is within',
      source: 'IOM 2009 Table S-1; by week 10 computed by hand: 0.5 × 10 ÷ 13 = 0.3846, 2 × 10 ÷ 13 = 1.5385',
      inputs: { unitSystem: 1, prePregnancyWeight: 50, height: 165, currentWeek: 10, currentWeight: 51.2 },
      expected: { totalGainMin: 12.5, totalGainMax: 18, gainToDateMin: 0.3846, gainToDateMax: 1.5385, currentGain: 1.2 }, decimals: 4,
      exact: { bmiCategory: 'Underweight', status: 'within' },
    },
  ],
});

/**
 * The IOM 2009 weight gain for a pregnancy: the total range for the BMI before pregnancy, and for one baby the range
 * expected by the current week (0.5–2 kg over the first 13 weeks, then the weekly rates).
 * @param inputs - `unitSystem` (1 kg and cm, 2 lb and in), `prePregnancyWeight`, `height`, `currentWeek`, `twins`, optional `currentWeight`
 * @returns the least recommended total gain as `value`, in kg or lb; the range, the BMI, the weekly rates and the gain to date in `details`
 * @example
 * pregnancyWeightGainRange({ unitSystem: 1, prePregnancyWeight: 60, height: 165, currentWeek: 24, twins: 1 }).details.totalGainMax; // 16
 */
export function pregnancyWeightGainRange(inputs: PregnancyWeightGainInputs): CalculationResult<PregnancyWeightGainDetails> {
  return runCalculator(pregnancyWeightGain, inputs);
}
