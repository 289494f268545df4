import { assertComputable, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import { compoundedMonthlyRate, simulateDeposits } from '../../finance/deposit-simulation.js';
import { futureValue, type PaymentTiming } from '../../finance/future-value.js';
import type { CalculationResult, DetailValue, NumberInputSpec, SelectInputSpec } from '../../types.js';

export type InterestCompounding = 1 | 2 | 4 | 12 | 52 | 365;

export interface InterestInputs {
  /** $ at the start. */
  readonly initialInvestment: number;
  /** $ added once a year; 0 when empty. */
  readonly annualContribution: number;
  /** $ added every month; 0 when empty. */
  readonly monthlyContribution: number;
  /** 0 contributions at the end of each period, 1 at the beginning. */
  readonly contributionTiming: PaymentTiming;
  /** Nominal annual rate in percent. */
  readonly interestRate: number;
  /** Compounding periods a year. */
  readonly compoundingFrequency: InterestCompounding;
  /** Whole years; 0 when empty. */
  readonly years: number;
  /** Whole months on top of the years, 0 to 11; 0 when empty. */
  readonly months: number;
  /** % of the interest taken as tax. */
  readonly taxRate: number;
  /** % a year. */
  readonly inflationRate: number;
}

export interface InterestDetails extends Record<string, number> {
  readonly endingBalance: number;
  /** The initial investment and every contribution. */
  readonly totalContributions: number;
  /** Interest kept, after tax. */
  readonly totalInterest: number;
  readonly totalTax: number;
  /** The ending balance in today's money. */
  readonly buyingPower: number;
}

const money = (name: string, label: string, uiDefault: number, help: string) => ({
  name, label, type: 'number', unit: '$', required: false, default: 0, checked: true, min: 0, max: 1e9, step: 100, uiDefault,
  placeholder: `e.g. ${uiDefault || 100}`, help,
}) as const satisfies NumberInputSpec;
const percent = (name: string, label: string, help: string) => ({
  name, label, type: 'number', unit: '%', required: false, default: 0, checked: true, min: 0, max: 100, step: 0.1, uiDefault: 0,
  placeholder: 'e.g. 3', help,
}) as const satisfies NumberInputSpec;

const initialInvestment = {
  ...money('initialInvestment', 'Initial Investment', 20000, 'What you put in at the start.'),
  required: true,
} as const satisfies NumberInputSpec;
const annualContribution = money('annualContribution', 'Annual Contribution', 0, 'Added once a year; leave empty for none.');
const monthlyContribution = money('monthlyContribution', 'Monthly Contribution', 0, 'Added every month; leave empty for none.');
const contributionTiming = {
  name: 'contributionTiming', label: 'Contribute at the', type: 'select', required: false, default: 0, uiDefault: 0,
  options: [0, 1], optionLabels: { 0: 'End of each period', 1: 'Beginning of each period' },
  help: 'At the beginning, each contribution earns one more month of interest.',
} as const satisfies SelectInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate', type: 'number', unit: '%', required: true, checked: true, min: 0, max: 100,
  step: 0.01, uiDefault: 5, placeholder: 'e.g. 5', help: 'The nominal annual rate, before tax.',
} as const satisfies NumberInputSpec;
const compoundingFrequency = {
  name: 'compoundingFrequency', label: 'Compound', type: 'select', required: false, default: 12, uiDefault: 12,
  options: [1, 2, 4, 12, 52, 365],
  optionLabels: { 1: 'Annually', 2: 'Semiannually', 4: 'Quarterly', 12: 'Monthly', 52: 'Weekly', 365: 'Daily' },
  help: 'How often the rate is applied; contributions earn the monthly rate equivalent to it.',
} as const satisfies SelectInputSpec;
const years = {
  name: 'years', label: 'Years', type: 'number', unit: 'years', required: false, default: 0, checked: true, integer: true,
  min: 0, max: 100, step: 1, uiDefault: 5, placeholder: 'e.g. 5', help: 'Whole years; add the months below.',
} as const satisfies NumberInputSpec;
const months = {
  name: 'months', label: 'Months', type: 'number', unit: 'months', required: false, default: 0, checked: true, integer: true,
  min: 0, max: 11, step: 1, uiDefault: 0, placeholder: 'e.g. 6', help: 'Months on top of the years, 0 to 11.',
} as const satisfies NumberInputSpec;
const taxRate = percent('taxRate', 'Tax Rate on Interest', 'The share of each interest credit that goes in tax; 0 for a tax-free account.');
const inflationRate = percent('inflationRate', 'Inflation Rate', 'Prices\' yearly rise, to show the balance in today\'s money.');

const MORE_A_MONTH = 100;
const MORE_YEARS = 5;

const monthsOf = (inputs: InterestInputs) => 12 * inputs.years + inputs.months;
const monthlyRateOf = (inputs: InterestInputs) => compoundedMonthlyRate(inputs.interestRate, inputs.compoundingFrequency);
/** The balance grows each month by its interest less the tax on it. */
const netRateOf = (inputs: InterestInputs) => monthlyRateOf(inputs) * (1 - inputs.taxRate / 100);
/** How many annual contributions are made: one in each year begun when they come first, in each year ended when last. */
const annualCountOf = (inputs: InterestInputs) =>
  (inputs.contributionTiming === 1 ? Math.ceil(monthsOf(inputs) / 12) : Math.floor(monthsOf(inputs) / 12));

/** What the annual contributions alone grow to, each from its own month. */
function annualGrown(inputs: InterestInputs): number {
  const rate = netRateOf(inputs);
  const n = monthsOf(inputs);
  const first = inputs.contributionTiming === 1 ? n : n - 12;
  let total = 0;
  for (let k = 0; k < annualCountOf(inputs); k++) total += inputs.annualContribution * (1 + rate) ** (first - 12 * k);
  return total;
}

const COMPOUNDING_WORDS: Readonly<Record<number, string>> = {
  1: 'annually', 2: 'semiannually', 4: 'quarterly', 12: 'monthly', 52: 'weekly', 365: 'daily',
};

type Details = Readonly<Record<string, DetailValue>>;
const monthly = (inputs: InterestInputs) => inputs.compoundingFrequency === 12;
const taxed = (inputs: InterestInputs) => inputs.taxRate > 0;
const givesMonthly = (inputs: InterestInputs) => inputs.monthlyContribution > 0;
const givesAnnually = (inputs: InterestInputs) => inputs.annualContribution > 0 && annualCountOf(inputs) > 0;
const first = (inputs: InterestInputs) => inputs.contributionTiming === 1;

export const interest = defineCalculator<InterestInputs, InterestDetails>({
  slug: 'interest',
  inputs: [
    initialInvestment, annualContribution, monthlyContribution, contributionTiming, interestRate, compoundingFrequency,
    years, months, taxRate, inflationRate,
  ],
  outputs: [
    { name: 'endingBalance', type: 'number', unit: '$', label: 'Ending balance' },
    { name: 'totalContributions', type: 'number', unit: '$', label: 'Total contributions' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest (after tax)', words: 'the interest earned' },
    { name: 'totalTax', type: 'number', unit: '$', label: 'Tax on interest', words: 'the tax on the interest' },
    { name: 'buyingPower', type: 'number', unit: '$', label: 'Buying power after inflation', words: 'the buying power after inflation' },
  ],
  primary: 'endingBalance',
  compute(inputs) {
    const n = monthsOf(inputs);
    if (n < 1) outOfDomain(messages.lengthAtLeastOneMonth(), years);
    const run = simulateDeposits({
      monthlyRate: monthlyRateOf(inputs),
      months: n,
      initialDeposit: inputs.initialInvestment,
      monthlyDeposit: () => inputs.monthlyContribution,
      annualDeposit: inputs.annualContribution,
      timing: inputs.contributionTiming,
      taxRate: inputs.taxRate / 100,
    });
    const details: InterestDetails = {
      endingBalance: run.balance,
      totalContributions: run.totalDeposits,
      totalInterest: run.totalInterest,
      totalTax: run.totalTax,
      buyingPower: run.balance / (1 + inputs.inflationRate / 100) ** (n / 12),
    };
    // Only a century at a rate near 100% compounded daily can overflow.
    assertComputable(details, interestRate);
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
    totalMonths: { value: monthsOf },
    annualDeposits: { value: annualCountOf },
    initialGrown: { unit: '$', value: (inputs) => futureValue(netRateOf(inputs), monthsOf(inputs), 0, inputs.initialInvestment) },
    monthlyGrown: {
      unit: '$', value: (inputs) => futureValue(netRateOf(inputs), monthsOf(inputs), inputs.monthlyContribution, 0, inputs.contributionTiming),
    },
    annualGrown: { unit: '$', value: annualGrown },
    taxShare: { unit: '%', value: (_inputs, { totalTax, totalInterest }) => (Number(totalTax) / (Number(totalTax) + Number(totalInterest))) * 100 },
    lostToInflation: { unit: '$', value: (_inputs, { endingBalance, buyingPower }) => Number(endingBalance) - Number(buyingPower) },
  },
  solution: [
    { label: 'Monthly rate', expression: '{interestRate} / 100 / 12', value: 'monthlyRate', when: monthly },
    {
      label: 'Monthly rate equivalent to compounding {compounding}',
      expression: '(1 + {interestRate} / 100 / {periodsPerYear})^({periodsPerYear} / 12) − 1', value: 'monthlyRate',
      when: (inputs) => !monthly(inputs),
    },
    { label: 'Monthly rate after tax', expression: '{monthlyRate} × (1 − {taxRate} / 100)', value: 'netRate', when: taxed },
    { label: 'Number of months', expression: '12 × {years} + {months}', value: 'totalMonths' },
    { label: 'Growth of the initial investment', expression: '{initialInvestment} × (1 + {netRate})^{totalMonths}', value: 'initialGrown' },
    {
      label: 'Growth of the monthly contributions', expression: '{monthlyContribution} × {totalMonths}', value: 'monthlyGrown',
      when: (inputs) => givesMonthly(inputs) && netRateOf(inputs) === 0,
    },
    {
      label: 'Growth of the monthly contributions', expression: '{monthlyContribution} × ((1 + {netRate})^{totalMonths} − 1) / {netRate}',
      value: 'monthlyGrown', when: (inputs) => givesMonthly(inputs) && netRateOf(inputs) !== 0 && !first(inputs),
    },
    {
      label: 'Growth of the monthly contributions',
      expression: '{monthlyContribution} × ((1 + {netRate})^{totalMonths} − 1) / {netRate} × (1 + {netRate})',
      value: 'monthlyGrown', when: (inputs) => givesMonthly(inputs) && netRateOf(inputs) !== 0 && first(inputs),
    },
    {
      label: 'Growth of the annual contributions',
      expression: '{annualContribution} × (1 + {netRate})^(months from each to the end), over {annualDeposits} contributions',
      value: 'annualGrown', when: givesAnnually,
    },
    {
      label: 'Total contributions', expression: '{initialInvestment} + {monthlyContribution} × {totalMonths} + {annualContribution} × {annualDeposits}',
      value: 'totalContributions', when: (inputs) => givesMonthly(inputs) && givesAnnually(inputs),
    },
    {
      label: 'Total contributions', expression: '{initialInvestment} + {monthlyContribution} × {totalMonths}',
      value: 'totalContributions', when: (inputs) => givesMonthly(inputs) && !givesAnnually(inputs),
    },
    {
      label: 'Total contributions', expression: '{initialInvestment} + {annualContribution} × {annualDeposits}',
      value: 'totalContributions', when: (inputs) => !givesMonthly(inputs) && givesAnnually(inputs),
    },
    { label: 'Ending balance', expression: '{initialGrown}{+monthlyGrown}{+annualGrown}', value: 'endingBalance' },
    { label: 'Interest kept after tax', expression: '{endingBalance} − {totalContributions}', value: 'totalInterest', when: taxed },
    { label: 'Interest earned', expression: '{endingBalance} − {totalContributions}', value: 'totalInterest', when: (inputs) => !taxed(inputs) },
    {
      label: 'Tax on the interest', expression: '{totalInterest} × {taxRate} / (100 − {taxRate})', value: 'totalTax',
      when: (inputs) => taxed(inputs) && inputs.taxRate < 100,
    },
    {
      label: 'Buying power in today\'s money', expression: '{endingBalance} / (1 + {inflationRate} / 100)^({totalMonths} / 12)',
      value: 'buyingPower', when: (inputs) => inputs.inflationRate > 0,
    },
    { label: 'Ending balance, contributions plus interest', expression: '{totalContributions} + {totalInterest}', value: 'endingBalance' },
  ],
  assessment: {
    of: 'endingBalance',
    phrases: {
      compounding: ({ compoundingFrequency: k }) => COMPOUNDING_WORDS[k] ?? `${k} times a year`,
      afterTax: (inputs) => (taxed(inputs) ? ' after tax' : ''),
    },
    cases: [
      {
        when: (inputs, details: Details) => !(Number(details['totalInterest']) > 0) && !taxed(inputs),
        text: 'Your balance would be {endingBalance}: at a rate of 0% it is just the {totalContributions} you put in.',
      },
    ],
    bands: [
      { text: 'Your balance would grow to {endingBalance}: {totalContributions} you put in and {totalInterest} of interest{afterTax}.' },
    ],
    notes: [
      { when: (inputs, details) => taxed(inputs) && Number(details['totalTax']) > 0, text: 'Tax takes {totalTax}, {taxShare} of the interest earned.' },
      {
        when: (inputs) => inputs.inflationRate > 0,
        text: 'With prices rising {inflationRate} a year, {endingBalance} then buys what {buyingPower} buys today: inflation takes {lostToInflation}.',
      },
    ],
  },
  whatIfs: [
    { lead: 'Adding {by.monthlyContribution} a month', change: (inputs) => ({ monthlyContribution: inputs.monthlyContribution + MORE_A_MONTH }), outputs: ['endingBalance'] },
    {
      // Only for a length in whole years: "over 10 years" would hide months that the what-if keeps.
      lead: 'Over {years}',
      change: (inputs) => (inputs.months === 0 && inputs.years + MORE_YEARS <= years.max ? { years: inputs.years + MORE_YEARS } : undefined),
      outputs: ['endingBalance', 'totalInterest'],
    },
    { lead: 'At a rate of {interestRate}', change: (inputs) => ({ interestRate: inputs.interestRate + 1 }), outputs: ['endingBalance'] },
    {
      lead: 'Contributing at the beginning of each period',
      change: (inputs) => (inputs.contributionTiming === 0 && (givesMonthly(inputs) || inputs.annualContribution > 0) ? { contributionTiming: 1 } : undefined),
      outputs: ['endingBalance'],
    },
  ],
  properties: [
    { output: 'endingBalance', input: 'initialInvestment', direction: 'rises' },
    { output: 'endingBalance', input: 'monthlyContribution', direction: 'rises' },
    { output: 'endingBalance', input: 'annualContribution', direction: 'rises' },
    { output: 'endingBalance', input: 'interestRate', direction: 'rises' },
    { output: 'endingBalance', input: 'years', direction: 'rises' },
    { output: 'endingBalance', input: 'taxRate', direction: 'falls' },
    { output: 'buyingPower', input: 'inflationRate', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: '$500 and $200 a month at the beginning of each month at 6% for 10 months: $2,581.40',
      source: 'Microsoft Excel FV documentation, =FV(0.06/12, 10, -200, -500, 1)',
      inputs: { initialInvestment: 500, monthlyContribution: 200, contributionTiming: 1, interestRate: 6, years: 0, months: 10 },
      expected: { endingBalance: 2581.4 }, decimals: 2, exact: { totalContributions: 2500 },
    },
    {
      name: '$10,000 at 6% compounded monthly for a year, interest taxed at 25%: $10,459.40, tax $153.13',
      source: 'computed by hand in exact decimals: after tax the balance grows 0.5% × 0.75 = 0.375% a month, 10,000 × 1.00375^12 = 10,459.398250; the tax is a third of the 459.398250 kept, 153.132750; 2% inflation leaves 10,459.398250 / 1.02 = 10,254.312010',
      inputs: { initialInvestment: 10000, interestRate: 6, years: 1, taxRate: 25, inflationRate: 2 },
      expected: { endingBalance: 10459.4, totalInterest: 459.4, totalTax: 153.13, buyingPower: 10254.31 }, decimals: 2,
    },
    {
      name: '$1,000 at 12% compounded annually for a year: $1,120',
      source: 'computed by hand: one year at 12% compounded once is 1,000 × 1.12 = 1,120, whatever the monthly steps',
      inputs: { initialInvestment: 1000, interestRate: 12, compoundingFrequency: 1, years: 1 },
      expected: { endingBalance: 1120, totalInterest: 120 }, decimals: 6,
    },
    {
      name: 'At 0%, $1,000, $500 a year and $100 a month over 2 years 6 months add up to $5,000 (at the end of each period)',
      source: 'computed by hand: 1,000 + 30 × 100 + 2 × 500 (annual contributions at the end of months 12 and 24) = 5,000',
      inputs: { initialInvestment: 1000, annualContribution: 500, monthlyContribution: 100, interestRate: 0, years: 2, months: 6 },
      expected: { endingBalance: 5000, totalContributions: 5000, totalInterest: 0 }, decimals: 9,
    },
    {
      name: 'The same at the beginning of each period: $5,500, three annual contributions',
      source: 'computed by hand: 1,000 + 30 × 100 + 3 × 500 (annual contributions in months 1, 13 and 25) = 5,500',
      inputs: { initialInvestment: 1000, annualContribution: 500, monthlyContribution: 100, contributionTiming: 1, interestRate: 0, years: 2, months: 6 },
      expected: { endingBalance: 5500, totalContributions: 5500 }, decimals: 9,
    },
  ],
});

/**
 * What an investment grows to with monthly and yearly contributions, month by month: interest at the monthly rate
 * equivalent to the compounding, the tax on it taken as it is credited, and the ending balance in today's money.
 * @param inputs - `initialInvestment`, `annualContribution`, `monthlyContribution` ($), `contributionTiming` (0 end,
 * 1 beginning), `interestRate` (% a year), `compoundingFrequency`, `years` and `months`, `taxRate` and
 * `inflationRate` (%)
 * @returns the ending balance as `value`; contributions, interest after tax, tax and buying power in `details`; the
 * balance by year in `yearly`
 * @example
 * interestGrowth({ initialInvestment: 500, annualContribution: 0, monthlyContribution: 200, contributionTiming: 1,
 *   interestRate: 6, compoundingFrequency: 12, years: 0, months: 10, taxRate: 0, inflationRate: 0 }).value; // 2581.4033...
 */
export function interestGrowth(inputs: InterestInputs): CalculationResult<InterestDetails> {
  return runCalculator(interest, inputs);
}
