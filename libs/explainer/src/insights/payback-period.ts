import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The share by which the what-if lowers the investment. */
const TENTH = 0.1;
/** A common discount rate to try when none is set, and the step up from one that is. */
const TYPICAL_DISCOUNT = 8;
const DISCOUNT_STEP = 2;

/**
 * What-ifs of the payback period calculator: an investment a tenth smaller, and a discount rate of 8% (two points more when one is set).
 * @param context - the investment, cash flows and `discountRate` and the result
 * @returns the what-if sentences
 * @example
 * paybackPeriodInsights(context)[0];
 * // 'With an investment of $9,000.00, the payback period would be 4.5 years (0.5 years less).'
 */
export function paybackPeriodInsights(context: InsightContext): string[] {
  const investment = context.number('initialInvestment') * (1 - TENTH);
  const rate = context.number('discountRate');
  const discount = rate > 0 ? rate + DISCOUNT_STEP : TYPICAL_DISCOUNT;
  return applicable([
    outputsWhatIf(context, { initialInvestment: investment }, `With an investment of ${context.fact('Initial investment in the what-if', investment, '$')}`, [
      { name: 'paybackPeriod', words: 'the payback period' },
    ]),
    outputsWhatIf(context, { discountRate: discount }, `At a discount rate of ${context.fact('Discount rate in the what-if', discount, '%')}`, [
      { name: 'discountedPaybackPeriod', words: 'the discounted payback period' },
    ]),
  ]);
}
