import { applicable, change, numberIn, rateWhatIf } from './what-if-text.js';
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
 * // 'Without the origination fee you would receive $15,000.00 and the APR would be 12% (2.28 less).'
 */
export function personalLoanInsights(context: InsightContext): string[] {
  return applicable([
    rateWhatIf(context, { rate: 'interestRate', payment: 'monthlyPayment', interest: 'totalInterest' }),
    termWhatIf(context),
    feeWhatIf(context),
  ]);
}

function termWhatIf(context: InsightContext): string | undefined {
  const term = context.number('loanTerm');
  const changed = term > TERM_CHANGE_MONTHS ? term - TERM_CHANGE_MONTHS : term + TERM_CHANGE_MONTHS;
  const result = context.whatIf({ loanTerm: changed });
  const payment = numberIn(result, 'monthlyPayment');
  const interest = numberIn(result, 'totalInterest');
  const paymentNow = context.detail('monthlyPayment');
  const interestNow = context.detail('totalInterest');
  if (payment === undefined || interest === undefined || paymentNow === undefined || interestNow === undefined) return undefined;
  const over = context.fact('Loan term in the what-if', changed, 'months');
  return (
    `Over ${over} instead of ${context.input('loanTerm')}, the payment would be ` +
    `${context.fact(`Monthly payment over ${over}`, payment, '$')} a month (${change(context, `Payment difference over ${over}`, paymentNow, payment, '$')}) ` +
    `and the interest ${context.fact(`Total interest over ${over}`, interest, '$')} in all (${change(context, `Interest difference over ${over}`, interestNow, interest, '$')}).`
  );
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
