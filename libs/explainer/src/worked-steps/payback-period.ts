import { decimal, exponent, money, moneyTerm, sum } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/** The engine's `cashFlowType` code for the same inflow every year. */
const EVEN = 1;
/** Years the engine follows even cash flows before it reports "not recovered". */
const EVEN_HORIZON_YEARS = 100;
const UNEVEN_YEARS = [1, 2, 3, 4, 5, 6] as const;

/** Where the cumulative cash flow first reaches 0: the year, and what was left to recover before it. */
interface Crossing {
  readonly year: number;
  readonly remaining: number;
  readonly cashFlow: number;
}

/** The engine's search: the first year whose inflow covers what is still to recover (undefined: never). */
function findCrossing(investment: number, cashFlows: readonly number[]): Crossing | undefined {
  let cumulative = -investment;
  for (const [index, cashFlow] of cashFlows.entries()) {
    if (cumulative + cashFlow >= 0) return { year: index + 1, remaining: -cumulative, cashFlow };
    cumulative += cashFlow;
  }
  return undefined;
}

/** `(t − 1) + remaining / cash flow of year t`, the textbook A + B / C interpolation. */
function interpolation(crossing: Crossing): string {
  return `${decimal(crossing.year - 1)} + ${moneyTerm(crossing.remaining)} / ${moneyTerm(crossing.cashFlow)}`;
}

/**
 * Worked steps of the payback-period calculator: for uneven flows the cumulative cash flow year by year; with
 * a discount rate the discounted flows, the discounted payback and (uneven flows) the NPV; then the simple
 * payback, interpolated within the year the investment is recovered.
 * @param context - `initialInvestment`, `cashFlowType`, `annualCashFlow` or `cashFlowYear1` … `6`, `discountRate`
 * and the result
 * @returns the steps, ending with the payback period
 * @example
 * paybackPeriodSteps(context); // [{ label: 'Payback period', expression: '10,000 / 2,000', value: '5 years' }]
 */
export function paybackPeriodSteps(context: StepContext): WorkedStep[] {
  const investment = context.number('initialInvestment');
  const even = context.number('cashFlowType') === EVEN;
  const rate = context.number('discountRate', 0) / 100;
  const cashFlows = even
    ? Array.from({ length: EVEN_HORIZON_YEARS }, () => context.number('annualCashFlow'))
    : UNEVEN_YEARS.map((year) => context.number(`cashFlowYear${year}`, 0));
  const crossing = findCrossing(investment, cashFlows);
  const steps: WorkedStep[] = even ? [] : cumulativeSteps(investment, cashFlows, crossing);
  if (rate > 0) steps.push(...discountedSteps(context, investment, cashFlows, rate, even));
  // Even flows: investment / inflow, which the year-by-year interpolation equals.
  const evenQuotient = `${moneyTerm(investment)} / ${moneyTerm(cashFlows[0] ?? 0)}`;
  let expression: string;
  if (crossing) expression = even ? evenQuotient : interpolation(crossing);
  else if (even) expression = `${evenQuotient} is more than ${EVEN_HORIZON_YEARS} years`;
  else expression = `the cumulative cash flow is still below 0 after year ${UNEVEN_YEARS.length}`;
  return [...steps, { label: 'Payback period', expression, value: context.primary() }];
}

/** The cumulative cash flow at the end of each year, up to the year it reaches 0 (or the last year). */
function cumulativeSteps(investment: number, cashFlows: readonly number[], crossing: Crossing | undefined): WorkedStep[] {
  const last = crossing?.year ?? cashFlows.length;
  let cumulative = -investment;
  return cashFlows.slice(0, last).map((cashFlow, index) => {
    const before = cumulative;
    cumulative += cashFlow;
    return {
      label: `Cumulative cash flow after year ${index + 1}`,
      expression: sum([moneyTerm(before), moneyTerm(cashFlow)]),
      value: money(cumulative),
    };
  });
}

/** Discounted flows CF / (1 + r)^t, the discounted payback, and the NPV for uneven flows. */
function discountedSteps(
  context: StepContext,
  investment: number,
  cashFlows: readonly number[],
  rate: number,
  even: boolean,
): WorkedStep[] {
  const discounted = cashFlows.map((cashFlow, index) => cashFlow / (1 + rate) ** (index + 1));
  const crossing = findCrossing(investment, discounted);
  const rateText = decimal(rate);
  const shownYears = even ? (crossing?.year ?? 0) : discounted.length;
  const steps: WorkedStep[] = [];
  if (shownYears > 0 && (!even || shownYears <= UNEVEN_YEARS.length)) {
    steps.push({
      label: `Discounted cash flows, years 1 to ${shownYears}`,
      expression: cashFlows
        .slice(0, shownYears)
        .map((cashFlow, index) => `${moneyTerm(cashFlow)} / (1 + ${rateText})^${index + 1}`)
        .join(', '),
      value: discounted.slice(0, shownYears).map(money).join(', '),
    });
  } else if (crossing) {
    // Many years of even flows: show the year of recovery only.
    const flow = moneyTerm(cashFlows[0] ?? 0);
    steps.push(
      {
        label: `Discounted cash flow in year ${crossing.year}`,
        expression: `${flow} / (1 + ${rateText})^${exponent(crossing.year)}`,
        value: money(crossing.cashFlow),
      },
      {
        label: `Still to recover after year ${crossing.year - 1}`,
        expression: `${moneyTerm(investment)} − ${moneyTerm(investment - crossing.remaining)} (years 1 to ${crossing.year - 1}, discounted)`,
        value: money(crossing.remaining),
      },
    );
  }
  steps.push({
    label: 'Discounted payback period',
    expression: crossing
      ? interpolation(crossing)
      : `the discounted cash flows never add up to ${moneyTerm(investment)}${even ? ` within ${EVEN_HORIZON_YEARS} years` : ''}`,
    value: context.output('discountedPaybackPeriod'),
  });
  if (!even && context.optionalDetail('npv') !== undefined) {
    steps.push({
      label: 'Net present value',
      expression: sum([moneyTerm(-investment), ...discounted.map(moneyTerm)]),
      value: context.output('npv'),
    });
  }
  return steps;
}
