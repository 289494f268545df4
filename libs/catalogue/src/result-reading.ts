import type { CalculationResult } from '@calchub/calc-engine';
import { formatQuantity } from './format.js';

/**
 * A numeric output of a result, or undefined when the engine did not give it as a number (an output that only
 * exists for some inputs, or a sentinel string such as "never").
 * @param result - the engine's result
 * @param name - the output name (`totalInterest`)
 * @returns the unrounded number, or undefined
 * @example
 * numberDetail(calculate('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 }), 'totalInterest'); // 1115.75...
 */
export function numberDetail(result: CalculationResult, name: string): number | undefined {
  const value = result.details[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The primary value as a number, or undefined when it is a string.
 * @param result - the engine's result
 * @returns the unrounded primary value, or undefined
 * @example
 * primaryNumber({ value: 308.77, details: {} }); // 308.77
 */
export function primaryNumber(result: CalculationResult): number | undefined {
  return typeof result.value === 'number' && Number.isFinite(result.value) ? result.value : undefined;
}

/**
 * Money as people read it.
 * @param amount - dollars, unrounded
 * @returns "$1,234.57"
 * @example
 * money(1970.2951); // '$1,970.30'
 */
export function money(amount: number): string {
  return formatQuantity(amount, '$');
}

/**
 * A percentage as people read it.
 * @param value - percent (7.1682 means 7.1682%)
 * @returns "7.17%"
 * @example
 * percent(9.5445); // '9.54%'
 */
export function percent(value: number): string {
  return formatQuantity(value, '%');
}

/**
 * A number of months in years and months.
 * @param months - whole months
 * @returns "2 years 10 months", "1 year", "11 months"
 * @example
 * yearsAndMonths(34); // '2 years 10 months'
 */
export function yearsAndMonths(months: number): string {
  const whole = Math.round(months);
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  const parts = [
    years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
    rest > 0 || years === 0 ? `${rest} ${rest === 1 ? 'month' : 'months'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * `part` as a percentage of `whole`, for sentences; 0 when the whole is 0 so no sentence ever shows NaN.
 * @param part - the part
 * @param whole - the whole
 * @returns the share in percent
 * @example
 * shareOf(25, 200); // 12.5
 */
export function shareOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}
