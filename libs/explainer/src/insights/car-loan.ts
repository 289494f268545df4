import { applicable, change, neighbourOption, numberIn, rateWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The extra down payment of the what-if, a round sum many buyers can find. */
const EXTRA_DOWN_PAYMENT = 1000;

/**
 * What-ifs of the car loan calculator: one point less interest, the next shorter term (the next longer one for the
 * shortest), and $1,000 more down.
 * @param context - the car loan's inputs and result
 * @returns the what-if sentences
 * @example
 * carLoanInsights(context)[1];
 * // 'Over 36 months instead of 48, the payment would be $647.45 a month ($145.55 more) and the interest $2,308.17 in all ($782.91 less).'
 */
export function carLoanInsights(context: InsightContext): string[] {
  return applicable([
    rateWhatIf(context, { rate: 'interestRate', payment: 'monthlyPayment', interest: 'totalInterest' }),
    termWhatIf(context),
    downPaymentWhatIf(context),
  ]);
}

function termWhatIf(context: InsightContext): string | undefined {
  const term = context.number('loanTerm');
  const options = context.options('loanTerm');
  const index = options.indexOf(term);
  const changed = index > 0 ? options[index - 1] : neighbourOption(options, term);
  if (changed === undefined) return undefined;
  const result = context.whatIf({ loanTerm: changed });
  const payment = numberIn(result, 'monthlyPayment');
  const interest = numberIn(result, 'totalInterest');
  const paymentNow = context.detail('monthlyPayment');
  const interestNow = context.detail('totalInterest');
  if (payment === undefined || interest === undefined || paymentNow === undefined || interestNow === undefined) return undefined;
  const over = context.fact('Loan term in the what-if', changed, 'months');
  return (
    `Over ${over} instead of ${context.fact('Loan term', term)}, the payment would be ` +
    `${context.fact(`Monthly payment over ${over}`, payment, '$')} a month (${change(context, `Payment difference over ${over}`, paymentNow, payment, '$')}) ` +
    `and the interest ${context.fact(`Total interest over ${over}`, interest, '$')} in all (${change(context, `Interest difference over ${over}`, interestNow, interest, '$')}).`
  );
}

function downPaymentWhatIf(context: InsightContext): string | undefined {
  const down = context.number('downPayment');
  const result = context.whatIf({ downPayment: down + EXTRA_DOWN_PAYMENT });
  const payment = numberIn(result, 'monthlyPayment');
  const total = numberIn(result, 'totalCost');
  const paymentNow = context.detail('monthlyPayment');
  const totalNow = context.detail('totalCost');
  if (payment === undefined || total === undefined || paymentNow === undefined || totalNow === undefined) return undefined;
  const extra = context.fact('Extra down payment in the what-if', EXTRA_DOWN_PAYMENT, '$');
  return (
    `Putting ${extra} more down would make the payment ${context.fact(`Monthly payment with ${extra} more down`, payment, '$')} a month ` +
    `(${change(context, `Payment difference with ${extra} more down`, paymentNow, payment, '$')}) and the car ` +
    `${context.fact(`Total cost with ${extra} more down`, total, '$')} in all (${change(context, `Total cost difference with ${extra} more down`, totalNow, total, '$')}).`
  );
}
