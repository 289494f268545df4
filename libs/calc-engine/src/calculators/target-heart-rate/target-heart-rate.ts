import {
  assertAtMost, assertLessThan, assertNotNegative, assertPositive, inconsistent, requireInput,
} from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/**
 * Codes of the `method` select.
 * @internal Not part of the published API.
 */
export const HEART_RATE_METHOD = { karvonen: 1, percentOfMax: 2 } as const;

export type HeartRateMethod = (typeof HEART_RATE_METHOD)[keyof typeof HEART_RATE_METHOD];

export interface TargetHeartRateInputs {
  /** Years. */
  readonly age: number;
  /** 1 Karvonen (heart-rate reserve), 2 percentage of maximum. */
  readonly method: HeartRateMethod;
  /** bpm; required by Karvonen only. */
  readonly restingHeartRate?: number;
  /** Percent; 70 by default. */
  readonly intensity?: number;
}

// A type alias, not an interface: an interface's optional keys clash with the Record index signature.
export type TargetHeartRateDetails = {
  readonly targetHeartRate: number;
  readonly maxHeartRate: number;
  /** bpm; Karvonen only. */
  readonly heartRateReserve?: number;
  readonly moderateZoneLow: number;
  readonly moderateZoneHigh: number;
  readonly vigorousZoneLow: number;
  readonly vigorousZoneHigh: number;
};

const age = {
  name: 'age', label: 'Age', type: 'number', unit: 'years', required: true, min: 10, max: 100, step: 1, uiDefault: 30,
  placeholder: 'e.g. 30',
} as const satisfies NumberInputSpec;
const method = {
  name: 'method', label: 'Method', type: 'select', required: true,
  options: [HEART_RATE_METHOD.karvonen, HEART_RATE_METHOD.percentOfMax], uiDefault: HEART_RATE_METHOD.karvonen,
  optionLabels: {
    [HEART_RATE_METHOD.karvonen]: 'Karvonen (heart-rate reserve; uses your resting heart rate)',
    [HEART_RATE_METHOD.percentOfMax]: 'Percentage of maximum heart rate',
  },
} as const satisfies SelectInputSpec;
const restingHeartRate = {
  name: 'restingHeartRate', label: 'Resting Heart Rate', type: 'number', unit: 'bpm', required: true, min: 30,
  max: 120, step: 1, uiDefault: 70, placeholder: 'e.g. 70',
  help: 'Count your pulse for 60 seconds after waking, before you get up.',
  visibleWhen: { input: 'method', equals: [HEART_RATE_METHOD.karvonen] },
} as const satisfies NumberInputSpec;
const intensity = {
  name: 'intensity', label: 'Target Intensity', type: 'number', unit: '%', required: false, default: 70, min: 30,
  max: 100, step: 1, uiDefault: 70, placeholder: 'e.g. 70', help: 'Moderate exercise is 50–70%; vigorous exercise is 70–85%.',
} as const satisfies NumberInputSpec;

/** Ages from here on are outside any heart-rate formula (220 − age nears 100 bpm). */
const MAX_AGE = 120;

/**
 * The chart's five training zones, in percent of the heart-rate range the method uses.
 * @internal Not part of the published API.
 */
export const HEART_RATE_ZONES = [
  { role: 'veryLight', low: 50, high: 60 },
  { role: 'fatBurn', low: 60, high: 70 },
  { role: 'aerobic', low: 70, high: 80 },
  { role: 'anaerobic', low: 80, high: 90 },
  { role: 'maximum', low: 90, high: 100 },
] as const;

/** The top of the vigorous zone, and the bottom of the moderate one, in the what-ifs' intensities. */
const VIGOROUS_TOP = 85;
const MODERATE_BOTTOM = 50;
/** Years older in the what-if. */
const AGE_STEP = 10;

/** The assessment: the target, what it feels like, the maximum and the AHA zones, and when to ask a doctor first. */
const reading = (feel: string) =>
  `Aim for about {targetHeartRate} during exercise. ${feel} Your estimated maximum is {maxHeartRate}. ` +
  "By the American Heart Association's ranges (moderate 50–70%, vigorous 70–85%), your moderate zone is " +
  '{moderateFrom}–{moderateZoneHigh} and your vigorous zone {vigorousFrom}–{vigorousZoneHigh}. ' +
  'If you have a heart condition, take medicine that slows the heart (such as beta-blockers), or are starting after ' +
  'a long break, check with your doctor before exercising hard.';

export const targetHeartRate = defineCalculator<TargetHeartRateInputs, TargetHeartRateDetails>({
  slug: 'target-heart-rate',
  inputs: [method, age, restingHeartRate, intensity],
  outputs: [
    { name: 'targetHeartRate', type: 'number', unit: 'bpm', label: 'Target heart rate' },
    { name: 'maxHeartRate', type: 'number', unit: 'bpm', label: 'Maximum heart rate (220 − age)', words: 'the maximum heart rate' },
    { name: 'heartRateReserve', type: 'number', unit: 'bpm', label: 'Heart-rate reserve' },
    { name: 'moderateZoneLow', type: 'number', unit: 'bpm', label: 'Moderate zone from (50%)' },
    { name: 'moderateZoneHigh', type: 'number', unit: 'bpm', label: 'Moderate zone up to (70%)' },
    { name: 'vigorousZoneLow', type: 'number', unit: 'bpm', label: 'Vigorous zone from (70%)' },
    { name: 'vigorousZoneHigh', type: 'number', unit: 'bpm', label: 'Vigorous zone up to (85%)' },
  ],
  primary: 'targetHeartRate',
  compute(inputs) {
    assertPositive(inputs.age, age);
    assertLessThan(inputs.age, MAX_AGE, age);
    const percent = inputs.intensity ?? intensity.default;
    assertNotNegative(percent, intensity);
    assertAtMost(percent, 100, intensity);
    // AHA: HRmax ≈ 220 − age.
    const maxHeartRate = 220 - inputs.age;
    const karvonen = inputs.method === HEART_RATE_METHOD.karvonen;
    let resting = 0;
    if (karvonen) {
      resting = requireInput(inputs.restingHeartRate, restingHeartRate);
      assertPositive(resting, restingHeartRate);
      if (!(resting < maxHeartRate)) {
        const limit = `the maximum heart rate (${maxHeartRate} bpm)`;
        inconsistent(messages.lessThan(restingHeartRate.label, limit), restingHeartRate);
      }
    }
    const range = maxHeartRate - resting;
    // Multiplying before dividing keeps whole-number cases exact: 190 × 85 / 100 is exactly 161.5, rounded up to 162.
    const bpm = (p: number) => Math.round((range * p) / 100 + resting);
    const target = bpm(percent);
    return {
      value: target,
      unit: 'bpm',
      details: {
        targetHeartRate: target,
        maxHeartRate,
        ...(karvonen ? { heartRateReserve: range } : {}),
        // American Heart Association zones: moderate 50–70%, vigorous 70–85%.
        moderateZoneLow: bpm(50),
        moderateZoneHigh: bpm(70),
        vigorousZoneLow: bpm(70),
        vigorousZoneHigh: bpm(85),
      },
      // Each zone's bar reaches its top heart rate.
      chart: { type: 'bar', data: HEART_RATE_ZONES.map((zone) => ({ role: zone.role, value: bpm(zone.high) })) },
    };
  },
  // Zones are whole bpm: the assessment writes the bottom of each without its unit ("90–126 bpm").
  intermediates: {
    moderateFrom: { decimals: 0, value: (_inputs, { moderateZoneLow }) => Number(moderateZoneLow) },
    vigorousFrom: { decimals: 0, value: (_inputs, { vigorousZoneLow }) => Number(vigorousZoneLow) },
  },
  // What exercising at the target feels like, by where it falls among the AHA zones of the same person.
  assessment: {
    of: 'targetHeartRate',
    cases: [
      {
        when: (_inputs, { targetHeartRate: target, moderateZoneLow }) => Number(target) < Number(moderateZoneLow),
        text: reading('That is below the moderate zone: very light activity, good for warming up, cooling down and recovery days.'),
      },
      {
        when: (_inputs, { targetHeartRate: target, moderateZoneHigh }) => Number(target) < Number(moderateZoneHigh),
        text: reading('That is moderate intensity: you breathe faster but can still talk in full sentences, like a brisk walk.'),
      },
      {
        when: (_inputs, { targetHeartRate: target, moderateZoneHigh }) => target === moderateZoneHigh,
        text: reading(
          'That is the top of the moderate zone and the start of the vigorous one: you breathe hard but can still speak in short sentences, like a steady jog.',
        ),
      },
      {
        when: (_inputs, { targetHeartRate: target, vigorousZoneHigh }) => Number(target) <= Number(vigorousZoneHigh),
        text: reading(
          'That is vigorous intensity: you breathe hard and can only say a few words without pausing, like running or fast cycling.',
        ),
      },
    ],
    bands: [
      {
        text: reading(
          'That is above the vigorous zone, close to your maximum: only for short intervals, and only if you are already fit and have no heart problems.',
        ),
      },
    ],
  },
  whatIfs: [
    // Vigorous intensity, or the bottom of the moderate zone for a visitor already there or above.
    {
      lead: 'At {intensity} intensity',
      change: ({ intensity: percent = intensity.default }) => ({ intensity: percent < VIGOROUS_TOP ? VIGOROUS_TOP : MODERATE_BOTTOM }),
      outputs: ['targetHeartRate'],
    },
    // Ten years older, or younger at the top of the ages the form takes.
    {
      lead: 'At age {plain.age}',
      change: ({ age: years }) => ({ age: years + AGE_STEP >= age.min && years + AGE_STEP <= age.max ? years + AGE_STEP : years - AGE_STEP }),
      outputs: ['targetHeartRate', 'maxHeartRate'],
    },
  ],
  properties: [
    { output: 'targetHeartRate', input: 'intensity', direction: 'rises' },
    { output: 'targetHeartRate', input: 'age', direction: 'falls' },
    { output: 'maxHeartRate', input: 'age', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: '40 years, resting 60, 70%: (180 − 60) × 0.7 + 60 = 144 bpm',
      source: 'the published heart rate reserve (Karvonen) example',
      inputs: { age: 40, method: 1, restingHeartRate: 60, intensity: 70 },
      expected: {},
      decimals: 2,
      exact: { targetHeartRate: 144, maxHeartRate: 180, heartRateReserve: 120 },
    },
    {
      name: '30 years, resting 70, 70%: 154 bpm',
      source: 'queshub\'s example, which prints 140, an arithmetic slip',
      inputs: { age: 30, method: 1, restingHeartRate: 70, intensity: 70 },
      expected: {},
      decimals: 2,
      exact: { targetHeartRate: 154, maxHeartRate: 190 },
    },
  ],
});

/**
 * Target heart rate for an exercise intensity, by heart-rate reserve (Karvonen) or percentage of the maximum
 * (220 − age), with the AHA moderate and vigorous zones. Heart rates are whole bpm, rounded half up.
 * @param inputs - `age` (years), `method` (1 Karvonen, 2 % of max), `restingHeartRate` (bpm, Karvonen only),
 * `intensity` (%, 70 by default)
 * @returns the target as `value` (bpm), the maximum, reserve and zones in `details`, and a bar chart of the
 * five training zones
 * @example
 * targetHeartRateZone({ age: 40, method: 1, restingHeartRate: 60, intensity: 70 }).value;
 * // 144 = (180 − 60) × 0.7 + 60
 */
export function targetHeartRateZone(inputs: TargetHeartRateInputs): CalculationResult<TargetHeartRateDetails> {
  return runCalculator(targetHeartRate, inputs);
}
