import { assertAtMost, assertComputable, assertNotNegative } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { compoundGrowth, futureValue } from '../../finance/future-value.js';
import { MAX_YEARS, yearlyBalances } from '../../finance/yearly-balances.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `compoundingFrequency` select: the number of compounding periods per year. */
export const COMPOUNDING = { annually: 1, semiannually: 2, quarterly: 4, monthly: 12, weekly: 52, daily: 365 } as const;

export type CompoundingFrequency = (typeof COMPOUNDING)[keyof typeof COMPOUNDING];

export interface CompoundInterestInputs {
  /** $ at the start. */
  readonly principal: number;
  /** Nominal annual rate in percent. */
  readonly interestRate: number;
  /** Years; decimals allowed. */
  readonly years: number;
  /** Compounding periods per year: 1, 2, 4, 12, 52 or 365. */
  readonly compoundingFrequency: CompoundingFrequency;
  /** $ deposited at the end of each month; 0 when empty. */
  readonly monthlyContribution?: number;
}

export interface CompoundInterestDetails extends Record<string, number> {
  readonly futureValue: number;
  /** The principal plus every monthly contribution. */
  readonly totalContributions: number;
  readonly totalInterest: number;
  /** APY in percent. */
  readonly effectiveAnnualRate: number;
}

const principal = {
  name: 'principal', label: 'Initial investment', type: 'number', unit: '$', required: true, min: 0, max: 100000000,
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Annual interest rate', type: 'number', unit: '%', required: true, min: 0, max: 50,
} as const satisfies NumberInputSpec;
const years = {
  name: 'years', label: 'Time period', type: 'number', unit: 'years', required: true, min: 0, max: 100,
} as const satisfies NumberInputSpec;
const compoundingFrequency = {
  name: 'compoundingFrequency', label: 'Compounding', type: 'select', required: true,
  options: [
    COMPOUNDING.annually, COMPOUNDING.semiannually, COMPOUNDING.quarterly,
    COMPOUNDING.monthly, COMPOUNDING.weekly, COMPOUNDING.daily,
  ],
} as const satisfies SelectInputSpec;
const monthlyContribution = {
  name: 'monthlyContribution', label: 'Monthly contribution', type: 'number', unit: '$', required: false, default: 0,
  min: 0, max: 1000000,
} as const satisfies NumberInputSpec;

export const compoundInterest = defineCalculator<CompoundInterestInputs, CompoundInterestDetails>({
  slug: 'compound-interest',
  inputs: [principal, interestRate, years, compoundingFrequency, monthlyContribution],
  outputs: [
    { name: 'futureValue', type: 'number', unit: '$' },
    { name: 'totalContributions', type: 'number', unit: '$' },
    { name: 'totalInterest', type: 'number', unit: '$' },
    { name: 'effectiveAnnualRate', type: 'number', unit: '%' },
  ],
  primary: 'futureValue',
  // With contributions and compounding apart from the month, neither has a simple closed form: both are found
  // over their range, where the future value rises with each.
  solvable: {
    years: { from: ['futureValue'] },
    interestRate: { from: ['futureValue'] },
  },
  compute(inputs) {
    const contribution = inputs.monthlyContribution ?? monthlyContribution.default;
    assertNotNegative(inputs.principal, principal);
    assertNotNegative(inputs.interestRate, interestRate);
    assertNotNegative(inputs.years, years);
    assertAtMost(inputs.years, MAX_YEARS, years);
    assertNotNegative(contribution, monthlyContribution);
    const k = inputs.compoundingFrequency;
    const periodicRate = inputs.interestRate / 100 / k;
    // Contributions arrive monthly whatever the compounding, so they earn the monthly rate equivalent to it
    // (investor.gov, calculator.net); with monthly compounding this is Excel FV(r/12, 12t, −C, −P).
    const monthlyRate = compoundGrowth(periodicRate, k / 12);
    const balanceAt = (t: number) => {
      const months = Math.round(12 * t);
      return {
        contributions: inputs.principal + contribution * months,
        balance: inputs.principal * (1 + compoundGrowth(periodicRate, k * t)) + futureValue(monthlyRate, months, contribution),
      };
    };
    const end = balanceAt(inputs.years);
    const details: CompoundInterestDetails = {
      futureValue: end.balance,
      totalContributions: end.contributions,
      totalInterest: end.balance - end.contributions,
      effectiveAnnualRate: compoundGrowth(periodicRate, k) * 100,
    };
    // Only the rate can overflow the APY; anything else that overflows grew over too long a time.
    assertComputable({ effectiveAnnualRate: details.effectiveAnnualRate }, interestRate);
    assertComputable(details, years);
    return {
      value: details.futureValue,
      unit: '$',
      details,
      chart: {
        type: 'bar',
        data: [
          { role: 'contributions', value: details.totalContributions },
          { role: 'interest', value: details.totalInterest },
        ],
      },
      yearly: yearlyBalances(inputs.years, balanceAt),
    };
  },
});

/**
 * Future value of a lump sum compounded `compoundingFrequency` times a year, plus optional monthly
 * contributions at the equivalent monthly rate: A = P(1 + r/k)^(kt) + C((1 + i)^m − 1)/i.
 * @param inputs - `principal` ($), `interestRate` (% per year), `years`, `compoundingFrequency` (periods per
 * year), `monthlyContribution` ($, end of month, optional)
 * @returns the balance as `value`; contributions, interest and APY in `details`; a contributions/interest bar
 * chart and the year-by-year balance in `yearly`
 * @example
 * compoundInterestGrowth({ principal: 1500, interestRate: 4.3, years: 6, compoundingFrequency: 4 }).value;
 * // 1938.836822... = 1500 × 1.01075^24
 */
export function compoundInterestGrowth(inputs: CompoundInterestInputs): CalculationResult<CompoundInterestDetails> {
  return runCalculator(compoundInterest, inputs);
}
