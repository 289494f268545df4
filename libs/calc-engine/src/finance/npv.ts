/**
 * Net present value of cash flows at the end of periods 1, 2, 3..., as Excel `NPV(rate, value1, value2, ...)`:
 * the first value is discounted by one whole period, so an amount paid today is not part of it (add it
 * outside, or use {@link netPresentValue}). Money received is positive, money paid out negative.
 * @param rate - discount rate per period as a fraction (0.1 for 10%); > −1
 * @param cashFlows - the amount at the end of each period, in order
 * @returns the value today, unrounded (0 for no cash flows)
 * @example
 * npv(0.1, [-10000, 3000, 4200, 6800]); // 1188.443412... (Excel: =NPV(10%, -10000, 3000, 4200, 6800) -> $1,188.44)
 */
export function npv(rate: number, cashFlows: readonly number[]): number {
  return cashFlows.reduce((total, cashFlow, index) => total + cashFlow / (1 + rate) ** (index + 1), 0);
}

/**
 * Net present value of an investment paid today and the cash flows it returns at the end of each period:
 * `−initialInvestment + NPV(rate, cashFlows)`, Excel's documented `=NPV(rate, values) + initial cost`.
 * @param rate - discount rate per period as a fraction (0.08 for 8%); > −1
 * @param initialInvestment - amount paid today, as a positive number; it is not discounted
 * @param cashFlows - the amount at the end of each period, in order
 * @returns the value today, unrounded; positive when the investment earns more than `rate`
 * @example
 * netPresentValue(0.08, 40000, [8000, 9200, 10000, 12000, 14500]);
 * // 1922.061554... (Excel: =NPV(8%, 8000, 9200, 10000, 12000, 14500) + -40000 -> $1,922.06)
 */
export function netPresentValue(rate: number, initialInvestment: number, cashFlows: readonly number[]): number {
  return npv(rate, cashFlows) - initialInvestment;
}
