import { assertComputable, assertNotNegative, assertPositive, requireInput } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { netPresentValue } from '../../finance/npv.js';
import type { CalculationResult, ChartPoint, NumberInputSpec, SelectInputSpec } from '../../types.js';

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
  name: 'cashFlowType', label: 'Cash flows', type: 'select', required: true,
  options: [CASH_FLOW_TYPE.even, CASH_FLOW_TYPE.uneven],
} as const satisfies SelectInputSpec;
const initialInvestment = {
  name: 'initialInvestment', label: 'Initial investment', type: 'number', unit: '$', required: true, min: 1,
  max: 1e12,
} as const satisfies NumberInputSpec;
const annualCashFlow = {
  name: 'annualCashFlow', label: 'Annual cash inflow', type: 'number', unit: '$/yr', required: true, min: 0.01,
  max: 1e12, visibleWhen: { input: 'cashFlowType', equals: [CASH_FLOW_TYPE.even] },
} as const satisfies NumberInputSpec;

const YEARS = [1, 2, 3, 4, 5, 6] as const;

type Year = (typeof YEARS)[number];

const cashFlowYearInput = (n: Year) =>
  ({
    name: `cashFlowYear${n}`, label: `Year ${n} cash flow`, type: 'number', unit: '$', required: false, default: 0,
    min: -1e12, max: 1e12, visibleWhen: { input: 'cashFlowType', equals: [CASH_FLOW_TYPE.uneven] },
  }) as const satisfies NumberInputSpec;

const cashFlowYears = YEARS.map(cashFlowYearInput);
const discountRate = {
  name: 'discountRate', label: 'Discount rate', type: 'number', unit: '%', required: false, default: 0, min: 0,
  max: 50,
} as const satisfies NumberInputSpec;

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
    { name: 'paybackPeriod', type: 'number', unit: 'years' },
    { name: 'discountedPaybackPeriod', type: 'number', unit: 'years' },
    { name: 'npv', type: 'number', unit: '$' },
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
