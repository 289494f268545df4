import type { ReferenceValue } from '../../reference-value.js';

/** The BMR calculator's published reference values (Mifflin-St Jeor). */
export const bmrReferenceValues: readonly ReferenceValue[] = [
  {
    name: 'a woman of 30, 60 kg, 165 cm: 1,320.25 kcal/day',
    source: 'biologyinsights: (10×60) + (6.25×165) − (5×30) − 161',
    inputs: { sex: 2, age: 30, weight: 60, height: 165 },
    expected: { bmr: 1320.25 },
    decimals: 2,
  },
  {
    name: 'a woman of 28, 65 kg, 165 cm: 1,380.25 kcal/day',
    source: 'qaicalculator',
    inputs: { sex: 2, age: 28, weight: 65, height: 165 },
    expected: { bmr: 1380.25 },
    decimals: 2,
  },
  {
    name: 'a woman of 35, 70 kg, 165 cm: 1,395.25 kcal/day',
    source: 'owlcalculator\'s example, whose printed "1,355" is a slip: 700 + 1031.25 − 175 − 161 = 1395.25',
    inputs: { sex: 2, age: 35, weight: 70, height: 165 },
    expected: { bmr: 1395.25 },
    decimals: 2,
  },
  {
    name: 'a man of 30, 70 kg, 175 cm: 1,648.75 kcal/day',
    source: 'Mifflin et al. 1990, male form: 700 + 1093.75 − 150 + 5',
    inputs: { sex: 1, age: 30, weight: 70, height: 175 },
    expected: { bmr: 1648.75 },
    decimals: 2,
  },
];
