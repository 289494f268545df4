import type { ReferenceValue } from '../../reference-value.js';

/** The target heart rate calculator's published reference values (Karvonen, heart rate reserve). */
export const targetHeartRateReferenceValues: readonly ReferenceValue[] = [
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
];
