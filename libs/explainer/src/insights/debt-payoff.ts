import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The larger payments of the what-ifs: this much more a month. */
const MORE_A_MONTH = [50, 100];

/**
 * What-ifs of the debt payoff calculator: $50 and $100 more a month, with the time and interest each saves.
 * @param context - `debtBalance`, `interestRate`, `monthlyPayment` and the result
 * @returns the what-if sentences
 * @example
 * debtPayoffInsights(context)[0];
 * // 'Paying $250.00 a month, the months to pay off would be 26 months (8 months less) and the interest would be $1,285.72 ($464.16 less).'
 */
export function debtPayoffInsights(context: InsightContext): string[] {
  const payment = context.number('monthlyPayment');
  return applicable(
    MORE_A_MONTH.map((more) =>
      outputsWhatIf(context, { monthlyPayment: payment + more }, `Paying ${context.fact('Monthly payment in the what-if', payment + more, '$')} a month`, [
        { name: 'monthsToPayoff', words: 'the months to pay off' }, { name: 'totalInterest', words: 'the interest' },
      ]),
    ),
  );
}
