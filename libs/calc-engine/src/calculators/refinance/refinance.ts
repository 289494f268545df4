import { assertComputableBlaming, assertNotNegative, assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { wholePeriods } from '../../finance/number-of-periods.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import type { CalculationResult, DetailValue, NumberInputSpec } from '../../types.js';

/** What the break-even reads when refinancing does not lower the payment, so the closing costs never come back. */
export const NEVER_BREAKS_EVEN = 'never';

export type BreakEvenMonths = number | typeof NEVER_BREAKS_EVEN;

export interface RefinanceInputs {
  /** $ still owed, which the new loan repays. */
  readonly currentBalance: number;
  /** Annual rate of the current loan in percent. */
  readonly currentRate: number;
  /** Years left on the current loan. */
  readonly remainingTerm: number;
  /** Annual rate of the new loan in percent. */
  readonly newRate: number;
  /** Years. */
  readonly newTerm: number;
  /** $ paid in cash at closing; 0 when empty. */
  readonly closingCosts?: number;
}

// A type alias, not an interface: `breakEvenMonths` is a number or the string "never".
export type RefinanceDetails = {
  /** Current payment minus new payment, $/month; negative when the payment rises. */
  readonly monthlySavings: number;
  readonly currentMonthlyPayment: number;
  readonly newMonthlyPayment: number;
  /** Months of savings that repay the closing costs, rounded up; "never" when the payment does not fall. */
  readonly breakEvenMonths: BreakEvenMonths;
  readonly currentTotalInterest: number;
  readonly newTotalInterest: number;
  /** Everything left to pay on the current loan, less everything paid on the new one and the closing costs. */
  readonly lifetimeSavings: number;
};

const currentBalance = {
  name: 'currentBalance', label: 'Current Loan Balance', type: 'number', unit: '$', required: true, min: 1000,
  max: 100000000, step: 1000, uiDefault: 200000, placeholder: 'e.g. 200,000', help: 'What you still owe, from your latest statement.',
} as const satisfies NumberInputSpec;
const currentRate = {
  name: 'currentRate', label: 'Current Interest Rate', type: 'number', unit: '%', required: true, min: 0, max: 30,
  step: 0.01, uiDefault: 7, placeholder: 'e.g. 7',
} as const satisfies NumberInputSpec;
const remainingTerm = {
  name: 'remainingTerm', label: 'Remaining Term', type: 'number', unit: 'years', required: true, min: 1, max: 40,
  step: 1, uiDefault: 30, placeholder: 'e.g. 30', help: 'Years left on your current loan.',
} as const satisfies NumberInputSpec;
const newRate = {
  name: 'newRate', label: 'New Interest Rate', type: 'number', unit: '%', required: true, min: 0, max: 30, step: 0.01,
  uiDefault: 5.5, placeholder: 'e.g. 5.5',
} as const satisfies NumberInputSpec;
const newTerm = {
  name: 'newTerm', label: 'New Loan Term', type: 'number', unit: 'years', required: true, min: 1, max: 40, step: 1,
  uiDefault: 30, placeholder: 'e.g. 30',
} as const satisfies NumberInputSpec;
const closingCosts = {
  name: 'closingCosts', label: 'Closing Costs (paid upfront)', type: 'number', unit: '$', required: false, default: 0,
  min: 0, max: 1000000, step: 100, uiDefault: 4000, placeholder: 'e.g. 4,000',
  help: 'Lender fees, appraisal, title and any points, paid in cash at closing.',
} as const satisfies NumberInputSpec;

/** The usual shorter mortgage term a what-if compares with when the new term already equals the remaining one. */
const SHORT_TERM = 15;
/** Years a what-if adds when the new term is already 15 years or less. */
const MORE_YEARS = 5;
/** The smallest number above 0: a band below it holds a payment that does not change. */
const ABOVE_NOTHING = Number.MIN_VALUE;

type Details = Readonly<Record<string, DetailValue>>;
const lowers = ({ monthlySavings }: Details) => (monthlySavings as number) > 0;
const lifetime = ({ lifetimeSavings }: Details) => lifetimeSavings as number;
/** Months to break even, when the payment falls and there are closing costs to recover. */
const recovering = (details: Details) => lowers(details) && typeof details['breakEvenMonths'] === 'number' && details['breakEvenMonths'] > 0;
const breakEvenYears = ({ breakEvenMonths }: Details) => Math.floor((breakEvenMonths as number) / 12);
const breakEvenRest = ({ breakEvenMonths }: Details) => (breakEvenMonths as number) % 12;
/** The break-even in years and months ("1 year 9 months", "2 years", "11 months"). */
const RECOVERED_AFTER = [
  { when: (details: Details) => breakEvenYears(details) > 0 && breakEvenRest(details) > 0, time: '{breakEvenYears} {breakEvenRestMonths}' },
  { when: (details: Details) => breakEvenYears(details) > 0 && breakEvenRest(details) === 0, time: '{breakEvenYears}' },
  { when: (details: Details) => breakEvenYears(details) === 0, time: '{breakEvenRestMonths}' },
].map(({ when, time }) => ({
  when: (_inputs: RefinanceInputs, details: Details) => recovering(details) && when(details),
  text: `The closing costs are paid back after {breakEvenMonths} (${time}), so it pays only if you keep the loan longer than that.`,
}));

/** One loan's lines: its monthly rate, its number of payments and its payment, the formula's 0% form at 0%. */
function loanLines(name: string, rate: 'currentRate' | 'newRate', term: 'remainingTerm' | 'newTerm', prefix: 'current' | 'new') {
  const monthly = `{${prefix}MonthlyRate}`;
  const months = `{${prefix}Months}`;
  return [
    { label: `${name}: monthly rate`, expression: `{${rate}} / 100 / 12`, value: `${prefix}MonthlyRate` },
    { label: `${name}: number of payments`, expression: `{${term}} × 12`, value: `${prefix}Months` },
    {
      label: `${name}: monthly payment`, expression: `{currentBalance} / ${months}`, value: `${prefix}MonthlyPayment`,
      when: (inputs: RefinanceInputs) => inputs[rate] === 0,
    },
    {
      label: `${name}: monthly payment`,
      expression: `{currentBalance} × ${monthly} × (1 + ${monthly})^${months} / ((1 + ${monthly})^${months} − 1)`,
      value: `${prefix}MonthlyPayment`, when: (inputs: RefinanceInputs) => inputs[rate] !== 0,
    },
  ];
}

export const refinance = defineCalculator<RefinanceInputs, RefinanceDetails>({
  slug: 'refinance',
  inputs: [currentBalance, currentRate, remainingTerm, newRate, newTerm, closingCosts],
  outputs: [
    { name: 'monthlySavings', type: 'number', unit: '$/month', label: 'Monthly savings' },
    { name: 'currentMonthlyPayment', type: 'number', unit: '$/month', label: 'Current monthly payment' },
    { name: 'newMonthlyPayment', type: 'number', unit: '$/month', label: 'New monthly payment', words: 'the new payment' },
    { name: 'breakEvenMonths', type: 'number', unit: 'months', label: 'Break-even (months)' },
    { name: 'currentTotalInterest', type: 'number', unit: '$', label: 'Interest left on the current loan' },
    { name: 'newTotalInterest', type: 'number', unit: '$', label: 'Interest on the new loan' },
    { name: 'lifetimeSavings', type: 'number', unit: '$', label: 'Lifetime savings (after closing costs)' },
  ],
  primary: 'monthlySavings',
  compute(inputs) {
    const costs = inputs.closingCosts ?? closingCosts.default;
    assertPositive(inputs.currentBalance, currentBalance);
    assertNotNegative(inputs.currentRate, currentRate);
    assertPositive(inputs.remainingTerm, remainingTerm);
    assertNotNegative(inputs.newRate, newRate);
    assertPositive(inputs.newTerm, newTerm);
    assertNotNegative(costs, closingCosts);

    const balance = inputs.currentBalance;
    const currentMonths = inputs.remainingTerm * 12;
    const newMonths = inputs.newTerm * 12;
    const currentMonthlyPayment = payment(balance, monthlyRate(inputs.currentRate), currentMonths);
    const newMonthlyPayment = payment(balance, monthlyRate(inputs.newRate), newMonths);
    const monthlySavings = currentMonthlyPayment - newMonthlyPayment;
    const currentTotal = currentMonthlyPayment * currentMonths;
    const newTotal = newMonthlyPayment * newMonths;
    const details: RefinanceDetails = {
      monthlySavings,
      currentMonthlyPayment,
      newMonthlyPayment,
      // Closing costs are paid in cash, not rolled into the loan, so savings recover them after ⌈costs ÷ savings⌉ months.
      breakEvenMonths: monthlySavings > 0 ? wholePeriods(costs / monthlySavings) : NEVER_BREAKS_EVEN,
      currentTotalInterest: currentTotal - balance,
      newTotalInterest: newTotal - balance,
      lifetimeSavings: currentTotal - newTotal - costs,
    };
    assertComputableBlaming(details, [
      [inputs.currentRate, currentRate], [inputs.newRate, newRate], [inputs.remainingTerm, remainingTerm],
      [inputs.newTerm, newTerm], [costs, closingCosts], [balance, currentBalance],
    ]);
    return { value: monthlySavings, unit: '$/month', details };
  },
  intermediates: {
    currentMonthlyRate: { value: (inputs) => monthlyRate(inputs.currentRate) },
    currentMonths: { value: (inputs) => inputs.remainingTerm * 12 },
    newMonthlyRate: { value: (inputs) => monthlyRate(inputs.newRate) },
    newMonths: { value: (inputs) => inputs.newTerm * 12 },
    paymentChange: { unit: '$', value: (_inputs, { monthlySavings }) => Math.abs(monthlySavings as number) },
    breakEvenYears: { unit: 'years', value: (_inputs, details) => breakEvenYears(details) },
    breakEvenRestMonths: { unit: 'months', value: (_inputs, details) => breakEvenRest(details) },
  },
  solution: [
    ...loanLines('Current loan', 'currentRate', 'remainingTerm', 'current'),
    ...loanLines('New loan', 'newRate', 'newTerm', 'new'),
    { label: 'Current loan: interest left to pay', expression: '{currentMonthlyPayment} × {currentMonths} − {currentBalance}', value: 'currentTotalInterest' },
    { label: 'New loan: total interest', expression: '{newMonthlyPayment} × {newMonths} − {currentBalance}', value: 'newTotalInterest' },
    {
      label: 'Lifetime savings after closing costs',
      expression: '{currentMonthlyPayment} × {currentMonths} − {newMonthlyPayment} × {newMonths} − {closingCosts}', value: 'lifetimeSavings',
    },
    { label: 'Monthly savings', expression: '{currentMonthlyPayment} − {newMonthlyPayment}', value: 'monthlySavings' },
    // Closing costs are paid in cash; whole months, rounded up.
    { label: 'Break-even', expression: 'ceil({closingCosts} / {monthlySavings})', value: 'breakEvenMonths', when: (_inputs, details) => lowers(details) },
    {
      label: 'Break-even', expression: 'the new payment is not lower, so the costs are never recovered', value: 'breakEvenMonths',
      when: (_inputs, details) => !lowers(details),
    },
    { label: 'Monthly savings', expression: '{currentMonthlyPayment} a month now, {newMonthlyPayment} after refinancing', value: 'monthlySavings' },
  ],
  assessment: {
    of: 'monthlySavings',
    bands: [
      { below: 0, text: 'Your monthly payment would rise by {paymentChange}, so monthly savings never pay back the closing costs.' },
      { below: ABOVE_NOTHING, text: 'Your monthly payment would not change, so monthly savings never pay back the closing costs.' },
      { text: 'Refinancing lowers your payment by {paymentChange} a month.' },
    ],
    notes: [
      {
        when: (_inputs, details) => lowers(details) && details['breakEvenMonths'] === 0,
        text: 'With no closing costs, you save from the first payment.',
      },
      ...RECOVERED_AFTER,
      {
        when: (_inputs, details) => lowers(details) && lifetime(details) >= 0,
        text: 'Over the full terms you would pay {lifetimeSavings} less in all, closing costs included.',
      },
      {
        when: (_inputs, details) => lowers(details) && lifetime(details) < 0,
        text: 'But over the full terms you would pay {|lifetimeSavings|} more in all, because the new loan runs longer: a lower payment is not a cheaper loan.',
      },
      {
        when: (_inputs, details) => !lowers(details) && lifetime(details) > 0,
        text: 'Over the full terms, though, you would pay {lifetimeSavings} less in all, because the new loan is paid off sooner or at a lower rate.',
      },
      {
        when: (_inputs, details) => !lowers(details) && !(lifetime(details) > 0),
        text: 'And over the full terms you would pay {|lifetimeSavings|} more: this refinance does not save money.',
      },
    ],
  },
  // The new payment and its interest rather than the savings, which turn negative when the payment rises.
  whatIfs: [
    {
      lead: 'At {newRate} on the new loan', change: ({ newRate: rate }) => (rate >= 1 ? { newRate: rate - 1 } : undefined),
      outputs: ['newMonthlyPayment', 'newTotalInterest'],
    },
    {
      lead: 'With a new term of {newTerm}',
      change: ({ newTerm: term, remainingTerm: remaining }) => ({
        newTerm: term !== remaining ? remaining : term > SHORT_TERM ? SHORT_TERM : term + MORE_YEARS,
      }),
      outputs: ['newMonthlyPayment', 'newTotalInterest'],
    },
  ],
  properties: [
    { output: 'monthlySavings', input: 'currentRate', direction: 'rises' },
    { output: 'monthlySavings', input: 'newRate', direction: 'falls' },
    { output: 'newMonthlyPayment', input: 'newTerm', direction: 'falls' },
    { output: 'lifetimeSavings', input: 'closingCosts', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: '$200,000 from 7% to 5.5% over 30 years saves $195.03 a month, breaking even in 21 months',
      // Excel: =PMT(7%/12, 360, -200000) -> $1,330.60 and =PMT(5.5%/12, 360, -200000) -> $1,135.58; 4,000 ÷ 195.03 = 20.5.
      source: 'Excel PMT, worked example 1',
      inputs: { currentBalance: 200000, currentRate: 7, remainingTerm: 30, newRate: 5.5, newTerm: 30, closingCosts: 4000 },
      expected: {
        monthlySavings: 195.03, currentMonthlyPayment: 1330.6, newMonthlyPayment: 1135.58, currentTotalInterest: 279017.8,
        newTotalInterest: 208808.08, lifetimeSavings: 66209.72,
      },
      decimals: 2,
      exact: { breakEvenMonths: 21 },
    },
  ],
});

/**
 * Monthly savings of refinancing the balance of a loan into a new loan (Excel PMT for both), the months the
 * savings take to repay the closing costs, and what the switch saves or costs over both loans' lives.
 * @param inputs - `currentBalance` ($), `currentRate` (%), `remainingTerm` (years), `newRate` (%), `newTerm`
 * (years), and optionally `closingCosts` ($, paid in cash)
 * @returns the monthly savings as `value` (negative when the payment rises); both payments, break-even months
 * (or "never"), both loans' interest and the lifetime savings in `details`
 * @example
 * refinanceSavings({ currentBalance: 200000, currentRate: 7, remainingTerm: 30, newRate: 5.5, newTerm: 30, closingCosts: 4000 })
 *   .details.breakEvenMonths;
 * // 21: $1,330.60 − $1,135.58 = $195.03 saved a month, and 4000 ÷ 195.03 = 20.5 months
 */
export function refinanceSavings(inputs: RefinanceInputs): CalculationResult<RefinanceDetails> {
  return runCalculator(refinance, inputs);
}
