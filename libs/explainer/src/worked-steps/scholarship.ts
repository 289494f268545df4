import { decimal, money, moneyTerm, sum } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the scholarship (net price) calculator: the cost of attendance, the aid, its coverage, the
 * totals over the years of study (costs growing each year, aid held constant), then the net price per year.
 * @param context - the cost lines, `scholarships`, `grants`, `years`, `annualCostIncrease` and the result
 * @returns the steps, ending with the net price per year
 * @example
 * scholarshipSteps(context).at(-1); // { label: 'Net price per year', expression: '30,000 − 15,000', value: '$15,000.00/year' }
 */
export function scholarshipSteps(context: StepContext): WorkedStep[] {
  const tuition = context.number('tuitionAndFees');
  const extraCosts = ['roomAndBoard', 'booksAndSupplies', 'otherExpenses']
    .map((name) => context.number(name, 0))
    .filter((amount) => amount !== 0);
  const scholarships = context.number('scholarships');
  const grants = context.number('grants', 0);
  const years = context.number('years', 4);
  const increase = context.number('annualCostIncrease', 0);
  const coa = context.detail('costOfAttendance');
  const aid = scholarships + grants;
  const coaText = moneyTerm(coa);
  const aidText = moneyTerm(aid);
  const yearCosts = Array.from({ length: years }, (_, k) => coa * (1 + increase / 100) ** k);
  const net = (cost: number) => `${moneyTerm(cost)} − ${aidText}`;
  const clamp = (cost: number) => (cost - aid < 0 ? `max(0, ${net(cost)})` : net(cost));
  return [
    {
      label: 'Cost of attendance per year',
      expression: extraCosts.length === 0 ? `${moneyTerm(tuition)} (tuition and fees only)` : sum([tuition, ...extraCosts].map(moneyTerm)),
      value: context.output('costOfAttendance'),
    },
    {
      label: 'Grants and scholarships per year',
      expression: grants === 0 ? `${moneyTerm(scholarships)} (no grants)` : `${moneyTerm(scholarships)} + ${moneyTerm(grants)}`,
      value: money(aid),
    },
    {
      label: 'Share of the cost covered',
      expression: aid > coa ? `min(100, ${aidText} / ${coaText} × 100)` : `${aidText} / ${coaText} × 100`,
      value: context.output('coveragePercent'),
    },
    { label: `Aid over ${decimal(years)} years`, expression: `${aidText} × ${decimal(years)}`, value: context.output('totalAid') },
    {
      label: `Cost of attendance over ${decimal(years)} years${increase === 0 ? '' : `, rising ${decimal(increase)}% a year`}`,
      expression: increase === 0 ? `${coaText} × ${decimal(years)}` : sum(yearCosts.map(moneyTerm)),
      value: context.output('totalCostOfAttendance'),
    },
    {
      label: `Net cost over ${decimal(years)} years`,
      expression: increase === 0 ? `(${clamp(coa)}) × ${decimal(years)}` : sum(yearCosts.map((cost) => `(${clamp(cost)})`)),
      value: context.output('totalNetCost'),
    },
    { label: 'Net price per year', expression: clamp(coa), value: context.primary() },
  ];
}
