import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The extra monthly contribution of the what-if. */
const MORE_A_MONTH = 100;
/** Years added in the longer what-if. */
const MORE_YEARS = 5;

/**
 * What-ifs of the investment calculator: $100 more a month, five more years, and one point less return.
 * @param context - `initialInvestment`, `monthlyContribution`, `annualReturn`, `years`, `contributionTiming` and the result
 * @returns the what-if sentences
 * @example
 * investmentInsights(context)[0];
 * // 'Adding $100.00 a month, the final balance would be $13,950.75 ($1,268.25 more).'
 */
export function investmentInsights(context: InsightContext): string[] {
  const balance = [{ name: 'finalBalance', words: 'the final balance' }];
  const years = context.number('years') + MORE_YEARS;
  const ret = context.number('annualReturn');
  return applicable([
    outputsWhatIf(context, { monthlyContribution: context.number('monthlyContribution') + MORE_A_MONTH },
      `Adding ${context.fact('Extra monthly contribution in the what-if', MORE_A_MONTH, '$')} a month`, balance),
    outputsWhatIf(context, { years }, `Over ${context.fact('Investment length in the what-if', years, 'years')}`, [
      ...balance, { name: 'totalEarnings', words: 'the growth' },
    ]),
    ret >= 1 ? outputsWhatIf(context, { annualReturn: ret - 1 }, `At ${context.fact('Annual return in the what-if', ret - 1, '%')} a year`, balance) : undefined,
  ]);
}
