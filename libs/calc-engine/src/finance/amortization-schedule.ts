import type { AmortizationRow } from '../types.js';
import { payment as levelPayment } from './payment.js';

/** Balances below this are rounding dust: the loan is paid off. */
const PAID_OFF = 1e-7;

/**
 * Month-by-month schedule of a fixed-rate loan, with optional extra principal every month. The last payment is
 * truncated to what is owed, so the balance ends at exactly 0.
 * @param principal - amount borrowed
 * @param rate - monthly rate as a fraction
 * @param months - contractual number of payments
 * @param extraMonthly - extra principal paid each month (default 0)
 * @returns one row per month until the balance is 0
 * @example
 * amortizationSchedule(10000, 0.07 / 12, 36)[0];
 * // { month: 1, payment: 308.77..., principal: 250.44..., interest: 58.33..., balance: 9749.56... }
 */
export function amortizationSchedule(
  principal: number,
  rate: number,
  months: number,
  extraMonthly = 0,
): AmortizationRow[] {
  const scheduled = levelPayment(principal, rate, months);
  const rows: AmortizationRow[] = [];
  let balance = principal;
  for (let month = 1; balance > PAID_OFF && month <= months; month++) {
    const interest = balance * rate;
    const principalPaid = Math.min(balance, scheduled - interest + extraMonthly);
    balance -= principalPaid;
    if (balance < PAID_OFF) balance = 0;
    rows.push({ month, payment: principalPaid + interest, principal: principalPaid, interest, balance });
  }
  return rows;
}
