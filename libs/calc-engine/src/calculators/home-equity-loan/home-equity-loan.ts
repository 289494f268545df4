import { inconsistent, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { principalInterestPie } from '../../_lib/loan-charts.js';
import { messages } from '../../errors/messages.js';
import { amortizationSchedule } from '../../finance/amortization-schedule.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface HomeEquityLoanInputs {
  /** $ the home is worth today. */
  readonly homeValue: number;
  /** $ still owed on the first mortgage; 0 when empty. */
  readonly mortgageBalance: number;
  /** % of the home's value that all loans on it together may reach; 80 when empty. */
  readonly maxCltv: number;
  /** $ borrowed; the most the CLTV allows when empty. */
  readonly loanAmount?: number;
  /** APR in percent. */
  readonly interestRate: number;
  /** Whole years; 15 when empty. */
  readonly loanTerm: number;
}

export interface HomeEquityLoanDetails extends Record<string, number> {
  readonly monthlyPayment: number;
  /** The amount entered, or the most the CLTV allows. */
  readonly loanAmount: number;
  readonly maxLoanAmount: number;
  /** The home's value less the mortgage; negative when the mortgage is larger. */
  readonly availableEquity: number;
  /** % of the home's value owed on the mortgage and this loan together. */
  readonly combinedLtv: number;
  readonly totalOfPayments: number;
  readonly totalInterest: number;
}

const homeValue = {
  name: 'homeValue', label: 'Home Value', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e10, step: 1000, uiDefault: 400000, placeholder: 'e.g. 400000', help: 'What the home would sell for today, or its appraised value.',
} as const satisfies NumberInputSpec;
const mortgageBalance = {
  name: 'mortgageBalance', label: 'Mortgage Balance', type: 'number', unit: '$', required: false, default: 0, checked: true, min: 0,
  max: 1e10, step: 1000, uiDefault: 250000, placeholder: 'e.g. 250000', help: 'What you still owe on the first mortgage; empty for none.',
} as const satisfies NumberInputSpec;
const maxCltv = {
  name: 'maxCltv', label: 'Maximum Combined LTV', type: 'number', unit: '%', required: false, default: 80, checked: true, min: 1, max: 100,
  step: 1, uiDefault: 80, placeholder: 'e.g. 80', help: 'The share of the home\'s value the lender lets all loans on it reach: often 80% to 85%.',
} as const satisfies NumberInputSpec;
const loanAmount = {
  name: 'loanAmount', label: 'Loan Amount', type: 'number', unit: '$', required: false, checked: true, min: 0, minExclusive: true,
  max: 1e10, step: 1000, placeholder: 'the most you can borrow', help: 'Leave empty to borrow the most the combined LTV allows.',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate', type: 'number', unit: '%', required: true, checked: true, min: 0, max: 100,
  step: 0.01, uiDefault: 8, placeholder: 'e.g. 8', help: 'The loan\'s fixed annual rate (APR).',
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Loan Term', type: 'number', unit: 'years', required: false, default: 15, checked: true, integer: true,
  min: 1, max: 40, step: 1, uiDefault: 15, placeholder: 'e.g. 15', help: 'Whole years; home equity loans usually run 5 to 30.',
} as const satisfies NumberInputSpec;

const maxLoanOf = (inputs: HomeEquityLoanInputs) => Math.max(0, (inputs.maxCltv / 100) * inputs.homeValue - inputs.mortgageBalance);
const amountOf = (inputs: HomeEquityLoanInputs) => inputs.loanAmount ?? maxLoanOf(inputs);
const monthsOf = (inputs: HomeEquityLoanInputs) => 12 * inputs.loanTerm;
const paymentOf = (inputs: HomeEquityLoanInputs, amount: number) => payment(amount, monthlyRate(inputs.interestRate), monthsOf(inputs));
const byMaximum = (inputs: HomeEquityLoanInputs) => inputs.loanAmount === undefined;
/** The assessment reads the inputs as given, where an empty limit is its default. */
const overLimit = (inputs: HomeEquityLoanInputs, details: Readonly<Record<string, unknown>>) =>
  Number(details['combinedLtv']) > (inputs.maxCltv ?? maxCltv.default) * (1 + 1e-12);

export const homeEquityLoan = defineCalculator<HomeEquityLoanInputs, HomeEquityLoanDetails>({
  slug: 'home-equity-loan',
  inputs: [homeValue, mortgageBalance, maxCltv, loanAmount, interestRate, loanTerm],
  outputs: [
    { name: 'monthlyPayment', type: 'number', unit: '$', label: 'Monthly payment' },
    { name: 'loanAmount', type: 'number', unit: '$', label: 'Loan amount' },
    { name: 'maxLoanAmount', type: 'number', unit: '$', label: 'Most you can borrow', words: 'the most you can borrow' },
    { name: 'availableEquity', type: 'number', unit: '$', label: 'Home equity', words: 'your home equity' },
    { name: 'combinedLtv', type: 'number', unit: '%', label: 'Combined loan-to-value (CLTV)', words: 'the combined loan-to-value' },
    { name: 'totalOfPayments', type: 'number', unit: '$', label: 'Total of payments' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest' },
  ],
  primary: 'monthlyPayment',
  compute(inputs) {
    const maxLoanAmount = maxLoanOf(inputs);
    if (byMaximum(inputs) && maxLoanAmount === 0) inconsistent(messages.noEquityToBorrow(), mortgageBalance);
    const amount = amountOf(inputs);
    const r = monthlyRate(inputs.interestRate);
    const months = monthsOf(inputs);
    const monthlyPayment = paymentOf(inputs, amount);
    const totalOfPayments = monthlyPayment * months;
    const details: HomeEquityLoanDetails = {
      monthlyPayment,
      loanAmount: amount,
      maxLoanAmount,
      availableEquity: inputs.homeValue - inputs.mortgageBalance,
      combinedLtv: ((inputs.mortgageBalance + amount) / inputs.homeValue) * 100,
      totalOfPayments,
      totalInterest: totalOfPayments - amount,
    };
    // A home worth a fraction of a cent divides the amounts owed into Infinity.
    if (!Number.isFinite(details.combinedLtv)) outOfDomain(messages.tooSmallFor(homeValue.label, 'combined loan-to-value'), homeValue);
    return {
      value: monthlyPayment,
      unit: '$',
      details,
      chart: principalInterestPie(amount, details.totalInterest),
      schedule: amortizationSchedule(amount, r, months),
    };
  },
  solvable: {
    // The payment is proportional to the amount borrowed.
    loanAmount: { from: ['monthlyPayment'], closedForm: (inputs, _known, pay) => pay / paymentOf(inputs, 1) },
  },
  intermediates: {
    limit: { unit: '%', value: (inputs) => inputs.maxCltv ?? maxCltv.default },
    monthlyRate: { value: (inputs) => monthlyRate(inputs.interestRate) },
    months: { value: monthsOf },
  },
  solution: [
    { label: 'Most you can borrow, {maxCltv}% of the value less the mortgage', expression: 'max(0, {maxCltv} / 100 × {homeValue} − {mortgageBalance})', value: 'maxLoanAmount' },
    { label: 'Home equity', expression: '{homeValue} − {mortgageBalance}', value: 'availableEquity' },
    { label: 'Combined loan-to-value', expression: '({mortgageBalance} + {loanAmount}) / {homeValue} × 100', value: 'combinedLtv' },
    { label: 'Monthly rate', expression: '{interestRate} / 100 / 12', value: 'monthlyRate' },
    { label: 'Number of payments', expression: '12 × {loanTerm}', value: 'months' },
    { label: 'Monthly payment', expression: '{loanAmount} / {months}', value: 'monthlyPayment', when: (inputs) => inputs.interestRate === 0 },
    {
      label: 'Monthly payment', expression: '{loanAmount} × {monthlyRate} / (1 − (1 + {monthlyRate})^−{months})', value: 'monthlyPayment',
      when: (inputs) => inputs.interestRate !== 0,
    },
  ],
  assessment: {
    of: 'combinedLtv',
    cases: [
      {
        when: (inputs, details) => overLimit(inputs, details),
        text: 'Borrowing {loanAmount} would bring what you owe on the home to {combinedLtv} of its value, above the {limit} limit: at that limit a lender would lend at most {maxLoanAmount}. The payment would be {monthlyPayment} a month.',
      },
    ],
    bands: [
      { below: 80, text: 'Borrowing {loanAmount} leaves what you owe on the home at {combinedLtv} of its value, within most lenders\' limits. It costs {monthlyPayment} a month over {loanTerm}, {totalInterest} of interest in all.' },
      { below: 90, text: 'Borrowing {loanAmount} brings what you owe on the home to {combinedLtv} of its value, near the top of what lenders allow. It costs {monthlyPayment} a month over {loanTerm}, {totalInterest} of interest in all.' },
      { text: 'Borrowing {loanAmount} brings what you owe on the home to {combinedLtv} of its value: few lenders go that high, and a fall in prices would leave little or no equity. It costs {monthlyPayment} a month over {loanTerm}, {totalInterest} of interest in all.' },
    ],
    notes: [
      { text: 'The loan is secured by your home: if you cannot keep up the payments, the lender can foreclose.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Over {loanTerm}',
      change: (inputs) => (inputs.loanTerm + 5 <= loanTerm.max ? { loanTerm: inputs.loanTerm + 5 } : undefined),
      outputs: ['monthlyPayment', 'totalInterest'],
    },
    {
      lead: 'At a rate of {interestRate}',
      change: (inputs) => (inputs.interestRate >= 1 ? { interestRate: inputs.interestRate - 1 } : undefined),
      outputs: ['monthlyPayment', 'totalInterest'],
    },
    {
      lead: 'Borrowing {loanAmount}',
      change: (inputs) => ({ loanAmount: Math.round(amountOf(inputs) / 2) }),
      outputs: ['monthlyPayment'],
    },
  ],
  properties: [
    { output: 'monthlyPayment', input: 'interestRate', direction: 'rises' },
    { output: 'monthlyPayment', input: 'loanAmount', direction: 'rises' },
    { output: 'monthlyPayment', input: 'loanTerm', direction: 'falls' },
    { output: 'maxLoanAmount', input: 'homeValue', direction: 'rises' },
    { output: 'maxLoanAmount', input: 'mortgageBalance', direction: 'falls' },
    { output: 'maxLoanAmount', input: 'maxCltv', direction: 'rises' },
  ],
  // No published example beyond the lenders' rule itself: the arithmetic is checked against values worked by hand.
  referenceValues: [
    {
      name: '85% of a $400,000 home less a $250,000 mortgage: $90,000; at 8% over 15 years, $860.09 a month',
      source: 'lenders\' combined loan-to-value rule, 0.85 × 400,000 − 250,000 = 90,000; the payment computed by hand in exact decimals, 90,000 × (0.08/12) / (1 − (1 + 0.08/12)^−180) = 860.086876, total 154,815.64',
      inputs: { homeValue: 400000, mortgageBalance: 250000, maxCltv: 85, interestRate: 8, loanTerm: 15 },
      expected: { maxLoanAmount: 90000, loanAmount: 90000, monthlyPayment: 860.09, totalOfPayments: 154815.64, totalInterest: 64815.64, combinedLtv: 85 },
      decimals: 2,
    },
    {
      name: 'At the usual 80%: $70,000, $668.96 a month',
      source: 'computed by hand in exact decimals: 0.80 × 400,000 − 250,000 = 70,000; 70,000 × (0.08/12) / (1 − (1 + 0.08/12)^−180) = 668.956459',
      inputs: { homeValue: 400000, mortgageBalance: 250000, interestRate: 8 },
      expected: { maxLoanAmount: 70000, monthlyPayment: 668.96, availableEquity: 150000, combinedLtv: 80 }, decimals: 2,
    },
    {
      name: '$60,000 at 0% over 10 years: $500 a month, a CLTV of 77.5%',
      source: 'computed by hand: 60,000 / 120 = 500; (250,000 + 60,000) / 400,000 = 77.5%',
      inputs: { homeValue: 400000, mortgageBalance: 250000, loanAmount: 60000, interestRate: 0, loanTerm: 10 },
      expected: { monthlyPayment: 500, combinedLtv: 77.5, totalInterest: 0 }, decimals: 9,
    },
  ],
});

/**
 * The most a home's equity lets you borrow at a combined loan-to-value limit, and the fixed monthly payment of a home
 * equity loan of that amount, or of the amount you choose.
 * @param inputs - `homeValue`, `mortgageBalance` ($), `maxCltv` (%), `loanAmount` ($, optional: the maximum when left
 * out), `interestRate` (APR %), `loanTerm` (years)
 * @returns the monthly payment as `value`; the amount, the maximum, the equity, the CLTV and the totals in `details`;
 * the month-by-month schedule
 * @example
 * homeEquityLoanPayment({ homeValue: 400000, mortgageBalance: 250000, maxCltv: 85, interestRate: 8, loanTerm: 15 }).value;
 * // 860.0868... ($90,000 over 15 years)
 */
export function homeEquityLoanPayment(inputs: HomeEquityLoanInputs): CalculationResult<HomeEquityLoanDetails> {
  return runCalculator(homeEquityLoan, inputs);
}
