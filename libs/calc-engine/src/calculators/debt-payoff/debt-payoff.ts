import { assertComputableBlaming, assertNotNegative, assertPositive, inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { balanceChart } from '../../_lib/loan-charts.js';
import { messages } from '../../errors/messages.js';
import { balanceAfter, payoff } from '../../finance/amortization-schedule.js';
import { monthlyRate } from '../../finance/payment.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface DebtPayoffInputs {
  /** $ owed today. */
  readonly debtBalance: number;
  /** Annual rate (APR) in percent. */
  readonly interestRate: number;
  /** $ paid every month; more than the first month's interest. */
  readonly monthlyPayment: number;
}

export interface DebtPayoffDetails extends Record<string, number> {
  /** Number of payments, the last one partial. */
  readonly monthsToPayoff: number;
  /** Interest actually charged, with the smaller last payment. */
  readonly totalInterest: number;
  /** The balance plus the interest. */
  readonly totalPaid: number;
  /** The last payment: what is left, with its interest. */
  readonly finalPayment: number;
}

const debtBalance = {
  name: 'debtBalance', label: 'Current balance', type: 'number', unit: '$', required: true, min: 1, max: 100000000,
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest rate', type: 'number', unit: '%', required: true, min: 0, max: 50,
} as const satisfies NumberInputSpec;
const monthlyPayment = {
  name: 'monthlyPayment', label: 'Monthly payment', type: 'number', unit: '$', required: true, min: 1,
  max: 10000000,
} as const satisfies NumberInputSpec;

export const debtPayoff = defineCalculator<DebtPayoffInputs, DebtPayoffDetails>({
  slug: 'debt-payoff',
  inputs: [debtBalance, interestRate, monthlyPayment],
  outputs: [
    { name: 'monthsToPayoff', type: 'number', unit: 'months' },
    { name: 'totalInterest', type: 'number', unit: '$' },
    { name: 'totalPaid', type: 'number', unit: '$' },
    { name: 'finalPayment', type: 'number', unit: '$' },
  ],
  primary: 'monthsToPayoff',
  compute(inputs) {
    assertPositive(inputs.debtBalance, debtBalance);
    assertNotNegative(inputs.interestRate, interestRate);
    assertPositive(inputs.monthlyPayment, monthlyPayment);
    const rate = monthlyRate(inputs.interestRate);
    const firstInterest = inputs.debtBalance * rate;
    // A payment that only covers the interest leaves the balance where it is, month after month.
    if (!(inputs.monthlyPayment > firstInterest)) {
      inconsistent(messages.neverPaidOff(monthlyPayment.label, firstInterest), monthlyPayment);
    }

    const plan = payoff(inputs.debtBalance, rate, inputs.monthlyPayment);
    const details: DebtPayoffDetails = {
      monthsToPayoff: plan.months,
      totalInterest: plan.totalInterest,
      totalPaid: plan.totalPaid,
      finalPayment: plan.finalPayment,
    };
    // Within the browser limits nothing overflows; a payment tiny next to the balance stretches it beyond count.
    assertComputableBlaming(details, [
      [inputs.debtBalance, debtBalance], [inputs.interestRate, interestRate], [inputs.monthlyPayment, monthlyPayment],
    ]);
    return {
      value: plan.months,
      unit: 'months',
      details,
      chart: balanceChart(plan.months, (month) => balanceAfter(inputs.debtBalance, rate, inputs.monthlyPayment, month)),
      schedule: plan.schedule,
    };
  },
});

/**
 * How long a fixed monthly payment takes to clear a debt that accrues interest monthly (APR / 12), simulated
 * month by month: the number of payments is ⌈NPER⌉ and the last one is only what is left, so the interest is
 * exact rather than months × payment − balance.
 * @param inputs - `debtBalance` ($), `interestRate` (% APR), `monthlyPayment` ($, more than the first month's
 * interest)
 * @returns the months to payoff as `value`; total interest, total paid and the final payment in `details`; a
 * balance-over-time chart and the monthly schedule (left out beyond 1000 years)
 * @throws CalculatorInputError `inconsistent` on `monthlyPayment` when it does not cover the first month's interest
 * @example
 * debtPayoffPlan({ debtBalance: 5000, interestRate: 22, monthlyPayment: 200 }).details;
 * // { monthsToPayoff: 34, totalInterest: 1749.88..., totalPaid: 6749.88..., finalPayment: 149.88... }
 */
export function debtPayoffPlan(inputs: DebtPayoffInputs): CalculationResult<DebtPayoffDetails> {
  return runCalculator(debtPayoff, inputs);
}
