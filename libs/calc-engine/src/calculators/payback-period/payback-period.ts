import { assertComputable, assertNotNegative, assertPositive, requireInput } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { netPresentValue } from '../../finance/npv.js';
import type { CalculationResult, ChartPoint, DetailValue, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `cashFlowType` select. */
export const CASH_FLOW_TYPE = { even: 1, uneven: 2 } as const;

export type CashFlowType = (typeof CASH_FLOW_TYPE)[keyof typeof CASH_FLOW_TYPE];

/** What the payback period reads when the cash flows never repay the investment within the horizon. */
export const NOT_RECOVERED = 'not recovered';

export type PaybackPeriod = number | typeof NOT_RECOVERED;

export interface PaybackPeriodInputs {
  /** $, paid today. */
  readonly initialInvestment: number;
  /** 1 the same inflow every year, 2 a different cash flow each year (years 1–6). */
  readonly cashFlowType: CashFlowType;
  /** $ per year; type 1 only. */
  readonly annualCashFlow?: number;
  /** $ at the end of years 1–6, negative for an outflow; type 2 only; 0 when empty. */
  readonly cashFlowYear1?: number;
  readonly cashFlowYear2?: number;
  readonly cashFlowYear3?: number;
  readonly cashFlowYear4?: number;
  readonly cashFlowYear5?: number;
  readonly cashFlowYear6?: number;
  /** Percent per year, for the discounted payback (and the NPV of uneven flows); 0 by default. */
  readonly discountRate?: number;
}

// A type alias, not an interface: an interface's optional keys clash with the Record index signature.
export type PaybackPeriodDetails = {
  /** Years, or "not recovered". */
  readonly paybackPeriod: PaybackPeriod;
  /** Years, or "not recovered"; only with a discount rate above 0. */
  readonly discountedPaybackPeriod?: PaybackPeriod;
  /** $; only for uneven cash flows with a discount rate above 0. */
  readonly npv?: number;
};

const cashFlowType = {
  name: 'cashFlowType', label: 'Cash Flows', type: 'select', required: true,
  options: [CASH_FLOW_TYPE.even, CASH_FLOW_TYPE.uneven], uiDefault: CASH_FLOW_TYPE.even,
  optionLabels: { [CASH_FLOW_TYPE.even]: 'Same every year', [CASH_FLOW_TYPE.uneven]: 'Different each year' },
} as const satisfies SelectInputSpec;
const initialInvestment = {
  name: 'initialInvestment', label: 'Initial Investment', type: 'number', unit: '$', required: true, min: 1,
  max: 1e12, step: 100, uiDefault: 10000, placeholder: 'e.g. 10,000',
  help: 'Everything you pay up front: price, installation, training.',
} as const satisfies NumberInputSpec;
const annualCashFlow = {
  name: 'annualCashFlow', label: 'Annual Cash Inflow', type: 'number', unit: '$/year', required: true, min: 0.01,
  max: 1e12, step: 100, uiDefault: 2500, placeholder: 'e.g. 2,500',
  help: 'Extra income or savings each year, after the running costs of the investment.',
  visibleWhen: { input: 'cashFlowType', equals: [CASH_FLOW_TYPE.even] },
} as const satisfies NumberInputSpec;

const YEARS = [1, 2, 3, 4, 5, 6] as const;

type Year = (typeof YEARS)[number];

const cashFlowYearInput = (n: Year) =>
  ({
    name: `cashFlowYear${n}`, label: `Year ${n} Cash Flow`, type: 'number', unit: '$', required: false, default: 0,
    min: -1e12, max: 1e12, step: 100, placeholder: n === 1 ? 'e.g. 10,000' : 'optional',
    ...(n === 1 ? { help: 'Net cash the investment brings in that year; negative for a year that costs money.' } : {}),
    visibleWhen: { input: 'cashFlowType', equals: [CASH_FLOW_TYPE.uneven] },
  }) as const satisfies NumberInputSpec;

const cashFlowYears = YEARS.map(cashFlowYearInput);
const discountRate = {
  name: 'discountRate', label: 'Discount Rate (for discounted payback)', type: 'number', unit: '%', required: false,
  default: 0, min: 0, max: 50, step: 0.1, uiDefault: 0, placeholder: 'e.g. 8',
  help: 'Optional: your cost of capital or the return you could earn elsewhere.',
} as const satisfies NumberInputSpec;

type Details = Readonly<Record<string, DetailValue>>;
const recovered = (value: DetailValue | undefined): value is number => typeof value === 'number';

/** The cumulative cash flow at the end of the chart, the last year counted (the investment not recovered). */
function chartEnd(result: CalculationResult): { readonly year: number; readonly cumulative: number } {
  const points = result.chart?.data ?? [];
  return { year: points.length - 1, cumulative: points.at(-1)?.value ?? 0 };
}

/** Not recovered: how many years were counted and what is still to recover after them, at the discount rate. */
const NOT_RECOVERED_TEXT = 'The cash flows you entered do not pay back the investment: after {yearsCounted}, {stillToRecover} is still to recover.';
const NEVER_IN_TODAYS_MONEY = 'At your discount rate the investment is never repaid in today\'s money within the years counted.';
const EARNS_LESS = 'Its net present value is {npv}: it earns less than your discount rate.';

/**
 * Years of even cash flows searched for the payback.
 * @internal Not part of the published API.
 */
export const EVEN_HORIZON_YEARS = 100;

/**
 * Years until the running total of `cashFlows` (end of years 1, 2...) repays `investment`, interpolated within
 * the year it turns non-negative (the textbook A + B / C), or "not recovered". The first crossing counts, even if
 * later outflows take the total below 0 again.
 */
function yearsToRepay(investment: number, cashFlows: readonly number[]): PaybackPeriod {
  let cumulative = -investment;
  for (const [index, cashFlow] of cashFlows.entries()) {
    // The cumulative total is still below 0 here, so a crossing means cashFlow > 0.
    if (cumulative + cashFlow >= 0) return index + -cumulative / cashFlow;
    cumulative += cashFlow;
  }
  return NOT_RECOVERED;
}

/** Running total of the cash flows, from the investment at year 0 to the end of `years`. */
function cumulativeLine(investment: number, cashFlows: readonly number[], years: number): ChartPoint[] {
  let cumulative = -investment;
  const line: ChartPoint[] = [{ role: 'cumulativeCashFlow', at: { unit: 'year', value: 0 }, value: cumulative }];
  for (const [index, cashFlow] of cashFlows.slice(0, years).entries()) {
    cumulative += cashFlow;
    line.push({ role: 'cumulativeCashFlow', at: { unit: 'year', value: index + 1 }, value: cumulative });
  }
  return line;
}

export const paybackPeriod = defineCalculator<PaybackPeriodInputs, PaybackPeriodDetails>({
  slug: 'payback-period',
  inputs: [cashFlowType, initialInvestment, annualCashFlow, ...cashFlowYears, discountRate],
  outputs: [
    { name: 'paybackPeriod', type: 'number', unit: 'years', label: 'Payback period' },
    { name: 'discountedPaybackPeriod', type: 'number', unit: 'years', label: 'Discounted payback period' },
    { name: 'npv', type: 'number', unit: '$', label: 'Net present value (NPV)' },
  ],
  primary: 'paybackPeriod',
  compute(inputs) {
    assertPositive(inputs.initialInvestment, initialInvestment);
    const ratePercent = inputs.discountRate ?? discountRate.default;
    assertNotNegative(ratePercent, discountRate);
    const even = inputs.cashFlowType === CASH_FLOW_TYPE.even;
    let cashFlows: number[];
    if (even) {
      const annual = requireInput(inputs.annualCashFlow, annualCashFlow);
      assertPositive(annual, annualCashFlow);
      cashFlows = Array.from({ length: EVEN_HORIZON_YEARS }, () => annual);
    } else {
      cashFlows = YEARS.map((n) => inputs[`cashFlowYear${n}`] ?? 0);
    }
    const rate = ratePercent / 100;
    const discounted = rate > 0;
    const payback = yearsToRepay(inputs.initialInvestment, cashFlows);
    const details: PaybackPeriodDetails = {
      paybackPeriod: payback,
      ...(discounted
        ? {
            discountedPaybackPeriod: yearsToRepay(
              inputs.initialInvestment,
              cashFlows.map((cashFlow, index) => cashFlow / (1 + rate) ** (index + 1)),
            ),
          }
        : {}),
      ...(discounted && !even ? { npv: netPresentValue(rate, inputs.initialInvestment, cashFlows) } : {}),
    };
    // All six uneven years; even flows up to the year of the payback (the whole horizon if never).
    let chartYears = cashFlows.length;
    if (even && payback !== NOT_RECOVERED) chartYears = Math.max(1, Math.ceil(payback));
    const line = cumulativeLine(inputs.initialInvestment, cashFlows, chartYears);
    assertComputable({ ...details, chartEnd: line.at(-1)?.value }, initialInvestment);
    return {
      value: payback,
      ...(payback === NOT_RECOVERED ? {} : { unit: 'years' }),
      details,
      chart: { type: 'line', data: line },
    };
  },
  intermediates: {
    // "3.25 years (about 3 years 3 months)", "5 years".
    payback: { unit: 'years', aboutYearsAndMonths: true, value: (_inputs, { paybackPeriod: years }) => years as number },
    discountedPayback: {
      unit: 'years', aboutYearsAndMonths: true, value: (_inputs, { discountedPaybackPeriod: years }) => years as number,
    },
    yearsCounted: { unit: 'years', value: (_inputs, _details, result) => chartEnd(result).year },
    stillToRecover: { unit: '$', value: (_inputs, _details, result) => -chartEnd(result).cumulative },
  },
  // The worked solution and the what-ifs stay the explainer's code: the solution adds up the cash flows year by year
  // to the year the investment is recovered, and the what-ifs are told only when the investment is still repaid.
  assessment: {
    of: 'paybackPeriod',
    bands: [{ text: 'The investment pays for itself in {payback}.' }],
    cases: [
      // Not recovered, the discounted payback cannot be either (it is never shorter), and the NPV is below 0.
      {
        when: (_inputs, details: Details) => !recovered(details['paybackPeriod']) && details['npv'] !== undefined,
        text: `${NOT_RECOVERED_TEXT} ${NEVER_IN_TODAYS_MONEY} ${EARNS_LESS}`,
      },
      {
        when: (_inputs, details: Details) => !recovered(details['paybackPeriod']) && details['discountedPaybackPeriod'] !== undefined,
        text: `${NOT_RECOVERED_TEXT} ${NEVER_IN_TODAYS_MONEY}`,
      },
      { when: (_inputs, details: Details) => !recovered(details['paybackPeriod']), text: NOT_RECOVERED_TEXT },
    ],
    notes: [
      {
        when: (_inputs, details) => recovered(details['discountedPaybackPeriod']),
        text: 'Counting the time value of money at your discount rate, it takes {discountedPayback}.',
      },
      {
        when: (_inputs, details) => typeof details['discountedPaybackPeriod'] === 'string',
        text: NEVER_IN_TODAYS_MONEY,
      },
      {
        when: (_inputs, { npv }) => typeof npv === 'number' && npv >= 0,
        text: 'Its net present value is {npv}: it earns more than your discount rate.',
      },
      { when: (_inputs, { npv }) => typeof npv === 'number' && npv < 0, text: EARNS_LESS },
      {
        when: (_inputs, details) => details['discountedPaybackPeriod'] === undefined,
        text: 'Add a discount rate to see how long it takes in today\'s money.',
      },
    ],
  },
  properties: [
    { output: 'paybackPeriod', input: 'initialInvestment', direction: 'rises' },
    { output: 'paybackPeriod', input: 'annualCashFlow', direction: 'falls' },
    { output: 'discountedPaybackPeriod', input: 'initialInvestment', direction: 'rises' },
    { output: 'discountedPaybackPeriod', input: 'annualCashFlow', direction: 'falls' },
    { output: 'npv', input: 'initialInvestment', direction: 'falls' },
    ...YEARS.map((n) => ({ output: 'paybackPeriod', input: `cashFlowYear${n}`, direction: 'falls' }) as const),
    ...YEARS.map((n) => ({ output: 'npv', input: `cashFlowYear${n}`, direction: 'rises' }) as const),
  ],
  referenceValues: [
    {
      name: '$10,000 repaid at $2,000 a year in 5 years',
      source: 'smartsolve.ai',
      inputs: { initialInvestment: 10000, cashFlowType: 1, annualCashFlow: 2000 },
      expected: {},
      decimals: 2,
      exact: { paybackPeriod: 5 },
    },
    {
      name: '$100,000 repaid at $30,000 a year in 3.33 years: $90,000 after 3 years',
      source: 'infinitelexicon.com',
      inputs: { initialInvestment: 100000, cashFlowType: 1, annualCashFlow: 30000 },
      expected: { paybackPeriod: 3.33 },
      decimals: 2,
    },
  ],
});

/**
 * Years until an investment's cash flows repay it (simple payback, interpolated within the year), and with a
 * discount rate the discounted payback; the NPV too for uneven cash flows. "not recovered" when the flows never
 * repay it (within 100 years of even flows, or the six uneven years).
 * @param inputs - `initialInvestment` ($), `cashFlowType` (1 even: `annualCashFlow`; 2 uneven: `cashFlowYear1`…6)
 * and `discountRate` (%, 0 by default)
 * @returns the payback as `value` (years, or "not recovered"), the discounted payback and NPV in `details`, and a
 * line of the cumulative cash flow from year 0
 * @example
 * paybackYears({ initialInvestment: 100000, cashFlowType: 1, annualCashFlow: 30000 }).value;
 * // 3.333... = 3 + 10000 / 30000 (90,000 back after 3 years)
 */
export function paybackYears(inputs: PaybackPeriodInputs): CalculationResult<PaybackPeriodDetails> {
  return runCalculator(paybackPeriod, inputs);
}
