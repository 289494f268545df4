import { applicable, outputsWhatIf } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** Extra scholarship money a year in the what-if. */
const MORE_AID = 1000;
/** A typical yearly rise of college costs, for the what-if when none was entered. */
const TYPICAL_INCREASE = 3;

/**
 * What-ifs of the scholarship calculator: $1,000 more in scholarships a year, and costs rising 3% a year (or not
 * at all when they already rise); when the aid already covers the whole cost, so that more changes nothing, the
 * net price without the grants.
 * @param context - the costs, aid, `years`, `annualCostIncrease` and the result
 * @returns the what-if sentences
 * @example
 * scholarshipInsights(context)[0];
 * // 'With $11,000.00 of scholarships a year, the net price per year would be $14,000.00/year ($1,000.00/year less) and the total net price would be $56,000.00 ($4,000.00 less).'
 */
export function scholarshipInsights(context: InsightContext): string[] {
  const aid = context.number('scholarships') + MORE_AID;
  const increase = context.number('annualCostIncrease') > 0 ? 0 : TYPICAL_INCREASE;
  const grants = context.number('grants');
  const whatIfs = applicable([
    outputsWhatIf(context, { scholarships: aid }, `With ${context.fact('Scholarships in the what-if', aid, '$')} of scholarships a year`, [
      { name: 'netPricePerYear', words: 'the net price per year' }, { name: 'totalNetCost', words: 'the total net price' },
    ]),
    outputsWhatIf(context, { annualCostIncrease: increase },
      increase > 0 ? `With costs rising ${context.fact('Annual cost increase in the what-if', increase, '%')} a year` : 'With costs that do not rise',
      [{ name: 'totalNetCost', words: 'the total net price' }]),
  ]);
  if (whatIfs.length >= 2 || grants <= 0) return whatIfs;
  return applicable([
    ...whatIfs,
    outputsWhatIf(context, { grants: 0 }, `Without the ${context.input('grants')} of grants`, [
      { name: 'netPricePerYear', words: 'the net price per year' },
    ]),
  ]);
}
