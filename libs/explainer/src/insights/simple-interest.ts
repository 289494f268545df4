import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The change of rate in the what-ifs, in percentage points. */
const RATE_STEP = 1;

/**
 * What-ifs of the simple interest calculator: one point more and one point less interest (one point more only, below 1%), and twice the time.
 * @param context - `principal`, `interestRate`, `time`, `timeUnit` and the result
 * @returns the what-if sentences
 * @example
 * simpleInterestInsights(context)[0];
 * // 'At 6%, the interest would be $120.00 ($20.00 more).'
 */
export function simpleInterestInsights(context: InsightContext): string[] {
  const rate = context.number('interestRate');
  const interest = [{ name: 'interest', words: 'the interest' }];
  const at = (value: number) => `At ${context.fact('Interest rate in the what-if', value, '%')}`;
  const time = context.number('time') * 2;
  return applicable([
    outputsWhatIf(context, { interestRate: rate + RATE_STEP }, at(rate + RATE_STEP), interest),
    rate >= RATE_STEP ? outputsWhatIf(context, { interestRate: rate - RATE_STEP }, at(rate - RATE_STEP), interest) : undefined,
    outputsWhatIf(context, { time }, `For twice the time (${context.fact('Time in the what-if', time)} instead of ${context.fact('Time', context.number('time'))}, in the same unit)`, [
      ...interest, { name: 'totalAmount', words: 'the total' },
    ]),
  ]);
}
