import { assertComputable, assertNotNegative, assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface RoiInputs {
  /** $ put in, costs included. */
  readonly amountInvested: number;
  /** $ got back or held at the end, income included. */
  readonly amountReturned: number;
  /** Years held; without it (or at 0) there is no annualized ROI. */
  readonly investmentLength?: number;
}

// A type alias rather than an interface: an optional output cannot sit beside an interface's index signature.
export type RoiDetails = {
  /** Percent. */
  readonly roi: number;
  /** $; negative for a loss. */
  readonly gainOrLoss: number;
  /** Percent per year, compounded; present only when an investment length above 0 is given. */
  readonly annualizedRoi?: number;
};

const amountInvested = {
  name: 'amountInvested', label: 'Amount invested', type: 'number', unit: '$', required: true, min: 0.01, max: 1e9,
} as const satisfies NumberInputSpec;
const amountReturned = {
  name: 'amountReturned', label: 'Amount returned', type: 'number', unit: '$', required: true, min: 0, max: 1e10,
} as const satisfies NumberInputSpec;
const investmentLength = {
  name: 'investmentLength', label: 'Investment length', type: 'number', unit: 'years', required: false, min: 0, max: 100,
} as const satisfies NumberInputSpec;

/** Compound annual rate in percent, or undefined when no length above 0 is given. */
function annualize({ amountInvested: invested, amountReturned: returned, investmentLength: length }: RoiInputs) {
  if (length === undefined) return undefined;
  assertNotNegative(length, investmentLength);
  if (length === 0) return undefined;
  // Geometric (CAGR), as calculator.net and Investopedia; ROI / years overstates gains (20% over 2 years is 9.54% a year, not 10%).
  const rate = Math.expm1(Math.log(returned / invested) / length) * 100;
  // A large gain over a few days has a yearly rate beyond any number.
  assertComputable({ rate }, investmentLength);
  return rate;
}

export const roi = defineCalculator<RoiInputs, RoiDetails>({
  slug: 'roi',
  inputs: [amountInvested, amountReturned, investmentLength],
  outputs: [
    { name: 'roi', type: 'number', unit: '%' },
    { name: 'gainOrLoss', type: 'number', unit: '$' },
    { name: 'annualizedRoi', type: 'number', unit: '%' },
  ],
  primary: 'roi',
  compute(inputs) {
    assertPositive(inputs.amountInvested, amountInvested);
    assertNotNegative(inputs.amountReturned, amountReturned);
    const gainOrLoss = inputs.amountReturned - inputs.amountInvested;
    const percent = (gainOrLoss / inputs.amountInvested) * 100;
    // Only a vanishingly small investment (1e-310 $) can overflow the percentage.
    assertComputable({ percent }, amountInvested);
    const annualizedRoi = annualize(inputs);
    const details: RoiDetails =
      annualizedRoi === undefined ? { roi: percent, gainOrLoss } : { roi: percent, gainOrLoss, annualizedRoi };
    return { value: percent, unit: '%', details };
  },
});

/**
 * Return on investment, (returned − invested) / invested, and, given a length, the compound annual rate
 * ((returned / invested)^(1/years) − 1).
 * @param inputs - `amountInvested` ($), `amountReturned` ($), `investmentLength` (years, optional)
 * @returns ROI in percent as `value`; `gainOrLoss` and `annualizedRoi` in `details`
 * @example
 * returnOnInvestment({ amountInvested: 1000, amountReturned: 1200, investmentLength: 2 }).details.annualizedRoi;
 * // 9.544511... (ROI 20%, gain $200)
 */
export function returnOnInvestment(inputs: RoiInputs): CalculationResult<RoiDetails> {
  return runCalculator(roi, inputs);
}
