import type { PaymentTiming } from './future-value.js';

/**
 * What a series of level payments plus an amount at the end is worth today, as Excel
 * `PV(rate, periods, payment, futureValue, timing)` with the engine's signs: money received is positive and
 * so is its value today. A 0 rate gives `payment × periods + futureValue`.
 * @param rate - periodic rate as a fraction (0.08 / 12 for 8% a year paid monthly); > −1
 * @param periods - number of periods (need not be whole)
 * @param payment - amount received per period
 * @param futureValue - amount received after the last period (default 0)
 * @param timing - 0 payments at the end of each period (default), 1 at the beginning
 * @returns the value today, unrounded
 * @example
 * presentValue(0.08 / 12, 12 * 20, 500); // 59777.145851... (Excel: =PV(0.08/12, 12*20, 500, , 0) -> ($59,777.15))
 */
export function presentValue(
  rate: number,
  periods: number,
  payment: number,
  futureValue = 0,
  timing: PaymentTiming = 0,
): number {
  if (rate === 0) return payment * periods + futureValue;
  const exponent = -periods * Math.log1p(rate);
  // (1 + r)^−n for the lump sum, but (1 + r)^−n − 1 through expm1 for the payments, each without cancellation:
  // 1 + expm1(x) would lose the lump sum's digits over long horizons, exp(x) − 1 the payments' at small rates.
  return futureValue * Math.exp(exponent) - payment * (1 + rate * timing) * (Math.expm1(exponent) / rate);
}
