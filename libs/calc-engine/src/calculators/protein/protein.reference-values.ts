import type { ReferenceValue } from '../../reference-value.js';

/** The protein calculator's published reference values. */
export const proteinReferenceValues: readonly ReferenceValue[] = [
  {
    name: '70 kg at 1.2 g/kg: 84 g (336 kcal); RDA 56 g; up to 140 g',
    source: 'calcdragon',
    inputs: { weight: 70, activityLevel: 1.2 },
    expected: { proteinGrams: 84, rdaGrams: 56, athleteRangeMin: 84, athleteRangeMax: 140, proteinCalories: 336 },
    decimals: 2,
  },
  {
    name: '80 kg at 0.8 g/kg: the RDA of 64 g',
    source: 'Institute of Medicine RDA, 0.8 g/kg',
    inputs: { weight: 80, activityLevel: 0.8 },
    expected: { proteinGrams: 64 },
    decimals: 10,
  },
];
