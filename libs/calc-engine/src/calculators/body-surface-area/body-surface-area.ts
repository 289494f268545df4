import { assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface BodySurfaceAreaInputs {
  /** cm. */
  readonly height: number;
  /** kg. */
  readonly weight: number;
}

export interface BodySurfaceAreaDetails extends Record<string, number> {
  readonly bsaMosteller: number;
  readonly bsaDuBois: number;
  readonly bsaHaycock: number;
  readonly bsaGehanGeorge: number;
}

const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', required: true, min: 30, max: 250,
} as const satisfies NumberInputSpec;
const weight = {
  name: 'weight', label: 'Weight', type: 'number', unit: 'kg', required: true, min: 1, max: 300,
} as const satisfies NumberInputSpec;

export const bodySurfaceArea = defineCalculator<BodySurfaceAreaInputs, BodySurfaceAreaDetails>({
  slug: 'body-surface-area',
  inputs: [height, weight],
  outputs: [
    { name: 'bsaMosteller', type: 'number', unit: 'm²' },
    { name: 'bsaDuBois', type: 'number', unit: 'm²' },
    { name: 'bsaHaycock', type: 'number', unit: 'm²' },
    { name: 'bsaGehanGeorge', type: 'number', unit: 'm²' },
  ],
  primary: 'bsaMosteller',
  compute({ height: cm, weight: kg }) {
    assertPositive(cm, height);
    assertPositive(kg, weight);
    // Mosteller, NEJM 1987;317:1098: the oncology default.
    const bsaMosteller = Math.sqrt((cm * kg) / 3600);
    return {
      value: bsaMosteller,
      unit: 'm²',
      details: {
        bsaMosteller,
        bsaDuBois: 0.007184 * kg ** 0.425 * cm ** 0.725,
        bsaHaycock: 0.024265 * kg ** 0.5378 * cm ** 0.3964,
        bsaGehanGeorge: 0.0235 * kg ** 0.51456 * cm ** 0.42246,
      },
    };
  },
});

/**
 * Body surface area by Mosteller (primary), DuBois & DuBois, Haycock and Gehan & George.
 * @param inputs - `height` (cm), `weight` (kg)
 * @returns the Mosteller area as `value` (m², unrounded: display 1.84, never a double-rounded 1.85) and the
 * other formulas in `details`
 * @example
 * bodySurfaceAreaM2({ height: 175, weight: 70 }).value; // 1.84466... = √(175 × 70 / 3600)
 */
export function bodySurfaceAreaM2(inputs: BodySurfaceAreaInputs): CalculationResult<BodySurfaceAreaDetails> {
  return runCalculator(bodySurfaceArea, inputs);
}
