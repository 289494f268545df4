import { applicable, change, numberIn, rateWhatIf, termWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The down payment at which lenders drop PMI (a loan of at most 80% of the price). */
const PMI_FREE_DOWN_PAYMENT = 20;
/** The common shorter mortgage term, and the common longer one for a loan already this short. */
const SHORT_TERM = 15;
const LONG_TERM = 30;

/**
 * What-ifs of the mortgage calculator: 20% down without PMI (when the down payment is below it), one point less
 * interest, and a 15-year term (or 30 years for a loan of 15 years or less).
 * @param context - the mortgage's inputs and result
 * @returns the what-if sentences
 * @example
 * mortgageInsights(context)[0];
 * // 'With 20% down ($60,000.00) and no PMI, the monthly payment would be $1,948.30 ($434.37 less), on a loan of $240,000.00.'
 */
export function mortgageInsights(context: InsightContext): string[] {
  return applicable([
    downPaymentWhatIf(context),
    rateWhatIf(context, { rate: 'interestRate', payment: 'totalMonthlyPayment', interest: 'totalInterest' }),
    termWhatIf(
      context,
      { term: 'loanTerm', payment: 'totalMonthlyPayment', interest: 'totalInterest' },
      context.number('loanTerm') > SHORT_TERM ? SHORT_TERM : LONG_TERM,
      'years',
    ),
  ]);
}

function downPaymentWhatIf(context: InsightContext): string | undefined {
  if (context.number('downPaymentPercent') >= PMI_FREE_DOWN_PAYMENT) return undefined;
  const result = context.whatIf({ downPaymentPercent: PMI_FREE_DOWN_PAYMENT, pmiRate: 0 });
  const payment = numberIn(result, 'totalMonthlyPayment');
  const down = numberIn(result, 'downPaymentAmount');
  const loan = numberIn(result, 'loanAmount');
  const paymentNow = context.detail('totalMonthlyPayment');
  if (payment === undefined || down === undefined || loan === undefined || paymentNow === undefined) return undefined;
  const percent = context.fact('Down payment in the what-if', PMI_FREE_DOWN_PAYMENT, '%');
  return (
    `With ${percent} down (${context.fact(`Down payment at ${percent}`, down, '$')}) and no PMI, the monthly payment would be ` +
    `${context.fact(`Total monthly payment at ${percent} down`, payment, '$')} (${change(context, `Payment difference at ${percent} down`, paymentNow, payment, '$')}), ` +
    `on a loan of ${context.fact(`Loan amount at ${percent} down`, loan, '$')}.`
  );
}
