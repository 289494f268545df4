import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { balanceChart } from '../../_lib/loan-charts.js';
import { addMonths, LAST_CALENDAR_YEAR, todayUtc } from '../../dates/iso-date.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import { messages } from '../../errors/messages.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import type { AmortizationRow, CalculationResult, DateInputSpec, NumberInputSpec } from '../../types.js';

export interface MortgagePayoffInputs {
  /** $ still owed. */
  readonly loanBalance: number;
  /** Annual rate in percent; the monthly rate is a twelfth of it. */
  readonly interestRate: number;
  /** Whole months of payments left on the schedule. */
  readonly remainingTerm: number;
  /** $ paid on top of every scheduled payment; 0 when empty. */
  readonly extraMonthlyPayment: number;
  /** $ paid on top of every 12th payment; 0 when empty. */
  readonly extraYearlyPayment: number;
  /** $ paid once, with the payment `oneTimePaymentMonth`; 0 when empty. */
  readonly oneTimePayment: number;
  /** The payment number the one-time extra goes with; 1 when empty. */
  readonly oneTimePaymentMonth: number;
  /** `YYYY-MM-DD` of the next payment; today (UTC) when empty. */
  readonly nextPaymentDate?: string;
}

export interface MortgagePayoffDetails extends Record<string, number | string> {
  /** Payments until the balance is 0, the last one partial. */
  readonly payoffMonths: number;
  /** The remaining term less the payoff months. */
  readonly monthsSaved: number;
  /** The level payment that clears the balance over the remaining term, without extras. */
  readonly scheduledPayment: number;
  /** Interest charged with the extras. */
  readonly totalInterest: number;
  /** Interest charged on the schedule without extras. */
  readonly originalTotalInterest: number;
  readonly interestSaved: number;
  /** Every payment made, extras included. */
  readonly totalPaid: number;
  /** `YYYY-MM-DD` of the last payment: the next payment date plus the payoff months less one. */
  readonly payoffDate: string;
}

const loanBalance = {
  name: 'loanBalance', label: 'Current Loan Balance', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e9, step: 1000, uiDefault: 250000, placeholder: 'e.g. 250000', help: 'The principal you still owe, from your latest statement.',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate', type: 'number', unit: '%', required: true, checked: true, min: 0, max: 100,
  step: 0.01, uiDefault: 6.5, placeholder: 'e.g. 6.5', help: 'The mortgage\'s annual interest rate (not the APR with fees).',
} as const satisfies NumberInputSpec;
const remainingTerm = {
  name: 'remainingTerm', label: 'Remaining Term', type: 'number', unit: 'months', required: true, checked: true, integer: true,
  min: 1, max: 600, step: 1, uiDefault: 300, placeholder: 'e.g. 300',
  help: 'Payments left on the schedule: 25 years is 300 months, a 30-year loan 5 years in has 300 left.',
} as const satisfies NumberInputSpec;
const extraMonthlyPayment = {
  name: 'extraMonthlyPayment', label: 'Extra per Month', type: 'number', unit: '$', required: false, default: 0, checked: true,
  min: 0, max: 1e9, step: 10, uiDefault: 100, placeholder: 'e.g. 100', help: 'Paid on top of every monthly payment, straight off the principal.',
} as const satisfies NumberInputSpec;
const extraYearlyPayment = {
  name: 'extraYearlyPayment', label: 'Extra per Year (with every 12th payment)', type: 'number', unit: '$', required: false, default: 0,
  checked: true, min: 0, max: 1e9, step: 100, uiDefault: 0, placeholder: 'e.g. 1000',
  help: 'A yearly lump sum, such as a bonus or a tax refund, paid with every twelfth payment.',
} as const satisfies NumberInputSpec;
const oneTimePayment = {
  name: 'oneTimePayment', label: 'One-time Extra', type: 'number', unit: '$', required: false, default: 0, checked: true,
  min: 0, max: 1e9, step: 100, uiDefault: 0, placeholder: 'e.g. 10000', help: 'A single lump sum paid off the principal once.',
} as const satisfies NumberInputSpec;
const oneTimePaymentMonth = {
  name: 'oneTimePaymentMonth', label: 'Paid with Payment Number', type: 'number', required: false, default: 1, checked: true,
  integer: true, min: 1, max: 600, step: 1, uiDefault: 1, placeholder: 'e.g. 12',
  help: 'Which payment the one-time extra goes with: 1 is the next payment, 12 a year from now.',
} as const satisfies NumberInputSpec;

const nextPaymentDate = {
  name: 'nextPaymentDate', label: 'Next Payment Date', type: 'date', required: false, emptyMeansToday: true,
  help: 'The day your next payment is due: the payoff date counts from it. Today unless you choose another day.',
} as const satisfies DateInputSpec;

/** Balances at most this are paid off (a millionth of a dollar). */
const PAID_OFF = 0.000001;
/** The what-if's larger monthly extra: this much more a month. */
const MORE_A_MONTH = 100;
/** The what-if's yearly lump sum: this much more a year. */
const MORE_A_YEAR = 1000;

interface Plan {
  readonly months: number;
  readonly totalInterest: number;
  readonly totalPaid: number;
  readonly schedule: AmortizationRow[];
}

/**
 * Pays the balance off month by month: each month interest accrues, then the scheduled payment and the month's
 * extras are paid, capped at what is owed. The payment of the last scheduled month clears any rounding dust left.
 */
function payOff(inputs: MortgagePayoffInputs, r: number, scheduled: number): Plan {
  const rows: AmortizationRow[] = [];
  let balance = inputs.loanBalance;
  let totalInterest = 0;
  let totalPaid = 0;
  for (let month = 1; balance > PAID_OFF && month <= inputs.remainingTerm; month++) {
    const interest = balance * r;
    const due = scheduled + inputs.extraMonthlyPayment
      + (month % 12 === 0 ? inputs.extraYearlyPayment : 0)
      + (month === inputs.oneTimePaymentMonth ? inputs.oneTimePayment : 0);
    const paid = month === inputs.remainingTerm ? balance + interest : Math.min(due, balance + interest);
    balance = balance + interest - paid;
    if (balance <= PAID_OFF) balance = 0;
    totalInterest += interest;
    totalPaid += paid;
    rows.push({ month, payment: paid, principal: paid - interest, interest, balance });
  }
  return { months: rows.length, totalInterest, totalPaid, schedule: rows };
}

/** The date of the last payment, a month apart from the next; refused past the last year a date is read in. */
function payoffDateOf(next: string, months: number): string {
  const lastMonth = Number(next.slice(0, 4)) * 12 + Number(next.slice(5, 7)) - 1 + months - 1;
  if (lastMonth > LAST_CALENDAR_YEAR * 12 + 11) {
    throw new CalculatorInputError('out_of_domain', `${nextPaymentDate.label} is too late: the last payment would fall after the year ${LAST_CALENDAR_YEAR}`, nextPaymentDate.name);
  }
  return addMonths(next, months - 1);
}

const rateOf = (inputs: MortgagePayoffInputs) => monthlyRate(inputs.interestRate);
const scheduledOf = (inputs: MortgagePayoffInputs) => payment(inputs.loanBalance, rateOf(inputs), inputs.remainingTerm);
/** The assessment reads the inputs as given, where an empty extra is 0. */
const anyExtra = (inputs: MortgagePayoffInputs) =>
  (inputs.extraMonthlyPayment ?? 0) > 0 || (inputs.extraYearlyPayment ?? 0) > 0 || (inputs.oneTimePayment ?? 0) > 0;
const onlyMonthlyExtra = (inputs: MortgagePayoffInputs) => (inputs.extraYearlyPayment ?? 0) === 0 && (inputs.oneTimePayment ?? 0) === 0;

export const mortgagePayoff = defineCalculator<MortgagePayoffInputs, MortgagePayoffDetails>({
  slug: 'mortgage-payoff',
  inputs: [loanBalance, interestRate, remainingTerm, extraMonthlyPayment, extraYearlyPayment, oneTimePayment, oneTimePaymentMonth, nextPaymentDate],
  outputs: [
    { name: 'payoffMonths', type: 'number', unit: 'months', label: 'Months to pay off', decimals: 0, words: 'the time to pay off' },
    { name: 'monthsSaved', type: 'number', unit: 'months', label: 'Months saved', decimals: 0, words: 'the time saved' },
    { name: 'scheduledPayment', type: 'number', unit: '$', label: 'Scheduled monthly payment', words: 'the scheduled payment' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest' },
    { name: 'originalTotalInterest', type: 'number', unit: '$', label: 'Interest without extra payments', words: 'the interest without extras' },
    { name: 'interestSaved', type: 'number', unit: '$', label: 'Interest saved', words: 'the interest saved' },
    { name: 'totalPaid', type: 'number', unit: '$', label: 'Total paid' },
    { name: 'payoffDate', type: 'string', label: 'Last payment on', words: 'the payoff date' },
  ],
  primary: 'payoffMonths',
  compute(inputs) {
    const r = rateOf(inputs);
    const scheduledPayment = scheduledOf(inputs);
    const plan = payOff(inputs, r, scheduledPayment);
    const originalTotalInterest = scheduledPayment * inputs.remainingTerm - inputs.loanBalance;
    const details: MortgagePayoffDetails = {
      payoffMonths: plan.months,
      monthsSaved: inputs.remainingTerm - plan.months,
      scheduledPayment,
      totalInterest: plan.totalInterest,
      originalTotalInterest,
      // Without extras the two totals are the same interest added up two ways; their difference is rounding dust.
      interestSaved: Math.max(0, originalTotalInterest - plan.totalInterest),
      totalPaid: plan.totalPaid,
      payoffDate: payoffDateOf(inputs.nextPaymentDate ?? todayUtc(), plan.months),
    };
    return {
      value: plan.months,
      unit: 'months',
      details,
      chart: balanceChart(plan.months, (month) => (month === 0 ? inputs.loanBalance : plan.schedule[month - 1]?.balance ?? 0)),
      schedule: plan.schedule,
    };
  },
  solvable: {
    // The level payment that ends the loan in T months, less the scheduled one; with yearly or one-time extras the
    // month the loan ends has no closed form, and the extra is not solved for.
    extraMonthlyPayment: {
      from: ['payoffMonths'],
      closedForm: (inputs, _known, months) => {
        if (!onlyMonthlyExtra(inputs)) throw new CalculatorInputError('not_solvable', messages.notSolvableWithLumpSums(), 'solve');
        return Math.max(0, payment(inputs.loanBalance, rateOf(inputs), months) - scheduledOf(inputs));
      },
    },
  },
  intermediates: {
    monthlyRate: { value: rateOf },
    payoffTime: { unit: 'months', yearsAndMonths: true, value: (_inputs, { payoffMonths }) => Number(payoffMonths) },
    termTime: { unit: 'months', yearsAndMonths: true, value: (inputs) => inputs.remainingTerm },
    savedTime: { unit: 'months', yearsAndMonths: true, value: (_inputs, { monthsSaved }) => Number(monthsSaved) },
  },
  solution: [
    { label: 'Monthly rate', expression: '{interestRate} / 100 / 12', value: 'monthlyRate' },
    { label: 'Scheduled payment', expression: '{loanBalance} / {remainingTerm}', value: 'scheduledPayment', when: (inputs) => inputs.interestRate === 0 },
    {
      label: 'Scheduled payment', expression: '{loanBalance} × {monthlyRate} / (1 − (1 + {monthlyRate})^−{remainingTerm})', value: 'scheduledPayment',
      when: (inputs) => inputs.interestRate !== 0,
    },
    { label: 'Interest without extra payments', expression: '{scheduledPayment} × {remainingTerm} − {loanBalance}', value: 'originalTotalInterest' },
    { label: 'Total interest with the extras', expression: 'the interest of every month of the schedule below, added up', value: 'totalInterest' },
    { label: 'Interest saved', expression: '{originalTotalInterest} − {totalInterest}', value: 'interestSaved' },
    {
      label: 'Months to pay off', value: 'payoffMonths', when: (inputs) => inputs.extraYearlyPayment === 0 && inputs.oneTimePayment === 0,
      expression: 'each month the balance plus its interest, less {scheduledPayment} + {extraMonthlyPayment}, until nothing is left',
    },
    {
      label: 'Months to pay off', value: 'payoffMonths', when: (inputs) => inputs.extraYearlyPayment > 0 && inputs.oneTimePayment === 0,
      expression: 'each month the balance plus its interest, less {scheduledPayment} + {extraMonthlyPayment} and every 12th month {extraYearlyPayment} more, until nothing is left',
    },
    {
      label: 'Months to pay off', value: 'payoffMonths', when: (inputs) => inputs.extraYearlyPayment === 0 && inputs.oneTimePayment > 0,
      expression: 'each month the balance plus its interest, less {scheduledPayment} + {extraMonthlyPayment} and {oneTimePayment} more with payment {oneTimePaymentMonth}, until nothing is left',
    },
    {
      label: 'Months to pay off', value: 'payoffMonths', when: (inputs) => inputs.extraYearlyPayment > 0 && inputs.oneTimePayment > 0,
      expression: 'each month the balance plus its interest, less {scheduledPayment} + {extraMonthlyPayment}, every 12th month {extraYearlyPayment} more and {oneTimePayment} more with payment {oneTimePaymentMonth}, until nothing is left',
    },
  ],
  assessment: {
    of: 'monthsSaved',
    cases: [
      {
        when: (inputs) => !anyExtra(inputs),
        text: 'Without extra payments the loan runs its full {termTime} at {scheduledPayment} a month, and costs {totalInterest} of interest. Any extra you pay goes straight to the principal.',
      },
    ],
    bands: [
      { below: 1, text: 'These extra payments leave the loan ending in the same month, after {payoffTime}, but save {interestSaved} of interest.' },
      { text: 'With these extra payments the loan is paid off in {payoffTime} instead of {termTime}, {savedTime} sooner, and you save {interestSaved} of interest.' },
    ],
    notes: [
      { when: (inputs) => anyExtra(inputs), text: 'In all you pay {totalPaid}, of which {totalInterest} is interest, against {originalTotalInterest} of interest on the schedule alone.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Paying {extraMonthlyPayment} extra each month',
      change: (inputs) => ({ extraMonthlyPayment: inputs.extraMonthlyPayment + MORE_A_MONTH }),
      outputs: ['payoffMonths', 'interestSaved'],
    },
    {
      lead: 'Adding {extraYearlyPayment} once a year',
      change: (inputs) => ({ extraYearlyPayment: inputs.extraYearlyPayment + MORE_A_YEAR }),
      outputs: ['payoffMonths', 'interestSaved'],
    },
    {
      lead: 'Without the monthly extra',
      change: (inputs) => (inputs.extraMonthlyPayment > 0 ? { extraMonthlyPayment: 0 } : undefined),
      outputs: ['payoffMonths', 'totalInterest'],
    },
  ],
  properties: [
    { output: 'scheduledPayment', input: 'loanBalance', direction: 'rises' },
    { output: 'scheduledPayment', input: 'interestRate', direction: 'rises' },
    { output: 'scheduledPayment', input: 'remainingTerm', direction: 'falls' },
    { output: 'payoffMonths', input: 'extraMonthlyPayment', direction: 'falls' },
    { output: 'totalInterest', input: 'extraMonthlyPayment', direction: 'falls' },
    { output: 'payoffMonths', input: 'extraYearlyPayment', direction: 'falls' },
  ],
  // No published example: amortization month by month, checked against the same schedule worked in exact decimals.
  referenceValues: [
    {
      name: '$250,000 at 6.5% with 300 months left and $100 extra a month: paid off in 263 months, $37,671.20 of interest saved',
      source: 'computed by hand in exact decimals, month by month: the payment 1,688.017903 plus 100 clears the loan in month 263 with 218,734.166972 of interest, against 1,688.017903 × 300 − 250,000 = 256,405.371011',
      inputs: { loanBalance: 250000, interestRate: 6.5, remainingTerm: 300, extraMonthlyPayment: 100 },
      expected: { scheduledPayment: 1688.02, totalInterest: 218734.17, originalTotalInterest: 256405.37, interestSaved: 37671.2, totalPaid: 468734.17 },
      decimals: 2, exact: { payoffMonths: 263, monthsSaved: 37 },
    },
    {
      name: '$200,000 at 5% over 360 months with $1,000 with every 12th payment: 308 months, $30,866.66 saved',
      source: 'computed by hand in exact decimals, month by month: the payment 1,073.643246 plus 1,000 in months 12, 24, …; 155,644.909378 of interest against 186,511.568569',
      inputs: { loanBalance: 200000, interestRate: 5, remainingTerm: 360, extraMonthlyPayment: 0, extraYearlyPayment: 1000 },
      expected: { scheduledPayment: 1073.64, totalInterest: 155644.91, interestSaved: 30866.66 }, decimals: 2, exact: { payoffMonths: 308 },
    },
    {
      name: 'The same with $200 a month and $10,000 once with payment 12: 235 months, $77,564.66 saved',
      source: 'computed by hand in exact decimals, month by month: 108,946.904448 of interest against 186,511.568569',
      inputs: { loanBalance: 200000, interestRate: 5, remainingTerm: 360, extraMonthlyPayment: 200, oneTimePayment: 10000, oneTimePaymentMonth: 12 },
      expected: { totalInterest: 108946.9, interestSaved: 77564.66, totalPaid: 308946.9 }, decimals: 2, exact: { payoffMonths: 235 },
    },
    {
      name: '$120,000 at 0% over 120 months with $100 extra: 110 months',
      source: 'computed by hand: 120,000 / 120 = 1,000 a month; at 1,100 a month, 109 payments and a last one of 100',
      inputs: { loanBalance: 120000, interestRate: 0, remainingTerm: 120, extraMonthlyPayment: 100 },
      expected: { scheduledPayment: 1000, totalInterest: 0, totalPaid: 120000 }, decimals: 6, exact: { payoffMonths: 110, monthsSaved: 10 },
    },
    {
      name: 'Finishing $250,000 at 6.5% in 240 months instead of 300 takes $175.91 extra a month',
      source: 'computed by hand in exact decimals: PMT(6.5%/12, 240, 250,000) − PMT(6.5%/12, 300, 250,000) = 1,863.933 − 1,688.018 = 175.914935',
      inputs: { solve: 'extraMonthlyPayment', payoffMonths: 240, loanBalance: 250000, interestRate: 6.5, remainingTerm: 300 },
      expected: { extraMonthlyPayment: 175.91 }, decimals: 2, exact: { payoffMonths: 240 },
    },
  ],
});

/**
 * How many months a mortgage takes to pay off with extra payments every month, with every 12th payment and once,
 * and the interest they save against the schedule without them.
 * @param inputs - `loanBalance` ($), `interestRate` (%), `remainingTerm` (months), `extraMonthlyPayment`,
 * `extraYearlyPayment`, `oneTimePayment` ($), `oneTimePaymentMonth` (payment number)
 * @returns the months to pay off as `value`; the scheduled payment, interest, savings and totals in `details`; the
 * month-by-month schedule
 * @example
 * mortgagePayoffMonths({ loanBalance: 250000, interestRate: 6.5, remainingTerm: 300, extraMonthlyPayment: 100,
 *   extraYearlyPayment: 0, oneTimePayment: 0, oneTimePaymentMonth: 1 }).value;
 * // 263 (37 months sooner, $37,671.20 of interest saved)
 */
export function mortgagePayoffMonths(inputs: MortgagePayoffInputs): CalculationResult<MortgagePayoffDetails> {
  return runCalculator(mortgagePayoff, inputs);
}
