import type { ReferenceValue } from '../../reference-value.js';

/** The BMI calculator's published reference values. */
export const bmiReferenceValues: readonly ReferenceValue[] = [
  {
    name: '68 kg at 165 cm gives 24.98',
    source: 'CDC "Calculating BMI", metric example',
    inputs: { weight: 68, height: 165 },
    expected: { bmi: 24.98 },
    decimals: 2,
  },
  {
    name: '150 lb at 65 in gives 24.96',
    source: 'CDC "Calculating BMI", imperial formula',
    inputs: { weight: 150, height: 65, unitSystem: 2 },
    expected: { bmi: 24.96 },
    decimals: 2,
  },
];
