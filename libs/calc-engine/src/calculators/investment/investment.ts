import { assertAtMost, assertComputable, assertNotNegative, assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { compoundGrowth, futureValue, type PaymentTiming } from '../../finance/future-value.js';
import { monthlyRate } from '../../finance/payment.js';
import { MAX_YEARS, yearlyBalances } from '../../finance/yearly-balances.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `contributionTiming` select: Excel's `type` argument, hence 0 and 1 rather than codes from 1. */
export const CONTRIBUTION_TIMING = { endOfMonth: 0, beginningOfMonth: 1 } as const satisfies Record<string, PaymentTiming>;

export type ContributionTiming = (typeof CONTRIBUTION_TIMING)[keyof typeof CONTRIBUTION_TIMING];

export interface InvestmentInputs {
  /** $ at the start. */
  readonly initialInvestment: number;
  /** $ added each month; 0 when empty. */
  readonly monthlyContribution?: number;
  /** Nominal annual return in percent, compounded monthly (APR / 12). */
  readonly annualReturn: number;
  /** Years; rounded to whole months. */
  readonly years: number;
  /** 0 end of each month (default), 1 beginning of each month. */
  readonly contributionTiming?: ContributionTiming;
}

export interface InvestmentDetails extends Record<string, number> {
  readonly finalBalance: number;
  /** The starting amount plus every monthly contribution. */
  readonly totalContributions: number;
  readonly totalEarnings: number;
}

const initialInvestment = {
  name: 'initialInvestment', label: 'Starting Amount', type: 'number', unit: '$', required: true, min: 0, max: 1e9, step: 100,
  uiDefault: 10000, placeholder: 'e.g. 10,000',
} as const satisfies NumberInputSpec;
const monthlyContribution = {
  name: 'monthlyContribution', label: 'Monthly Contribution', type: 'number', unit: '$', required: false, default: 0,
  min: 0, max: 1e7, step: 10, uiDefault: 500, placeholder: 'e.g. 500',
} as const satisfies NumberInputSpec;
const annualReturn = {
  name: 'annualReturn', label: 'Annual Return', type: 'number', unit: '%', required: true, min: 0, max: 50, step: 0.1,
  uiDefault: 7, placeholder: 'e.g. 7', help: 'An assumed average; real returns vary from year to year.',
} as const satisfies NumberInputSpec;
const years = {
  name: 'years', label: 'Investment Length', type: 'number', unit: 'years', required: true, min: 0.0833, max: 100, step: 1,
  uiDefault: 20, placeholder: 'e.g. 20',
} as const satisfies NumberInputSpec;
const contributionTiming = {
  name: 'contributionTiming', label: 'Contribute at', type: 'select', required: false,
  default: CONTRIBUTION_TIMING.endOfMonth,
  options: [CONTRIBUTION_TIMING.endOfMonth, CONTRIBUTION_TIMING.beginningOfMonth],
  uiDefault: CONTRIBUTION_TIMING.endOfMonth,
  optionLabels: { [CONTRIBUTION_TIMING.endOfMonth]: 'End of each month', [CONTRIBUTION_TIMING.beginningOfMonth]: 'Beginning of each month' },
} as const satisfies SelectInputSpec;

/** Years added in the longer what-if. */
const MORE_YEARS = 5;

const months = (inputs: InvestmentInputs) => Math.round(12 * inputs.years);
const rateOf = (inputs: InvestmentInputs) => monthlyRate(inputs.annualReturn);
const contributes = (inputs: InvestmentInputs) => (inputs.monthlyContribution ?? monthlyContribution.default) > 0;
const starts = (inputs: InvestmentInputs) => inputs.initialInvestment > 0;
const atBeginning = (inputs: InvestmentInputs) => (inputs.contributionTiming ?? contributionTiming.default) === CONTRIBUTION_TIMING.beginningOfMonth;

/** The contributions' line: what they grow to, one month more of growth each when paid at the start of the month. */
const CONTRIBUTION_LINES = [
  { when: (inputs: InvestmentInputs) => inputs.annualReturn === 0, expression: '{monthlyContribution} × {months}' },
  { when: (inputs: InvestmentInputs) => inputs.annualReturn !== 0 && !atBeginning(inputs), expression: '{monthlyContribution} × ((1 + {monthlyRate})^{months} − 1) / {monthlyRate}' },
  {
    when: (inputs: InvestmentInputs) => inputs.annualReturn !== 0 && atBeginning(inputs),
    expression: '{monthlyContribution} × (1 + {monthlyRate}) × ((1 + {monthlyRate})^{months} − 1) / {monthlyRate}',
  },
].flatMap(({ when, expression }) => [false, true].flatMap((beginning) => [false, true].map((started) => ({
  label: beginning ? 'Growth of the contributions (paid at the start of each month)' : 'Growth of the contributions',
  expression,
  // With no starting amount the contributions are the whole balance.
  value: started ? 'contributionsGrown' : 'finalBalance',
  when: (inputs: InvestmentInputs) => contributes(inputs) && when(inputs) && atBeginning(inputs) === beginning && starts(inputs) === started,
}))));

export const investment = defineCalculator<InvestmentInputs, InvestmentDetails>({
  slug: 'investment',
  inputs: [initialInvestment, monthlyContribution, annualReturn, years, contributionTiming],
  outputs: [
    { name: 'finalBalance', type: 'number', unit: '$', label: 'Final balance' },
    { name: 'totalContributions', type: 'number', unit: '$', label: 'Total contributions' },
    { name: 'totalEarnings', type: 'number', unit: '$', label: 'Total growth', words: 'the growth' },
  ],
  primary: 'finalBalance',
  compute(inputs) {
    const contribution = inputs.monthlyContribution ?? monthlyContribution.default;
    const timing = inputs.contributionTiming ?? contributionTiming.default;
    assertNotNegative(inputs.initialInvestment, initialInvestment);
    assertNotNegative(contribution, monthlyContribution);
    assertNotNegative(inputs.annualReturn, annualReturn);
    assertPositive(inputs.years, years);
    assertAtMost(inputs.years, MAX_YEARS, years);
    const rate = monthlyRate(inputs.annualReturn);
    const months = Math.round(12 * inputs.years);
    const balanceAt = (t: number) => {
      const elapsed = Math.round(12 * t);
      return {
        contributions: inputs.initialInvestment + contribution * elapsed,
        balance: futureValue(rate, elapsed, contribution, inputs.initialInvestment, timing),
      };
    };
    const end = balanceAt(months / 12);
    const details: InvestmentDetails = {
      finalBalance: end.balance,
      totalContributions: end.contributions,
      totalEarnings: end.balance - end.contributions,
    };
    assertComputable(details, years);
    return {
      value: details.finalBalance,
      unit: '$',
      details,
      chart: {
        type: 'pie',
        data: [
          { role: 'startingAmount', value: inputs.initialInvestment },
          { role: 'contributions', value: contribution * months },
          { role: 'earnings', value: details.totalEarnings },
        ],
      },
      yearly: yearlyBalances(months / 12, balanceAt),
    };
  },
  intermediates: {
    months: { value: months },
    monthlyRate: { value: rateOf },
    startGrown: { unit: '$', value: (inputs) => inputs.initialInvestment * (1 + compoundGrowth(rateOf(inputs), months(inputs))) },
    contributionsGrown: {
      unit: '$',
      value: (inputs) => futureValue(rateOf(inputs), months(inputs), inputs.monthlyContribution ?? monthlyContribution.default, 0, atBeginning(inputs) ? 1 : 0),
    },
    // The growth's share of the final balance, in percent (none of a balance of 0).
    earningsShare: {
      unit: '%',
      value: (_inputs, { totalEarnings, finalBalance }) => (finalBalance === 0 ? 0 : ((totalEarnings as number) / (finalBalance as number)) * 100),
    },
  },
  solution: [
    { label: 'Monthly rate', expression: '{annualReturn} / 100 / 12', value: 'monthlyRate' },
    { label: 'Number of months', expression: '{years} × 12', value: 'months', when: (inputs) => Number.isInteger(12 * inputs.years) },
    { label: 'Number of months', expression: 'round({years} × 12)', value: 'months', when: (inputs) => !Number.isInteger(12 * inputs.years) },
    {
      label: 'Growth of the starting amount', expression: '{initialInvestment} × (1 + {monthlyRate})^{months}', value: 'startGrown',
      when: (inputs) => contributes(inputs) && starts(inputs),
    },
    ...CONTRIBUTION_LINES,
    {
      label: 'Total contributions', expression: '{initialInvestment} + {monthlyContribution} × {months}', value: 'totalContributions',
      when: (inputs) => contributes(inputs) && starts(inputs),
    },
    {
      label: 'Total contributions', expression: '{monthlyContribution} × {months}', value: 'totalContributions',
      when: (inputs) => contributes(inputs) && !starts(inputs),
    },
    {
      label: 'Final balance', expression: '{startGrown} + {contributionsGrown}', value: 'finalBalance',
      when: (inputs) => contributes(inputs) && starts(inputs),
    },
    {
      label: 'Final balance', expression: '{initialInvestment} × (1 + {monthlyRate})^{months}', value: 'finalBalance',
      when: (inputs) => !contributes(inputs),
    },
    { label: 'Total earnings', expression: '{finalBalance} − {totalContributions}', value: 'totalEarnings' },
    {
      label: 'Final balance', expression: '{initialInvestment} to start and {monthlyContribution} a month for {months} months at {annualReturn}% a year',
      value: 'finalBalance', when: (inputs) => contributes(inputs) && starts(inputs),
    },
    {
      label: 'Final balance', expression: '{monthlyContribution} a month for {months} months at {annualReturn}% a year',
      value: 'finalBalance', when: (inputs) => contributes(inputs) && !starts(inputs),
    },
    {
      label: 'Final balance', expression: '{initialInvestment} to start for {months} months at {annualReturn}% a year',
      value: 'finalBalance', when: (inputs) => !contributes(inputs),
    },
  ],
  assessment: {
    of: 'finalBalance',
    cases: [
      {
        when: (_inputs, { totalEarnings }) => (totalEarnings as number) <= 0,
        text: 'At a 0% return your balance is just what you put in: {finalBalance}.',
      },
    ],
    bands: [
      { text: 'Your investment would grow to {finalBalance}: {totalContributions} of your own money and {totalEarnings} of growth, {earningsShare} of the final balance.' },
    ],
    notes: [
      {
        when: (_inputs, { totalEarnings, totalContributions }) => (totalEarnings as number) > (totalContributions as number),
        text: 'Growth has outpaced your contributions, which is what long periods of compounding do.',
      },
      {
        when: (_inputs, { totalEarnings, totalContributions }) => !((totalEarnings as number) > (totalContributions as number)),
        text: 'Most of the balance is still your own money; the longer you stay invested, the larger the share of growth.',
      },
    ],
  },
  whatIfs: [
    {
      lead: 'Adding {by.monthlyContribution} a month',
      change: ({ monthlyContribution: contribution = monthlyContribution.default }) => ({ monthlyContribution: contribution + 100 }),
      outputs: ['finalBalance'],
    },
    { lead: 'Over {years}', change: ({ years: length }) => ({ years: length + MORE_YEARS }), outputs: ['finalBalance', 'totalEarnings'] },
    {
      lead: 'At {annualReturn} a year', change: ({ annualReturn: rate }) => (rate >= 1 ? { annualReturn: rate - 1 } : undefined),
      outputs: ['finalBalance'],
    },
  ],
  properties: [
    { output: 'finalBalance', input: 'annualReturn', direction: 'rises' },
    { output: 'finalBalance', input: 'years', direction: 'rises' },
    { output: 'finalBalance', input: 'initialInvestment', direction: 'rises' },
    { output: 'finalBalance', input: 'monthlyContribution', direction: 'rises' },
    { output: 'totalEarnings', input: 'annualReturn', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'Excel =FV(0.12/12, 12, -1000): $12,682.50', source: 'Microsoft Support, FV example 2',
      inputs: { initialInvestment: 0, monthlyContribution: 1000, annualReturn: 12, years: 1, contributionTiming: 0 },
      expected: { finalBalance: 12682.5, totalEarnings: 682.5 }, decimals: 2, exact: { totalContributions: 12000 },
    },
    {
      name: 'Excel =FV(0.06/12, 12, -100, -1000, 1): $2,301.40 with deposits at the beginning', source: 'Microsoft Support, FV example 4',
      inputs: { initialInvestment: 1000, monthlyContribution: 100, annualReturn: 6, years: 1, contributionTiming: 1 },
      expected: { finalBalance: 2301.4 }, decimals: 2, exact: { totalContributions: 2200 },
    },
    {
      name: 'Excel =FV(0.06/12, 10, -200, -500, 1): $2,581.40 over 10 months', source: 'Microsoft Support, FV example 1',
      inputs: { initialInvestment: 500, monthlyContribution: 200, annualReturn: 6, years: 10 / 12, contributionTiming: 1 },
      expected: { finalBalance: 2581.4 }, decimals: 2,
    },
  ],
});

/**
 * Final balance of a starting amount plus monthly contributions at a fixed annual return compounded monthly:
 * Excel `FV(r/12, n, −contribution, −start, timing)` with n = 12 × years rounded to whole months.
 * @param inputs - `initialInvestment` ($), `monthlyContribution` ($, optional), `annualReturn` (% per year),
 * `years`, `contributionTiming` (0 end of month, 1 beginning)
 * @returns the final balance as `value`; contributions and earnings in `details`; a pie of starting amount,
 * contributions and earnings; the balance by year in `yearly`
 * @example
 * investmentGrowth({ initialInvestment: 1000, monthlyContribution: 100, annualReturn: 6, years: 1, contributionTiming: 1 })
 *   .value; // 2301.401830... (Excel: =FV(0.06/12, 12, -100, -1000, 1) -> $2,301.40)
 */
export function investmentGrowth(inputs: InvestmentInputs): CalculationResult<InvestmentDetails> {
  return runCalculator(investment, inputs);
}
