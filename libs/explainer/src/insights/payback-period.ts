import { applicable, numberIn, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** The share by which the what-if lowers the investment. */
const TENTH = 0.1;
/** A common discount rate to try when none is set, and the step up from one that is. */
const TYPICAL_DISCOUNT = 8;
const DISCOUNT_STEP = 2;
/** The uneven cash flows' inputs, one a year. */
const CASH_FLOW_YEARS = [1, 2, 3, 4, 5, 6].map((year) => `cashFlowYear${year}`);

/**
 * What-ifs of the payback period calculator: an investment a tenth smaller, and a discount rate of 8% (two points
 * more when one is set), each only when the investment is still paid back; when fewer than two apply, cash flows
 * twice as large, then half the investment.
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
  // "Would be not recovered" says nothing a visitor can act on: a what-if is told only when it is paid back.
  const repaid = (changes: Readonly<Record<string, number>>, output: string) => numberIn(context.whatIf(changes), output) !== undefined;
  const whatIfs = applicable([
    repaid({ initialInvestment: investment }, 'paybackPeriod')
      ? outputsWhatIf(context, { initialInvestment: investment }, `With an investment of ${context.fact('Initial investment in the what-if', investment, '$')}`, [
          { name: 'paybackPeriod', words: 'the payback period' },
        ])
      : undefined,
    repaid({ discountRate: discount }, 'discountedPaybackPeriod')
      ? outputsWhatIf(context, { discountRate: discount }, `At a discount rate of ${context.fact('Discount rate in the what-if', discount, '%')}`, [
          { name: 'discountedPaybackPeriod', words: 'the discounted payback period' },
        ])
      : undefined,
  ]);
  if (whatIfs.length >= 2) return whatIfs;
  const doubled: Record<string, number> = {};
  for (const name of ['annualCashFlow', ...CASH_FLOW_YEARS]) {
    const value = context.optionalNumber(name);
    if (value !== undefined) doubled[name] = value * 2;
  }
  const half = context.number('initialInvestment') / 2;
  const fallbacks = [
    () => (repaid(doubled, 'paybackPeriod')
      ? outputsWhatIf(context, doubled, 'With cash flows twice as large', [{ name: 'paybackPeriod', words: 'the payback period' }])
      : undefined),
    () => (repaid({ initialInvestment: half }, 'paybackPeriod')
      ? outputsWhatIf(context, { initialInvestment: half }, `With half the investment (${context.fact('Half the initial investment', half, '$')})`, [
          { name: 'paybackPeriod', words: 'the payback period' },
        ])
      : undefined),
  ];
  for (const fallback of fallbacks) {
    const line = whatIfs.length < 2 ? fallback() : undefined;
    if (line !== undefined) whatIfs.push(line);
  }
  return whatIfs;
}
