import { assertComputableBlaming, assertNotNegative, assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { balanceChart } from '../../_lib/loan-charts.js';
import { balanceAfter, payoff } from '../../finance/amortization-schedule.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface AmortizationInputs {
  /** $. */
  readonly loanAmount: number;
  /** Annual rate in percent. */
  readonly interestRate: number;
  /** Years. */
  readonly loanTerm: number;
  /** $ of extra principal paid every month; 0 when empty. */
  readonly extraMonthlyPayment?: number;
}

export interface AmortizationDetails extends Record<string, number> {
  /** The scheduled payment, without the extra principal. */
  readonly monthlyPayment: number;
  /** Interest actually paid, with the extra payments. */
  readonly totalInterest: number;
  /** Everything paid: the loan plus its interest. */
  readonly totalOfPayments: number;
  readonly payoffMonths: number;
  /** Interest the extra payments save; 0 without them. */
  readonly interestSaved: number;
  readonly firstPaymentInterest: number;
  readonly firstPaymentPrincipal: number;
  /** Balance after a year of scheduled payments, ignoring any extra. */
  readonly balanceAfter12Payments: number;
}

const loanAmount = {
  name: 'loanAmount', label: 'Loan amount', type: 'number', unit: '$', required: true, min: 100, max: 100000000,
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest rate', type: 'number', unit: '%', required: true, min: 0, max: 30,
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Loan term', type: 'number', unit: 'years', required: true, min: 1, max: 40,
} as const satisfies NumberInputSpec;
const extraMonthlyPayment = {
  name: 'extraMonthlyPayment', label: 'Extra monthly payment', type: 'number', unit: '$', required: false,
  default: 0, min: 0, max: 1000000,
} as const satisfies NumberInputSpec;

export const amortization = defineCalculator<AmortizationInputs, AmortizationDetails>({
  slug: 'amortization',
  inputs: [loanAmount, interestRate, loanTerm, extraMonthlyPayment],
  outputs: [
    { name: 'monthlyPayment', type: 'number', unit: '$/month' },
    { name: 'totalInterest', type: 'number', unit: '$' },
    { name: 'totalOfPayments', type: 'number', unit: '$' },
    { name: 'payoffMonths', type: 'number', unit: 'months' },
    { name: 'interestSaved', type: 'number', unit: '$' },
    { name: 'firstPaymentInterest', type: 'number', unit: '$' },
    { name: 'firstPaymentPrincipal', type: 'number', unit: '$' },
    { name: 'balanceAfter12Payments', type: 'number', unit: '$' },
  ],
  primary: 'monthlyPayment',
  compute(inputs) {
    const extra = inputs.extraMonthlyPayment ?? extraMonthlyPayment.default;
    assertPositive(inputs.loanAmount, loanAmount);
    assertNotNegative(inputs.interestRate, interestRate);
    assertPositive(inputs.loanTerm, loanTerm);
    assertNotNegative(extra, extraMonthlyPayment);

    const principal = inputs.loanAmount;
    const rate = monthlyRate(inputs.interestRate);
    const months = inputs.loanTerm * 12;
    const monthlyPayment = payment(principal, rate, months);
    const scheduled = payoff(principal, rate, monthlyPayment, months);
    const withExtra = extra > 0 ? payoff(principal, rate, monthlyPayment + extra, months) : scheduled;
    const firstPaymentInterest = principal * rate;
    const details: AmortizationDetails = {
      monthlyPayment,
      totalInterest: withExtra.totalInterest,
      totalOfPayments: withExtra.totalPaid,
      payoffMonths: withExtra.months,
      interestSaved: scheduled.totalInterest - withExtra.totalInterest,
      firstPaymentInterest,
      firstPaymentPrincipal: monthlyPayment - firstPaymentInterest,
      balanceAfter12Payments: balanceAfter(principal, rate, monthlyPayment, 12),
    };
    assertComputableBlaming(details, [
      [inputs.interestRate, interestRate], [inputs.loanTerm, loanTerm], [extra, extraMonthlyPayment],
      [inputs.loanAmount, loanAmount],
    ]);
    return {
      value: monthlyPayment,
      unit: '$/month',
      details,
      chart: balanceChart(withExtra.months, (month) => balanceAfter(principal, rate, monthlyPayment + extra, month)),
      schedule: withExtra.schedule,
    };
  },
});

/**
 * Amortization of a fixed-rate loan: the level monthly payment (Excel PMT), the split of the first payment
 * (IPMT, PPMT), the balance after a year, and the month-by-month schedule, optionally with extra principal every
 * month and the interest it saves.
 * @param inputs - `loanAmount` ($), `interestRate` (% per year), `loanTerm` (years), and optionally
 * `extraMonthlyPayment` ($)
 * @returns the scheduled payment as `value`; totals, payoff months, interest saved, the first payment's split
 * and the balance after 12 payments in `details`; a balance-over-time chart and the schedule
 * @example
 * amortizationCalculation({ loanAmount: 8000, interestRate: 10, loanTerm: 3 }).details.firstPaymentInterest;
 * // 66.666... (Excel: =IPMT(10%/12, 1, 3*12, 8000) -> ($66.67))
 */
export function amortizationCalculation(inputs: AmortizationInputs): CalculationResult<AmortizationDetails> {
  return runCalculator(amortization, inputs);
}
