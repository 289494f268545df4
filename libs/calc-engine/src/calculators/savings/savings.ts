import { assertComputable, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import { compoundedMonthlyRate, simulateDeposits } from '../../finance/deposit-simulation.js';
import { futureValue, type PaymentTiming } from '../../finance/future-value.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

export type SavingsCompounding = 1 | 2 | 4 | 12 | 52 | 365;

export interface SavingsInputs {
  /** $ at the start; 0 when empty. */
  readonly initialDeposit: number;
  /** $ deposited every month of the first year; 0 when empty. */
  readonly monthlyDeposit: number;
  /** % the monthly deposit grows by at the start of each later year; 0 when empty. */
  readonly annualDepositIncrease: number;
  /** Nominal annual rate in percent. */
  readonly interestRate: number;
  /** Compounding periods a year. */
  readonly compoundingFrequency: SavingsCompounding;
  /** Years; rounded to whole months. */
  readonly years: number;
  /** 0 deposits at the end of each month, 1 at the beginning. */
  readonly depositTiming: PaymentTiming;
  /** % of the interest taken as tax. */
  readonly taxRate: number;
}

export interface SavingsDetails extends Record<string, number> {
  readonly endBalance: number;
  /** The initial deposit and every monthly deposit. */
  readonly totalDeposits: number;
  /** Interest kept, after tax. */
  readonly totalInterest: number;
  readonly totalTax: number;
  readonly numberOfMonths: number;
}

const initialDeposit = {
  name: 'initialDeposit', label: 'Initial Deposit', type: 'number', unit: '$', required: false, default: 0, checked: true,
  min: 0, max: 1e9, step: 100, uiDefault: 1000, placeholder: 'e.g. 1000', help: 'What is in the account at the start; leave empty for nothing.',
} as const satisfies NumberInputSpec;
const monthlyDeposit = {
  name: 'monthlyDeposit', label: 'Monthly Deposit', type: 'number', unit: '$', required: false, default: 0, checked: true,
  min: 0, max: 1e9, step: 10, uiDefault: 200, placeholder: 'e.g. 200', help: 'What you add every month in the first year.',
} as const satisfies NumberInputSpec;
const annualDepositIncrease = {
  name: 'annualDepositIncrease', label: 'Increase Deposits Each Year by', type: 'number', unit: '%', required: false, default: 0,
  checked: true, min: 0, max: 100, step: 0.5, uiDefault: 0, placeholder: 'e.g. 3',
  help: 'Raise the monthly deposit by this much at the start of each new year, as a pay rise would allow.',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate', type: 'number', unit: '%', required: true, checked: true, min: 0, max: 100,
  step: 0.01, uiDefault: 4, placeholder: 'e.g. 4', help: 'The nominal annual rate the account pays, before tax.',
} as const satisfies NumberInputSpec;
const compoundingFrequency = {
  name: 'compoundingFrequency', label: 'Compound', type: 'select', required: false, default: 12, uiDefault: 12,
  options: [1, 2, 4, 12, 52, 365],
  optionLabels: { 1: 'Annually', 2: 'Semiannually', 4: 'Quarterly', 12: 'Monthly', 52: 'Weekly', 365: 'Daily' },
  help: 'How often the bank credits interest; deposits earn the monthly rate equivalent to it.',
} as const satisfies SelectInputSpec;
const years = {
  name: 'years', label: 'Years', type: 'number', unit: 'years', required: true, checked: true, min: 0, minExclusive: true,
  max: 100, step: 0.5, uiDefault: 10, placeholder: 'e.g. 10', help: 'Decimals work: 0.5 is six months.',
} as const satisfies NumberInputSpec;
const depositTiming = {
  name: 'depositTiming', label: 'Deposit at the', type: 'select', required: false, default: 0, uiDefault: 0,
  options: [0, 1], optionLabels: { 0: 'End of each month', 1: 'Beginning of each month' },
  help: 'At the beginning, each deposit earns interest in the month it is made.',
} as const satisfies SelectInputSpec;
const taxRate = {
  name: 'taxRate', label: 'Tax Rate on Interest', type: 'number', unit: '%', required: false, default: 0, checked: true,
  min: 0, max: 100, step: 1, uiDefault: 0, placeholder: 'e.g. 22', help: 'The share of the interest that goes in tax; 0 for a tax-free account.',
} as const satisfies NumberInputSpec;

const MORE_A_MONTH = 50;

const monthsOf = (inputs: SavingsInputs) => Math.round(12 * inputs.years);
const monthlyRateOf = (inputs: SavingsInputs) => compoundedMonthlyRate(inputs.interestRate, inputs.compoundingFrequency);
/** The balance grows each month by its interest less the tax on it. */
const netRateOf = (inputs: SavingsInputs) => monthlyRateOf(inputs) * (1 - inputs.taxRate / 100);
/** The deposit made each month of a year: the first year's, raised by the increase once a year. */
const depositIn = (inputs: SavingsInputs) => (year: number) => inputs.monthlyDeposit * (1 + inputs.annualDepositIncrease / 100) ** (year - 1);

const monthly = (inputs: SavingsInputs) => inputs.compoundingFrequency === 12;
const taxed = (inputs: SavingsInputs) => inputs.taxRate > 0;
const deposits = (inputs: SavingsInputs) => inputs.monthlyDeposit > 0;
/** Deposits that change after the first year. */
const growing = (inputs: SavingsInputs) => deposits(inputs) && inputs.annualDepositIncrease > 0 && monthsOf(inputs) > 12;
const level = (inputs: SavingsInputs) => deposits(inputs) && !growing(inputs);
const wholeMonths = (inputs: SavingsInputs) => Number.isInteger(12 * inputs.years);

const COMPOUNDING_WORDS: Readonly<Record<number, string>> = {
  1: 'annually', 2: 'semiannually', 4: 'quarterly', 12: 'monthly', 52: 'weekly', 365: 'daily',
};

export const savings = defineCalculator<SavingsInputs, SavingsDetails>({
  slug: 'savings',
  inputs: [initialDeposit, monthlyDeposit, annualDepositIncrease, interestRate, compoundingFrequency, years, depositTiming, taxRate],
  outputs: [
    { name: 'endBalance', type: 'number', unit: '$', label: 'End balance' },
    { name: 'totalDeposits', type: 'number', unit: '$', label: 'Total deposits' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest (after tax)', words: 'the interest earned' },
    { name: 'totalTax', type: 'number', unit: '$', label: 'Tax on interest', words: 'the tax on the interest' },
    { name: 'numberOfMonths', type: 'number', unit: 'months', label: 'Number of months', decimals: 0 },
  ],
  primary: 'endBalance',
  compute(inputs) {
    const n = monthsOf(inputs);
    // Under half a month rounds to no month at all: nothing would be saved.
    if (n < 1) outOfDomain(messages.atLeastOneMonth(years.label), years);
    const run = simulateDeposits({
      monthlyRate: monthlyRateOf(inputs),
      months: n,
      initialDeposit: inputs.initialDeposit,
      monthlyDeposit: depositIn(inputs),
      timing: inputs.depositTiming,
      taxRate: inputs.taxRate / 100,
    });
    const details: SavingsDetails = {
      endBalance: run.balance,
      totalDeposits: run.totalDeposits,
      totalInterest: run.totalInterest,
      totalTax: run.totalTax,
      numberOfMonths: n,
    };
    // A century of deposits growing 100% a year overflows.
    assertComputable(details, annualDepositIncrease);
    return {
      value: run.balance,
      unit: '$',
      details,
      chart: {
        type: 'bar',
        data: [
          { role: 'contributions', value: run.totalDeposits },
          { role: 'interest', value: run.totalInterest },
        ],
      },
      yearly: run.yearly,
    };
  },
  intermediates: {
    periodsPerYear: { value: (inputs) => inputs.compoundingFrequency },
    monthlyRate: { value: monthlyRateOf },
    netRate: { value: netRateOf },
    months: { value: monthsOf },
    timeSaving: { unit: 'months', yearsAndMonths: true, value: monthsOf },
    initialGrown: { unit: '$', value: (inputs) => futureValue(netRateOf(inputs), monthsOf(inputs), 0, inputs.initialDeposit) },
    depositsGrown: {
      unit: '$', value: (inputs, { endBalance }) => Number(endBalance) - futureValue(netRateOf(inputs), monthsOf(inputs), 0, inputs.initialDeposit),
    },
    lastDeposit: { unit: '$', value: (inputs) => depositIn(inputs)(Math.ceil(monthsOf(inputs) / 12)) },
    taxShare: { unit: '%', value: (_inputs, { totalTax, totalInterest }) => (Number(totalTax) / (Number(totalTax) + Number(totalInterest))) * 100 },
  },
  solution: [
    { label: 'Monthly rate', expression: '{interestRate} / 100 / 12', value: 'monthlyRate', when: monthly },
    {
      label: 'Monthly rate equivalent to compounding {compounding}',
      expression: '(1 + {interestRate} / 100 / {periodsPerYear})^({periodsPerYear} / 12) − 1', value: 'monthlyRate',
      when: (inputs) => !monthly(inputs),
    },
    { label: 'Monthly rate after tax', expression: '{monthlyRate} × (1 − {taxRate} / 100)', value: 'netRate', when: taxed },
    { label: 'Number of months', expression: '12 × {years}', value: 'months', when: wholeMonths },
    { label: 'Number of months', expression: 'round(12 × {years})', value: 'months', when: (inputs) => !wholeMonths(inputs) },
    { label: 'Growth of the initial deposit', expression: '{initialDeposit} × (1 + {netRate})^{months}', value: 'initialGrown' },
    {
      label: 'Growth of the monthly deposits', expression: '{monthlyDeposit} × {months}', value: 'depositsGrown',
      when: (inputs) => level(inputs) && netRateOf(inputs) === 0,
    },
    {
      label: 'Growth of the monthly deposits', expression: '{monthlyDeposit} × ((1 + {netRate})^{months} − 1) / {netRate}',
      value: 'depositsGrown', when: (inputs) => level(inputs) && netRateOf(inputs) !== 0 && inputs.depositTiming === 0,
    },
    {
      label: 'Growth of the monthly deposits', expression: '{monthlyDeposit} × ((1 + {netRate})^{months} − 1) / {netRate} × (1 + {netRate})',
      value: 'depositsGrown', when: (inputs) => level(inputs) && netRateOf(inputs) !== 0 && inputs.depositTiming === 1,
    },
    {
      label: 'Growth of the monthly deposits, raised {annualDepositIncrease}% each year',
      expression: 'each month\'s deposit, from {monthlyDeposit} up to {lastDeposit}, × (1 + {netRate})^(months it earns)',
      value: 'depositsGrown', when: growing,
    },
    { label: 'Total deposits', expression: '{initialDeposit} + {monthlyDeposit} × {months}', value: 'totalDeposits', when: (inputs) => !growing(inputs) },
    {
      label: 'Total deposits', expression: '{initialDeposit} + each year\'s monthly deposit × its months, from {monthlyDeposit} up to {lastDeposit}',
      value: 'totalDeposits', when: growing,
    },
    { label: 'End balance', expression: '{initialGrown}{+depositsGrown}', value: 'endBalance' },
    { label: 'Interest kept after tax', expression: '{endBalance} − {totalDeposits}', value: 'totalInterest', when: taxed },
    { label: 'Interest earned', expression: '{endBalance} − {totalDeposits}', value: 'totalInterest', when: (inputs) => !taxed(inputs) },
    {
      label: 'Tax on the interest', expression: '{totalInterest} × {taxRate} / (100 − {taxRate})', value: 'totalTax',
      when: (inputs) => taxed(inputs) && inputs.taxRate < 100,
    },
    { label: 'End balance, deposits plus interest', expression: '{totalDeposits} + {totalInterest}', value: 'endBalance' },
  ],
  assessment: {
    of: 'endBalance',
    phrases: {
      compounding: ({ compoundingFrequency: k }) => COMPOUNDING_WORDS[k] ?? `${k} times a year`,
      afterTax: (inputs) => (taxed(inputs) ? ' after tax' : ''),
    },
    cases: [
      {
        when: (inputs, details) => !(Number(details['totalInterest']) > 0) && !taxed(inputs),
        text: 'After {timeSaving} you would have {endBalance}: at a rate of 0% it is just the {totalDeposits} you put in.',
      },
    ],
    bands: [
      { text: 'After {timeSaving} you would have {endBalance}: {totalDeposits} of deposits and {totalInterest} of interest{afterTax}.' },
    ],
    notes: [
      { when: (inputs, details) => taxed(inputs) && Number(details['totalTax']) > 0, text: 'Tax takes {totalTax}, {taxShare} of the interest earned.' },
      { when: growing, text: 'Raising your deposits {annualDepositIncrease} a year takes the monthly deposit from {monthlyDeposit} to {lastDeposit} in the last year.' },
    ],
  },
  whatIfs: [
    { lead: 'Saving {by.monthlyDeposit} more a month', change: (inputs) => ({ monthlyDeposit: inputs.monthlyDeposit + MORE_A_MONTH }), outputs: ['endBalance'] },
    {
      lead: 'Raising your deposits {annualDepositIncrease} each year',
      change: (inputs) => (deposits(inputs) && inputs.annualDepositIncrease === 0 && monthsOf(inputs) > 12 ? { annualDepositIncrease: 3 } : undefined),
      outputs: ['endBalance', 'totalDeposits'],
    },
    { lead: 'At a rate of {interestRate}', change: (inputs) => ({ interestRate: inputs.interestRate + 1 }), outputs: ['endBalance', 'totalInterest'] },
    {
      lead: 'In a tax-free account', change: (inputs) => (taxed(inputs) ? { taxRate: 0 } : undefined), outputs: ['endBalance'],
    },
  ],
  // It rises with the years too, but most lengths the harness would draw are under half a month, which is refused:
  // savings.test.ts checks it over lengths of a month and more.
  properties: [
    { output: 'endBalance', input: 'initialDeposit', direction: 'rises' },
    { output: 'endBalance', input: 'monthlyDeposit', direction: 'rises' },
    { output: 'endBalance', input: 'annualDepositIncrease', direction: 'rises' },
    { output: 'endBalance', input: 'interestRate', direction: 'rises' },
    { output: 'endBalance', input: 'taxRate', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: '$1,000 a month at 12% for a year: $12,682.50', source: 'Microsoft Excel FV documentation, =FV(0.12/12, 12, -1000)',
      inputs: { monthlyDeposit: 1000, interestRate: 12, years: 1 }, expected: { endBalance: 12682.5 }, decimals: 2, exact: { numberOfMonths: 12 },
    },
    {
      name: '$500 and $200 at the beginning of each month at 6% for 0.8333 years (10 months): $2,581.40',
      source: 'Microsoft Excel FV documentation, =FV(0.06/12, 10, -200, -500, 1)',
      inputs: { initialDeposit: 500, monthlyDeposit: 200, depositTiming: 1, interestRate: 6, years: 0.8333 },
      expected: { endBalance: 2581.4 }, decimals: 2, exact: { numberOfMonths: 10, totalDeposits: 2500 },
    },
    {
      name: '$1,000 a month at 12% raised 10% after a year: $28,241.72 after 2 years',
      source: 'computed by hand in exact decimals: s = (1.01^12 − 1) / 0.01; 1,000 × s × 1.01^12 + 1,100 × s = 28,241.715155',
      inputs: { initialDeposit: 0, monthlyDeposit: 1000, annualDepositIncrease: 10, interestRate: 12, years: 2 },
      expected: { endBalance: 28241.72, totalDeposits: 25200 }, decimals: 2,
    },
    {
      name: 'At 0%, $1,000 and $100 a month raised 10% a year for 2.5 years: $4,246',
      source: 'computed by hand: 1,000 + 12 × 100 + 12 × 110 + 6 × 121 = 4,246',
      inputs: { initialDeposit: 1000, monthlyDeposit: 100, annualDepositIncrease: 10, interestRate: 0, years: 2.5 },
      expected: { endBalance: 4246, totalDeposits: 4246, totalInterest: 0 }, decimals: 9,
    },
    {
      name: '$10,000 at 6% for a year, interest taxed at 25%: $10,459.40, tax $153.13',
      source: 'computed by hand in exact decimals: 10,000 × (1 + 0.005 × 0.75)^12 = 10,459.398250; the tax is a third of the 459.398250 kept',
      inputs: { initialDeposit: 10000, monthlyDeposit: 0, interestRate: 6, years: 1, taxRate: 25 },
      expected: { endBalance: 10459.4, totalInterest: 459.4, totalTax: 153.13 }, decimals: 2,
    },
  ],
});

/**
 * A savings balance built month by month from a starting deposit and monthly deposits that may rise each year, at the
 * monthly rate equivalent to the compounding, with the tax on each month's interest taken as it is credited.
 * @param inputs - `initialDeposit`, `monthlyDeposit` ($), `annualDepositIncrease` (%), `interestRate` (% a year),
 * `compoundingFrequency`, `years` (rounded to whole months), `depositTiming` (0 end, 1 beginning), `taxRate` (%)
 * @returns the end balance as `value`; deposits, interest after tax, tax and months in `details`; the balance by year
 * @example
 * savingsBalance({ initialDeposit: 0, monthlyDeposit: 1000, annualDepositIncrease: 0, interestRate: 12,
 *   compoundingFrequency: 12, years: 1, depositTiming: 0, taxRate: 0 }).value; // 12682.503013...
 */
export function savingsBalance(inputs: SavingsInputs): CalculationResult<SavingsDetails> {
  return runCalculator(savings, inputs);
}
