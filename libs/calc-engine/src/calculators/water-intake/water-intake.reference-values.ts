import type { ReferenceValue } from '../../reference-value.js';

/** The water intake calculator's published reference values. */
export const waterIntakeReferenceValues: readonly ReferenceValue[] = [
  {
    name: '80 kg with 30 minutes of exercise in a temperate climate: 3.16 L',
    source: 'calculationtime.com',
    inputs: { weight: 80, exerciseMinutes: 30, climate: 0 },
    expected: { waterIntake: 3.16 },
    decimals: 2,
  },
  {
    name: '70 kg: 2.45 L (82.84 fl oz, 10.36 cups) beside the 3.7 L reference intake for men',
    source: '35 mL per kg, computed; the National Academies\' adequate intake for men',
    inputs: { weight: 70, sex: 1 },
    expected: { waterIntake: 2.45, waterIntakeOunces: 82.84, cups: 10.36 },
    decimals: 2,
    exact: { referenceAdequateIntake: 3.7 },
  },
];
