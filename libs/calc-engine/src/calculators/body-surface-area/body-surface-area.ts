import { assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, DetailValue, NumberInputSpec } from '../../types.js';

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

// A what-if writes the height and the weight with one decimal ("At 75 kg").
const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', required: true, min: 30, max: 250, measure: 'height',
  step: 0.1, decimals: 1, uiDefault: 175, placeholder: 'Enter height',
} as const satisfies NumberInputSpec;
const weight = {
  name: 'weight', label: 'Weight', type: 'number', unit: 'kg', required: true, min: 1, max: 300, measure: 'mass',
  step: 0.1, decimals: 1, uiDefault: 70, placeholder: 'Enter weight',
} as const satisfies NumberInputSpec;

/** The body surface area kidney function (eGFR) is expressed per: the standard adult of the 1920s. */
const REFERENCE_BSA = 1.73;
/** The formulas agree within this for ordinary adult and child sizes (m²). */
const CLOSE_AGREEMENT_M2 = 0.05;
/** The change of weight (kg) and of height (cm) in the what-ifs. */
const STEP = 5;

/** The four formulas' areas, lowest first. */
function areas(details: Readonly<Record<string, DetailValue>>): number[] {
  return ['bsaMosteller', 'bsaDuBois', 'bsaHaycock', 'bsaGehanGeorge'].map((name) => Number(details[name])).sort((a, b) => a - b);
}
const spread = (details: Readonly<Record<string, DetailValue>>) => Math.max(...areas(details)) - Math.min(...areas(details));
const mosteller = (details: Readonly<Record<string, DetailValue>>) => Number(details['bsaMosteller']);
const matchesReference = (details: Readonly<Record<string, DetailValue>>) => Math.abs(mosteller(details) - REFERENCE_BSA) < 0.005;

/** Moved by `STEP` up, or down where up would leave the field's limits. */
function stepped(value: number, spec: { readonly min: number; readonly max: number }): number {
  const up = value + STEP;
  return up >= spec.min && up <= spec.max ? up : value - STEP;
}

export const bodySurfaceArea = defineCalculator<BodySurfaceAreaInputs, BodySurfaceAreaDetails>({
  slug: 'body-surface-area',
  inputs: [height, weight],
  outputs: [
    { name: 'bsaMosteller', type: 'number', unit: 'm²', label: 'Body surface area (Mosteller)', words: 'the body surface area', decimals: 2 },
    { name: 'bsaDuBois', type: 'number', unit: 'm²', label: 'DuBois & DuBois' },
    { name: 'bsaHaycock', type: 'number', unit: 'm²', label: 'Haycock' },
    { name: 'bsaGehanGeorge', type: 'number', unit: 'm²', label: 'Gehan & George' },
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
  intermediates: {
    lowestArea: { decimals: 2, value: (_inputs, details) => Math.min(...areas(details)) },
    highestArea: { decimals: 2, value: (_inputs, details) => Math.max(...areas(details)) },
  },
  solution: [
    { label: 'DuBois & DuBois', expression: '0.007184 × {weight}^0.425 × {height}^0.725', value: 'bsaDuBois' },
    { label: 'Haycock', expression: '0.024265 × {weight}^0.5378 × {height}^0.3964', value: 'bsaHaycock' },
    { label: 'Gehan & George', expression: '0.0235 × {weight}^0.51456 × {height}^0.42246', value: 'bsaGehanGeorge' },
    { label: 'Mosteller', expression: '√({height} × {weight} / 3600)', value: 'bsaMosteller' },
  ],
  assessment: {
    of: 'bsaMosteller',
    bands: [{ text: 'The body surface area is {bsaMosteller} by the Mosteller formula.' }],
    notes: [
      {
        when: (_inputs, details) => spread(details) <= CLOSE_AGREEMENT_M2,
        text: 'The four formulas give {lowestArea} to {highestArea} m², so they agree closely.',
      },
      {
        when: (_inputs, details) => spread(details) > CLOSE_AGREEMENT_M2,
        text: 'The four formulas give {lowestArea} to {highestArea} m², a spread that is usual only at the extremes of body size, where every formula is less certain.',
      },
      { when: (_inputs, details) => matchesReference(details), text: 'That matches the 1.73 m² standard adult used in medicine.' },
      {
        when: (_inputs, details) => !matchesReference(details) && mosteller(details) < REFERENCE_BSA,
        text: 'That is smaller than the 1.73 m² standard adult used in medicine.',
      },
      {
        when: (_inputs, details) => !matchesReference(details) && mosteller(details) >= REFERENCE_BSA,
        text: 'That is larger than the 1.73 m² standard adult used in medicine.',
      },
      { text: 'If this is for a medicine dose, the dose is set by your doctor or pharmacist: never change one yourself.' },
    ],
  },
  whatIfs: [
    { lead: 'At {weight}', change: ({ weight: kg }) => ({ weight: stepped(kg, weight) }), outputs: ['bsaMosteller'] },
    { lead: 'At {height}', change: ({ height: cm }) => ({ height: stepped(cm, height) }), outputs: ['bsaMosteller'] },
  ],
  properties: (['bsaMosteller', 'bsaDuBois', 'bsaHaycock', 'bsaGehanGeorge'] as const).flatMap((output) => [
    { output, input: 'height', direction: 'rises' as const },
    { output, input: 'weight', direction: 'rises' as const },
  ]),
  referenceValues: [
    {
      name: '175 cm, 70 kg: 1.84466 m² by Mosteller (not the double-rounded 1.85)', source: 'Mosteller 1987, √(175 × 70 / 3600)',
      inputs: { height: 175, weight: 70 }, expected: { bsaMosteller: 1.84466 }, decimals: 5,
    },
    {
      name: '175 cm, 70 kg: 1.85 m² by DuBois', source: 'DuBois & DuBois 1916',
      inputs: { height: 175, weight: 70 }, expected: { bsaDuBois: 1.85 }, decimals: 2,
    },
  ],
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
