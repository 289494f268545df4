import { assertComputableBlaming, assertNotNegative, assertPositive, inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { balanceChart } from '../../_lib/loan-charts.js';
import { messages } from '../../errors/messages.js';
import { balanceAfter, payoff } from '../../finance/amortization-schedule.js';
import { monthlyRate } from '../../finance/payment.js';
import type { CalculationResult, DetailValue, NumberInputSpec } from '../../types.js';

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
  name: 'debtBalance', label: 'Current Balance', type: 'number', unit: '$', required: true, min: 1, max: 100000000,
  step: 50, uiDefault: 5000, placeholder: 'e.g. 5,000',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate (APR)', type: 'number', unit: '%', required: true, min: 0, max: 50,
  step: 0.01, uiDefault: 22, placeholder: 'e.g. 22', help: 'The purchase APR on your statement.',
} as const satisfies NumberInputSpec;
const monthlyPayment = {
  name: 'monthlyPayment', label: 'Monthly Payment', type: 'number', unit: '$', required: true, min: 1,
  max: 10000000, step: 10, uiDefault: 200, placeholder: 'e.g. 200',
  help: "It must be more than the first month's interest, or the balance never falls.",
} as const satisfies NumberInputSpec;

/** The larger payments of the what-ifs: this much more a month. */
const MORE_A_MONTH = [50, 100];
/** Interest above this share of the balance (in %) earns a nudge toward a larger payment. */
const HEAVY_INTEREST_SHARE = 50;

type Details = Readonly<Record<string, DetailValue>>;
/** The interest as a share of the balance repaid, in percent. */
const interestShare = ({ totalInterest, totalPaid }: Details) => {
  const balance = (totalPaid as number) - (totalInterest as number);
  return balance === 0 ? 0 : ((totalInterest as number) / balance) * 100;
};
const free = ({ totalInterest }: Details) => totalInterest === 0;

export const debtPayoff = defineCalculator<DebtPayoffInputs, DebtPayoffDetails>({
  slug: 'debt-payoff',
  inputs: [debtBalance, interestRate, monthlyPayment],
  outputs: [
    { name: 'monthsToPayoff', type: 'number', unit: 'months', label: 'Months to pay off' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest', words: 'the interest' },
    { name: 'totalPaid', type: 'number', unit: '$', label: 'Total paid' },
    { name: 'finalPayment', type: 'number', unit: '$', label: 'Final payment' },
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
  intermediates: {
    monthlyRate: { value: (inputs) => monthlyRate(inputs.interestRate) },
    firstInterest: { unit: '$', value: (inputs) => inputs.debtBalance * monthlyRate(inputs.interestRate) },
    // Excel NPER(r, −payment, balance); the engine pays month by month and gets its ceiling.
    periods: {
      value: ({ debtBalance: balance, interestRate: annual, monthlyPayment: payment }) => {
        const rate = monthlyRate(annual);
        return rate === 0 ? balance / payment : -Math.log(1 - (rate * balance) / payment) / Math.log(1 + rate);
      },
    },
    fullPayments: { value: (_inputs, { monthsToPayoff }) => (monthsToPayoff as number) - 1 },
    payments: { unit: 'payments', value: (_inputs, { monthsToPayoff }) => Math.round(monthsToPayoff as number) },
    payoffTime: { unit: 'months', yearsAndMonths: true, value: (_inputs, { monthsToPayoff }) => monthsToPayoff as number },
    interestShare: { unit: '%', value: (_inputs, details) => interestShare(details) },
  },
  solution: [
    { label: 'Monthly rate', expression: '{interestRate} / 100 / 12', value: 'monthlyRate' },
    { label: 'Interest in the first month', expression: '{debtBalance} × {monthlyRate}', value: 'firstInterest' },
    {
      label: 'Payments needed', expression: '{debtBalance} / {monthlyPayment}', value: 'periods', decimals: 2,
      when: (inputs) => inputs.interestRate === 0,
    },
    {
      label: 'Payments needed', expression: '−log(1 − {monthlyRate} × {debtBalance} / {monthlyPayment}) / log(1 + {monthlyRate})',
      value: 'periods', decimals: 2, when: (inputs) => inputs.interestRate !== 0,
    },
    // Part of a payment is still a month: round up.
    { label: 'Months to pay off', expression: 'ceil({periods:2})', value: 'monthsToPayoff' },
    {
      label: 'Final payment', expression: 'what is left after {fullPayments} payments of {monthlyPayment}, with its month’s interest',
      value: 'finalPayment',
    },
    { label: 'Total paid', expression: '{monthlyPayment} × {fullPayments} + {finalPayment}', value: 'totalPaid' },
    { label: 'Total interest', expression: '{totalPaid} − {debtBalance}', value: 'totalInterest' },
    { label: 'Months to pay off', expression: '{debtBalance} at {interestRate}% a year, paying {monthlyPayment} a month', value: 'monthsToPayoff' },
  ],
  assessment: {
    of: 'monthsToPayoff',
    bands: [{ text: 'You would be debt-free in {payoffTime} ({payments}).' }],
    notes: [
      { when: (_inputs, details) => free(details), text: 'With no interest, you repay exactly {totalPaid}.' },
      {
        when: (_inputs, details) => !free(details),
        text: 'Interest costs {totalInterest}, {interestShare} on top of the balance, for {totalPaid} in all.',
      },
      { text: 'The last payment is {finalPayment}.' },
      {
        when: (_inputs, details) => interestShare(details) >= HEAVY_INTEREST_SHARE,
        text: 'Interest adds more than half again to what you owe: a larger monthly payment would cut both the time and the interest sharply.',
      },
    ],
  },
  whatIfs: MORE_A_MONTH.map((more) => ({
    lead: 'Paying {monthlyPayment} a month',
    change: ({ monthlyPayment: payment }: DebtPayoffInputs) => ({ monthlyPayment: payment + more }),
    outputs: ['monthsToPayoff', 'totalInterest'],
  })),
  properties: [
    { output: 'monthsToPayoff', input: 'monthlyPayment', direction: 'falls' },
    { output: 'monthsToPayoff', input: 'debtBalance', direction: 'rises' },
    { output: 'totalInterest', input: 'interestRate', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '$5,000 at 22% with $200 a month: 34 payments, $1,749.88 of interest',
      // The site's interest counts 34 full payments, but the last one is $149.88.
      source: 'theprimecalculator.com gives the 34 months (not the $1,800 of interest some sites print), worked example 1',
      inputs: { debtBalance: 5000, interestRate: 22, monthlyPayment: 200 },
      expected: { totalInterest: 1749.88, totalPaid: 6749.88, finalPayment: 149.88 },
      decimals: 2,
      exact: { monthsToPayoff: 34 },
    },
    {
      name: '$1,000 at 18% with $50 a month: ⌈NPER(1.5%, −50, 1000)⌉ = 24 payments',
      source: 'Excel NPER, worked example 2',
      inputs: { debtBalance: 1000, interestRate: 18, monthlyPayment: 50 },
      expected: { totalInterest: 197.83, totalPaid: 1197.83, finalPayment: 47.83 },
      decimals: 2,
      exact: { monthsToPayoff: 24 },
    },
  ],
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
