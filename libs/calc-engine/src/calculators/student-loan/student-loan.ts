import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { principalInterestPie } from '../../_lib/loan-charts.js';
import { payoff } from '../../finance/amortization-schedule.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface StudentLoanInputs {
  /** $ owed today. */
  readonly loanBalance: number;
  /** Fixed annual rate in percent. */
  readonly interestRate: number;
  /** Whole years of repayment; 10 when empty, the standard plan. */
  readonly loanTerm: number;
  /** Whole months of school or grace before the first payment; 0 when empty. */
  readonly monthsBeforeRepayment: number;
  /** $ paid on top of the scheduled payment each month; 0 when empty. */
  readonly extraMonthlyPayment: number;
}

export interface StudentLoanDetails extends Record<string, number> {
  /** The scheduled payment, without the extra. */
  readonly monthlyPayment: number;
  /** Simple interest until repayment starts, added to the balance then. */
  readonly accruedInterest: number;
  readonly balanceAtRepayment: number;
  readonly payoffMonths: number;
  /** Accrued interest plus the interest charged during repayment. */
  readonly totalInterest: number;
  /** Every payment made, extras included. */
  readonly totalPaid: number;
  /** Interest the extra payments avoid, against the schedule without them. */
  readonly interestSaved: number;
}

const loanBalance = {
  name: 'loanBalance', label: 'Loan Balance', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e9, step: 100, uiDefault: 30000, placeholder: 'e.g. 30000', help: 'What you owe today, across the loans you repay together.',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate', type: 'number', unit: '%', required: true, checked: true, min: 0, max: 100,
  step: 0.01, uiDefault: 6.53, placeholder: 'e.g. 6.53', help: 'The loan\'s fixed annual rate; for several loans, their balance-weighted average.',
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Repayment Term', type: 'number', unit: 'years', required: false, default: 10, checked: true, integer: true,
  min: 1, max: 30, step: 1, uiDefault: 10, placeholder: 'e.g. 10', help: 'The standard federal plan is 10 years.',
} as const satisfies NumberInputSpec;
const monthsBeforeRepayment = {
  name: 'monthsBeforeRepayment', label: 'Months Until Repayment Starts', type: 'number', unit: 'months', required: false, default: 0,
  checked: true, integer: true, min: 0, max: 120, step: 1, uiDefault: 0, placeholder: 'e.g. 6',
  help: 'Months still in school or in the grace period, while interest builds up: 6 after graduation. 0 if repaying now.',
} as const satisfies NumberInputSpec;
const extraMonthlyPayment = {
  name: 'extraMonthlyPayment', label: 'Extra per Month', type: 'number', unit: '$', required: false, default: 0, checked: true,
  min: 0, max: 1e9, step: 10, uiDefault: 0, placeholder: 'e.g. 100', help: 'Paid on top of the scheduled payment to clear the loan sooner.',
} as const satisfies NumberInputSpec;

const MORE_A_MONTH = 100;

const rateOf = (inputs: StudentLoanInputs) => monthlyRate(inputs.interestRate);
const monthsOf = (inputs: StudentLoanInputs) => 12 * inputs.loanTerm;
/** The assessment reads the inputs as given, where an empty one is its default. */
const extraOf = (inputs: StudentLoanInputs) => inputs.extraMonthlyPayment ?? extraMonthlyPayment.default;
const waitOf = (inputs: StudentLoanInputs) => inputs.monthsBeforeRepayment ?? monthsBeforeRepayment.default;

export const studentLoan = defineCalculator<StudentLoanInputs, StudentLoanDetails>({
  slug: 'student-loan',
  inputs: [loanBalance, interestRate, loanTerm, monthsBeforeRepayment, extraMonthlyPayment],
  outputs: [
    { name: 'monthlyPayment', type: 'number', unit: '$', label: 'Monthly payment' },
    { name: 'accruedInterest', type: 'number', unit: '$', label: 'Interest before repayment', words: 'the interest before repayment' },
    { name: 'balanceAtRepayment', type: 'number', unit: '$', label: 'Balance when repayment starts', words: 'the balance when repayment starts' },
    { name: 'payoffMonths', type: 'number', unit: 'months', label: 'Months to pay off', decimals: 0, words: 'the time to pay off' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest' },
    { name: 'totalPaid', type: 'number', unit: '$', label: 'Total paid' },
    { name: 'interestSaved', type: 'number', unit: '$', label: 'Interest saved by extra payments', words: 'the interest saved' },
  ],
  primary: 'monthlyPayment',
  compute(inputs) {
    const r = rateOf(inputs);
    const months = monthsOf(inputs);
    // Unsubsidized interest is charged daily but not compounded while in school or grace; it is added to the
    // balance (capitalized) when repayment starts. Modelled by the month.
    const accruedInterest = inputs.loanBalance * r * inputs.monthsBeforeRepayment;
    const balanceAtRepayment = inputs.loanBalance + accruedInterest;
    const monthlyPayment = payment(balanceAtRepayment, r, months);
    const plan = payoff(balanceAtRepayment, r, monthlyPayment + inputs.extraMonthlyPayment, months);
    const details: StudentLoanDetails = {
      monthlyPayment,
      accruedInterest,
      balanceAtRepayment,
      payoffMonths: plan.months,
      totalInterest: accruedInterest + plan.totalInterest,
      totalPaid: plan.totalPaid,
      // Without extras the two schedules are the same, and their difference is rounding dust; with them the same loan
      // repaid faster is charged less interest, never more.
      interestSaved: inputs.extraMonthlyPayment > 0 ? Math.max(0, monthlyPayment * months - balanceAtRepayment - plan.totalInterest) : 0,
    };
    return {
      value: monthlyPayment,
      unit: '$',
      details,
      chart: principalInterestPie(inputs.loanBalance, details.totalInterest),
      schedule: plan.schedule,
    };
  },
  intermediates: {
    monthlyRate: { value: rateOf },
    months: { value: monthsOf },
    payoffTime: { unit: 'months', yearsAndMonths: true, value: (_inputs, { payoffMonths }) => Number(payoffMonths) },
    term: { unit: 'years', value: (inputs) => inputs.loanTerm ?? loanTerm.default },
  },
  solution: [
    { label: 'Monthly rate', expression: '{interestRate} / 100 / 12', value: 'monthlyRate' },
    {
      label: 'Interest before repayment', expression: '{loanBalance} × {monthlyRate} × {monthsBeforeRepayment}', value: 'accruedInterest',
      when: (inputs) => inputs.monthsBeforeRepayment > 0,
    },
    {
      label: 'Balance when repayment starts', expression: '{loanBalance} + {accruedInterest}', value: 'balanceAtRepayment',
      when: (inputs) => inputs.monthsBeforeRepayment > 0,
    },
    { label: 'Number of payments', expression: '12 × {loanTerm}', value: 'months' },
    { label: 'Monthly payment', expression: '{balanceAtRepayment} / {months}', value: 'monthlyPayment', when: (inputs) => inputs.interestRate === 0 },
    {
      label: 'Monthly payment', expression: '{balanceAtRepayment} × {monthlyRate} / (1 − (1 + {monthlyRate})^−{months})', value: 'monthlyPayment',
      when: (inputs) => inputs.interestRate !== 0,
    },
  ],
  assessment: {
    of: 'monthlyPayment',
    bands: [
      { text: 'Your payment is {monthlyPayment} a month over {term}.' },
    ],
    notes: [
      {
        when: (inputs) => waitOf(inputs) > 0 && inputs.interestRate > 0,
        text: 'Over the {monthsBeforeRepayment} before repayment, {accruedInterest} of interest builds up and is added to the loan, so repayment starts from {balanceAtRepayment}.',
      },
      {
        when: (inputs) => extraOf(inputs) > 0,
        text: 'Paying {extraMonthlyPayment} more each month clears the loan in {payoffTime} and saves {interestSaved} of interest.',
      },
      { text: 'In all you pay {totalPaid}, of which {totalInterest} is interest.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Paying {extraMonthlyPayment} extra each month',
      change: (inputs) => ({ extraMonthlyPayment: inputs.extraMonthlyPayment + MORE_A_MONTH }),
      outputs: ['payoffMonths', 'totalInterest'],
    },
    {
      lead: 'Over {loanTerm}',
      change: (inputs) => (inputs.loanTerm + 5 <= loanTerm.max ? { loanTerm: inputs.loanTerm + 5 } : undefined),
      outputs: ['monthlyPayment', 'totalInterest'],
    },
    {
      lead: 'Starting repayment now',
      change: (inputs) => (inputs.monthsBeforeRepayment > 0 && inputs.interestRate > 0 ? { monthsBeforeRepayment: 0 } : undefined),
      outputs: ['monthlyPayment', 'totalInterest'],
    },
  ],
  properties: [
    { output: 'monthlyPayment', input: 'loanBalance', direction: 'rises' },
    { output: 'monthlyPayment', input: 'interestRate', direction: 'rises' },
    { output: 'monthlyPayment', input: 'loanTerm', direction: 'falls' },
    { output: 'monthlyPayment', input: 'monthsBeforeRepayment', direction: 'rises' },
    { output: 'payoffMonths', input: 'extraMonthlyPayment', direction: 'falls' },
    { output: 'totalInterest', input: 'extraMonthlyPayment', direction: 'falls' },
  ],
  // No published example: amortization, checked against values worked by hand in exact decimals.
  referenceValues: [
    {
      name: '$30,000 at 6.53% over 10 years: $341.10 a month, $10,932.24 of interest',
      source: 'computed by hand in exact decimals: 30,000 × (0.0653/12) / (1 − (1 + 0.0653/12)^−120) = 341.102035; × 120 − 30,000 = 10,932.244187',
      inputs: { loanBalance: 30000, interestRate: 6.53 },
      expected: { monthlyPayment: 341.1, totalInterest: 10932.24, totalPaid: 40932.24, interestSaved: 0 }, decimals: 2, exact: { payoffMonths: 120 },
    },
    {
      name: 'The same after 6 months of grace: $979.50 accrued, $352.24 a month',
      source: 'computed by hand in exact decimals: 30,000 × 0.0653/12 × 6 = 979.50; 30,979.50 × (0.0653/12) / (1 − (1 + 0.0653/12)^−120) = 352.239016; interest 979.50 + 11,289.181960 = 12,268.681960',
      inputs: { loanBalance: 30000, interestRate: 6.53, monthsBeforeRepayment: 6 },
      expected: { accruedInterest: 979.5, balanceAtRepayment: 30979.5, monthlyPayment: 352.24, totalInterest: 12268.68 }, decimals: 2,
    },
    {
      name: '$30,000 at 6% with $100 extra a month: paid off in 86 months, $3,046.28 of interest saved',
      source: 'computed by hand in exact decimals, month by month: the payment 333.061506 plus 100 clears the loan in month 86 with 6,921.098918 of interest, against 9,967.380699 without the extra',
      inputs: { loanBalance: 30000, interestRate: 6, extraMonthlyPayment: 100 },
      expected: { totalInterest: 6921.1, interestSaved: 3046.28 }, decimals: 2, exact: { payoffMonths: 86 },
    },
    {
      name: '$12,000 at 0% over 10 years: $100 a month; $100 extra halves the time',
      source: 'computed by hand: 12,000 / 120 = 100; at 200 a month, 60 months',
      inputs: { loanBalance: 12000, interestRate: 0, extraMonthlyPayment: 100 },
      expected: { monthlyPayment: 100, totalInterest: 0, totalPaid: 12000 }, decimals: 9, exact: { payoffMonths: 60 },
    },
  ],
});

/**
 * The monthly payment of a student loan on a standard (level) repayment plan, with the simple interest that builds up
 * before repayment added to the balance, and what extra monthly payments save.
 * @param inputs - `loanBalance` ($), `interestRate` (%), `loanTerm` (years), `monthsBeforeRepayment`, `extraMonthlyPayment` ($)
 * @returns the scheduled payment as `value`; accrued interest, balance, payoff months and totals in `details`; the
 * month-by-month schedule
 * @example
 * studentLoanPayment({ loanBalance: 30000, interestRate: 6.53, loanTerm: 10, monthsBeforeRepayment: 0, extraMonthlyPayment: 0 }).value;
 * // 341.102034... ($10,932.24 of interest over 10 years)
 */
export function studentLoanPayment(inputs: StudentLoanInputs): CalculationResult<StudentLoanDetails> {
  return runCalculator(studentLoan, inputs);
}
