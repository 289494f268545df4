/** When deposits are made in each period, as Excel's `type` argument: 0 at the end, 1 at the beginning. */
export type PaymentTiming = 0 | 1;

/**
 * The growth of 1 over `periods` periods at `rate`, minus the 1: `(1 + rate)^periods − 1`. It goes through
 * `expm1`/`log1p` so that rates near 0 keep their digits (`(1 + 1e-12) ** 12 − 1` keeps only about 4 of them).
 * @param rate - periodic rate as a fraction; > −1
 * @param periods - number of periods; negative discounts
 * @returns the relative growth, unrounded
 * @example
 * compoundGrowth(0.1, 2); // 0.21 (1.1 × 1.1 − 1)
 */
export function compoundGrowth(rate: number, periods: number): number {
  return Math.expm1(periods * Math.log1p(rate));
}

/**
 * Balance after `periods` periods of a starting amount plus level deposits, as Excel
 * `FV(rate, periods, -payment, -presentValue, timing)`: the engine flips Excel's signs, so money paid in is
 * positive and so is the balance. A 0 rate gives `presentValue + payment × periods`.
 * @param rate - periodic rate as a fraction (0.06 / 12 for 6% a year compounded monthly); > −1
 * @param periods - number of periods (need not be whole)
 * @param payment - deposit per period
 * @param presentValue - amount at the start (default 0)
 * @param timing - 0 deposits at the end of each period (default), 1 at the beginning
 * @returns the balance at the end of the last period, unrounded
 * @example
 * futureValue(0.12 / 12, 12, 1000); // 12682.503013... (Excel: =FV(0.12/12, 12, -1000) -> $12,682.50)
 */
export function futureValue(
  rate: number,
  periods: number,
  payment: number,
  presentValue = 0,
  timing: PaymentTiming = 0,
): number {
  if (rate === 0) return presentValue + payment * periods;
  const growthMinusOne = compoundGrowth(rate, periods);
  // Dividing before multiplying: the quotient is about `periods`, while payment × growth can underflow.
  return presentValue * (1 + growthMinusOne) + payment * (1 + rate * timing) * (growthMinusOne / rate);
}

/**
 * The level deposit per period that grows `presentValue` into `goal`, as Excel
 * `PMT(rate, periods, -presentValue, goal, timing)` with the engine's signs (a sinking-fund payment). It is
 * negative when `presentValue` alone outgrows the goal; callers that only save clamp it at 0. A 0 rate gives
 * `(goal − presentValue) / periods`.
 * @param goal - the balance wanted at the end
 * @param rate - periodic rate as a fraction; > −1
 * @param periods - number of deposits (> 0)
 * @param presentValue - amount already saved (default 0)
 * @param timing - 0 deposits at the end of each period (default), 1 at the beginning
 * @returns the deposit per period, unrounded
 * @example
 * depositForGoal(50000, 0.06 / 12, 18 * 12); // 129.0811... (Excel: =PMT(6%/12, 18*12, 0, 50000) -> ($129.08))
 */
export function depositForGoal(
  goal: number,
  rate: number,
  periods: number,
  presentValue = 0,
  timing: PaymentTiming = 0,
): number {
  return (goal - futureValue(rate, periods, 0, presentValue)) / futureValue(rate, periods, 1, 0, timing);
}
