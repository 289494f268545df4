import { inconsistent, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { principalInterestPie } from '../../_lib/loan-charts.js';
import { messages } from '../../errors/messages.js';
import { payoff } from '../../finance/amortization-schedule.js';
import type { PaymentTiming } from '../../finance/future-value.js';
import { numberOfPeriods } from '../../finance/number-of-periods.js';
import { monthlyRate, payment as levelPayment } from '../../finance/payment.js';
import { rate } from '../../finance/rate.js';
import type { AmortizationRow, CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `mode` select. */
export const PAYMENT_MODE = { fixedTerm: 1, fixedPayment: 2 } as const;

export type PaymentMode = (typeof PAYMENT_MODE)[keyof typeof PAYMENT_MODE];

export interface PaymentInputs {
  /** 1 the payment for a term, 2 the number of payments for a payment. */
  readonly mode: PaymentMode;
  /** $. */
  readonly loanAmount: number;
  /** APR in percent; the monthly rate is APR / 12. */
  readonly interestRate: number;
  /** Months, mode 1. */
  readonly loanTerm?: number;
  /** $ a month, mode 2. */
  readonly monthlyPayment?: number;
  /** 0 payments at the end of each month, 1 at the beginning (Excel's `type`). */
  readonly paymentTiming: PaymentTiming;
}

export interface PaymentDetails extends Record<string, number> {
  readonly monthlyPayment: number;
  readonly numberOfPayments: number;
  readonly totalOfPayments: number;
  readonly totalInterest: number;
}

const mode = {
  name: 'mode', label: 'Calculate', type: 'select', required: false, default: PAYMENT_MODE.fixedTerm, uiDefault: PAYMENT_MODE.fixedTerm,
  options: [PAYMENT_MODE.fixedTerm, PAYMENT_MODE.fixedPayment],
  optionLabels: { 1: 'Fixed term → payment', 2: 'Fixed payment → number of payments' },
  help: 'Find the monthly payment for a term, or how many payments a monthly amount takes.',
} as const satisfies SelectInputSpec;
const loanAmount = {
  name: 'loanAmount', label: 'Loan Amount', type: 'number', unit: '$', required: true, checked: true, minExclusive: true,
  min: 0, max: 1e9, step: 100, uiDefault: 20000, placeholder: 'e.g. 20000', help: 'The amount you borrow.',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate (APR)', type: 'number', unit: '%', required: true, checked: true,
  min: 0, max: 100, step: 0.01, uiDefault: 6, placeholder: 'e.g. 6', help: 'The annual percentage rate; a month is charged a twelfth of it.',
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Loan Term', type: 'number', unit: 'months', required: true, checked: true, integer: true,
  min: 1, max: 1200, step: 1, uiDefault: 60, placeholder: 'e.g. 60', help: 'The number of monthly payments, in whole months.',
  visibleWhen: { input: 'mode', equals: [PAYMENT_MODE.fixedTerm] },
} as const satisfies NumberInputSpec;
const monthlyPayment = {
  name: 'monthlyPayment', label: 'Monthly Payment', type: 'number', unit: '$', required: true, checked: true, minExclusive: true,
  min: 0, step: 10, uiDefault: 400, placeholder: 'e.g. 400', help: 'The amount you pay each month.',
  visibleWhen: { input: 'mode', equals: [PAYMENT_MODE.fixedPayment] },
} as const satisfies NumberInputSpec;
const paymentTiming = {
  name: 'paymentTiming', label: 'Payments Due', type: 'select', required: false, default: 0, uiDefault: 0,
  options: [0, 1], optionLabels: { 0: 'End of each month', 1: 'Beginning of each month' },
  help: 'Most loans are paid at the end of each month; a lease or rent is paid at the beginning.',
} as const satisfies SelectInputSpec;

/** The fixed-term payment: Excel `PMT(r, n, −P, 0, type)`. Paid a month earlier, each payment is worth (1 + r) more. */
function fixedTermPayment(principal: number, r: number, months: number, timing: PaymentTiming): number {
  return levelPayment(principal, r, months) / (1 + r * timing);
}

/**
 * Pays a loan off month by month. Paying at the beginning of each month is paying once now and then at the end of
 * each month on what is left, so the end-of-month payoff serves both timings.
 */
function timedPayoff(principal: number, r: number, pay: number, timing: PaymentTiming, lastMonth = Infinity) {
  if (timing === 0) return payoff(principal, r, pay, lastMonth);
  const first = Math.min(pay, principal);
  const rest = payoff(principal - first, r, pay, lastMonth - 1);
  const firstRow: AmortizationRow = { month: 1, payment: first, principal: first, interest: 0, balance: principal - first };
  return {
    months: rest.months + 1,
    totalPaid: first + rest.totalPaid,
    finalPayment: rest.months === 0 ? first : rest.finalPayment,
    schedule: rest.schedule && [firstRow, ...rest.schedule.map((row) => ({ ...row, month: row.month + 1 }))],
  };
}

function fixedTerm(inputs: PaymentInputs): CalculationResult<PaymentDetails> {
  const { loanAmount: principal, paymentTiming: timing } = inputs;
  const months = inputs.loanTerm as number;
  const r = monthlyRate(inputs.interestRate);
  const pay = fixedTermPayment(principal, r, months, timing);
  const totalOfPayments = pay * months;
  const totalInterest = totalOfPayments - principal;
  return {
    value: pay,
    unit: '$',
    details: { monthlyPayment: pay, numberOfPayments: months, totalOfPayments, totalInterest },
    chart: principalInterestPie(principal, totalInterest),
    schedule: timedPayoff(principal, r, pay, timing, months).schedule,
  };
}

function fixedPayment(inputs: PaymentInputs): CalculationResult<PaymentDetails> {
  const { loanAmount: principal, paymentTiming: timing } = inputs;
  const pay = inputs.monthlyPayment as number;
  const r = monthlyRate(inputs.interestRate);
  // A payment made at the beginning of a month also saves that month's interest on it.
  if (pay * (1 + r * timing) <= principal * r) inconsistent(messages.paymentBelowInterest(), monthlyPayment);
  // Fractional, as Excel's NPER: the schedule below counts the whole payments, the last one partial.
  const numberOfPayments = numberOfPeriods(r, -pay, principal, 0, timing);
  // At 0% a payment of a fraction of a cent on a large loan overflows the count itself.
  if (!Number.isFinite(numberOfPayments)) outOfDomain(messages.paymentTooSmall(monthlyPayment.label), monthlyPayment);
  const paid = timedPayoff(principal, r, pay, timing);
  const totalInterest = paid.totalPaid - principal;
  return {
    value: numberOfPayments,
    unit: 'payments',
    details: {
      monthlyPayment: pay,
      numberOfPayments,
      totalOfPayments: paid.totalPaid,
      totalInterest,
      payoffMonths: paid.months,
      finalPayment: paid.finalPayment,
    },
    chart: principalInterestPie(principal, totalInterest),
    // Left out beyond the longest term the form takes (100 years): a payment of a few dollars on a large loan would
    // otherwise build thousands of rows for a page that shows none of them; the totals are computed all the same.
    schedule: paid.months <= loanTerm.max ? paid.schedule : undefined,
  };
}

const NPER_AT_THE_END = 'ln(A / (A − {loanAmount})) / ln(1 + {interestRate} / 1200), where A = {monthlyPayment} / ({interestRate} / 1200)';
const NPER_AT_THE_START =
  'ln(A / (A − {loanAmount})) / ln(1 + {interestRate} / 1200), where A = {monthlyPayment} × (1 + {interestRate} / 1200) / ({interestRate} / 1200)';
const PMT_AT_THE_END = '{loanAmount} × ({interestRate} / 1200) / (1 − (1 + {interestRate} / 1200)^−{loanTerm})';

type Shown = (inputs: PaymentInputs) => boolean;
const when = (chosen: PaymentMode, timing: PaymentTiming | undefined, zeroRate: boolean): Shown =>
  (inputs) => inputs.mode === chosen && (timing === undefined || inputs.paymentTiming === timing) && (inputs.interestRate === 0) === zeroRate;

export const payment = defineCalculator<PaymentInputs, PaymentDetails>({
  slug: 'payment',
  inputs: [mode, loanAmount, interestRate, loanTerm, monthlyPayment, paymentTiming],
  outputs: [
    { name: 'monthlyPayment', type: 'number', unit: '$', label: 'Monthly payment' },
    { name: 'numberOfPayments', type: 'number', unit: 'payments', label: 'Number of payments', decimals: 4 },
    { name: 'totalOfPayments', type: 'number', unit: '$', label: 'Total of payments' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest' },
    { name: 'payoffMonths', type: 'number', unit: 'months', label: 'Months to pay off', decimals: 0, words: 'the time to pay off' },
    { name: 'finalPayment', type: 'number', unit: '$', label: 'Final payment' },
  ],
  // Mode 2 leads with the number of payments: its result's value is numberOfPayments, and the worked solution ends there.
  primary: 'monthlyPayment',
  compute(inputs) {
    return inputs.mode === PAYMENT_MODE.fixedPayment ? fixedPayment(inputs) : fixedTerm(inputs);
  },
  solvable: {
    // The payment is proportional to the amount borrowed; in mode 2 the payment is an input, with nothing to solve.
    loanAmount: {
      from: ['monthlyPayment'],
      closedForm: ({ mode: chosen, interestRate: apr, loanTerm: months, paymentTiming: timing }, _known, pay) =>
        (chosen === PAYMENT_MODE.fixedTerm && months !== undefined
          ? pay / fixedTermPayment(1, monthlyRate(apr), months, timing)
          : Number.NaN),
    },
    // Excel's RATE: the payment rises with the rate, so there is one root, and none (a negative rate) when the
    // payment is below loanAmount / loanTerm.
    interestRate: {
      from: ['monthlyPayment'],
      closedForm: ({ mode: chosen, loanAmount: principal, loanTerm: months, paymentTiming: timing }, _known, pay) =>
        (chosen === PAYMENT_MODE.fixedTerm && months !== undefined ? rate(months, -pay, principal, 0, timing) * 1200 : Number.NaN),
    },
  },
  // Mode 2 ends at the number of payments, its result; the totals before it come from the schedule's payments.
  solution: [
    { label: 'Total of payments', expression: '({payoffMonths} − 1) × {monthlyPayment} + {finalPayment}', value: 'totalOfPayments', when: (inputs) => inputs.mode === PAYMENT_MODE.fixedPayment },
    { label: 'Total interest', expression: '{totalOfPayments} − {loanAmount}', value: 'totalInterest', when: (inputs) => inputs.mode === PAYMENT_MODE.fixedPayment },
    { label: 'Number of payments', expression: '{loanAmount} / {monthlyPayment}', value: 'numberOfPayments', when: when(PAYMENT_MODE.fixedPayment, undefined, true) },
    { label: 'Number of payments', expression: NPER_AT_THE_END, value: 'numberOfPayments', when: when(PAYMENT_MODE.fixedPayment, 0, false) },
    { label: 'Number of payments', expression: NPER_AT_THE_START, value: 'numberOfPayments', when: when(PAYMENT_MODE.fixedPayment, 1, false) },
    { label: 'Monthly payment', expression: '{loanAmount} / {loanTerm}', value: 'monthlyPayment', when: when(PAYMENT_MODE.fixedTerm, undefined, true) },
    { label: 'Monthly payment', expression: PMT_AT_THE_END, value: 'monthlyPayment', when: when(PAYMENT_MODE.fixedTerm, 0, false) },
    { label: 'Monthly payment', expression: `${PMT_AT_THE_END} / (1 + {interestRate} / 1200)`, value: 'monthlyPayment', when: when(PAYMENT_MODE.fixedTerm, 1, false) },
  ],
  assessment: {
    of: 'interestRate',
    cases: [
      {
        when: (inputs) => inputs.mode === PAYMENT_MODE.fixedPayment && inputs.interestRate === 0,
        text: 'At 0% every payment repays principal: {payoffMonths} clear the {loanAmount}, the last payment being {finalPayment}.',
      },
      {
        when: (inputs) => inputs.mode === PAYMENT_MODE.fixedPayment,
        text: 'Paying {monthlyPayment} a month clears the loan in {payoffMonths}, the last payment being {finalPayment}; interest adds {totalInterest}, for {totalOfPayments} in all.',
      },
      { when: (inputs) => inputs.interestRate === 0, text: 'At 0% you repay exactly the {loanAmount} you borrow, {monthlyPayment} a month over {loanTerm}.' },
    ],
    bands: [
      { below: 5, text: 'A rate of {interestRate} is low: interest adds {totalInterest} to the {loanAmount} borrowed, for {totalOfPayments} over {loanTerm}.' },
      { below: 12, text: 'At {interestRate}, interest adds {totalInterest} to the {loanAmount} borrowed, for {totalOfPayments} over {loanTerm}.' },
      { text: 'A rate of {interestRate} is high: interest adds {totalInterest} to the {loanAmount} borrowed, for {totalOfPayments} over {loanTerm}. A lower rate or a shorter term cuts it.' },
    ],
  },
  whatIfs: [
    {
      lead: 'At a rate of {interestRate}',
      change: (inputs) => (inputs.mode === PAYMENT_MODE.fixedTerm && inputs.interestRate >= 1 ? { interestRate: inputs.interestRate - 1 } : undefined),
      outputs: ['monthlyPayment', 'totalInterest'],
    },
    {
      lead: 'Over {loanTerm}',
      change: ({ mode: chosen, loanTerm: months }) =>
        (chosen === PAYMENT_MODE.fixedTerm && months !== undefined && months + 12 <= 1200 ? { loanTerm: months + 12 } : undefined),
      outputs: ['monthlyPayment', 'totalInterest'],
    },
    {
      lead: 'At a rate of {interestRate}',
      change: (inputs) => (inputs.mode === PAYMENT_MODE.fixedPayment && inputs.interestRate >= 1 ? { interestRate: inputs.interestRate - 1 } : undefined),
      outputs: ['payoffMonths', 'totalInterest'],
    },
    {
      lead: 'Paying {monthlyPayment} a month',
      change: ({ mode: chosen, monthlyPayment: pay }) =>
        (chosen === PAYMENT_MODE.fixedPayment && pay !== undefined ? { monthlyPayment: pay + 50 } : undefined),
      outputs: ['payoffMonths', 'totalInterest'],
    },
  ],
  properties: [
    { output: 'monthlyPayment', input: 'loanAmount', direction: 'rises' },
    { output: 'monthlyPayment', input: 'interestRate', direction: 'rises' },
    { output: 'monthlyPayment', input: 'loanTerm', direction: 'falls' },
    { output: 'numberOfPayments', input: 'loanAmount', direction: 'rises' },
    { output: 'numberOfPayments', input: 'monthlyPayment', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: '$10,000 at 8% over 10 months: $1,037.03 a month', source: 'Microsoft Excel PMT documentation, =PMT(8%/12, 10, 10000); SAS PMT function documentation',
      inputs: { mode: 1, loanAmount: 10000, interestRate: 8, loanTerm: 10 }, expected: { monthlyPayment: 1037.03 }, decimals: 2,
    },
    {
      name: '$10,000 at 8% over 10 months, paid at the beginning of each month: $1,030.16', source: 'Microsoft Excel PMT documentation (type 1); SAS PMT function documentation',
      inputs: { mode: 1, loanAmount: 10000, interestRate: 8, loanTerm: 10, paymentTiming: 1 }, expected: { monthlyPayment: 1030.16 }, decimals: 2,
    },
    {
      name: '$5,000 at 6% over 15 months: $346.82 a month', source: 'MESCIUS PMT function documentation',
      inputs: { mode: 1, loanAmount: 5000, interestRate: 6, loanTerm: 15 }, expected: { monthlyPayment: 346.82 }, decimals: 2,
    },
    {
      name: '$90,000 at 6% paid $790 at the beginning of each month: 167.7228 payments', source: 'MESCIUS NPER function documentation, NPER(0.005, -790, 90000, 0, 1)',
      inputs: { mode: 2, loanAmount: 90000, interestRate: 6, monthlyPayment: 790, paymentTiming: 1 }, expected: { numberOfPayments: 167.7228 }, decimals: 4,
    },
  ],
});

/**
 * The monthly payment of a loan over a fixed term (mode 1), or the number of payments a fixed monthly payment takes
 * to repay it (mode 2), with payments at the end or the beginning of each month, as Excel's PMT and NPER.
 * @param inputs - `mode`, `loanAmount` ($), `interestRate` (APR %), `loanTerm` (months, mode 1) or `monthlyPayment`
 * ($, mode 2), `paymentTiming` (0 end, 1 beginning)
 * @returns the payment (mode 1) or the number of payments (mode 2) as `value`, every output in `details`, and the
 * month-by-month schedule
 * @example
 * loanPaymentFor({ mode: 1, loanAmount: 10000, interestRate: 8, loanTerm: 10, paymentTiming: 0 }).value; // 1037.032...
 * loanPaymentFor({ mode: 2, loanAmount: 90000, interestRate: 6, monthlyPayment: 790, paymentTiming: 1 }).value; // 167.7228...
 */
export function loanPaymentFor(inputs: PaymentInputs): CalculationResult<PaymentDetails> {
  return runCalculator(payment, inputs);
}
