import { assertAtMost, assertComputable, assertNotNegative } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { compoundGrowth, futureValue } from '../../finance/future-value.js';
import { MAX_YEARS, yearlyBalances } from '../../finance/yearly-balances.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `compoundingFrequency` select: the number of compounding periods per year. */
export const COMPOUNDING = { annually: 1, semiannually: 2, quarterly: 4, monthly: 12, weekly: 52, daily: 365 } as const;

export type CompoundingFrequency = (typeof COMPOUNDING)[keyof typeof COMPOUNDING];

export interface CompoundInterestInputs {
  /** $ at the start. */
  readonly principal: number;
  /** Nominal annual rate in percent. */
  readonly interestRate: number;
  /** Years; decimals allowed. */
  readonly years: number;
  /** Compounding periods per year: 1, 2, 4, 12, 52 or 365. */
  readonly compoundingFrequency: CompoundingFrequency;
  /** $ deposited at the end of each month; 0 when empty. */
  readonly monthlyContribution?: number;
}

export interface CompoundInterestDetails extends Record<string, number> {
  readonly futureValue: number;
  /** The principal plus every monthly contribution. */
  readonly totalContributions: number;
  readonly totalInterest: number;
  /** APY in percent. */
  readonly effectiveAnnualRate: number;
}

const principal = {
  name: 'principal', label: 'Initial Investment', type: 'number', unit: '$', required: true, min: 0, max: 100000000,
  step: 100, uiDefault: 10000, placeholder: 'e.g. 10,000',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Annual Interest Rate', type: 'number', unit: '%', required: true, min: 0, max: 50,
  step: 0.01, uiDefault: 5, placeholder: 'e.g. 5',
} as const satisfies NumberInputSpec;
const years = {
  name: 'years', label: 'Time Period', type: 'number', unit: 'years', required: true, min: 0, max: 100, step: 1,
  uiDefault: 10, placeholder: 'e.g. 10', help: 'Decimals work: 2.5 is two and a half years.',
} as const satisfies NumberInputSpec;
const compoundingFrequency = {
  name: 'compoundingFrequency', label: 'Compounding', type: 'select', required: true,
  options: [
    COMPOUNDING.annually, COMPOUNDING.semiannually, COMPOUNDING.quarterly,
    COMPOUNDING.monthly, COMPOUNDING.weekly, COMPOUNDING.daily,
  ],
  uiDefault: COMPOUNDING.monthly,
  optionLabels: { 1: 'Annually', 2: 'Semiannually', 4: 'Quarterly', 12: 'Monthly', 52: 'Weekly', 365: 'Daily' },
} as const satisfies SelectInputSpec;
const monthlyContribution = {
  name: 'monthlyContribution', label: 'Monthly Contribution', type: 'number', unit: '$', required: false, default: 0,
  min: 0, max: 1000000, step: 10, uiDefault: 0, placeholder: 'e.g. 200', help: 'Added at the end of each month; leave empty for none.',
} as const satisfies NumberInputSpec;

/** The what-ifs' changes: five more years, $100 more a month. */
const MORE_YEARS = 5;
const MORE_A_MONTH = 100;

/** The compounding as the worked solution names it ("compounded quarterly"). */
const COMPOUNDING_WORDS: Readonly<Record<number, string>> = {
  1: 'annually', 2: 'semiannually', 4: 'quarterly', 12: 'monthly', 52: 'weekly', 365: 'daily',
};

const rateOf = (inputs: CompoundInterestInputs) => inputs.interestRate / 100 / inputs.compoundingFrequency;
/** Contributions arrive monthly whatever the compounding, so they earn the monthly rate equivalent to it. */
const monthlyRateOf = (inputs: CompoundInterestInputs) => compoundGrowth(rateOf(inputs), inputs.compoundingFrequency / 12);
const contributionOf = (inputs: CompoundInterestInputs) => inputs.monthlyContribution ?? monthlyContribution.default;
const contributes = (inputs: CompoundInterestInputs) => contributionOf(inputs) > 0;
const contributesMonthly = (inputs: CompoundInterestInputs) => contributes(inputs) && inputs.compoundingFrequency === COMPOUNDING.monthly;
const contributesOtherwise = (inputs: CompoundInterestInputs) => contributes(inputs) && inputs.compoundingFrequency !== COMPOUNDING.monthly;
const wholeMonths = (inputs: CompoundInterestInputs) => Number.isInteger(12 * inputs.years);

export const compoundInterest = defineCalculator<CompoundInterestInputs, CompoundInterestDetails>({
  slug: 'compound-interest',
  inputs: [principal, interestRate, years, compoundingFrequency, monthlyContribution],
  outputs: [
    { name: 'futureValue', type: 'number', unit: '$', label: 'Future value' },
    { name: 'totalContributions', type: 'number', unit: '$', label: 'Total deposited' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest earned', words: 'the interest earned' },
    { name: 'effectiveAnnualRate', type: 'number', unit: '%', label: 'Effective annual rate (APY)' },
  ],
  primary: 'futureValue',
  // With contributions and compounding apart from the month, neither has a simple closed form: both are found
  // over their range, where the future value rises with each.
  solvable: {
    years: { from: ['futureValue'] },
    interestRate: { from: ['futureValue'] },
  },
  compute(inputs) {
    const contribution = contributionOf(inputs);
    assertNotNegative(inputs.principal, principal);
    assertNotNegative(inputs.interestRate, interestRate);
    assertNotNegative(inputs.years, years);
    assertAtMost(inputs.years, MAX_YEARS, years);
    assertNotNegative(contribution, monthlyContribution);
    const k = inputs.compoundingFrequency;
    const periodicRate = rateOf(inputs);
    // Contributions earn the monthly rate equivalent to the compounding (investor.gov, calculator.net); with
    // monthly compounding this is Excel FV(r/12, 12t, −C, −P).
    const monthlyRate = monthlyRateOf(inputs);
    const balanceAt = (t: number) => {
      const months = Math.round(12 * t);
      return {
        contributions: inputs.principal + contribution * months,
        balance: inputs.principal * (1 + compoundGrowth(periodicRate, k * t)) + futureValue(monthlyRate, months, contribution),
      };
    };
    const end = balanceAt(inputs.years);
    const details: CompoundInterestDetails = {
      futureValue: end.balance,
      totalContributions: end.contributions,
      totalInterest: end.balance - end.contributions,
      effectiveAnnualRate: compoundGrowth(periodicRate, k) * 100,
    };
    // Only the rate can overflow the APY; anything else that overflows grew over too long a time.
    assertComputable({ effectiveAnnualRate: details.effectiveAnnualRate }, interestRate);
    assertComputable(details, years);
    return {
      value: details.futureValue,
      unit: '$',
      details,
      chart: {
        type: 'bar',
        data: [
          { role: 'contributions', value: details.totalContributions },
          { role: 'interest', value: details.totalInterest },
        ],
      },
      yearly: yearlyBalances(inputs.years, balanceAt),
    };
  },
  intermediates: {
    periodsPerYear: { value: (inputs) => inputs.compoundingFrequency },
    periodicRate: { value: rateOf },
    periods: { value: (inputs) => inputs.compoundingFrequency * inputs.years },
    principalGrown: { unit: '$', value: (inputs) => inputs.principal * (1 + compoundGrowth(rateOf(inputs), inputs.compoundingFrequency * inputs.years)) },
    monthlyRate: { value: monthlyRateOf },
    months: { value: (inputs) => Math.round(12 * inputs.years) },
    contributionsGrown: {
      unit: '$', value: (inputs) => futureValue(monthlyRateOf(inputs), Math.round(12 * inputs.years), contributionOf(inputs)),
    },
    // Named only where there is interest, hence a balance above 0.
    interestShare: { unit: '%', value: (_inputs, { futureValue: balance, totalInterest }) => ((totalInterest as number) / (balance as number)) * 100 },
  },
  solution: [
    { label: 'Rate per compounding period', expression: '{interestRate} / 100 / {periodsPerYear}', value: 'periodicRate' },
    { label: 'Number of compounding periods', expression: '{periodsPerYear} × {years}', value: 'periods' },
    { label: 'Annual percentage yield (APY)', expression: '((1 + {periodicRate})^{periodsPerYear} − 1) × 100', value: 'effectiveAnnualRate' },
    { label: 'Growth of the initial investment', expression: '{principal} × (1 + {periodicRate})^{periods}', value: 'principalGrown', when: contributes },
    { label: 'Equivalent monthly rate', expression: '{interestRate} / 100 / 12', value: 'monthlyRate', when: contributesMonthly },
    { label: 'Equivalent monthly rate', expression: '(1 + {periodicRate})^({periodsPerYear} / 12) − 1', value: 'monthlyRate', when: contributesOtherwise },
    {
      label: 'Number of monthly contributions', expression: '12 × {years}', value: 'months',
      when: (inputs) => contributes(inputs) && wholeMonths(inputs),
    },
    {
      label: 'Number of monthly contributions', expression: 'round(12 × {years})', value: 'months',
      when: (inputs) => contributes(inputs) && !wholeMonths(inputs),
    },
    {
      label: 'Growth of the contributions', expression: '{monthlyContribution} × {months}', value: 'contributionsGrown',
      when: (inputs) => contributes(inputs) && monthlyRateOf(inputs) === 0,
    },
    {
      label: 'Growth of the contributions', expression: '{monthlyContribution} × ((1 + {monthlyRate})^{months} − 1) / {monthlyRate}',
      value: 'contributionsGrown', when: (inputs) => contributes(inputs) && monthlyRateOf(inputs) !== 0,
    },
    { label: 'Total contributions', expression: '{principal} + {monthlyContribution} × {months}', value: 'totalContributions', when: contributes },
    { label: 'Future value', expression: '{principalGrown} + {contributionsGrown}', value: 'futureValue', when: contributes },
    { label: 'Future value', expression: '{principal} × (1 + {periodicRate})^{periods}', value: 'futureValue', when: (inputs) => !contributes(inputs) },
    { label: 'Total interest', expression: '{futureValue} − {totalContributions}', value: 'totalInterest' },
    {
      label: 'Future value', expression: '{principal} plus {monthlyContribution} a month at {interestRate}% compounded {compounding} for {years} years',
      value: 'futureValue', when: contributes,
    },
    {
      label: 'Future value', expression: '{principal} at {interestRate}% compounded {compounding} for {years} years',
      value: 'futureValue', when: (inputs) => !contributes(inputs),
    },
  ],
  assessment: {
    of: 'futureValue',
    phrases: {
      compounding: ({ compoundingFrequency: k }) => COMPOUNDING_WORDS[k] ?? `${k} times a year`,
    },
    cases: [
      {
        when: (_inputs, { totalInterest }) => (totalInterest as number) <= 0,
        text: 'Your balance would be {futureValue}: with no interest rate or no time, it is just what you put in.',
      },
    ],
    bands: [
      { text: 'Your balance would grow to {futureValue}: {totalContributions} you put in and {totalInterest} of interest, which is {interestShare} of the final balance.' },
    ],
    notes: [
      {
        when: (_inputs, { totalInterest, totalContributions }) => (totalInterest as number) > (totalContributions as number),
        text: 'Interest has earned more than you deposited: compounding is doing most of the work.',
      },
      { text: 'The effective annual rate (APY) is {effectiveAnnualRate}.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Compounded monthly', outputs: ['futureValue'],
      change: ({ compoundingFrequency: k }) => (k === COMPOUNDING.monthly ? undefined : { compoundingFrequency: COMPOUNDING.monthly }),
    },
    {
      lead: 'Compounded yearly', outputs: ['futureValue'],
      change: ({ compoundingFrequency: k }) => (k === COMPOUNDING.monthly ? { compoundingFrequency: COMPOUNDING.annually } : undefined),
    },
    { lead: 'Over {years}', change: ({ years: time }) => ({ years: time + MORE_YEARS }), outputs: ['futureValue', 'totalInterest'] },
    {
      lead: 'Adding {by.monthlyContribution} a month', outputs: ['futureValue'],
      change: (inputs) => ({ monthlyContribution: contributionOf(inputs) + MORE_A_MONTH }),
    },
  ],
  properties: [
    { output: 'futureValue', input: 'principal', direction: 'rises' },
    { output: 'futureValue', input: 'interestRate', direction: 'rises' },
    { output: 'futureValue', input: 'years', direction: 'rises' },
    { output: 'futureValue', input: 'monthlyContribution', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '$1,500 at 4.3% compounded quarterly for 6 years grows to $1,938.84', source: 'cs.selu.edu',
      inputs: { principal: 1500, interestRate: 4.3, years: 6, compoundingFrequency: 4 },
      expected: { futureValue: 1938.84, totalInterest: 438.84, effectiveAnnualRate: 4.37 }, decimals: 2, exact: { totalContributions: 1500 },
    },
    {
      name: '$1,500 at 4% compounded quarterly for 6 years grows to $1,904.60', source: 'algebra.com',
      inputs: { principal: 1500, interestRate: 4, years: 6, compoundingFrequency: 4 }, expected: { futureValue: 1904.6 }, decimals: 2,
    },
  ],
});

/**
 * Future value of a lump sum compounded `compoundingFrequency` times a year, plus optional monthly
 * contributions at the equivalent monthly rate: A = P(1 + r/k)^(kt) + C((1 + i)^m − 1)/i.
 * @param inputs - `principal` ($), `interestRate` (% per year), `years`, `compoundingFrequency` (periods per
 * year), `monthlyContribution` ($, end of month, optional)
 * @returns the balance as `value`; contributions, interest and APY in `details`; a contributions/interest bar
 * chart and the year-by-year balance in `yearly`
 * @example
 * compoundInterestGrowth({ principal: 1500, interestRate: 4.3, years: 6, compoundingFrequency: 4 }).value;
 * // 1938.836822... = 1500 × 1.01075^24
 */
export function compoundInterestGrowth(inputs: CompoundInterestInputs): CalculationResult<CompoundInterestDetails> {
  return runCalculator(compoundInterest, inputs);
}
