import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The shortest time the engine accepts plus a year: below it, the goal cannot come a year sooner. */
const SHORTEST_FOR_SOONER = 1.25;

/**
 * What-ifs of the savings goal calculator: the deposit that reaches the goal a year sooner (a year later for a goal 15 months away or less), and at one point more interest.
 * @param context - `savingsGoal`, `currentSavings`, `interestRate`, `years` and the result
 * @returns the what-if sentences
 * @example
 * savingsGoalInsights(context)[0];
 * // 'To reach it a year sooner, the monthly deposit would be $188.63 ($41.58 more).'
 */
export function savingsGoalInsights(context: InsightContext): string[] {
  const years = context.number('years');
  const changed = years > SHORTEST_FOR_SOONER ? years - 1 : years + 1;
  const rate = context.number('interestRate') + 1;
  const deposit = [{ name: 'monthlyDeposit', words: 'the monthly deposit' }];
  return applicable([
    outputsWhatIf(context, { years: changed }, `To reach it ${changed < years ? 'a year sooner' : 'a year later'}`, deposit),
    outputsWhatIf(context, { interestRate: rate }, `At ${context.fact('Interest rate in the what-if', rate, '%')} interest`, [
      ...deposit, { name: 'interestEarned', words: 'the interest earned' },
    ]),
  ]);
}
