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
  name: 'loanAmount', label: 'Loan Amount', type: 'number', unit: '$', required: true, min: 100, max: 100000000,
  step: 100, uiDefault: 200000, placeholder: 'e.g. 200,000',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate', type: 'number', unit: '%', required: true, min: 0, max: 30,
  step: 0.01, uiDefault: 6, placeholder: 'e.g. 6',
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Loan Term', type: 'number', unit: 'years', required: true, min: 1, max: 40, step: 1,
  uiDefault: 30, placeholder: 'e.g. 30',
} as const satisfies NumberInputSpec;
const extraMonthlyPayment = {
  name: 'extraMonthlyPayment', label: 'Extra Monthly Payment', type: 'number', unit: '$', required: false,
  default: 0, min: 0, max: 1000000, step: 10, uiDefault: 0, placeholder: 'e.g. 100',
  help: 'Paid toward principal every month on top of the regular payment.',
} as const satisfies NumberInputSpec;

const paysExtra = ({ extraMonthlyPayment: extra }: AmortizationInputs) => (extra ?? extraMonthlyPayment.default) > 0;
const paysNoExtra = (inputs: AmortizationInputs) => !paysExtra(inputs);

export const amortization = defineCalculator<AmortizationInputs, AmortizationDetails>({
  slug: 'amortization',
  inputs: [loanAmount, interestRate, loanTerm, extraMonthlyPayment],
  outputs: [
    { name: 'monthlyPayment', type: 'number', unit: '$/month', label: 'Monthly payment' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest' },
    { name: 'totalOfPayments', type: 'number', unit: '$', label: 'Total of payments' },
    { name: 'payoffMonths', type: 'number', unit: 'months', label: 'Months to pay off' },
    { name: 'interestSaved', type: 'number', unit: '$', label: 'Interest saved by extra payments' },
    { name: 'firstPaymentInterest', type: 'number', unit: '$', label: 'Interest in the first payment' },
    { name: 'firstPaymentPrincipal', type: 'number', unit: '$', label: 'Principal in the first payment' },
    { name: 'balanceAfter12Payments', type: 'number', unit: '$', label: 'Balance after 12 payments' },
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
  intermediates: {
    monthlyRate: { value: (inputs) => monthlyRate(inputs.interestRate) },
    payments: { value: (inputs) => inputs.loanTerm * 12 },
    // The payment as an amount, said "a month" in words.
    payment: { unit: '$', value: (_inputs, { monthlyPayment }) => monthlyPayment as number },
    paymentWithExtra: {
      unit: '$', value: (inputs, { monthlyPayment }) => (monthlyPayment as number) + (inputs.extraMonthlyPayment ?? extraMonthlyPayment.default),
    },
    interestWithoutExtra: { unit: '$', value: (_inputs, { totalInterest, interestSaved }) => (totalInterest as number) + (interestSaved as number) },
    firstInterestShare: {
      unit: '%',
      value: (_inputs, { firstPaymentInterest: interest, monthlyPayment }) =>
        monthlyPayment === 0 ? 0 : ((interest as number) / (monthlyPayment as number)) * 100,
    },
    payoffTime: { unit: 'months', yearsAndMonths: true, value: (_inputs, { payoffMonths }) => payoffMonths as number },
  },
  solution: [
    { label: 'Monthly rate', expression: '{interestRate} / 100 / 12', value: 'monthlyRate' },
    { label: 'Number of payments', expression: '{loanTerm} × 12', value: 'payments' },
    // At 0% the formula would divide by zero: the amount is simply shared over the payments.
    { label: 'Monthly payment', expression: '{loanAmount} / {payments}', value: 'monthlyPayment', when: (inputs) => inputs.interestRate === 0 },
    {
      label: 'Monthly payment',
      expression: '{loanAmount} × {monthlyRate} × (1 + {monthlyRate})^{payments} / ((1 + {monthlyRate})^{payments} − 1)',
      value: 'monthlyPayment', when: (inputs) => inputs.interestRate !== 0,
    },
    { label: 'Interest in the first payment', expression: '{loanAmount} × {monthlyRate}', value: 'firstPaymentInterest' },
    { label: 'Principal in the first payment', expression: '{monthlyPayment} − {firstPaymentInterest}', value: 'firstPaymentPrincipal' },
    {
      label: 'Balance after 12 payments', expression: '{loanAmount} − {monthlyPayment} × 12', value: 'balanceAfter12Payments',
      when: (inputs) => inputs.interestRate === 0,
    },
    {
      label: 'Balance after 12 payments',
      expression: '{loanAmount} − ({monthlyPayment} − {firstPaymentInterest}) × ((1 + {monthlyRate})^12 − 1) / {monthlyRate}',
      value: 'balanceAfter12Payments', when: (inputs) => inputs.interestRate !== 0,
    },
    // With an extra payment the loan ends sooner, and the interest is what the shorter schedule charges.
    { label: 'Payment with the extra principal', expression: '{monthlyPayment} + {extraMonthlyPayment}', value: 'paymentWithExtra', when: paysExtra },
    {
      label: 'Months to pay off', expression: 'payments of {paymentWithExtra} until the balance reaches 0, the last one smaller',
      value: 'payoffMonths', when: paysExtra,
    },
    {
      label: 'Total interest', expression: 'each month’s balance × {monthlyRate}, added up over {payoffMonths} months',
      value: 'totalInterest', when: paysExtra,
    },
    { label: 'Interest saved by the extra payment', expression: '{interestWithoutExtra} − {totalInterest}', value: 'interestSaved', when: paysExtra },
    { label: 'Total of payments', expression: '{loanAmount} + {totalInterest}', value: 'totalOfPayments', when: paysExtra },
    { label: 'Total of payments', expression: '{monthlyPayment} × {payments}', value: 'totalOfPayments', when: paysNoExtra },
    { label: 'Total interest', expression: '{totalOfPayments} − {loanAmount}', value: 'totalInterest', when: paysNoExtra },
    { label: 'Monthly payment', expression: '{loanAmount} at {interestRate}% a year over {payments} months', value: 'monthlyPayment' },
  ],
  // The what-ifs stay the explainer's code: they say how many months sooner the loan is paid off ("11 fewer", "no
  // sooner"), which an output's change does not.
  assessment: {
    of: 'monthlyPayment',
    bands: [{ text: 'Your scheduled payment is {payment} a month.' }],
    notes: [
      {
        when: (_inputs, { firstPaymentInterest: interest }) => (interest as number) > 0,
        text: 'In the first month {firstPaymentInterest} of it ({firstInterestShare}) is interest and {firstPaymentPrincipal} reduces the balance; the split shifts toward principal as the balance falls.',
      },
      { text: 'You pay {totalInterest} of interest in all, and the loan is paid off after {payoffTime}.' },
      { when: (_inputs, { interestSaved }) => (interestSaved as number) > 0, text: 'Your extra payments save {interestSaved} of interest.' },
    ],
  },
  properties: [
    { output: 'monthlyPayment', input: 'loanAmount', direction: 'rises' },
    { output: 'monthlyPayment', input: 'interestRate', direction: 'rises' },
    { output: 'monthlyPayment', input: 'loanTerm', direction: 'falls' },
    { output: 'totalInterest', input: 'loanAmount', direction: 'rises' },
    { output: 'totalInterest', input: 'extraMonthlyPayment', direction: 'falls' },
    { output: 'payoffMonths', input: 'extraMonthlyPayment', direction: 'falls' },
    { output: 'firstPaymentInterest', input: 'interestRate', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '$8,000 at 10% over 3 years: $66.67 interest in the first payment',
      source: 'Excel IPMT documentation, worked example 1',
      inputs: { loanAmount: 8000, interestRate: 10, loanTerm: 3 },
      expected: {
        monthlyPayment: 258.14, firstPaymentInterest: 66.67, firstPaymentPrincipal: 191.47, totalInterest: 1292.95,
        totalOfPayments: 9292.95, balanceAfter12Payments: 5594.06,
      },
      decimals: 2,
      exact: { payoffMonths: 36, interestSaved: 0 },
    },
    {
      name: '$2,000 at 10% over 2 years: $75.62 of principal in the first payment',
      source: 'Excel PPMT documentation, worked example 2',
      inputs: { loanAmount: 2000, interestRate: 10, loanTerm: 2 },
      expected: { monthlyPayment: 92.29, firstPaymentPrincipal: 75.62, firstPaymentInterest: 16.67 },
      decimals: 2,
    },
    {
      name: '$200,000 at 6% over 30 years pays $1,199.10 a month and $231,676.38 of interest',
      source: 'lender amortization tables',
      inputs: { loanAmount: 200000, interestRate: 6, loanTerm: 30 },
      expected: { monthlyPayment: 1199.1, totalInterest: 231676.38, totalOfPayments: 431676.38 },
      decimals: 2,
    },
  ],
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
