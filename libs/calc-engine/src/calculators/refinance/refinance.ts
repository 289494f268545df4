import { assertComputableBlaming, assertNotNegative, assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { wholePeriods } from '../../finance/number-of-periods.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

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
  name: 'currentBalance', label: 'Current loan balance', type: 'number', unit: '$', required: true, min: 1000,
  max: 100000000,
} as const satisfies NumberInputSpec;
const currentRate = {
  name: 'currentRate', label: 'Current interest rate', type: 'number', unit: '%', required: true, min: 0, max: 30,
} as const satisfies NumberInputSpec;
const remainingTerm = {
  name: 'remainingTerm', label: 'Remaining term', type: 'number', unit: 'years', required: true, min: 1, max: 40,
} as const satisfies NumberInputSpec;
const newRate = {
  name: 'newRate', label: 'New interest rate', type: 'number', unit: '%', required: true, min: 0, max: 30,
} as const satisfies NumberInputSpec;
const newTerm = {
  name: 'newTerm', label: 'New loan term', type: 'number', unit: 'years', required: true, min: 1, max: 40,
} as const satisfies NumberInputSpec;
const closingCosts = {
  name: 'closingCosts', label: 'Closing costs', type: 'number', unit: '$', required: false, default: 0, min: 0,
  max: 1000000,
} as const satisfies NumberInputSpec;

export const refinance = defineCalculator<RefinanceInputs, RefinanceDetails>({
  slug: 'refinance',
  inputs: [currentBalance, currentRate, remainingTerm, newRate, newTerm, closingCosts],
  outputs: [
    { name: 'monthlySavings', type: 'number', unit: '$/month' },
    { name: 'currentMonthlyPayment', type: 'number', unit: '$/month' },
    { name: 'newMonthlyPayment', type: 'number', unit: '$/month' },
    { name: 'breakEvenMonths', type: 'number', unit: 'months' },
    { name: 'currentTotalInterest', type: 'number', unit: '$' },
    { name: 'newTotalInterest', type: 'number', unit: '$' },
    { name: 'lifetimeSavings', type: 'number', unit: '$' },
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
