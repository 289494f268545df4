import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The extra monthly saving of the what-if. */
const MORE_A_MONTH = 100;
/** Years later (or earlier) to retire in the what-if. */
const YEARS_LATER = 2;
/** The oldest retirement age the engine accepts. */
const OLDEST_RETIREMENT = 100;

/**
 * What-ifs of the retirement calculator: $100 more a month, retiring two years later (two earlier at the upper age limit), and one point less return.
 * @param context - the retirement inputs and the result
 * @returns the what-if sentences
 * @example
 * retirementInsights(context)[0];
 * // 'Saving $100.00 more a month, the projected savings would be $839,265.43 ($46,204.09 more).'
 */
export function retirementInsights(context: InsightContext): string[] {
  const savings = [{ name: 'projectedSavings', words: 'the projected savings' }];
  const age = context.number('retirementAge');
  const later = age + YEARS_LATER <= OLDEST_RETIREMENT ? age + YEARS_LATER : age - YEARS_LATER;
  const ret = context.number('annualReturn');
  return applicable([
    outputsWhatIf(context, { monthlyContribution: context.number('monthlyContribution') + MORE_A_MONTH },
      `Saving ${context.fact('Extra monthly saving in the what-if', MORE_A_MONTH, '$')} more a month`, savings),
    outputsWhatIf(context, { retirementAge: later }, `Retiring at ${context.fact('Retirement age in the what-if', later)}`, [
      ...savings, { name: 'sustainableAnnualIncome', words: 'the sustainable yearly income' },
    ]),
    ret >= 1 ? outputsWhatIf(context, { annualReturn: ret - 1 }, `With a return of ${context.fact('Annual return in the what-if', ret - 1, '%')} a year`, savings) : undefined,
  ]);
}
