import type { ReferenceValue } from '../../reference-value.js';

/** The percentage calculator's published reference values. */
export const percentageReferenceValues: readonly ReferenceValue[] = [
  {
    name: '20% of 150 is 30',
    source: 'calhub.pro',
    inputs: { mode: 1, valueX: 20, valueY: 150 },
    expected: { result: 30 },
    decimals: 10,
  },
  {
    name: '15% of 80 is 12',
    source: 'worldlycalc.com',
    inputs: { mode: 1, valueX: 15, valueY: 80 },
    expected: { result: 12 },
    decimals: 10,
  },
];
