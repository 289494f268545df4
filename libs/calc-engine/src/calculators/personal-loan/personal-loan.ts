import { assertComputableBlaming, assertNotNegative, assertPositive, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { principalInterestPie } from '../../_lib/loan-charts.js';
import { messages } from '../../errors/messages.js';
import { amortizationSchedule, MAX_SCHEDULE_MONTHS } from '../../finance/amortization-schedule.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import { rate as periodicRate } from '../../finance/rate.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

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
  name: 'loanAmount', label: 'Loan amount', type: 'number', unit: '$', required: true, min: 100, max: 1000000,
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest rate', type: 'number', unit: '% APR', required: true, min: 0, max: 36,
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Loan term', type: 'number', unit: 'months', required: true, min: 1, max: 120,
} as const satisfies NumberInputSpec;
const originationFee = {
  name: 'originationFee', label: 'Origination fee', type: 'number', unit: '% of loan', required: false, default: 0,
  min: 0, max: 12,
} as const satisfies NumberInputSpec;

export const personalLoan = defineCalculator<PersonalLoanInputs, PersonalLoanDetails>({
  slug: 'personal-loan',
  inputs: [loanAmount, interestRate, loanTerm, originationFee],
  outputs: [
    { name: 'monthlyPayment', type: 'number', unit: '$/month' },
    { name: 'totalInterest', type: 'number', unit: '$' },
    { name: 'totalOfPayments', type: 'number', unit: '$' },
    { name: 'originationFeeAmount', type: 'number', unit: '$' },
    { name: 'netProceeds', type: 'number', unit: '$' },
    { name: 'apr', type: 'number', unit: '%' },
    { name: 'totalCost', type: 'number', unit: '$' },
  ],
  primary: 'monthlyPayment',
  compute(inputs) {
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
