import { applicable, change, neighbourOption, numberIn, rateWhatIf, termWhatIf } from './what-if-text.js';
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
 * // 'Over 36 months instead of 48 months, the payment would be $647.46 a month ($145.56 more) and the interest $2,308.54 in all ($782.54 less).'
 */
export function carLoanInsights(context: InsightContext): string[] {
  const term = context.number('loanTerm');
  const options = context.options('loanTerm');
  const index = options.indexOf(term);
  // The next shorter term saves interest; the shortest one is compared with the next longer.
  const changed = index > 0 ? options[index - 1] : neighbourOption(options, term);
  const loanNames = { payment: 'monthlyPayment', interest: 'totalInterest' };
  return applicable([
    rateWhatIf(context, { rate: 'interestRate', ...loanNames }),
    changed === undefined ? undefined : termWhatIf(context, { term: 'loanTerm', ...loanNames }, changed, 'months'),
    downPaymentWhatIf(context),
  ]);
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
