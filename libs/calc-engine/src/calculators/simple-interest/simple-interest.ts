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
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Annual interest rate', type: 'number', unit: '% / yr', required: true, min: 0, max: 100,
} as const satisfies NumberInputSpec;
const time = {
  name: 'time', label: 'Time', type: 'number', required: true, min: 0, max: 1000,
} as const satisfies NumberInputSpec;
const timeUnit = {
  name: 'timeUnit', label: 'Time unit', type: 'select', required: false, default: TIME_UNIT.years,
  options: [TIME_UNIT.years, TIME_UNIT.months, TIME_UNIT.days],
} as const satisfies SelectInputSpec;

/** Length of one `timeUnit` in years. Days count on an actual/365 year, not the banks' 360. */
const YEARS_PER_UNIT: Record<TimeUnit, number> = { [TIME_UNIT.years]: 1, [TIME_UNIT.months]: 12, [TIME_UNIT.days]: 365 };

export const simpleInterest = defineCalculator<SimpleInterestInputs, SimpleInterestDetails>({
  slug: 'simple-interest',
  inputs: [principal, interestRate, time, timeUnit],
  outputs: [
    { name: 'interest', type: 'number', unit: '$' },
    { name: 'totalAmount', type: 'number', unit: '$' },
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
