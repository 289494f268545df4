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
  name: 'age', label: 'Age', type: 'number', unit: 'years', required: true, min: 10, max: 100,
} as const satisfies NumberInputSpec;
const method = {
  name: 'method', label: 'Method', type: 'select', required: true,
  options: [HEART_RATE_METHOD.karvonen, HEART_RATE_METHOD.percentOfMax],
} as const satisfies SelectInputSpec;
const restingHeartRate = {
  name: 'restingHeartRate', label: 'Resting heart rate', type: 'number', unit: 'bpm', required: true, min: 30,
  max: 120, visibleWhen: { input: 'method', equals: [HEART_RATE_METHOD.karvonen] },
} as const satisfies NumberInputSpec;
const intensity = {
  name: 'intensity', label: 'Target intensity', type: 'number', unit: '%', required: false, default: 70, min: 30,
  max: 100,
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

export const targetHeartRate = defineCalculator<TargetHeartRateInputs, TargetHeartRateDetails>({
  slug: 'target-heart-rate',
  inputs: [method, age, restingHeartRate, intensity],
  outputs: [
    { name: 'targetHeartRate', type: 'number', unit: 'bpm' },
    { name: 'maxHeartRate', type: 'number', unit: 'bpm' },
    { name: 'heartRateReserve', type: 'number', unit: 'bpm' },
    { name: 'moderateZoneLow', type: 'number', unit: 'bpm' },
    { name: 'moderateZoneHigh', type: 'number', unit: 'bpm' },
    { name: 'vigorousZoneLow', type: 'number', unit: 'bpm' },
    { name: 'vigorousZoneHigh', type: 'number', unit: 'bpm' },
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
