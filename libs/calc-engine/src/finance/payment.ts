/**
 * The level payment that repays `principal` over `periods` at a periodic `rate` (end of period), as Excel
 * `PMT(rate, periods, -principal)`. A 0 rate gives `principal / periods`.
 * @param principal - amount borrowed (>= 0)
 * @param rate - periodic rate as a fraction (0.07 / 12 for 7% APR paid monthly)
 * @param periods - number of payments (> 0)
 * @returns the payment per period, unrounded
 * @example
 * payment(10000, 0.07 / 12, 36); // 308.770969...
 */
export function payment(principal: number, rate: number, periods: number): number {
  if (rate === 0) return principal / periods;
  const growth = (1 + rate) ** periods;
  return (principal * rate * growth) / (growth - 1);
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
