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
  name: 'amountInvested', label: 'Amount Invested', type: 'number', unit: '$', required: true, min: 0.01, max: 1e9,
  step: 100, uiDefault: 1000, placeholder: 'e.g. 1,000',
} as const satisfies NumberInputSpec;
const amountReturned = {
  name: 'amountReturned', label: 'Amount Returned (final value)', type: 'number', unit: '$', required: true, min: 0, max: 1e10,
  step: 100, uiDefault: 1200, placeholder: 'e.g. 1,200',
  help: 'What you got back or what it is worth now, including any income it paid you.',
} as const satisfies NumberInputSpec;
const investmentLength = {
  name: 'investmentLength', label: 'Investment Length', type: 'number', unit: 'years', required: false, min: 0, max: 100,
  step: 0.5, uiDefault: 2, placeholder: 'e.g. 2', help: 'Optional: enter it to see the annualized (yearly) return.',
} as const satisfies NumberInputSpec;

/** The length a what-if takes when none is given: an annualized ROI needs one. */
const ASSUMED_YEARS = 5;
/** The larger amount returned of a what-if: a tenth more. */
const MORE_RETURNED = 1.1;

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
    { name: 'roi', type: 'number', unit: '%', label: 'ROI', words: 'the ROI' },
    { name: 'gainOrLoss', type: 'number', unit: '$', label: 'Gain or loss' },
    { name: 'annualizedRoi', type: 'number', unit: '%', label: 'Annualized ROI', words: 'the annualized ROI' },
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
  solution: [
    { label: 'Gain or loss', expression: '{amountReturned} − {amountInvested}', value: 'gainOrLoss' },
    {
      // Compound (CAGR), not ROI / years.
      label: 'Annualized ROI', expression: '(({amountReturned} / {amountInvested})^(1 / {investmentLength}) − 1) × 100', value: 'annualizedRoi',
      when: (_inputs, details) => details['annualizedRoi'] !== undefined,
    },
    { label: 'Return on investment', expression: '{gainOrLoss} / {amountInvested} × 100', value: 'roi' },
  ],
  assessment: {
    of: 'gainOrLoss',
    cases: [
      { when: (_inputs, { gainOrLoss }) => gainOrLoss === 0, text: 'You got back exactly what you put in: no gain and no loss.' },
      {
        when: (_inputs, { gainOrLoss, annualizedRoi }) => annualizedRoi !== undefined && (gainOrLoss as number) > 0,
        text: 'You gained {gainOrLoss}, a return of {roi} on what you invested. That equals {annualizedRoi} a year compounded, the figure to compare with investments held for other lengths of time.',
      },
      {
        when: (_inputs, { annualizedRoi }) => annualizedRoi !== undefined,
        text: 'You lost {|gainOrLoss|}, {|roi|} of what you invested. That equals a loss of {|annualizedRoi|} a year compounded.',
      },
    ],
    bands: [
      {
        below: 0,
        text: 'You lost {|gainOrLoss|}, {|roi|} of what you invested. Add the investment length to see the yearly rate: 20% over one year is far better than 20% over ten.',
      },
      {
        text: 'You gained {gainOrLoss}, a return of {roi} on what you invested. Add the investment length to see the yearly rate: 20% over one year is far better than 20% over ten.',
      },
    ],
  },
  whatIfs: [
    {
      lead: 'If it took {investmentLength}',
      // Twice a length near the largest number is no number at all: such a length gets the assumed one.
      change: ({ investmentLength: length }) =>
        ({ investmentLength: length !== undefined && length > 0 && Number.isFinite(length * 2) ? length * 2 : ASSUMED_YEARS }),
      outputs: ['annualizedRoi'],
    },
    {
      lead: 'Getting back {amountReturned}',
      change: ({ amountReturned: returned, amountInvested: invested }) => ({ amountReturned: returned > 0 ? returned * MORE_RETURNED : invested }),
      outputs: ['roi'],
    },
  ],
  properties: [
    { output: 'roi', input: 'amountReturned', direction: 'rises' },
    { output: 'gainOrLoss', input: 'amountReturned', direction: 'rises' },
    { output: 'annualizedRoi', input: 'amountReturned', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '$100 that becomes $120: 20%', source: 'econwiki',
      inputs: { amountInvested: 100, amountReturned: 120 }, expected: { roi: 20 }, decimals: 10, exact: { gainOrLoss: 20 },
    },
    {
      name: '20% over 2 years annualizes to 9.54%, not the 10% of dividing by the years', source: 'metugpa.com',
      inputs: { amountInvested: 1000, amountReturned: 1200, investmentLength: 2 }, expected: { annualizedRoi: 9.54 }, decimals: 2,
      exact: { gainOrLoss: 200 },
    },
  ],
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
