import { compoundGrowth } from './future-value.js';

/** Below this |n·r| a rate is close enough to 0 for the first-order series in r. */
const NEAR_ZERO = 1e-8;

/**
 * The level payment that repays `principal` over `periods` at a periodic `rate` (end of period), as Excel
 * `PMT(rate, periods, -principal)`. A 0 rate gives `principal / periods`.
 * @param principal - amount borrowed (>= 0)
 * @param rate - periodic rate as a fraction (0.07 / 12 for 7% APR paid monthly); > −1
 * @param periods - number of payments (> 0; need not be whole)
 * @returns the payment per period, unrounded
 * @example
 * payment(10000, 0.07 / 12, 36); // 308.770969... (Excel: =PMT(7%/12, 36, -10000) -> $308.77)
 */
export function payment(principal: number, rate: number, periods: number): number {
  // Near 0 the series P/n·(1 + (n+1)·r/2) is exact to double precision (the next term is about (n·r)²/12) and,
  // unlike the closed form, keeps its digits for subnormal rates; at r = 0 it is P/n.
  if (Math.abs(rate * periods) < NEAR_ZERO) return (principal / periods) * (1 + ((periods + 1) * rate) / 2);
  // P·r / (1 − (1 + r)^−n) rather than the textbook P·r·g / (g − 1): at a huge rate g overflows to Infinity and
  // the textbook form gives NaN, while this one tends to P·r; expm1/log1p also keep the digits of tiny rates.
  return (principal * rate) / -compoundGrowth(rate, -periods);
}

/**
 * Monthly rate from an annual percentage rate, by the US APR convention (APR / 12).
 * @param annualPercent - annual rate in percent (7 means 7%)
 * @returns the monthly rate as a fraction
 * @example
 * monthlyRate(6); // 0.005
 */
export function monthlyRate(annualPercent: number): number {
  return annualPercent / 100 / 12;
}
