import { assertAtMost, assertComputable, assertNotNegative, assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { futureValue, type PaymentTiming } from '../../finance/future-value.js';
import { monthlyRate } from '../../finance/payment.js';
import { MAX_YEARS, yearlyBalances } from '../../finance/yearly-balances.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `contributionTiming` select: Excel's `type` argument, hence 0 and 1 rather than codes from 1. */
export const CONTRIBUTION_TIMING = { endOfMonth: 0, beginningOfMonth: 1 } as const satisfies Record<string, PaymentTiming>;

export type ContributionTiming = (typeof CONTRIBUTION_TIMING)[keyof typeof CONTRIBUTION_TIMING];

export interface InvestmentInputs {
  /** $ at the start. */
  readonly initialInvestment: number;
  /** $ added each month; 0 when empty. */
  readonly monthlyContribution?: number;
  /** Nominal annual return in percent, compounded monthly (APR / 12). */
  readonly annualReturn: number;
  /** Years; rounded to whole months. */
  readonly years: number;
  /** 0 end of each month (default), 1 beginning of each month. */
  readonly contributionTiming?: ContributionTiming;
}

export interface InvestmentDetails extends Record<string, number> {
  readonly finalBalance: number;
  /** The starting amount plus every monthly contribution. */
  readonly totalContributions: number;
  readonly totalEarnings: number;
}

const initialInvestment = {
  name: 'initialInvestment', label: 'Starting amount', type: 'number', unit: '$', required: true, min: 0, max: 1e9,
} as const satisfies NumberInputSpec;
const monthlyContribution = {
  name: 'monthlyContribution', label: 'Monthly contribution', type: 'number', unit: '$', required: false, default: 0,
  min: 0, max: 1e7,
} as const satisfies NumberInputSpec;
const annualReturn = {
  name: 'annualReturn', label: 'Annual return', type: 'number', unit: '%', required: true, min: 0, max: 50,
} as const satisfies NumberInputSpec;
const years = {
  name: 'years', label: 'Investment length', type: 'number', unit: 'years', required: true, min: 0.0833, max: 100,
} as const satisfies NumberInputSpec;
const contributionTiming = {
  name: 'contributionTiming', label: 'Contribute at', type: 'select', required: false,
  default: CONTRIBUTION_TIMING.endOfMonth,
  options: [CONTRIBUTION_TIMING.endOfMonth, CONTRIBUTION_TIMING.beginningOfMonth],
} as const satisfies SelectInputSpec;

export const investment = defineCalculator<InvestmentInputs, InvestmentDetails>({
  slug: 'investment',
  inputs: [initialInvestment, monthlyContribution, annualReturn, years, contributionTiming],
  outputs: [
    { name: 'finalBalance', type: 'number', unit: '$' },
    { name: 'totalContributions', type: 'number', unit: '$' },
    { name: 'totalEarnings', type: 'number', unit: '$' },
  ],
  primary: 'finalBalance',
  compute(inputs) {
    const contribution = inputs.monthlyContribution ?? monthlyContribution.default;
    const timing = inputs.contributionTiming ?? contributionTiming.default;
    assertNotNegative(inputs.initialInvestment, initialInvestment);
    assertNotNegative(contribution, monthlyContribution);
    assertNotNegative(inputs.annualReturn, annualReturn);
    assertPositive(inputs.years, years);
    assertAtMost(inputs.years, MAX_YEARS, years);
    const rate = monthlyRate(inputs.annualReturn);
    const months = Math.round(12 * inputs.years);
    const balanceAt = (t: number) => {
      const elapsed = Math.round(12 * t);
      return {
        contributions: inputs.initialInvestment + contribution * elapsed,
        balance: futureValue(rate, elapsed, contribution, inputs.initialInvestment, timing),
      };
    };
    const end = balanceAt(months / 12);
    const details: InvestmentDetails = {
      finalBalance: end.balance,
      totalContributions: end.contributions,
      totalEarnings: end.balance - end.contributions,
    };
    assertComputable(details, years);
    return {
      value: details.finalBalance,
      unit: '$',
      details,
      chart: {
        type: 'pie',
        data: [
          { role: 'startingAmount', value: inputs.initialInvestment },
          { role: 'contributions', value: contribution * months },
          { role: 'earnings', value: details.totalEarnings },
        ],
      },
      yearly: yearlyBalances(months / 12, balanceAt),
    };
  },
});

/**
 * Final balance of a starting amount plus monthly contributions at a fixed annual return compounded monthly:
 * Excel `FV(r/12, n, −contribution, −start, timing)` with n = 12 × years rounded to whole months.
 * @param inputs - `initialInvestment` ($), `monthlyContribution` ($, optional), `annualReturn` (% per year),
 * `years`, `contributionTiming` (0 end of month, 1 beginning)
 * @returns the final balance as `value`; contributions and earnings in `details`; a pie of starting amount,
 * contributions and earnings; the balance by year in `yearly`
 * @example
 * investmentGrowth({ initialInvestment: 1000, monthlyContribution: 100, annualReturn: 6, years: 1, contributionTiming: 1 })
 *   .value; // 2301.401830... (Excel: =FV(0.06/12, 12, -100, -1000, 1) -> $2,301.40)
 */
export function investmentGrowth(inputs: InvestmentInputs): CalculationResult<InvestmentDetails> {
  return runCalculator(investment, inputs);
}
