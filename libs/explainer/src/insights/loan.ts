import { applicable, rateWhatIf, termWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** Years taken off the term in the shorter-loan what-if; a term this short or shorter is lengthened instead. */
const SHORTER_BY = 5;
/** Years added when the term is too short to shorten. */
const LONGER_BY = 2;

/**
 * What-ifs of the loan calculator: one point less interest, then the term five years shorter (or, for a term of
 * five years or less, two years longer).
 * @param context - `loanAmount`, `interestRate`, `loanTenure` and the result
 * @returns the what-if sentences
 * @example
 * loanInsights(context)[1];
 * // 'Over 10 years instead of 15 years, the payment would be $2,072.77 a month ($542.78 more) and the interest $48,732.18 in all ($26,665.40 less).'
 */
export function loanInsights(context: InsightContext): string[] {
  const years = context.number('loanTenure');
  return applicable([
    rateWhatIf(context, { rate: 'interestRate', payment: 'monthlyPayment', interest: 'totalInterest' }),
    termWhatIf(context, { term: 'loanTenure', payment: 'monthlyPayment', interest: 'totalInterest' }, years > SHORTER_BY ? years - SHORTER_BY : years + LONGER_BY, 'years'),
  ]);
}
