import { assertAtMost, assertComputable, assertNotNegative, assertPositive, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import { depositForGoal, futureValue } from '../../finance/future-value.js';
import { monthlyRate } from '../../finance/payment.js';
import { MAX_YEARS, yearlyBalances } from '../../finance/yearly-balances.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface SavingsGoalInputs {
  /** $ wanted at the end. */
  readonly savingsGoal: number;
  /** $ already saved; 0 when empty. */
  readonly currentSavings?: number;
  /** Annual rate in percent, compounded monthly (APR / 12). */
  readonly interestRate: number;
  /** Years to the goal; rounded to whole months. */
  readonly years: number;
}

export interface SavingsGoalDetails extends Record<string, number> {
  /** $ to deposit at the end of each month; 0 when current savings alone reach the goal. */
  readonly monthlyDeposit: number;
  readonly totalDeposits: number;
  /** The goal less the money put in; when savings alone reach the goal, what those savings earn. */
  readonly interestEarned: number;
  readonly numberOfMonths: number;
}

const goal = {
  name: 'savingsGoal', label: 'Savings goal', type: 'number', unit: '$', required: true, min: 1, max: 1e9,
} as const satisfies NumberInputSpec;
const currentSavings = {
  name: 'currentSavings', label: 'Current savings', type: 'number', unit: '$', required: false, default: 0,
  min: 0, max: 1e9,
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Annual interest rate', type: 'number', unit: '%', required: true, min: 0, max: 30,
} as const satisfies NumberInputSpec;
const years = {
  name: 'years', label: 'Time to goal', type: 'number', unit: 'years', required: true, min: 0.25, max: 100,
} as const satisfies NumberInputSpec;

export const savingsGoal = defineCalculator<SavingsGoalInputs, SavingsGoalDetails>({
  slug: 'savings-goal',
  inputs: [goal, currentSavings, interestRate, years],
  outputs: [
    { name: 'monthlyDeposit', type: 'number', unit: '$' },
    { name: 'totalDeposits', type: 'number', unit: '$' },
    { name: 'interestEarned', type: 'number', unit: '$' },
    { name: 'numberOfMonths', type: 'number', unit: 'months' },
  ],
  primary: 'monthlyDeposit',
  // The deposit falls as the rate rises: found over the rate's range. Not the time to the goal: deposits are
  // counted in whole months, so many times give the same deposit.
  solvable: { interestRate: { from: ['monthlyDeposit'] } },
  compute(inputs) {
    const saved = inputs.currentSavings ?? currentSavings.default;
    assertPositive(inputs.savingsGoal, goal);
    assertNotNegative(saved, currentSavings);
    assertNotNegative(inputs.interestRate, interestRate);
    assertPositive(inputs.years, years);
    assertAtMost(inputs.years, MAX_YEARS, years);
    const months = Math.round(12 * inputs.years);
    // Under half a month rounds to no deposit at all, and the goal cannot be spread over none.
    if (months < 1) outOfDomain(messages.atLeastOneMonth(years.label), years);
    const rate = monthlyRate(inputs.interestRate);
    // Excel PMT(r, n, −currentSavings, goal); negative when savings alone outgrow the goal: nothing to deposit.
    const monthlyDeposit = Math.max(0, depositForGoal(inputs.savingsGoal, rate, months, saved));
    const balanceAt = (t: number) => {
      const elapsed = Math.round(12 * t);
      return {
        contributions: saved + monthlyDeposit * elapsed,
        balance: futureValue(rate, elapsed, monthlyDeposit, saved),
      };
    };
    const totalDeposits = monthlyDeposit * months;
    const details: SavingsGoalDetails = {
      monthlyDeposit,
      totalDeposits,
      interestEarned:
        monthlyDeposit > 0
          ? inputs.savingsGoal - saved - totalDeposits
          : futureValue(rate, months, 0, saved) - saved,
      numberOfMonths: months,
    };
    assertComputable(details, years);
    return { value: monthlyDeposit, unit: '$', details, yearly: yearlyBalances(months / 12, balanceAt) };
  },
});

/**
 * The monthly deposit (end of month) that grows current savings into a goal by a date: Excel
 * `PMT(r, n, −currentSavings, goal)` with r = APR / 12 and n = 12 × years rounded to whole months; 0 when
 * current savings alone get there.
 * @param inputs - `savingsGoal` ($), `currentSavings` ($, optional), `interestRate` (% per year), `years`
 * @returns the deposit as `value`; deposits, interest and months in `details`; the balance by year in `yearly`
 * @example
 * savingsGoalPlan({ savingsGoal: 10000, interestRate: 5, years: 5 }).value; // 147.045670... ($8,822.74 deposited)
 */
export function savingsGoalPlan(inputs: SavingsGoalInputs): CalculationResult<SavingsGoalDetails> {
  return runCalculator(savingsGoal, inputs);
}
