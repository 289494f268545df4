import type { RawInputs } from './types.js';

/**
 * One published reference value of a calculator: inputs, the outputs a published source gives for them, and how
 * close the engine must come. The calculator's own test checks it, and so can anyone running the engine.
 * @example
 * const reference: ReferenceValue = {
 *   name: 'Excel PMT 10,000 at 7% over 3 years',
 *   source: 'Excel PMT(7%/12, 36, -10000)',
 *   inputs: { loanAmount: 10000, interestRate: 7, loanTenure: 3 },
 *   expected: { monthlyPayment: 308.77 },
 *   decimals: 2,
 * };
 */
export interface ReferenceValue {
  /** The figure in words, unique among the calculator's reference values. */
  readonly name: string;
  /** Where the figure comes from, in words (a documentation example, a published site, a textbook). */
  readonly source: string;
  /** The calculator's inputs, as `calculate` takes them. */
  readonly inputs: RawInputs;
  /**
   * Numeric outputs by name (`details`), matched to `decimals` places: the difference must be under half a unit
   * of the last place (`|actual − expected| < 10^−decimals / 2`).
   */
  readonly expected: Readonly<Record<string, number>>;
  readonly decimals: number;
  /** Outputs that must be exactly equal: whole counts, dates, labels. */
  readonly exact?: Readonly<Record<string, number | string>>;
}
