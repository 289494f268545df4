import { assertAtMost, assertComputable, assertNotNegative, assertPositive, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import { depositForGoal, futureValue } from '../../finance/future-value.js';
import { monthlyRate } from '../../finance/payment.js';
import { MAX_YEARS, yearlyBalances } from '../../finance/yearly-balances.js';
import type { CalculationResult, DetailValue, NumberInputSpec } from '../../types.js';

export interface SavingsGoalInputs {
  /** $ wanted at the end. */
  readonly savingsGoal: number;
  /** $ already saved; 0 when empty. */
  readonly currentSavings?: number;
  /** Annual rate in percent, compounded monthly (APR / 12). */
  readonly interestRate: number;
  /** Years to the goal; rounded to whole months. */
  readonly years: number;
}

export interface SavingsGoalDetails extends Record<string, number> {
  /** $ to deposit at the end of each month; 0 when current savings alone reach the goal. */
  readonly monthlyDeposit: number;
  readonly totalDeposits: number;
  /** The goal less the money put in; when savings alone reach the goal, what those savings earn. */
  readonly interestEarned: number;
  readonly numberOfMonths: number;
}

const goal = {
  name: 'savingsGoal', label: 'Savings Goal', type: 'number', unit: '$', required: true, min: 1, max: 1e9, step: 100,
  uiDefault: 10000, placeholder: 'e.g. 10,000',
} as const satisfies NumberInputSpec;
const currentSavings = {
  name: 'currentSavings', label: 'Current Savings', type: 'number', unit: '$', required: false, default: 0,
  min: 0, max: 1e9, step: 100, uiDefault: 0, placeholder: 'e.g. 2,000', help: 'What you have already put aside for this goal.',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Annual Interest Rate (compounded monthly)', type: 'number', unit: '%', required: true,
  min: 0, max: 30, step: 0.01, uiDefault: 5, placeholder: 'e.g. 4.5', help: 'What your savings account pays; 0 for cash that earns nothing.',
} as const satisfies NumberInputSpec;
const years = {
  name: 'years', label: 'Time to Goal', type: 'number', unit: 'years', required: true, min: 0.25, max: 100, step: 0.25,
  uiDefault: 5, placeholder: 'e.g. 5', help: 'Quarter years work: 1.5 is 18 months.',
} as const satisfies NumberInputSpec;

/** The shortest time to the goal whose what-if reaches it a year sooner: less would leave no time at all. */
const SHORTEST_FOR_SOONER = 1.25;

/** What the current savings grow to by the goal's date, without deposits. */
function grownSavings(inputs: SavingsGoalInputs, months: number): number {
  return futureValue(monthlyRate(inputs.interestRate), months, 0, inputs.currentSavings ?? currentSavings.default);
}

type Details = Readonly<Record<string, DetailValue>>;
const saves = (inputs: SavingsGoalInputs) => (inputs.currentSavings ?? currentSavings.default) > 0;
/** The deposit formula gives less than 0 where the savings alone outgrow the goal: none is needed. */
const outgrown = (inputs: SavingsGoalInputs, { numberOfMonths }: Details) =>
  depositForGoal(inputs.savingsGoal, monthlyRate(inputs.interestRate), numberOfMonths as number, inputs.currentSavings ?? currentSavings.default) < 0;

/** The deposit's line: the gap over the months at 0%, else the gap after the savings grow, spread as an annuity. */
const DEPOSIT_LINES = [
  { when: (inputs: SavingsGoalInputs) => inputs.interestRate === 0 && saves(inputs), expression: '({savingsGoal} − {currentSavings}) / {months}' },
  { when: (inputs: SavingsGoalInputs) => inputs.interestRate === 0 && !saves(inputs), expression: '{savingsGoal} / {months}' },
  {
    when: (inputs: SavingsGoalInputs) => inputs.interestRate !== 0 && saves(inputs),
    expression: '({savingsGoal} − {grownSavings}) × {monthlyRate} / ((1 + {monthlyRate})^{months} − 1)',
  },
  {
    when: (inputs: SavingsGoalInputs) => inputs.interestRate !== 0 && !saves(inputs),
    expression: '{savingsGoal} × {monthlyRate} / ((1 + {monthlyRate})^{months} − 1)',
  },
].flatMap((line) => [
  { ...line, expression: `max(0, ${line.expression})`, when: (inputs: SavingsGoalInputs, details: Details) => line.when(inputs) && outgrown(inputs, details) },
  { ...line, when: (inputs: SavingsGoalInputs, details: Details) => line.when(inputs) && !outgrown(inputs, details) },
]);

export const savingsGoal = defineCalculator<SavingsGoalInputs, SavingsGoalDetails>({
  slug: 'savings-goal',
  inputs: [goal, currentSavings, interestRate, years],
  outputs: [
    { name: 'monthlyDeposit', type: 'number', unit: '$', label: 'Monthly deposit' },
    { name: 'totalDeposits', type: 'number', unit: '$', label: 'Total deposits' },
    { name: 'interestEarned', type: 'number', unit: '$', label: 'Interest earned' },
    { name: 'numberOfMonths', type: 'number', unit: 'months', label: 'Number of months' },
  ],
  primary: 'monthlyDeposit',
  // The deposit falls as the rate rises: found over the rate's range. Not the time to the goal: deposits are
  // counted in whole months, so many times give the same deposit.
  solvable: { interestRate: { from: ['monthlyDeposit'] } },
  compute(inputs) {
    const saved = inputs.currentSavings ?? currentSavings.default;
    assertPositive(inputs.savingsGoal, goal);
    assertNotNegative(saved, currentSavings);
    assertNotNegative(inputs.interestRate, interestRate);
    assertPositive(inputs.years, years);
    assertAtMost(inputs.years, MAX_YEARS, years);
    const months = Math.round(12 * inputs.years);
    // Under half a month rounds to no deposit at all, and the goal cannot be spread over none.
    if (months < 1) outOfDomain(messages.atLeastOneMonth(years.label), years);
    const rate = monthlyRate(inputs.interestRate);
    // Excel PMT(r, n, −currentSavings, goal); negative when savings alone outgrow the goal: nothing to deposit.
    const monthlyDeposit = Math.max(0, depositForGoal(inputs.savingsGoal, rate, months, saved));
    const balanceAt = (t: number) => {
      const elapsed = Math.round(12 * t);
      return {
        contributions: saved + monthlyDeposit * elapsed,
        balance: futureValue(rate, elapsed, monthlyDeposit, saved),
      };
    };
    const totalDeposits = monthlyDeposit * months;
    const details: SavingsGoalDetails = {
      monthlyDeposit,
      totalDeposits,
      interestEarned:
        monthlyDeposit > 0
          ? inputs.savingsGoal - saved - totalDeposits
          : futureValue(rate, months, 0, saved) - saved,
      numberOfMonths: months,
    };
    assertComputable(details, years);
    return { value: monthlyDeposit, unit: '$', details, yearly: yearlyBalances(months / 12, balanceAt) };
  },
  intermediates: {
    months: { value: (_inputs, { numberOfMonths }) => numberOfMonths as number },
    monthlyRate: { value: (inputs) => monthlyRate(inputs.interestRate) },
    grownSavings: { unit: '$', value: (inputs, { numberOfMonths }) => grownSavings(inputs, numberOfMonths as number) },
  },
  solution: [
    { label: 'Number of months', expression: '{years} × 12', value: 'months', when: (inputs) => Number.isInteger(12 * inputs.years) },
    { label: 'Number of months', expression: 'round({years} × 12)', value: 'months', when: (inputs) => !Number.isInteger(12 * inputs.years) },
    { label: 'Monthly rate', expression: '{interestRate} / 100 / 12', value: 'monthlyRate' },
    { label: 'Current savings grown', expression: '{currentSavings} × (1 + {monthlyRate})^{months}', value: 'grownSavings', when: saves },
    ...DEPOSIT_LINES.map(({ expression, when }) => ({ label: 'Monthly deposit', expression, value: 'monthlyDeposit', when })),
    { label: 'Total deposits', expression: '{monthlyDeposit} × {months}', value: 'totalDeposits' },
    {
      label: 'Interest earned', expression: '{savingsGoal} − {currentSavings} − {totalDeposits}', value: 'interestEarned',
      when: (inputs, { monthlyDeposit }) => (monthlyDeposit as number) > 0 && saves(inputs),
    },
    {
      label: 'Interest earned', expression: '{savingsGoal} − {totalDeposits}', value: 'interestEarned',
      when: (inputs, { monthlyDeposit }) => (monthlyDeposit as number) > 0 && !saves(inputs),
    },
    {
      label: 'Interest earned', expression: '{grownSavings} − {currentSavings}', value: 'interestEarned',
      when: (_inputs, { monthlyDeposit }) => !((monthlyDeposit as number) > 0),
    },
    { label: 'Monthly deposit', expression: 'to reach {savingsGoal} in {months} months at {interestRate}% a year', value: 'monthlyDeposit' },
  ],
  assessment: {
    of: 'monthlyDeposit',
    cases: [
      {
        when: (_inputs, { monthlyDeposit }) => monthlyDeposit === 0,
        text: 'You need no monthly deposits: what you have already saved reaches the goal with interest alone.',
      },
      {
        when: (_inputs, { interestEarned }) => !((interestEarned as number) > 0),
        text: 'Save {monthlyDeposit} a month for {numberOfMonths} to reach your goal. Your deposits add up to {totalDeposits}; with no interest, every dollar of the goal comes from you.',
      },
    ],
    bands: [
      { text: 'Save {monthlyDeposit} a month for {numberOfMonths} to reach your goal. Your deposits add up to {totalDeposits} and interest contributes {interestEarned}.' },
    ],
  },
  whatIfs: [
    {
      lead: 'To reach it a year sooner', change: ({ years: time }) => (time > SHORTEST_FOR_SOONER ? { years: time - 1 } : undefined),
      outputs: ['monthlyDeposit'],
    },
    {
      lead: 'To reach it a year later', change: ({ years: time }) => (time > SHORTEST_FOR_SOONER ? undefined : { years: time + 1 }),
      outputs: ['monthlyDeposit'],
    },
    { lead: 'At {interestRate} interest', change: ({ interestRate: rate }) => ({ interestRate: rate + 1 }), outputs: ['monthlyDeposit', 'interestEarned'] },
  ],
  properties: [
    { output: 'monthlyDeposit', input: 'interestRate', direction: 'falls' },
    { output: 'monthlyDeposit', input: 'years', direction: 'falls' },
    { output: 'monthlyDeposit', input: 'savingsGoal', direction: 'rises' },
    { output: 'monthlyDeposit', input: 'currentSavings', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: '$10,000 in 5 years at 5%: $147.05 a month',
      source: 'calculatorlib.com: $147.0457 a month, deposits $8,822.74, interest $1,177.26',
      inputs: { savingsGoal: 10000, interestRate: 5, years: 5 },
      expected: { monthlyDeposit: 147.05, totalDeposits: 8822.74, interestEarned: 1177.26 }, decimals: 2, exact: { numberOfMonths: 60 },
    },
    {
      name: '$20,000 in 5 years at 6%: $286.66 a month',
      source: 'calculatorlib.com: $286.66 a month, contributions $17,199.36, growth $2,800.64',
      inputs: { savingsGoal: 20000, interestRate: 6, years: 5 },
      expected: { monthlyDeposit: 286.66, totalDeposits: 17199.36, interestEarned: 2800.64 }, decimals: 2, exact: { numberOfMonths: 60 },
    },
    {
      name: '$10,000 in 3 years at 5%: $258.04 a month', source: 'onlinecalculator.me, which prints $257.83, a slip',
      inputs: { savingsGoal: 10000, interestRate: 5, years: 3 }, expected: { monthlyDeposit: 258.04 }, decimals: 2,
    },
    {
      name: 'Excel =PMT(6%/12, 18*12, 0, 50000): $129.08 a month', source: 'Microsoft Support, PMT example 2',
      inputs: { savingsGoal: 50000, interestRate: 6, years: 18 }, expected: { monthlyDeposit: 129.08 }, decimals: 2,
    },
  ],
});

/**
 * The monthly deposit (end of month) that grows current savings into a goal by a date: Excel
 * `PMT(r, n, −currentSavings, goal)` with r = APR / 12 and n = 12 × years rounded to whole months; 0 when
 * current savings alone get there.
 * @param inputs - `savingsGoal` ($), `currentSavings` ($, optional), `interestRate` (% per year), `years`
 * @returns the deposit as `value`; deposits, interest and months in `details`; the balance by year in `yearly`
 * @example
 * savingsGoalPlan({ savingsGoal: 10000, interestRate: 5, years: 5 }).value; // 147.045670... ($8,822.74 deposited)
 */
export function savingsGoalPlan(inputs: SavingsGoalInputs): CalculationResult<SavingsGoalDetails> {
  return runCalculator(savingsGoal, inputs);
}
