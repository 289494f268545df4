import {
  assertComputable, assertNotNegative, assertPositive, inconsistent, outOfDomain,
} from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import { compoundGrowth, depositForGoal, futureValue } from '../../finance/future-value.js';
import { monthlyRate } from '../../finance/payment.js';
import { presentValue } from '../../finance/present-value.js';
import { MAX_YEARS, yearlyBalances } from '../../finance/yearly-balances.js';
import type { CalculationResult, ChartPosition, NumberInputSpec } from '../../types.js';

export interface RetirementInputs {
  /** Years. */
  readonly currentAge: number;
  /** Years; above `currentAge`. */
  readonly retirementAge: number;
  /** $ saved so far. */
  readonly currentSavings: number;
  /** $ added at the end of each month until retirement. */
  readonly monthlyContribution: number;
  /** Nominal annual return in percent, compounded monthly (APR / 12). */
  readonly annualReturn: number;
  /** Percent per year; 0 when empty. */
  readonly inflationRate?: number;
  /** $ per year in today's money that savings should pay; 0 (no goal) when empty. */
  readonly desiredAnnualIncome?: number;
  /** Percent of savings withdrawn in the first year of retirement; 4 (the 4% rule) when empty. */
  readonly withdrawalRate?: number;
}

// A type alias rather than an interface: optional outputs cannot sit beside an interface's index signature.
export type RetirementDetails = {
  /** $ at retirement, nominal. */
  readonly projectedSavings: number;
  /** The same $ deflated to today's money. */
  readonly projectedSavingsTodayDollars: number;
  /** Current savings plus every monthly contribution. */
  readonly totalContributions: number;
  /** $ per year, today's money, at the withdrawal rate. */
  readonly sustainableAnnualIncome: number;
  /** The four outputs below are present only when a desired annual income above 0 is given. */
  readonly targetNestEgg?: number;
  readonly targetNestEggFuture?: number;
  /** Positive for a surplus, negative for a shortfall, against `targetNestEggFuture`. */
  readonly surplusOrShortfall?: number;
  /** $ per month (in total, not on top of the current contribution) that reaches `targetNestEggFuture`. */
  readonly requiredMonthlyContribution?: number;
};

const currentAge = {
  name: 'currentAge', label: 'Current age', type: 'number', unit: 'years', required: true, min: 15, max: 90,
} as const satisfies NumberInputSpec;
const retirementAge = {
  name: 'retirementAge', label: 'Retirement age', type: 'number', unit: 'years', required: true, min: 30, max: 100,
} as const satisfies NumberInputSpec;
const currentSavings = {
  name: 'currentSavings', label: 'Current retirement savings', type: 'number', unit: '$', required: true,
  min: 0, max: 1e9,
} as const satisfies NumberInputSpec;
const monthlyContribution = {
  name: 'monthlyContribution', label: 'Monthly contribution', type: 'number', unit: '$', required: true,
  min: 0, max: 1e6,
} as const satisfies NumberInputSpec;
const annualReturn = {
  name: 'annualReturn', label: 'Expected annual return', type: 'number', unit: '%', required: true, min: 0, max: 20,
} as const satisfies NumberInputSpec;
const inflationRate = {
  name: 'inflationRate', label: 'Inflation rate', type: 'number', unit: '%', required: false, default: 0,
  min: 0, max: 15,
} as const satisfies NumberInputSpec;
const desiredAnnualIncome = {
  name: 'desiredAnnualIncome', label: 'Desired annual retirement income', type: 'number', unit: '$',
  required: false, default: 0, min: 0, max: 1e7,
} as const satisfies NumberInputSpec;
const withdrawalRate = {
  name: 'withdrawalRate', label: 'Safe withdrawal rate', type: 'number', unit: '%', required: false, default: 4,
  min: 1, max: 10,
} as const satisfies NumberInputSpec;

function atAge(age: number): ChartPosition {
  // Two decimals are enough for fractional ages and hide float noise (30.1 + 1 = 31.099999999999998).
  return { unit: 'age', value: Math.round(age * 100) / 100 };
}

export const retirement = defineCalculator<RetirementInputs, RetirementDetails>({
  slug: 'retirement',
  inputs: [
    currentAge, retirementAge, currentSavings, monthlyContribution, annualReturn, inflationRate,
    desiredAnnualIncome, withdrawalRate,
  ],
  outputs: [
    { name: 'projectedSavings', type: 'number', unit: '$' },
    { name: 'projectedSavingsTodayDollars', type: 'number', unit: '$' },
    { name: 'totalContributions', type: 'number', unit: '$' },
    { name: 'sustainableAnnualIncome', type: 'number', unit: '$' },
    { name: 'targetNestEgg', type: 'number', unit: '$' },
    { name: 'targetNestEggFuture', type: 'number', unit: '$' },
    { name: 'surplusOrShortfall', type: 'number', unit: '$' },
    { name: 'requiredMonthlyContribution', type: 'number', unit: '$' },
  ],
  primary: 'projectedSavings',
  compute(inputs) {
    const inflation = inputs.inflationRate ?? inflationRate.default;
    const income = inputs.desiredAnnualIncome ?? desiredAnnualIncome.default;
    const withdrawal = inputs.withdrawalRate ?? withdrawalRate.default;
    assertNotNegative(inputs.currentAge, currentAge);
    if (!(inputs.retirementAge > inputs.currentAge)) {
      inconsistent(messages.greaterThan(retirementAge.label, 'current age'), retirementAge);
    }
    const years = inputs.retirementAge - inputs.currentAge;
    if (years > MAX_YEARS) outOfDomain(messages.atMost('Years until retirement', MAX_YEARS), retirementAge);
    assertNotNegative(inputs.currentSavings, currentSavings);
    assertNotNegative(inputs.monthlyContribution, monthlyContribution);
    assertNotNegative(inputs.annualReturn, annualReturn);
    assertNotNegative(inflation, inflationRate);
    assertNotNegative(income, desiredAnnualIncome);
    assertPositive(withdrawal, withdrawalRate);

    const rate = monthlyRate(inputs.annualReturn);
    const months = 12 * years;
    const balanceAt = (t: number) => ({
      contributions: inputs.currentSavings + inputs.monthlyContribution * 12 * t,
      balance: futureValue(rate, 12 * t, inputs.monthlyContribution, inputs.currentSavings),
    });
    const end = balanceAt(years);
    // Deflating by (1 + inflation)^years is a present value at the inflation rate.
    const todayDollars = presentValue(inflation / 100, years, 0, end.balance);
    let goal: Partial<RetirementDetails> | undefined;
    if (income > 0) {
      // The 4% rule (Bengen 1994, Trinity study 1998): income / 4% = 25 × income lasts 30 years of retirement.
      const targetNestEgg = income / (withdrawal / 100);
      const targetNestEggFuture = targetNestEgg * (1 + compoundGrowth(inflation / 100, years));
      goal = {
        targetNestEgg,
        targetNestEggFuture,
        surplusOrShortfall: end.balance - targetNestEggFuture,
        requiredMonthlyContribution: Math.max(0, depositForGoal(targetNestEggFuture, rate, months, inputs.currentSavings)),
      };
    }
    const details: RetirementDetails = {
      projectedSavings: end.balance,
      projectedSavingsTodayDollars: todayDollars,
      totalContributions: end.contributions,
      sustainableAnnualIncome: (todayDollars * withdrawal) / 100,
      ...goal,
    };
    assertComputable(details, retirementAge);
    const yearly = yearlyBalances(years, balanceAt);
    return {
      value: details.projectedSavings,
      unit: '$',
      details,
      chart: {
        type: 'area',
        data: [
          { role: 'balance', at: atAge(inputs.currentAge), value: inputs.currentSavings },
          ...yearly.map((row) => ({ role: 'balance', at: atAge(inputs.currentAge + row.year), value: row.balance })),
        ],
      },
      yearly,
    };
  },
});

/**
 * Retirement projection: current savings and monthly contributions grown to retirement (Excel FV at APR / 12,
 * end of month), in nominal and today's dollars; with an income goal, the nest egg it needs by the
 * safe-withdrawal rule (income / rate, 25× at 4%), inflated to the retirement year, the surplus or shortfall,
 * and the monthly contribution that would reach it.
 * @param inputs - ages (years), `currentSavings` and `monthlyContribution` ($), `annualReturn`, `inflationRate`
 * and `withdrawalRate` (%), `desiredAnnualIncome` ($ per year, today's money)
 * @returns projected savings at retirement as `value`; every other output in `details`; the balance by age
 * as an area chart and in `yearly`
 * @example
 * retirementPlan({
 *   currentAge: 40, retirementAge: 60, currentSavings: 100000, monthlyContribution: 1000, annualReturn: 6,
 *   desiredAnnualIncome: 50000,
 * }).details; // projectedSavings 793061.34..., targetNestEgg 1250000, requiredMonthlyContribution 1988.96...
 */
export function retirementPlan(inputs: RetirementInputs): CalculationResult<RetirementDetails> {
  return runCalculator(retirement, inputs);
}
