import type { ReferenceValue } from '../../reference-value.js';

/** The calorie calculator's published reference values (Mifflin-St Jeor BMR × activity factor). */
export const calorieReferenceValues: readonly ReferenceValue[] = [
  {
    name: 'a moderately active woman of 28, 65 kg, 165 cm: 2,139.39 kcal/day',
    source: 'qaicalculator: Mifflin 1380.25 × 1.55',
    inputs: { sex: 2, age: 28, weight: 65, height: 165, activityLevel: 1.55 },
    expected: { maintenanceCalories: 2139.39, bmr: 1380.25 },
    decimals: 2,
  },
  {
    name: 'a lightly active woman of 35, 70 kg, 165 cm: 1,918.47 kcal/day',
    source: 'owlcalculator\'s example, whose BMR "1,355" is a slip: 1395.25 × 1.375',
    inputs: { sex: 2, age: 35, weight: 70, height: 165, activityLevel: 1.375 },
    expected: { maintenanceCalories: 1918.47, bmr: 1395.25 },
    decimals: 2,
  },
];
