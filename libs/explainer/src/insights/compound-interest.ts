import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The compounding compared with: monthly, or yearly for a balance already compounded monthly. */
const MONTHLY = 12;
const YEARLY = 1;
/** Years added in the longer what-if. */
const MORE_YEARS = 5;
/** The monthly contribution added in the what-if. */
const MORE_A_MONTH = 100;

/**
 * What-ifs of the compound interest calculator: monthly instead of yearly compounding (yearly for monthly), five more years, and $100 more a month.
 * @param context - `principal`, `interestRate`, `years`, `compoundingFrequency`, `monthlyContribution` and the result
 * @returns the what-if sentences
 * @example
 * compoundInterestInsights(context)[0];
 * // 'Compounded monthly, the future value would be $1,940.61 ($1.78 more).'
 */
export function compoundInterestInsights(context: InsightContext): string[] {
  const frequency = context.number('compoundingFrequency');
  const other = frequency === MONTHLY ? YEARLY : MONTHLY;
  const balance = [{ name: 'futureValue', words: 'the future value' }];
  const years = context.number('years') + MORE_YEARS;
  const more = context.number('monthlyContribution') + MORE_A_MONTH;
  return applicable([
    outputsWhatIf(context, { compoundingFrequency: other }, other === MONTHLY ? 'Compounded monthly' : 'Compounded yearly', balance),
    outputsWhatIf(context, { years }, `Over ${context.fact('Time period in the what-if', years, 'years')}`, [
      ...balance, { name: 'totalInterest', words: 'the interest earned' },
    ]),
    outputsWhatIf(context, { monthlyContribution: more }, `Adding ${context.fact('Monthly contribution added in the what-if', MORE_A_MONTH, '$')} a month`, balance),
  ]);
}
