import { assertComputable, assertNotNegative } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `timeUnit` select. */
export const TIME_UNIT = { years: 1, months: 2, days: 3 } as const;

export type TimeUnit = (typeof TIME_UNIT)[keyof typeof TIME_UNIT];

export interface SimpleInterestInputs {
  /** $. */
  readonly principal: number;
  /** Annual rate in percent. */
  readonly interestRate: number;
  /** In `timeUnit`s. */
  readonly time: number;
  /** 1 years (default), 2 months, 3 days. */
  readonly timeUnit?: TimeUnit;
}

export interface SimpleInterestDetails extends Record<string, number> {
  readonly interest: number;
  /** Principal plus interest. */
  readonly totalAmount: number;
}

const principal = {
  name: 'principal', label: 'Principal', type: 'number', unit: '$', required: true, min: 0, max: 100000000,
  step: 100, uiDefault: 10000, placeholder: 'e.g. 10,000',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Annual Interest Rate', type: 'number', unit: '% / yr', required: true, min: 0, max: 100,
  step: 0.01, uiDefault: 5, placeholder: 'e.g. 5',
} as const satisfies NumberInputSpec;
const time = {
  name: 'time', label: 'Time', type: 'number', required: true, min: 0, max: 1000, step: 1, uiDefault: 3,
  placeholder: 'e.g. 3', help: 'In the unit chosen below: years, months or days.',
} as const satisfies NumberInputSpec;
const timeUnit = {
  name: 'timeUnit', label: 'Time Unit', type: 'select', required: false, default: TIME_UNIT.years, uiDefault: TIME_UNIT.years,
  options: [TIME_UNIT.years, TIME_UNIT.months, TIME_UNIT.days], optionLabels: { 1: 'Years', 2: 'Months', 3: 'Days' },
} as const satisfies SelectInputSpec;

/** The step of the rate in the what-ifs: one point up and down. */
const RATE_STEP = 1;

const YEARS_PER_UNIT: Record<TimeUnit, number> = { [TIME_UNIT.years]: 1, [TIME_UNIT.months]: 12, [TIME_UNIT.days]: 365 };

export const simpleInterest = defineCalculator<SimpleInterestInputs, SimpleInterestDetails>({
  slug: 'simple-interest',
  inputs: [principal, interestRate, time, timeUnit],
  outputs: [
    { name: 'interest', type: 'number', unit: '$', label: 'Interest' },
    { name: 'totalAmount', type: 'number', unit: '$', label: 'Total (principal + interest)', words: 'the total' },
  ],
  primary: 'interest',
  compute(inputs) {
    assertNotNegative(inputs.principal, principal);
    assertNotNegative(inputs.interestRate, interestRate);
    assertNotNegative(inputs.time, time);
    const years = inputs.time / YEARS_PER_UNIT[inputs.timeUnit ?? timeUnit.default];
    const interest = (inputs.principal * inputs.interestRate * years) / 100;
    const details: SimpleInterestDetails = { interest, totalAmount: inputs.principal + interest };
    assertComputable(details, time);
    return { value: interest, unit: '$', details };
  },
  intermediates: {
    years: { unit: 'years', value: (inputs) => inputs.time / YEARS_PER_UNIT[inputs.timeUnit ?? timeUnit.default] },
    shareOfPrincipal: {
      unit: '%',
      value: (_inputs, { interest, totalAmount }) => {
        const given = (totalAmount as number) - (interest as number);
        return given === 0 ? 0 : ((interest as number) / given) * 100;
      },
    },
  },
  solution: [
    // Actual/365, not the banks' 360-day year (libs/calc-engine/docs/formulas.md#simple-interest).
    { label: 'Time in years', expression: '{time} / 12', value: 'years', when: (inputs) => inputs.timeUnit === TIME_UNIT.months },
    { label: 'Time in years', expression: '{time} / 365', value: 'years', when: (inputs) => inputs.timeUnit === TIME_UNIT.days },
    { label: 'Interest', expression: '{principal} × {interestRate} / 100 × {years}', value: 'interest' },
    { label: 'Total amount', expression: '{principal} + {interest}', value: 'totalAmount' },
    {
      label: 'Interest', expression: '{principal} at {interestRate}% a year for {time} years', value: 'interest',
      when: (inputs) => inputs.timeUnit === TIME_UNIT.years,
    },
    {
      label: 'Interest', expression: '{principal} at {interestRate}% a year for {time} months', value: 'interest',
      when: (inputs) => inputs.timeUnit === TIME_UNIT.months,
    },
    {
      label: 'Interest', expression: '{principal} at {interestRate}% a year for {time} days', value: 'interest',
      when: (inputs) => inputs.timeUnit === TIME_UNIT.days,
    },
  ],
  assessment: {
    of: 'interest',
    cases: [{ when: (_inputs, { interest }) => interest === 0, text: 'No interest accrues, so the total stays at {totalAmount}.' }],
    bands: [
      {
        text: 'Interest of {interest} brings the total to {totalAmount}: {shareOfPrincipal} of the principal over the whole period, charged on the original amount only.',
      },
    ],
  },
  whatIfs: [
    { lead: 'At {interestRate}', change: ({ interestRate: rate }) => ({ interestRate: rate + RATE_STEP }), outputs: ['interest'] },
    {
      lead: 'At {interestRate}', change: ({ interestRate: rate }) => (rate >= RATE_STEP ? { interestRate: rate - RATE_STEP } : undefined),
      outputs: ['interest'],
    },
    {
      lead: 'For twice the time ({time} instead of {given.time}, in the same unit)', change: ({ time: given }) => ({ time: given * 2 }),
      outputs: ['interest', 'totalAmount'],
    },
  ],
  properties: [
    { output: 'interest', input: 'time', direction: 'rises' },
    { output: 'interest', input: 'interestRate', direction: 'rises' },
    { output: 'interest', input: 'principal', direction: 'rises' },
    { output: 'totalAmount', input: 'principal', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '$1,000 at 5% for 2 years earns $100, a balance of $1,100', source: 'senioritis.io',
      inputs: { principal: 1000, interestRate: 5, time: 2, timeUnit: 1 }, expected: { interest: 100, totalAmount: 1100 }, decimals: 10,
    },
    {
      name: '90 days at 6% on $10,000: $147.95 on a 365-day year, not the banks\' 360-day $150.00',
      source: 'I = P × r × t with t in days over a 365-day year',
      inputs: { principal: 10000, interestRate: 6, time: 90, timeUnit: 3 }, expected: { interest: 147.95 }, decimals: 2,
    },
  ],
});

/**
 * Simple interest I = P·r·t and the amount A = P + I, with t in years, months (/12) or days (/365).
 * @param inputs - `principal` ($), `interestRate` (% per year), `time`, `timeUnit` (1 years, 2 months, 3 days)
 * @returns the interest as `value`, and `totalAmount` in `details`
 * @example
 * simpleInterestAmount({ principal: 1000, interestRate: 5, time: 2 }).value; // 100 (balance 1100)
 */
export function simpleInterestAmount(inputs: SimpleInterestInputs): CalculationResult<SimpleInterestDetails> {
  return runCalculator(simpleInterest, inputs);
}
