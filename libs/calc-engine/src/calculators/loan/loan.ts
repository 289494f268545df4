import { assertNotNegative, assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { amortizationSchedule, MAX_SCHEDULE_MONTHS } from '../../finance/amortization-schedule.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

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
  name: 'loanAmount', label: 'Loan amount', type: 'number', unit: '$', required: true, min: 1000, max: 1000000,
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Annual interest rate', type: 'number', unit: '%', required: true, min: 1, max: 30,
} as const satisfies NumberInputSpec;
const loanTenure = {
  name: 'loanTenure', label: 'Loan tenure', type: 'number', unit: 'years', required: true, min: 1, max: 30,
} as const satisfies NumberInputSpec;

export const loan = defineCalculator<LoanInputs, LoanDetails>({
  slug: 'loan',
  inputs: [loanAmount, interestRate, loanTenure],
  outputs: [
    { name: 'monthlyPayment', type: 'number', unit: '$' },
    { name: 'totalAmount', type: 'number', unit: '$' },
    { name: 'totalInterest', type: 'number', unit: '$' },
    { name: 'principal', type: 'number', unit: '$' },
    { name: 'numberOfPayments', type: 'number', unit: 'months' },
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
