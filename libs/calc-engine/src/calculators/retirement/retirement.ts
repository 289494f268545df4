import {
  assertComputable, assertNotNegative, assertPositive, inconsistent, outOfDomain,
} from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import { compoundGrowth, depositForGoal, futureValue } from '../../finance/future-value.js';
import { monthlyRate } from '../../finance/payment.js';
import { presentValue } from '../../finance/present-value.js';
import { MAX_YEARS, yearlyBalances } from '../../finance/yearly-balances.js';
import type { CalculationResult, ChartPosition, DetailValue, NumberInputSpec } from '../../types.js';

export interface RetirementInputs {
  /** Years. */
  readonly currentAge: number;
  /** Years; above `currentAge`. */
  readonly retirementAge: number;
  /** $ saved so far. */
  readonly currentSavings: number;
  /** $ added at the end of each month until retirement. */
  readonly monthlyContribution: number;
  /** Nominal annual return in percent, compounded monthly (APR / 12). */
  readonly annualReturn: number;
  /** Percent per year; 0 when empty. */
  readonly inflationRate?: number;
  /** $ per year in today's money that savings should pay; 0 (no goal) when empty. */
  readonly desiredAnnualIncome?: number;
  /** Percent of savings withdrawn in the first year of retirement; 4 (the 4% rule) when empty. */
  readonly withdrawalRate?: number;
}

// A type alias rather than an interface: optional outputs cannot sit beside an interface's index signature.
export type RetirementDetails = {
  /** $ at retirement, nominal. */
  readonly projectedSavings: number;
  /** The same $ deflated to today's money. */
  readonly projectedSavingsTodayDollars: number;
  /** Current savings plus every monthly contribution. */
  readonly totalContributions: number;
  /** $ per year, today's money, at the withdrawal rate. */
  readonly sustainableAnnualIncome: number;
  /** The four outputs below are present only when a desired annual income above 0 is given. */
  readonly targetNestEgg?: number;
  readonly targetNestEggFuture?: number;
  /** Positive for a surplus, negative for a shortfall, against `targetNestEggFuture`. */
  readonly surplusOrShortfall?: number;
  /** $ per month (in total, not on top of the current contribution) that reaches `targetNestEggFuture`. */
  readonly requiredMonthlyContribution?: number;
};

const currentAge = {
  name: 'currentAge', label: 'Current Age', type: 'number', unit: 'years', required: true, min: 15, max: 90, step: 1,
  uiDefault: 30, placeholder: 'e.g. 30',
} as const satisfies NumberInputSpec;
const retirementAge = {
  name: 'retirementAge', label: 'Retirement Age', type: 'number', unit: 'years', required: true, min: 30, max: 100, step: 1,
  uiDefault: 65, placeholder: 'e.g. 65',
} as const satisfies NumberInputSpec;
const currentSavings = {
  name: 'currentSavings', label: 'Current Retirement Savings', type: 'number', unit: '$', required: true,
  min: 0, max: 1e9, step: 1000, uiDefault: 50000, placeholder: 'e.g. 50,000',
  help: 'Everything in 401(k)s, IRAs and other accounts set aside for retirement.',
} as const satisfies NumberInputSpec;
const monthlyContribution = {
  name: 'monthlyContribution', label: 'Monthly Contribution', type: 'number', unit: '$', required: true,
  min: 0, max: 1e6, step: 50, uiDefault: 500, placeholder: 'e.g. 500', help: 'What you add each month, employer match included.',
} as const satisfies NumberInputSpec;
const annualReturn = {
  name: 'annualReturn', label: 'Expected Annual Return', type: 'number', unit: '%', required: true, min: 0, max: 20,
  step: 0.1, uiDefault: 7, placeholder: 'e.g. 7', help: 'Before inflation. A cautious planning figure for a mixed portfolio is often 5% to 7%.',
} as const satisfies NumberInputSpec;
const inflationRate = {
  name: 'inflationRate', label: 'Inflation Rate', type: 'number', unit: '%', required: false, default: 0,
  min: 0, max: 15, step: 0.1, uiDefault: 3, placeholder: 'e.g. 3', help: "Used to show results in today's dollars; leave empty for none.",
} as const satisfies NumberInputSpec;
const desiredAnnualIncome = {
  name: 'desiredAnnualIncome', label: "Desired Annual Retirement Income (today's $)", type: 'number', unit: '$',
  required: false, default: 0, min: 0, max: 1e7, step: 1000, uiDefault: 60000, placeholder: 'e.g. 60,000',
  help: 'What your savings should pay you each year, on top of Social Security or a pension.',
} as const satisfies NumberInputSpec;
const withdrawalRate = {
  name: 'withdrawalRate', label: 'Safe Withdrawal Rate', type: 'number', unit: '%', required: false, default: 4,
  min: 1, max: 10, step: 0.1, uiDefault: 4, placeholder: 'e.g. 4',
  help: 'The share of savings you withdraw in the first year of retirement; 4% is the classic rule.',
} as const satisfies NumberInputSpec;

/** The retirement age of the what-if two years later, which falls back to two years earlier at the engine's limit. */
const YEARS_LATER = 2;

type Details = Readonly<Record<string, DetailValue>>;
/** The years until retirement, which may hold a fraction. */
const yearsToGo = (inputs: RetirementInputs) => inputs.retirementAge - inputs.currentAge;
const inflates = (inputs: RetirementInputs) => (inputs.inflationRate ?? inflationRate.default) > 0;
const hasGoal = (inputs: RetirementInputs) => (inputs.desiredAnnualIncome ?? desiredAnnualIncome.default) > 0;
const growing = (inputs: RetirementInputs) => inputs.annualReturn !== 0;
/** The contribution formula gives less than 0 where the savings alone outgrow the target: none is needed. */
const outgrown = (inputs: RetirementInputs, { targetNestEggFuture }: Details) =>
  depositForGoal(targetNestEggFuture as number, monthlyRate(inputs.annualReturn), 12 * yearsToGo(inputs), inputs.currentSavings) < 0;

/** The contribution's line: the gap over the months at 0%, else the gap after the savings grow, spread as an annuity. */
const CONTRIBUTION_LINES = [
  { when: (inputs: RetirementInputs) => !growing(inputs), expression: '({targetNestEggFuture} − {currentSavings}) / {months}' },
  {
    when: growing,
    expression: '({targetNestEggFuture} − {currentSavings} × (1 + {monthlyRate})^{months}) × {monthlyRate} / ((1 + {monthlyRate})^{months} − 1)',
  },
].flatMap((line) => [
  { ...line, expression: `max(0, ${line.expression})`, when: (inputs: RetirementInputs, details: Details) => line.when(inputs) && outgrown(inputs, details) },
  { ...line, when: (inputs: RetirementInputs, details: Details) => line.when(inputs) && !outgrown(inputs, details) },
]).map(({ expression, when }) => ({
  label: 'Monthly contribution needed', expression, value: 'requiredMonthlyContribution',
  when: (inputs: RetirementInputs, details: Details) => hasGoal(inputs) && when(inputs, details),
}));

function atAge(age: number): ChartPosition {
  // Two decimals are enough for fractional ages and hide float noise (30.1 + 1 = 31.099999999999998).
  return { unit: 'age', value: Math.round(age * 100) / 100 };
}

export const retirement = defineCalculator<RetirementInputs, RetirementDetails>({
  slug: 'retirement',
  inputs: [
    currentAge, retirementAge, currentSavings, monthlyContribution, annualReturn, inflationRate,
    desiredAnnualIncome, withdrawalRate,
  ],
  outputs: [
    { name: 'projectedSavings', type: 'number', unit: '$', label: 'Projected savings at retirement', words: 'the projected savings' },
    { name: 'projectedSavingsTodayDollars', type: 'number', unit: '$', label: "Projected savings in today's dollars" },
    { name: 'totalContributions', type: 'number', unit: '$', label: 'Total contributions' },
    {
      name: 'sustainableAnnualIncome', type: 'number', unit: '$', label: "Sustainable yearly income (today's dollars)",
      words: 'the sustainable yearly income',
    },
    { name: 'targetNestEgg', type: 'number', unit: '$', label: "Target nest egg (today's dollars)" },
    { name: 'targetNestEggFuture', type: 'number', unit: '$', label: 'Target nest egg at retirement' },
    { name: 'surplusOrShortfall', type: 'number', unit: '$', label: 'Surplus (+) or shortfall (−)' },
    { name: 'requiredMonthlyContribution', type: 'number', unit: '$', label: 'Monthly contribution needed' },
  ],
  primary: 'projectedSavings',
  compute(inputs) {
    const inflation = inputs.inflationRate ?? inflationRate.default;
    const income = inputs.desiredAnnualIncome ?? desiredAnnualIncome.default;
    const withdrawal = inputs.withdrawalRate ?? withdrawalRate.default;
    assertNotNegative(inputs.currentAge, currentAge);
    if (!(inputs.retirementAge > inputs.currentAge)) {
      inconsistent(messages.greaterThan(retirementAge.label, 'current age'), retirementAge);
    }
    const years = inputs.retirementAge - inputs.currentAge;
    // Under one monthly deposit there is nothing to plan: a fraction of a period's deposit even grows less at a
    // higher return, so the contribution needed would not fall with the return.
    if (years < 1 / 12) inconsistent(messages.atLeastAMonthAfter(retirementAge.label, 'current age'), retirementAge);
    if (years > MAX_YEARS) outOfDomain(messages.atMost('Years until retirement', MAX_YEARS), retirementAge);
    assertNotNegative(inputs.currentSavings, currentSavings);
    assertNotNegative(inputs.monthlyContribution, monthlyContribution);
    assertNotNegative(inputs.annualReturn, annualReturn);
    assertNotNegative(inflation, inflationRate);
    assertNotNegative(income, desiredAnnualIncome);
    assertPositive(withdrawal, withdrawalRate);

    const rate = monthlyRate(inputs.annualReturn);
    const months = 12 * years;
    const balanceAt = (t: number) => ({
      contributions: inputs.currentSavings + inputs.monthlyContribution * 12 * t,
      balance: futureValue(rate, 12 * t, inputs.monthlyContribution, inputs.currentSavings),
    });
    const end = balanceAt(years);
    // Deflating by (1 + inflation)^years is a present value at the inflation rate.
    const todayDollars = presentValue(inflation / 100, years, 0, end.balance);
    let goal: Partial<RetirementDetails> | undefined;
    if (income > 0) {
      // The 4% rule (Bengen 1994, Trinity study 1998): income / 4% = 25 × income lasts 30 years of retirement.
      const targetNestEgg = income / (withdrawal / 100);
      const targetNestEggFuture = targetNestEgg * (1 + compoundGrowth(inflation / 100, years));
      goal = {
        targetNestEgg,
        targetNestEggFuture,
        surplusOrShortfall: end.balance - targetNestEggFuture,
        requiredMonthlyContribution: Math.max(0, depositForGoal(targetNestEggFuture, rate, months, inputs.currentSavings)),
      };
    }
    const details: RetirementDetails = {
      projectedSavings: end.balance,
      projectedSavingsTodayDollars: todayDollars,
      totalContributions: end.contributions,
      sustainableAnnualIncome: (todayDollars * withdrawal) / 100,
      ...goal,
    };
    assertComputable(details, retirementAge);
    const yearly = yearlyBalances(years, balanceAt);
    return {
      value: details.projectedSavings,
      unit: '$',
      details,
      chart: {
        type: 'area',
        data: [
          { role: 'balance', at: atAge(inputs.currentAge), value: inputs.currentSavings },
          ...yearly.map((row) => ({ role: 'balance', at: atAge(inputs.currentAge + row.year), value: row.balance })),
        ],
      },
      yearly,
    };
  },
  intermediates: {
    years: { unit: 'years', value: yearsToGo },
    months: { value: (inputs) => 12 * yearsToGo(inputs) },
    monthlyRate: { value: (inputs) => monthlyRate(inputs.annualReturn) },
    // (1 + inflation)^years: what a dollar of today costs at retirement.
    inflationFactor: { value: (inputs) => 1 + compoundGrowth((inputs.inflationRate ?? inflationRate.default) / 100, yearsToGo(inputs)) },
  },
  solution: [
    { label: 'Years to retirement', expression: '{retirementAge} − {currentAge}', value: 'years' },
    { label: 'Months of saving', expression: '{years} × 12', value: 'months' },
    { label: 'Monthly return', expression: '{annualReturn} / 100 / 12', value: 'monthlyRate' },
    { label: 'Projected savings', expression: '{currentSavings} + {monthlyContribution} × {months}', value: 'projectedSavings', when: (inputs) => !growing(inputs) },
    {
      label: 'Projected savings', value: 'projectedSavings', when: growing,
      expression: '{currentSavings} × (1 + {monthlyRate})^{months} + {monthlyContribution} × ((1 + {monthlyRate})^{months} − 1) / {monthlyRate}',
    },
    { label: 'Total contributions', expression: '{currentSavings} + {monthlyContribution} × {months}', value: 'totalContributions' },
    { label: 'Price rise until retirement', expression: '(1 + {inflationRate} / 100)^{years}', value: 'inflationFactor', when: inflates },
    { label: 'Projected savings in today’s dollars', expression: '{projectedSavings} / {inflationFactor}', value: 'projectedSavingsTodayDollars', when: inflates },
    {
      label: 'Sustainable yearly income (today’s dollars)', expression: '{projectedSavingsTodayDollars} × {withdrawalRate} / 100',
      value: 'sustainableAnnualIncome',
    },
    { label: 'Target nest egg (today’s dollars)', expression: '{desiredAnnualIncome} / ({withdrawalRate} / 100)', value: 'targetNestEgg', when: hasGoal },
    {
      label: 'Target nest egg at retirement', expression: '{targetNestEgg} × {inflationFactor}', value: 'targetNestEggFuture',
      when: (inputs) => hasGoal(inputs) && inflates(inputs),
    },
    { label: 'Surplus or shortfall', expression: '{projectedSavings} − {targetNestEggFuture}', value: 'surplusOrShortfall', when: hasGoal },
    ...CONTRIBUTION_LINES,
    {
      label: 'Projected savings', value: 'projectedSavings',
      expression: '{currentSavings} now and {monthlyContribution} a month for {years} years at {annualReturn}% a year',
    },
  ],
  assessment: {
    of: 'projectedSavings',
    cases: [
      {
        // The goal's outputs are there only with a desired income.
        when: (_inputs, { surplusOrShortfall }) => typeof surplusOrShortfall === 'number' && surplusOrShortfall >= 0,
        text: "You are on track: you would have {projectedSavings} at retirement, {surplusOrShortfall} more than the {targetNestEggFuture} your income goal needs. In today's dollars that is {projectedSavingsTodayDollars}, enough for about {sustainableAnnualIncome} a year at your withdrawal rate.",
      },
      {
        when: (_inputs, { surplusOrShortfall }) => typeof surplusOrShortfall === 'number',
        text: "You would fall short: {projectedSavings} at retirement against the {targetNestEggFuture} your income goal needs, a gap of {|surplusOrShortfall|}. Saving about {requiredMonthlyContribution} a month in total, instead of your current amount, would close it. In today's dollars that is {projectedSavingsTodayDollars}, enough for about {sustainableAnnualIncome} a year at your withdrawal rate.",
      },
    ],
    bands: [
      { text: "You would have {projectedSavings} at retirement. In today's dollars that is {projectedSavingsTodayDollars}, enough for about {sustainableAnnualIncome} a year at your withdrawal rate." },
    ],
  },
  whatIfs: [
    {
      lead: 'Saving {by.monthlyContribution} more a month',
      change: ({ monthlyContribution: contribution }) => ({ monthlyContribution: contribution + 100 }), outputs: ['projectedSavings'],
    },
    {
      lead: 'Retiring at {plain.retirementAge}',
      change: ({ retirementAge: age }) => ({ retirementAge: age + YEARS_LATER <= retirementAge.max ? age + YEARS_LATER : age - YEARS_LATER }),
      outputs: ['projectedSavings', 'sustainableAnnualIncome'],
    },
    {
      lead: 'With a return of {annualReturn} a year',
      change: ({ annualReturn: rate }) => (rate >= 1 ? { annualReturn: rate - 1 } : undefined), outputs: ['projectedSavings'],
    },
  ],
  properties: [
    { output: 'projectedSavings', input: 'annualReturn', direction: 'rises' },
    { output: 'projectedSavings', input: 'currentSavings', direction: 'rises' },
    { output: 'projectedSavings', input: 'monthlyContribution', direction: 'rises' },
    { output: 'projectedSavings', input: 'retirementAge', direction: 'rises' },
    { output: 'projectedSavings', input: 'currentAge', direction: 'falls' },
    { output: 'projectedSavingsTodayDollars', input: 'inflationRate', direction: 'falls' },
    { output: 'sustainableAnnualIncome', input: 'withdrawalRate', direction: 'rises' },
    { output: 'sustainableAnnualIncome', input: 'inflationRate', direction: 'falls' },
    { output: 'requiredMonthlyContribution', input: 'desiredAnnualIncome', direction: 'rises' },
    { output: 'requiredMonthlyContribution', input: 'annualReturn', direction: 'falls' },
    { output: 'requiredMonthlyContribution', input: 'currentSavings', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: '$100,000 and $1,000 a month at 6% from 40 to 60: $793,061.34, $456,938.66 short of a $1.25M nest egg',
      // financialaha.com: $50,000 × 25 = $1,250,000 (the 4% rule).
      source: 'Excel FV, and the 4% rule (financialaha.com)',
      inputs: {
        currentAge: 40, retirementAge: 60, currentSavings: 100000, monthlyContribution: 1000, annualReturn: 6,
        inflationRate: 0, desiredAnnualIncome: 50000, withdrawalRate: 4,
      },
      expected: {
        projectedSavings: 793061.34, surplusOrShortfall: -456938.66, requiredMonthlyContribution: 1988.96,
        sustainableAnnualIncome: 31722.45, projectedSavingsTodayDollars: 793061.34,
      },
      decimals: 2,
      exact: { totalContributions: 340000 },
    },
  ],
});

/**
 * Retirement projection: current savings and monthly contributions grown to retirement (Excel FV at APR / 12,
 * end of month), in nominal and today's dollars; with an income goal, the nest egg it needs by the
 * safe-withdrawal rule (income / rate, 25× at 4%), inflated to the retirement year, the surplus or shortfall,
 * and the monthly contribution that would reach it.
 * @param inputs - ages (years), `currentSavings` and `monthlyContribution` ($), `annualReturn`, `inflationRate`
 * and `withdrawalRate` (%), `desiredAnnualIncome` ($ per year, today's money)
 * @returns projected savings at retirement as `value`; every other output in `details`; the balance by age
 * as an area chart and in `yearly`
 * @example
 * retirementPlan({
 *   currentAge: 40, retirementAge: 60, currentSavings: 100000, monthlyContribution: 1000, annualReturn: 6,
 *   desiredAnnualIncome: 50000,
 * }).details; // projectedSavings 793061.34..., targetNestEgg 1250000, requiredMonthlyContribution 1988.96...
 */
export function retirementPlan(inputs: RetirementInputs): CalculationResult<RetirementDetails> {
  return runCalculator(retirement, inputs);
}
