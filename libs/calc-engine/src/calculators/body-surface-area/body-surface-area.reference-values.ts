import type { ReferenceValue } from '../../reference-value.js';

/** The body surface area calculator's published reference values. */
export const bodySurfaceAreaReferenceValues: readonly ReferenceValue[] = [
  {
    name: '175 cm, 70 kg: 1.84466 m² by Mosteller (not the double-rounded 1.85)',
    source: 'Mosteller 1987, √(175 × 70 / 3600)',
    inputs: { height: 175, weight: 70 },
    expected: { bsaMosteller: 1.84466 },
    decimals: 5,
  },
  {
    name: '175 cm, 70 kg: 1.85 m² by DuBois',
    source: 'DuBois & DuBois 1916',
    inputs: { height: 175, weight: 70 },
    expected: { bsaDuBois: 1.85 },
    decimals: 2,
  },
];
