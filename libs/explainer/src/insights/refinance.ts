import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The usual shorter mortgage term to compare with when the new term already equals the remaining one. */
const SHORT_TERM = 15;
/** Years added when the new term is already 15 years or less. */
const MORE_YEARS = 5;

/**
 * What-ifs of the refinance calculator: one point less on the new rate, and a new term equal to the remaining one (or 15 years, or five more).
 * @param context - the current and new loans and the result
 * @returns the what-if sentences
 * @example
 * refinanceInsights(context)[0];
 * // 'At 4.5% on the new loan, the new payment would be $1,013.37/month ($122.21/month less) and the interest on the new loan would be $164,813.42 ($43,994.66 less).'
 */
export function refinanceInsights(context: InsightContext): string[] {
  const rate = context.number('newRate');
  const term = context.number('newTerm');
  const remaining = context.number('remainingTerm');
  const changedTerm = term !== remaining ? remaining : term > SHORT_TERM ? SHORT_TERM : term + MORE_YEARS;
  // The new payment and interest rather than the savings, which turn negative when the payment rises.
  const savings = [
    { name: 'newMonthlyPayment', words: 'the new payment' }, { name: 'newTotalInterest', words: 'the interest on the new loan' },
  ];
  return applicable([
    rate >= 1 ? outputsWhatIf(context, { newRate: rate - 1 }, `At ${context.fact('New interest rate in the what-if', rate - 1, '%')} on the new loan`, savings) : undefined,
    outputsWhatIf(context, { newTerm: changedTerm }, `With a new term of ${context.fact('New loan term in the what-if', changedTerm, 'years')}`, savings),
  ]);
}
