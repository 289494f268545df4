import { applicable, change, numberIn, rateWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The extra monthly payment of the what-if, on top of any the visitor already makes. */
const EXTRA_PAYMENT = 100;

/**
 * What-ifs of the amortization calculator: $100 more a month toward the principal (how much sooner the loan is
 * paid off and the interest saved), and one point less interest.
 * @param context - `loanAmount`, `interestRate`, `loanTerm`, `extraMonthlyPayment` and the result
 * @returns the what-if sentences
 * @example
 * amortizationInsights(context)[0];
 * // 'Paying $100.00 more each month would pay the loan off after 25 months (11 fewer) and cost $889.22 of interest ($403.73 less).'
 */
export function amortizationInsights(context: InsightContext): string[] {
  return applicable([
    extraWhatIf(context),
    rateWhatIf(context, { rate: 'interestRate', payment: 'monthlyPayment', interest: 'totalInterest' }),
  ]);
}

function extraWhatIf(context: InsightContext): string | undefined {
  const extra = context.number('extraMonthlyPayment') + EXTRA_PAYMENT;
  const result = context.whatIf({ extraMonthlyPayment: extra });
  const months = numberIn(result, 'payoffMonths');
  const interest = numberIn(result, 'totalInterest');
  const monthsNow = context.detail('payoffMonths');
  const interestNow = context.detail('totalInterest');
  if (months === undefined || interest === undefined || monthsNow === undefined || interestNow === undefined) return undefined;
  const more = context.fact('Extra monthly payment added in the what-if', EXTRA_PAYMENT, '$');
  const sooner = monthsNow - months;
  return (
    `Paying ${more} more each month would pay the loan off after ${context.fact(`Months to pay off with ${more} more`, months, 'months')} ` +
    `(${sooner > 0 ? `${context.fact(`Months saved with ${more} more`, sooner)} fewer` : 'no sooner'}) and cost ` +
    `${context.fact(`Total interest with ${more} more`, interest, '$')} of interest (${change(context, `Interest difference with ${more} more`, interestNow, interest, '$')}).`
  );
}
