import { assertNotNegative, assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { amortizationSchedule, MAX_SCHEDULE_MONTHS } from '../../finance/amortization-schedule.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

/** A loan's what-if in words: its payment and its interest, and how far each moved. */
const LOAN_WHAT_IF = 'the payment would be {monthlyPayment} a month ({change.monthlyPayment}) and the interest {totalInterest} in all ({change.totalInterest})';
const REFERENCE_SOURCE = 'Excel PMT (the original loan page printed 308.45 and 955.65)';

export interface LoanInputs {
  readonly loanAmount: number;
  /** Annual interest rate in percent. */
  readonly interestRate: number;
  /** Tenure in years. */
  readonly loanTenure: number;
}

export interface LoanDetails extends Record<string, number> {
  readonly monthlyPayment: number;
  readonly totalAmount: number;
  readonly totalInterest: number;
  readonly principal: number;
  readonly numberOfPayments: number;
}

const loanAmount = {
  name: 'loanAmount', label: 'Loan Amount', type: 'number', unit: '$', required: true, min: 1000, max: 1000000,
  step: 1000, uiDefault: 10000, placeholder: 'e.g. 10,000',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Annual Interest Rate', type: 'number', unit: '%', required: true, min: 1, max: 30,
  step: 0.1, uiDefault: 7, placeholder: 'e.g. 7',
} as const satisfies NumberInputSpec;
const loanTenure = {
  name: 'loanTenure', label: 'Loan Tenure', type: 'number', unit: 'years', required: true, min: 1, max: 30, step: 1,
  uiDefault: 3, placeholder: 'e.g. 3', help: 'How many years you have to repay the loan.',
} as const satisfies NumberInputSpec;

/** Above this monthly payment a loan is a "significant" commitment, otherwise "manageable" (docs/product.md#result-interpretations). */
const SIGNIFICANT_LOAN_PAYMENT = 1000;
/** Years taken off the term in the shorter-loan what-if; a term this short or shorter is lengthened instead. */
const SHORTER_BY = 5;
/** Years added when the term is too short to shorten. */
const LONGER_BY = 2;

export const loan = defineCalculator<LoanInputs, LoanDetails>({
  slug: 'loan',
  inputs: [loanAmount, interestRate, loanTenure],
  outputs: [
    { name: 'monthlyPayment', type: 'number', unit: '$', label: 'Monthly payment' },
    { name: 'totalAmount', type: 'number', unit: '$', label: 'Total amount repaid' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest' },
    { name: 'principal', type: 'number', unit: '$', label: 'Principal' },
    { name: 'numberOfPayments', type: 'number', unit: 'months', label: 'Number of payments' },
  ],
  primary: 'monthlyPayment',
  solvable: {
    // The payment is proportional to the amount: the amount a payment repays is the payment over that of $1.
    loanAmount: {
      from: ['monthlyPayment'],
      closedForm: (inputs, _known, pay) => pay / payment(1, monthlyRate(inputs.interestRate), inputs.loanTenure * 12),
    },
    interestRate: { from: ['monthlyPayment'] },
    loanTenure: { from: ['monthlyPayment'] },
  },
  compute(inputs) {
    assertPositive(inputs.loanAmount, loanAmount);
    assertNotNegative(inputs.interestRate, interestRate);
    assertPositive(inputs.loanTenure, loanTenure);
    const rate = monthlyRate(inputs.interestRate);
    const months = inputs.loanTenure * 12;
    const monthlyPayment = payment(inputs.loanAmount, rate, months);
    const totalAmount = monthlyPayment * months;
    const totalInterest = totalAmount - inputs.loanAmount;
    return {
      value: monthlyPayment,
      unit: '$',
      details: {
        monthlyPayment,
        totalAmount,
        totalInterest,
        principal: inputs.loanAmount,
        numberOfPayments: months,
      },
      chart: {
        type: 'pie',
        data: [
          { role: 'principal', value: inputs.loanAmount },
          { role: 'interest', value: totalInterest },
        ],
      },
      // Left out beyond 1,000 years, as the mortgage's: a tenure of millions of years would otherwise build
      // millions of rows for a page that shows none of them.
      schedule: Math.ceil(months) <= MAX_SCHEDULE_MONTHS ? amortizationSchedule(inputs.loanAmount, rate, Math.ceil(months)) : undefined,
    };
  },
  intermediates: {
    monthlyRate: { value: (inputs) => monthlyRate(inputs.interestRate) },
    // The number of payments as a count, not as months: "Over 36 payments".
    months: { value: (_inputs, { numberOfPayments }) => numberOfPayments as number },
  },
  solution: [
    { label: 'Monthly rate', expression: '{interestRate} / 100 / 12', value: 'monthlyRate' },
    { label: 'Number of payments', expression: '{loanTenure} × 12', value: 'months' },
    // At 0% the formula would divide by zero: the amount is simply shared over the payments.
    { label: 'Monthly payment', expression: '{loanAmount} / {months}', value: 'monthlyPayment', when: (inputs) => inputs.interestRate === 0 },
    {
      label: 'Monthly payment',
      expression: '{loanAmount} × {monthlyRate} × (1 + {monthlyRate})^{months} / ((1 + {monthlyRate})^{months} − 1)',
      value: 'monthlyPayment', when: (inputs) => inputs.interestRate !== 0,
    },
    { label: 'Total paid', expression: '{monthlyPayment} × {months}', value: 'totalAmount' },
    { label: 'Total interest', expression: '{totalAmount} − {loanAmount}', value: 'totalInterest' },
    { label: 'Monthly payment', expression: '{loanAmount} at {interestRate}% a year, repaid over {months} months', value: 'monthlyPayment' },
  ],
  assessment: {
    of: 'monthlyPayment',
    bands: [
      // A payment of exactly $1,000 is still manageable: the band ends just above it.
      { below: SIGNIFICANT_LOAN_PAYMENT * (1 + Number.EPSILON), text: 'A monthly payment of {monthlyPayment} is a manageable commitment.' },
      { text: 'A monthly payment of {monthlyPayment} is a significant commitment.' },
    ],
    notes: [{ text: 'Over {months} payments you repay {totalAmount}, of which {totalInterest} is interest.' }],
  },
  whatIfs: [
    {
      lead: 'At {interestRate} instead of {given.interestRate}',
      change: ({ interestRate: rate }) => ({ interestRate: rate >= 1 ? rate - 1 : rate + 1 }),
      outputs: ['monthlyPayment', 'totalInterest'],
      then: LOAN_WHAT_IF,
    },
    {
      lead: 'Over {loanTenure} instead of {given.loanTenure}',
      change: ({ loanTenure: years }) => ({ loanTenure: years > SHORTER_BY ? years - SHORTER_BY : years + LONGER_BY }),
      outputs: ['monthlyPayment', 'totalInterest'],
      then: LOAN_WHAT_IF,
    },
  ],
  properties: [
    { output: 'monthlyPayment', input: 'loanAmount', direction: 'rises' },
    { output: 'monthlyPayment', input: 'interestRate', direction: 'rises' },
    { output: 'monthlyPayment', input: 'loanTenure', direction: 'falls' },
    { output: 'totalInterest', input: 'interestRate', direction: 'rises' },
    { output: 'totalInterest', input: 'loanTenure', direction: 'rises' },
  ],
  // Excel PMT(rate/12, months, -amount); the original loan page printed 308.45 and 955.65, arithmetic slips.
  referenceValues: [
    {
      name: 'Excel PMT 10,000 at 7% over 3 years',
      source: REFERENCE_SOURCE,
      inputs: { loanAmount: 10000, interestRate: 7, loanTenure: 3 },
      expected: { monthlyPayment: 308.77, totalAmount: 11115.75, totalInterest: 1115.75 },
      decimals: 2,
    },
    {
      name: 'Excel PMT 50,000 at 5.5% over 5 years',
      source: REFERENCE_SOURCE,
      inputs: { loanAmount: 50000, interestRate: 5.5, loanTenure: 5 },
      expected: { monthlyPayment: 955.06, totalAmount: 57303.49, totalInterest: 7303.49 },
      decimals: 2,
    },
    {
      name: 'Excel PMT 200,000 at 4.5% over 15 years',
      source: REFERENCE_SOURCE,
      inputs: { loanAmount: 200000, interestRate: 4.5, loanTenure: 15 },
      expected: { monthlyPayment: 1529.99, totalAmount: 275397.58, totalInterest: 75397.58 },
      decimals: 2,
    },
  ],
});

/**
 * Monthly payment of an amortizing loan by the original loan page's rule (monthly rate = APR / 12).
 * @param inputs - `loanAmount` ($), `interestRate` (% per year), `loanTenure` (years)
 * @returns the payment as `value`, totals in `details`, a principal/interest pie and the monthly schedule
 * @example
 * loanPayment({ loanAmount: 10000, interestRate: 7, loanTenure: 3 }).value; // 308.770969...
 */
export function loanPayment(inputs: LoanInputs): CalculationResult<LoanDetails> {
  return runCalculator(loan, inputs);
}
