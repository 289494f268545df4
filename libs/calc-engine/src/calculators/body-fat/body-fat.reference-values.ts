import type { ReferenceValue } from '../../reference-value.js';

/** The body fat calculator's published reference values (US Navy method). */
export const bodyFatReferenceValues: readonly ReferenceValue[] = [
  {
    name: 'a man 180 cm, neck 40 cm, waist 90 cm: 18.37% (Average)',
    source: 'costcalculator Navy example, "~18.4% (Average)"',
    inputs: { sex: 1, height: 180, neck: 40, waist: 90 },
    expected: { bodyFatPercentage: 18.37 },
    decimals: 2,
    exact: { category: 'Average' },
  },
  {
    name: 'a man 70 in, neck 15 in, waist 34 in: 17.43% (Fitness)',
    source: 'calcady\'s example in centimetres, with the metric form (calcady prints 17.53)',
    inputs: { sex: 1, height: 177.8, neck: 38.1, waist: 86.36 },
    expected: { bodyFatPercentage: 17.43 },
    decimals: 2,
    exact: { category: 'Fitness' },
  },
  {
    name: 'a man 180 cm, neck 38 cm, waist 86 cm: 16.87% (Fitness)',
    source: 'calcureal\'s example, whose printed "≈15.3%" is off',
    inputs: { sex: 1, height: 180, neck: 38, waist: 86 },
    expected: { bodyFatPercentage: 16.87 },
    decimals: 2,
    exact: { category: 'Fitness' },
  },
  {
    name: 'a woman 165 cm, neck 32 cm, waist 72 cm, hip 96 cm: 26.41% (Average)',
    source: 'calcureal\'s example, printed "≈26.8%"',
    inputs: { sex: 2, height: 165, neck: 32, waist: 72, hip: 96 },
    expected: { bodyFatPercentage: 26.41 },
    decimals: 2,
    exact: { category: 'Average' },
  },
  {
    name: 'a man 176 cm, neck 39 cm, waist 91 cm: 20.49% (Average)',
    source: 'super-calc\'s example, whose 27.1% fed centimetres into the inch equation',
    inputs: { sex: 1, height: 176, neck: 39, waist: 91 },
    expected: { bodyFatPercentage: 20.49 },
    decimals: 2,
    exact: { category: 'Average' },
  },
];
