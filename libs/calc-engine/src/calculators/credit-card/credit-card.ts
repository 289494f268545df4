import { assertComputableBlaming, inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { balanceChart } from '../../_lib/loan-charts.js';
import { messages } from '../../errors/messages.js';
import { balanceAfter, payoff } from '../../finance/amortization-schedule.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import type { CalculationResult, DetailValue, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `mode` select. */
export const CREDIT_CARD_MODE = { fixedPayment: 1, targetMonths: 2 } as const;

export type CreditCardMode = (typeof CREDIT_CARD_MODE)[keyof typeof CREDIT_CARD_MODE];

export interface CreditCardInputs {
  /** $ owed on the card. */
  readonly balance: number;
  /** APR in percent; a month is charged a twelfth of it. */
  readonly interestRate: number;
  /** 1 how long a fixed payment takes, 2 the payment that clears the card in a number of months. */
  readonly mode: CreditCardMode;
  /** $ a month, mode 1. */
  readonly monthlyPayment?: number;
  /** Whole months, mode 2. */
  readonly targetMonths?: number;
}

export interface CreditCardDetails extends Record<string, number> {
  /** Payments until the balance is 0, the last one partial in mode 1. */
  readonly monthsToPayoff: number;
  readonly totalInterest: number;
  /** The balance plus the interest. */
  readonly totalPaid: number;
  /** The last payment: what is left, with its interest. */
  readonly finalPayment: number;
}

const balance = {
  name: 'balance', label: 'Card Balance', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e8, step: 50, uiDefault: 5000, placeholder: 'e.g. 5000', help: 'What you owe on the card today, from your statement or app.',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate (APR)', type: 'number', unit: '%', required: true, checked: true, min: 0, max: 100,
  step: 0.01, uiDefault: 22, placeholder: 'e.g. 22', help: 'The purchase APR on your statement; a month is charged a twelfth of it.',
} as const satisfies NumberInputSpec;
const mode = {
  name: 'mode', label: 'I Want to', type: 'select', required: false, default: CREDIT_CARD_MODE.fixedPayment, uiDefault: CREDIT_CARD_MODE.fixedPayment,
  options: [CREDIT_CARD_MODE.fixedPayment, CREDIT_CARD_MODE.targetMonths],
  optionLabels: { 1: 'Pay a fixed amount', 2: 'Be debt-free in a number of months' },
  help: 'See how long a monthly payment takes, or find the payment that clears the card by a chosen month.',
} as const satisfies SelectInputSpec;
const monthlyPayment = {
  name: 'monthlyPayment', label: 'Monthly Payment', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e8, step: 10, uiDefault: 200, placeholder: 'e.g. 200',
  help: 'The same amount each month, with no new purchases. It must be more than a month\'s interest.',
  visibleWhen: { input: 'mode', equals: [CREDIT_CARD_MODE.fixedPayment] },
} as const satisfies NumberInputSpec;
const targetMonths = {
  name: 'targetMonths', label: 'Months to Pay Off', type: 'number', unit: 'months', required: true, checked: true, integer: true,
  min: 1, max: 600, step: 1, uiDefault: 24, placeholder: 'e.g. 24', help: 'When you want the card cleared: 24 months is two years.',
  visibleWhen: { input: 'mode', equals: [CREDIT_CARD_MODE.targetMonths] },
} as const satisfies NumberInputSpec;

/** The what-ifs' larger payment: this much more a month. */
const MORE_A_MONTH = 50;
/** The what-ifs' sooner target: this many months less. */
const SOONER = 6;
/** The balance-transfer what-if: a rate this many points lower. */
const LOWER_RATE = 5;

type Details = Readonly<Record<string, DetailValue>>;
const byPayment = (inputs: CreditCardInputs) => (inputs.mode ?? mode.default) === CREDIT_CARD_MODE.fixedPayment;
const free = ({ totalInterest }: Details) => totalInterest === 0;

function fixedPayment(inputs: CreditCardInputs): CalculationResult<CreditCardDetails> {
  const pay = inputs.monthlyPayment as number;
  const r = monthlyRate(inputs.interestRate);
  if (!(pay > inputs.balance * r)) inconsistent(messages.cardNeverPaidOff(), monthlyPayment);
  const plan = payoff(inputs.balance, r, pay);
  const details: CreditCardDetails = {
    monthsToPayoff: plan.months,
    totalInterest: plan.totalInterest,
    totalPaid: plan.totalPaid,
    finalPayment: plan.finalPayment,
  };
  // A payment a hair above the interest stretches the payoff beyond count.
  assertComputableBlaming(details, [[inputs.balance, balance], [inputs.interestRate, interestRate], [pay, monthlyPayment]]);
  return {
    value: plan.months,
    unit: 'months',
    details,
    chart: balanceChart(plan.months, (month) => balanceAfter(inputs.balance, r, pay, month)),
    // A schedule longer than 50 years is left out; the totals are computed all the same.
    schedule: plan.months <= targetMonths.max ? plan.schedule : undefined,
  };
}

function byTarget(inputs: CreditCardInputs): CalculationResult<CreditCardDetails> {
  const months = inputs.targetMonths as number;
  const r = monthlyRate(inputs.interestRate);
  const requiredPayment = payment(inputs.balance, r, months);
  const totalPaid = requiredPayment * months;
  const details: CreditCardDetails = {
    monthsToPayoff: months,
    totalInterest: totalPaid - inputs.balance,
    totalPaid,
    finalPayment: requiredPayment,
    requiredPayment,
  };
  return {
    value: requiredPayment,
    unit: '$',
    details,
    chart: balanceChart(months, (month) => balanceAfter(inputs.balance, r, requiredPayment, month)),
    schedule: payoff(inputs.balance, r, requiredPayment, months).schedule,
  };
}

export const creditCard = defineCalculator<CreditCardInputs, CreditCardDetails>({
  slug: 'credit-card',
  inputs: [balance, interestRate, mode, monthlyPayment, targetMonths],
  outputs: [
    { name: 'monthsToPayoff', type: 'number', unit: 'months', label: 'Months to pay off', decimals: 0, words: 'the time to pay off' },
    { name: 'requiredPayment', type: 'number', unit: '$', label: 'Monthly payment needed', words: 'the payment needed' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest', words: 'the interest' },
    { name: 'totalPaid', type: 'number', unit: '$', label: 'Total paid' },
    { name: 'finalPayment', type: 'number', unit: '$', label: 'Final payment' },
  ],
  // Mode 2 leads with the payment needed: its result's value is requiredPayment, and its worked solution ends there.
  primary: 'monthsToPayoff',
  compute(inputs) {
    return inputs.mode === CREDIT_CARD_MODE.targetMonths ? byTarget(inputs) : fixedPayment(inputs);
  },
  intermediates: {
    monthlyRate: { value: (inputs) => monthlyRate(inputs.interestRate) },
    firstInterest: { unit: '$', value: (inputs) => inputs.balance * monthlyRate(inputs.interestRate) },
    // Excel NPER(r, −payment, balance); the schedule pays month by month and takes its ceiling.
    periods: {
      value: ({ balance: owed, interestRate: annual, monthlyPayment: pay = 0 }) => {
        const r = monthlyRate(annual);
        return r === 0 ? owed / pay : -Math.log(1 - (r * owed) / pay) / Math.log(1 + r);
      },
    },
    fullPayments: { value: (_inputs, { monthsToPayoff }) => Number(monthsToPayoff) - 1 },
    payoffTime: { unit: 'months', yearsAndMonths: true, value: (_inputs, { monthsToPayoff }) => Number(monthsToPayoff) },
    interestShare: {
      unit: '%',
      value: (inputs, { totalInterest }) => (Number(totalInterest) / inputs.balance) * 100,
    },
  },
  solution: [
    { label: 'Monthly rate', expression: '{interestRate} / 100 / 12', value: 'monthlyRate' },
    {
      label: 'Monthly payment needed', expression: '{balance} / {targetMonths}', value: 'requiredPayment',
      when: (inputs) => inputs.mode === CREDIT_CARD_MODE.targetMonths && inputs.interestRate === 0,
    },
    {
      label: 'Total paid', expression: '{requiredPayment} × {targetMonths}', value: 'totalPaid',
      when: (inputs) => inputs.mode === CREDIT_CARD_MODE.targetMonths && inputs.interestRate !== 0,
    },
    {
      label: 'Total interest', expression: '{totalPaid} − {balance}', value: 'totalInterest',
      when: (inputs) => inputs.mode === CREDIT_CARD_MODE.targetMonths && inputs.interestRate !== 0,
    },
    {
      label: 'Monthly payment needed', expression: '{balance} × {monthlyRate} / (1 − (1 + {monthlyRate})^−{targetMonths})', value: 'requiredPayment',
      when: (inputs) => inputs.mode === CREDIT_CARD_MODE.targetMonths && inputs.interestRate !== 0,
    },
    { label: 'Interest in the first month', expression: '{balance} × {monthlyRate}', value: 'firstInterest', when: byPayment },
    {
      label: 'Payments needed', expression: '{balance} / {monthlyPayment}', value: 'periods', decimals: 2,
      when: (inputs) => byPayment(inputs) && inputs.interestRate === 0,
    },
    {
      label: 'Payments needed', expression: '−log(1 − {monthlyRate} × {balance} / {monthlyPayment}) / log(1 + {monthlyRate})',
      value: 'periods', decimals: 2, when: (inputs) => byPayment(inputs) && inputs.interestRate !== 0,
    },
    {
      label: 'Final payment', expression: 'what is left after {fullPayments} payments of {monthlyPayment}, with its month’s interest',
      value: 'finalPayment', when: byPayment,
    },
    { label: 'Total paid', expression: '{monthlyPayment} × {fullPayments} + {finalPayment}', value: 'totalPaid', when: byPayment },
    { label: 'Total interest', expression: '{totalPaid} − {balance}', value: 'totalInterest', when: byPayment },
    // Part of a payment is still a month: round up.
    { label: 'Months to pay off', expression: 'ceil({periods:2})', value: 'monthsToPayoff', when: byPayment },
  ],
  assessment: {
    of: 'monthsToPayoff',
    cases: [
      {
        when: (inputs, details) => !byPayment(inputs) && free(details),
        text: 'Paying {requiredPayment} a month clears the {balance} in {payoffTime}, with no interest at 0%.',
      },
      {
        when: (inputs) => !byPayment(inputs),
        text: 'Paying {requiredPayment} a month clears the {balance} in {payoffTime}. Interest adds {totalInterest}, {interestShare} of the balance, for {totalPaid} in all.',
      },
      {
        when: (_inputs, details) => free(details),
        text: 'At 0% the card is clear in {payoffTime}: every dollar of the payment repays the balance, and the last payment is {finalPayment}.',
      },
    ],
    bands: [
      { below: 24, text: 'The card is clear in {payoffTime}. Interest adds {totalInterest}, {interestShare} of the balance, and the last payment is {finalPayment}.' },
      { below: 60, text: 'The card takes {payoffTime} to clear. Interest adds {totalInterest}, {interestShare} of the balance, and the last payment is {finalPayment}.' },
      { text: 'At this payment the card takes {payoffTime} to clear, and interest adds {totalInterest}, {interestShare} of the balance. Paying more each month cuts both sharply.' },
    ],
    notes: [
      { text: 'This assumes no new purchases on the card while you pay it off.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Paying {monthlyPayment} a month',
      change: (inputs) => (inputs.mode === CREDIT_CARD_MODE.fixedPayment && inputs.monthlyPayment !== undefined
        ? { monthlyPayment: inputs.monthlyPayment + MORE_A_MONTH } : undefined),
      outputs: ['monthsToPayoff', 'totalInterest'],
    },
    {
      lead: 'At a rate of {interestRate}',
      change: (inputs) => (inputs.mode === CREDIT_CARD_MODE.fixedPayment && inputs.interestRate >= LOWER_RATE
        ? { interestRate: inputs.interestRate - LOWER_RATE } : undefined),
      outputs: ['monthsToPayoff', 'totalInterest'],
    },
    {
      lead: 'Aiming for {targetMonths}',
      change: (inputs) => (inputs.mode === CREDIT_CARD_MODE.targetMonths && inputs.targetMonths !== undefined && inputs.targetMonths > SOONER
        ? { targetMonths: inputs.targetMonths - SOONER } : undefined),
      outputs: ['requiredPayment', 'totalInterest'],
    },
    {
      lead: 'At a rate of {interestRate}',
      change: (inputs) => (inputs.mode === CREDIT_CARD_MODE.targetMonths && inputs.interestRate >= LOWER_RATE
        ? { interestRate: inputs.interestRate - LOWER_RATE } : undefined),
      outputs: ['requiredPayment', 'totalInterest'],
    },
  ],
  properties: [
    { output: 'monthsToPayoff', input: 'balance', direction: 'rises' },
    { output: 'monthsToPayoff', input: 'monthlyPayment', direction: 'falls' },
    { output: 'totalInterest', input: 'monthlyPayment', direction: 'falls' },
    { output: 'requiredPayment', input: 'targetMonths', direction: 'falls' },
    { output: 'totalInterest', input: 'interestRate', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '$5,000 at 22% paying $200 a month: 34 months',
      source: 'theprimecalculator.com credit card payoff example (34 months); the interest, $1,749.88 with a last payment of $149.88, computed by hand in exact decimals month by month (the page\'s $1,800 counts 34 full payments)',
      inputs: { balance: 5000, interestRate: 22, mode: 1, monthlyPayment: 200 },
      expected: { totalInterest: 1749.88, totalPaid: 6749.88, finalPayment: 149.88 }, decimals: 2, exact: { monthsToPayoff: 34 },
    },
    {
      name: '$5,000 at 22% cleared in 24 months: $259.39 a month, $1,225.38 of interest',
      source: 'computed by hand in exact decimals: 5,000 × (0.22/12) / (1 − (1 + 0.22/12)^−24) = 259.390773; × 24 − 5,000 = 1,225.378558',
      inputs: { balance: 5000, interestRate: 22, mode: 2, targetMonths: 24 },
      expected: { requiredPayment: 259.39, totalInterest: 1225.38, totalPaid: 6225.38 }, decimals: 2, exact: { monthsToPayoff: 24 },
    },
    {
      name: '$8,000 at 24.99% paying $300 a month: 40 months, $3,796.69 of interest',
      source: 'computed by hand in exact decimals, month by month: 39 payments of 300 and a last one of 96.687442',
      inputs: { balance: 8000, interestRate: 24.99, mode: 1, monthlyPayment: 300 },
      expected: { totalInterest: 3796.69, finalPayment: 96.69 }, decimals: 2, exact: { monthsToPayoff: 40 },
    },
    {
      name: '$5,000 at 0% paying $200 a month: 25 months',
      source: 'computed by hand: 5,000 / 200 = 25 payments, no interest',
      inputs: { balance: 5000, interestRate: 0, mode: 1, monthlyPayment: 200 },
      expected: { totalInterest: 0, totalPaid: 5000, finalPayment: 200 }, decimals: 6, exact: { monthsToPayoff: 25 },
    },
  ],
});

/**
 * How long a fixed monthly payment takes to clear a credit card (mode 1), or the payment that clears it in a chosen
 * number of months (mode 2), with interest charged monthly at a twelfth of the APR and no new purchases.
 * @param inputs - `balance` ($), `interestRate` (APR %), `mode`, `monthlyPayment` ($, mode 1) or `targetMonths` (mode 2)
 * @returns the months to pay off (mode 1) or the payment needed (mode 2) as `value`; interest, total and last payment
 * in `details`; the month-by-month schedule
 * @example
 * creditCardPayoff({ balance: 5000, interestRate: 22, mode: 1, monthlyPayment: 200 }).value; // 34 ($1,749.88 of interest)
 * creditCardPayoff({ balance: 5000, interestRate: 22, mode: 2, targetMonths: 24 }).value; // 259.390773...
 */
export function creditCardPayoff(inputs: CreditCardInputs): CalculationResult<CreditCardDetails> {
  return runCalculator(creditCard, inputs);
}
