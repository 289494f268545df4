import { assertComputableBlaming, assertNotNegative, assertPositive, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { principalInterestPie } from '../../_lib/loan-charts.js';
import { messages } from '../../errors/messages.js';
import { amortizationSchedule, MAX_SCHEDULE_MONTHS } from '../../finance/amortization-schedule.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import { rate as periodicRate } from '../../finance/rate.js';
import type { CalculationResult, DetailValue, NumberInputSpec } from '../../types.js';

export interface PersonalLoanInputs {
  /** $ borrowed, the fee included. */
  readonly loanAmount: number;
  /** Annual rate (APR before the fee) in percent. */
  readonly interestRate: number;
  /** Months. */
  readonly loanTerm: number;
  /** Percent of the loan, deducted from the money received; 0 when empty. */
  readonly originationFee?: number;
}

export interface PersonalLoanDetails extends Record<string, number> {
  readonly monthlyPayment: number;
  readonly totalInterest: number;
  readonly totalOfPayments: number;
  readonly originationFeeAmount: number;
  /** What reaches the borrower: the loan less the fee. */
  readonly netProceeds: number;
  /** Annual percentage rate with the fee counted as a finance charge (Reg Z), in percent. */
  readonly apr: number;
  /** Interest plus the fee. */
  readonly totalCost: number;
}

const loanAmount = {
  name: 'loanAmount', label: 'Loan Amount', type: 'number', unit: '$', required: true, min: 100, max: 1000000,
  step: 100, uiDefault: 10000, placeholder: 'e.g. 10,000',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate', type: 'number', unit: '% APR', required: true, min: 0, max: 36,
  step: 0.01, uiDefault: 10, placeholder: 'e.g. 10', help: "The loan's yearly interest rate before any fee.",
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Loan Term', type: 'number', unit: 'months', required: true, min: 1, max: 120, step: 1,
  uiDefault: 36, placeholder: 'e.g. 36', help: 'Personal loans usually run 24 to 84 months.',
} as const satisfies NumberInputSpec;
const originationFee = {
  name: 'originationFee', label: 'Origination Fee', type: 'number', unit: '% of loan', required: false, default: 0,
  min: 0, max: 12, step: 0.1, uiDefault: 0, placeholder: 'e.g. 5',
  help: 'A one-time fee, often 1% to 10%, taken out of the money you receive.',
} as const satisfies NumberInputSpec;

/** A loan's what-if in words: its payment and its interest, and how far each moved. */
const LOAN_WHAT_IF = 'the payment would be {monthlyPayment} a month ({change.monthlyPayment}) and the interest {totalInterest} in all ({change.totalInterest})';
/** Months taken off (or, for a loan of a year or less, added to) the term in the what-if. */
const TERM_CHANGE_MONTHS = 12;

type Details = Readonly<Record<string, DetailValue>>;
const hasFee = ({ originationFeeAmount }: Details) => (originationFeeAmount as number) > 0;
const withFee = ({ originationFee: fee }: PersonalLoanInputs) => (fee ?? originationFee.default) > 0;

export const personalLoan = defineCalculator<PersonalLoanInputs, PersonalLoanDetails>({
  slug: 'personal-loan',
  inputs: [loanAmount, interestRate, loanTerm, originationFee],
  outputs: [
    { name: 'monthlyPayment', type: 'number', unit: '$/month', label: 'Monthly payment' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest' },
    { name: 'totalOfPayments', type: 'number', unit: '$', label: 'Total of payments' },
    { name: 'originationFeeAmount', type: 'number', unit: '$', label: 'Origination fee' },
    { name: 'netProceeds', type: 'number', unit: '$', label: 'Amount you receive' },
    { name: 'apr', type: 'number', unit: '%', label: 'APR (with fee)' },
    { name: 'totalCost', type: 'number', unit: '$', label: 'Total cost (interest + fee)' },
  ],
  primary: 'monthlyPayment',  compute(inputs) {
    const feePercent = inputs.originationFee ?? originationFee.default;
    assertPositive(inputs.loanAmount, loanAmount);
    assertNotNegative(inputs.interestRate, interestRate);
    assertPositive(inputs.loanTerm, loanTerm);
    assertNotNegative(feePercent, originationFee);
    // A fee of 100% or more leaves the borrower nothing: no rate can equate nothing with the payments.
    if (!(feePercent < 100)) outOfDomain(messages.lessThan(originationFee.label, '100%'), originationFee);

    const rate = monthlyRate(inputs.interestRate);
    const months = inputs.loanTerm;
    const monthlyPayment = payment(inputs.loanAmount, rate, months);
    const totalOfPayments = monthlyPayment * months;
    const totalInterest = totalOfPayments - inputs.loanAmount;
    const originationFeeAmount = (inputs.loanAmount * feePercent) / 100;
    const netProceeds = inputs.loanAmount - originationFeeAmount;
    // Reg Z: the APR is the rate at which the payments repay what the borrower actually received (Excel RATE).
    const apr = feePercent > 0 ? 12 * periodicRate(months, -monthlyPayment, netProceeds) * 100 : inputs.interestRate;
    const details: PersonalLoanDetails = {
      monthlyPayment,
      totalInterest,
      totalOfPayments,
      originationFeeAmount,
      netProceeds,
      apr,
      totalCost: totalInterest + originationFeeAmount,
    };
    assertComputableBlaming(details, [
      [inputs.interestRate, interestRate], [inputs.loanTerm, loanTerm], [inputs.loanAmount, loanAmount],
    ]);
    return {
      value: monthlyPayment,
      unit: '$/month',
      details,
      chart: principalInterestPie(inputs.loanAmount, totalInterest),
      schedule:
        Math.ceil(months) <= MAX_SCHEDULE_MONTHS ? amortizationSchedule(inputs.loanAmount, rate, months) : undefined,
    };
  },
  intermediates: {
    monthlyRate: { value: (inputs) => monthlyRate(inputs.interestRate) },
    // Reg Z: the monthly rate at which the payments repay what the borrower actually received (Excel RATE).
    monthlyApr: { value: (_inputs, { apr }) => (apr as number) / 100 / 12 },
    // The payment as an amount, said "a month" in words.
    payment: { unit: '$', value: (_inputs, { monthlyPayment }) => monthlyPayment as number },
    // The payments are the term's months. A result read alone (the result panel's sentence) has only its details; a
    // payment that rounds to nothing (a loan of 5e-324 dollars) divides nothing, and the term is read instead.
    payments: {
      unit: 'months',
      value: (inputs, { totalOfPayments, monthlyPayment }) =>
        Math.round((monthlyPayment as number) > 0 ? (totalOfPayments as number) / (monthlyPayment as number) : inputs.loanTerm),
    },
  },
  solution: [
    { label: 'Monthly rate', expression: '{interestRate} / 100 / 12', value: 'monthlyRate' },
    // At 0% the formula would divide by zero: the amount is simply shared over the payments.
    { label: 'Monthly payment', expression: '{loanAmount} / {loanTerm}', value: 'monthlyPayment', when: (inputs) => inputs.interestRate === 0 },
    {
      label: 'Monthly payment',
      expression: '{loanAmount} × {monthlyRate} × (1 + {monthlyRate})^{loanTerm} / ((1 + {monthlyRate})^{loanTerm} − 1)',
      value: 'monthlyPayment', when: (inputs) => inputs.interestRate !== 0,
    },
    { label: 'Total of payments', expression: '{monthlyPayment} × {loanTerm}', value: 'totalOfPayments' },
    { label: 'Total interest', expression: '{totalOfPayments} − {loanAmount}', value: 'totalInterest' },
    { label: 'Origination fee', expression: '{loanAmount} × {originationFee} / 100', value: 'originationFeeAmount', when: withFee },
    { label: 'Money you receive', expression: '{loanAmount} − {originationFeeAmount}', value: 'netProceeds', when: withFee },
    {
      label: 'Monthly rate on the money received',
      expression: 'i such that {netProceeds} = {monthlyPayment} × (1 − (1 + i)^−{loanTerm}) / i',
      value: 'monthlyApr', when: withFee,
    },
    { label: 'APR with the fee', expression: '12 × {monthlyApr} × 100', value: 'apr', when: withFee },
    { label: 'Total cost of borrowing', expression: '{totalInterest} + {originationFeeAmount}', value: 'totalCost', when: withFee },
    { label: 'Monthly payment', expression: '{loanAmount} at {interestRate}% a year over {loanTerm} months', value: 'monthlyPayment' },
  ],
  assessment: {
    of: 'monthlyPayment',
    bands: [{ text: 'You would pay {payment} a month for {payments}, {totalOfPayments} in all, of which {totalInterest} is interest.' }],
    notes: [
      {
        when: (_inputs, details) => hasFee(details),
        text: 'The {originationFeeAmount} fee means you receive only {netProceeds}, so the true cost of the loan is an APR of {apr}: compare offers by this figure, not by the interest rate.',
      },
    ],
  },
  whatIfs: [
    {
      lead: 'At {interestRate} instead of {given.interestRate}',
      change: ({ interestRate: rate }) => ({ interestRate: rate >= 1 ? rate - 1 : rate + 1 }),
      outputs: ['monthlyPayment', 'totalInterest'],
      then: LOAN_WHAT_IF,
    },
    {
      lead: 'Over {loanTerm} instead of {given.loanTerm}',
      change: ({ loanTerm: months }) => ({ loanTerm: months > TERM_CHANGE_MONTHS ? months - TERM_CHANGE_MONTHS : months + TERM_CHANGE_MONTHS }),
      outputs: ['monthlyPayment', 'totalInterest'],
      then: LOAN_WHAT_IF,
    },
    {
      // No lead: the sentence is its own words alone.
      lead: '',
      change: (inputs) => (withFee(inputs) ? { originationFee: 0 } : undefined),
      outputs: ['netProceeds', 'apr'],
      then: 'Without the origination fee you would receive {netProceeds} and the APR would be {apr} ({change.apr})',
    },
  ],
  properties: [
    { output: 'monthlyPayment', input: 'loanAmount', direction: 'rises' },
    { output: 'monthlyPayment', input: 'interestRate', direction: 'rises' },
    { output: 'monthlyPayment', input: 'loanTerm', direction: 'falls' },
    { output: 'totalInterest', input: 'interestRate', direction: 'rises' },
    { output: 'apr', input: 'interestRate', direction: 'rises' },
    { output: 'apr', input: 'originationFee', direction: 'rises' },
    { output: 'netProceeds', input: 'originationFee', direction: 'falls' },
    { output: 'totalCost', input: 'originationFee', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '$10,000 at 8% over 10 months pays $1,037.03 a month',
      source: 'Excel PMT documentation, worked example 1',
      inputs: { loanAmount: 10000, interestRate: 8, loanTerm: 10 },
      expected: { monthlyPayment: 1037.03, totalInterest: 370.32, totalOfPayments: 10370.32 },
      decimals: 2,
      exact: { apr: 8, originationFeeAmount: 0, netProceeds: 10000 },
    },
    {
      name: '$5,000 at 5.5% over 24 months pays $220.48 a month',
      source: 'Apache OpenOffice PMT, worked example 2',
      inputs: { loanAmount: 5000, interestRate: 5.5, loanTerm: 24 },
      expected: { monthlyPayment: 220.48, totalInterest: 291.48 },
      decimals: 2,
    },
    {
      name: '$200 a month for 48 months repaying $8,000 received: an APR of 9.24%, Excel RATE(48, −200, 8000) × 12',
      // $9,600 at 0% over 48 months is $200 a month; a fee of 1/6 of it leaves $8,000 in hand.
      source: 'Excel RATE documentation',
      inputs: { loanAmount: 9600, interestRate: 0, loanTerm: 48, originationFee: 100 / 6 },
      expected: { apr: 9.24 },
      decimals: 2,
      exact: { monthlyPayment: 200, totalInterest: 0 },
    },
  ],
});

/**
 * Monthly payment of a personal loan with its term in months (Excel PMT), and the APR once an origination fee
 * taken from the funds is counted: the rate that equates the payments with the money received (Excel RATE).
 * @param inputs - `loanAmount` ($), `interestRate` (% APR), `loanTerm` (months), and optionally
 * `originationFee` (% of the loan)
 * @returns the payment as `value`; totals, fee, net proceeds and APR in `details`; a principal/interest pie and
 * the monthly schedule
 * @example
 * personalLoanPayment({ loanAmount: 10000, interestRate: 8, loanTerm: 10 }).value;
 * // 1037.032089... (Excel: =PMT(8%/12, 10, 10000) -> ($1,037.03))
 */
export function personalLoanPayment(inputs: PersonalLoanInputs): CalculationResult<PersonalLoanDetails> {
  return runCalculator(personalLoan, inputs);
}
