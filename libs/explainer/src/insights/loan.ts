import { applicable, change, numberIn, rateWhatIf } from './what-if-text.js';
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
 * // 'Over 10 years instead of 15, the payment would be $2,072.77 a month ($542.78 more), but the interest only $48,732.21 in all ($26,665.37 less).'
 */
export function loanInsights(context: InsightContext): string[] {
  return applicable([
    rateWhatIf(context, { rate: 'interestRate', payment: 'monthlyPayment', interest: 'totalInterest' }),
    termWhatIf(context),
  ]);
}

function termWhatIf(context: InsightContext): string | undefined {
  const years = context.number('loanTenure');
  const shorter = years > SHORTER_BY;
  const changed = shorter ? years - SHORTER_BY : years + LONGER_BY;
  const result = context.whatIf({ loanTenure: changed });
  const payment = numberIn(result, 'monthlyPayment');
  const interest = numberIn(result, 'totalInterest');
  const paymentNow = context.detail('monthlyPayment');
  const interestNow = context.detail('totalInterest');
  if (payment === undefined || interest === undefined || paymentNow === undefined || interestNow === undefined) return undefined;
  const over = context.fact('Loan tenure in the what-if', changed, 'years');
  return (
    `Over ${over} instead of ${context.input('loanTenure')}, the payment would be ` +
    `${context.fact(`Monthly payment over ${over}`, payment, '$')} a month (${change(context, `Payment difference over ${over}`, paymentNow, payment, '$')}), ` +
    `${shorter ? 'but the interest would be only' : 'and the interest would be'} ${context.fact(`Total interest over ${over}`, interest, '$')} in all ` +
    `(${change(context, `Interest difference over ${over}`, interestNow, interest, '$')}).`
  );
}
