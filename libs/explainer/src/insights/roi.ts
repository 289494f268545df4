import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The length assumed when none is given: long enough that the yearly rate differs clearly from the total. */
const ASSUMED_YEARS = 5;
/** The larger return of the what-if: a tenth more than the amount returned. */
const MORE_RETURNED = 1.1;

/**
 * What-ifs of the ROI calculator: the yearly rate over a longer period (twice the length given, or five years), and getting back a tenth more.
 * @param context - `amountInvested`, `amountReturned`, `investmentLength` and the result
 * @returns the what-if sentences
 * @example
 * roiInsights(context)[0];
 * // 'If it took 5 years, the annualized ROI would be 3.71%.'
 */
export function roiInsights(context: InsightContext): string[] {
  const length = context.optionalNumber('investmentLength');
  // Twice a length near the largest number is no number at all: such a length gets the assumed one.
  const years = length !== undefined && length > 0 && Number.isFinite(length * 2) ? length * 2 : ASSUMED_YEARS;
  const returned = context.number('amountReturned');
  const more = returned > 0 ? returned * MORE_RETURNED : context.number('amountInvested');
  return applicable([
    outputsWhatIf(context, { investmentLength: years }, `If it took ${context.fact('Investment length in the what-if', years, 'years')}`, [
      { name: 'annualizedRoi', words: 'the annualized ROI' },
    ]),
    outputsWhatIf(context, { amountReturned: more }, `Getting back ${context.fact('Amount returned in the what-if', more, '$')}`, [
      { name: 'roi', words: 'the ROI' },
    ]),
  ]);
}
