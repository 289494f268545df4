import { monthlyRate } from '@calchub/calc-engine';
import { approximate, decimal, decimalTerm, exponent, moneyTerm } from './numbers.js';
import type { WorkedStep } from './types.js';

/**
 * The step that turns an annual percentage rate into the monthly rate (APR / 12, the US convention).
 * @param annualPercent - the annual rate in percent
 * @param label - the step's label
 * @returns the monthly rate as a fraction, and its step
 * @example
 * monthlyRateStep(7).step; // { label: 'Monthly rate', expression: '7 / 100 / 12', value: '≈ 0.005833' }
 */
export function monthlyRateStep(annualPercent: number, label = 'Monthly rate'): { rate: number; step: WorkedStep } {
  const rate = monthlyRate(annualPercent);
  return { rate, step: { label, expression: `${decimal(annualPercent)} / 100 / 12`, value: approximate(rate) } };
}

/**
 * `(1 + r)^n` with the numbers in it.
 * @param rate - the periodic rate as a fraction
 * @param periods - the number of periods
 * @returns the growth factor's formula as text
 * @example
 * growthTerm(0.07 / 12, 36); // '(1 + 0.005833)^36'
 */
function growthTerm(rate: number, periods: number): string {
  return `(1 + ${decimal(rate)})^${exponent(periods)}`;
}

/**
 * The level-payment formula with the numbers in it: `P × r × (1 + r)^n / ((1 + r)^n − 1)`, or `P / n` at 0%.
 * @param principal - the amount borrowed
 * @param rate - the monthly rate as a fraction
 * @param months - the number of payments
 * @returns the formula as text
 * @example
 * paymentExpression(10000, 0.07 / 12, 36);
 * // '10,000 × 0.005833 × (1 + 0.005833)^36 / ((1 + 0.005833)^36 − 1)'
 */
export function paymentExpression(principal: number, rate: number, months: number): string {
  if (rate === 0) return `${moneyTerm(principal)} / ${decimalTerm(months)}`;
  const growth = growthTerm(rate, months);
  return `${moneyTerm(principal)} × ${decimal(rate)} × ${growth} / (${growth} − 1)`;
}
