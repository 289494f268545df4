import type { PaymentTiming } from './future-value.js';

/**
 * Periods counted within this of a whole number are that whole number: a payoff that floating point puts at
 * 24.000000000004 months takes 24 payments, not 25. A long loan at a high rate amplifies the rounding of its
 * payment into NPER by (1 + r)^n (about 1e5 for 480 months at 30%), so the margin is a millionth of a period:
 * a remainder that small is a fraction of a cent, which the last payment absorbs.
 */
const WHOLE_PERIOD_DUST = 1e-6;
/** Below this |r| × (number of periods) a rate is close enough to 0 for the first-order series in r. */
const NEAR_ZERO = 1e-8;

/**
 * How many periods a loan or annuity takes, as Excel `NPER(rate, payment, presentValue, futureValue, timing)`
 * and with Excel's signs: money received is positive, money paid out negative (a debt of 1000 repaid by 50 a
 * month at 1.5% is `numberOfPeriods(0.015, -50, 1000)`). A 0 rate gives `−(presentValue + futureValue) / payment`.
 * @param rate - periodic rate as a fraction; > −1
 * @param payment - payment per period (negative when paid)
 * @param presentValue - amount at the start (positive when received)
 * @param futureValue - amount after the last period (default 0)
 * @param timing - 0 payments at the end of each period (default), 1 at the beginning
 * @returns the number of periods, fractional and unrounded; NaN when no number of periods gets there (Excel's
 * #NUM!), as when a payment does not cover the interest
 * @example
 * numberOfPeriods(0.12 / 12, -100, -1000, 10000, 1); // 59.6738657... (Excel NPER documentation)
 */
export function numberOfPeriods(
  rate: number,
  payment: number,
  presentValue: number,
  futureValue = 0,
  timing: PaymentTiming = 0,
): number {
  const atZero = -(presentValue + futureValue) / payment;
  // Near 0 the first-order series in r is exact to double precision and, unlike the logarithms, keeps its digits
  // for subnormal rates; at r = 0 it is the plain division.
  const perPayment = presentValue / payment;
  if (Math.abs(rate) * Math.max(1, Math.abs(atZero), Math.abs(perPayment)) < NEAR_ZERO) {
    return atZero - rate * atZero * (perPayment + timing + (atZero - 1) / 2);
  }
  const annuity = (payment * (1 + rate * timing)) / rate;
  // log((annuity − fv) / (annuity + pv)) / log(1 + r), through log1p so that small rates keep their digits.
  return Math.log1p(-(presentValue + futureValue) / (annuity + presentValue)) / Math.log1p(rate);
}

/**
 * The whole number of payments that a fractional count calls for: the last one is partial. Counts within a
 * millionth of a whole number are taken as that number, so floating-point dust never adds a payment of $0.00.
 * @param periods - a count of periods (from {@link numberOfPeriods}, or a ratio such as costs ÷ savings)
 * @returns the count rounded up to a whole number
 * @example
 * wholePeriods(23.96); // 24
 * wholePeriods(24.000000000004); // 24
 */
export function wholePeriods(periods: number): number {
  // + 0 turns the −0 that Math.ceil gives for −1e-9 into 0.
  return Math.ceil(periods - WHOLE_PERIOD_DUST) + 0;
}
