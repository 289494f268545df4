import { applicable, change, numberIn, rateWhatIf, termWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** Months taken off (or, for a loan of a year or less, added to) the term in the what-if. */
const TERM_CHANGE_MONTHS = 12;

/**
 * What-ifs of the personal loan calculator: one point less interest, a year shorter (a year longer for a loan of a
 * year or less), and, when there is an origination fee, the APR and the amount received without it.
 * @param context - `loanAmount`, `interestRate`, `loanTerm`, `originationFee` and the result
 * @returns the what-if sentences
 * @example
 * personalLoanInsights(context)[2];
 * // 'Without the origination fee you would receive $15,000.00 and the APR would be 12% (2.28 percentage points less).'
 */
export function personalLoanInsights(context: InsightContext): string[] {
  const term = context.number('loanTerm');
  const changed = term > TERM_CHANGE_MONTHS ? term - TERM_CHANGE_MONTHS : term + TERM_CHANGE_MONTHS;
  const loanNames = { payment: 'monthlyPayment', interest: 'totalInterest' };
  return applicable([
    rateWhatIf(context, { rate: 'interestRate', ...loanNames }),
    termWhatIf(context, { term: 'loanTerm', ...loanNames }, changed, 'months'),
    feeWhatIf(context),
  ]);
}

function feeWhatIf(context: InsightContext): string | undefined {
  if (context.number('originationFee') <= 0) return undefined;
  const result = context.whatIf({ originationFee: 0 });
  const apr = numberIn(result, 'apr');
  const received = numberIn(result, 'netProceeds');
  const aprNow = context.detail('apr');
  if (apr === undefined || received === undefined || aprNow === undefined) return undefined;
  return (
    `Without the origination fee you would receive ${context.fact('Amount received without the fee', received, '$')} and the APR would be ` +
    `${context.fact('APR without the fee', apr, '%')} (${change(context, 'APR difference without the fee', aprNow, apr, '%')}).`
  );
}
