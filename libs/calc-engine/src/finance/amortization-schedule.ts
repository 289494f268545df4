import type { AmortizationRow } from '../types.js';
import { compoundGrowth } from './future-value.js';
import { numberOfPeriods, wholePeriods } from './number-of-periods.js';
import { payment as levelPayment } from './payment.js';

/** Balances below this are rounding dust: the loan is paid off. */
const PAID_OFF = 1e-7;

/**
 * Longest schedule the engine builds: 1000 years of months. At a 0% rate nothing overflows, so without a limit
 * a mistyped term or a payment of $1 on a large debt would build millions of rows; beyond it the totals are
 * computed in closed form and the schedule is left out.
 */
export const MAX_SCHEDULE_MONTHS = 12000;

/**
 * Balance of a loan after `months` level monthly payments, in closed form: `P·(1+r)^k − M·((1+r)^k − 1)/r`
 * (`P − M·k` at a 0% rate), and 0 once the payments have cleared it.
 * @param principal - amount owed at the start
 * @param rate - monthly rate as a fraction
 * @param monthlyPayment - payment each month, extra principal included
 * @param months - payments made so far
 * @returns the balance left, never below 0
 * @example
 * balanceAfter(8000, 0.1 / 12, 258.137522, 12); // 5594.06... (8000 at 10% over 3 years, after a year)
 */
export function balanceAfter(principal: number, rate: number, monthlyPayment: number, months: number): number {
  return Math.max(0, principal - (monthlyPayment - principal * rate) * accumulation(rate, months));
}

/** Below this |n·r| a rate is close enough to 0 for the first-order series in r. */
const NEAR_ZERO = 1e-8;

/**
 * What 1 a month accumulates to after `months` months, `((1+r)^n − 1)/r`: n at r = 0, and near 0 the series
 * n·(1 + (n−1)·r/2), exact to double precision there and, unlike the division, accurate for subnormal rates.
 */
function accumulation(rate: number, months: number): number {
  if (Math.abs(rate * months) < NEAR_ZERO) return months * (1 + ((months - 1) * rate) / 2);
  return compoundGrowth(rate, months) / rate;
}

/**
 * Month-by-month schedule of a balance repaid by a fixed monthly amount: each month interest accrues on the
 * balance, then the payment covers it and repays principal. A payment larger than what is owed is truncated,
 * and the payment in `lastMonth` clears whatever is left, so the balance ends at exactly 0.
 * @param principal - amount owed at the start
 * @param rate - monthly rate as a fraction
 * @param monthlyPayment - payment each month, extra principal included (more than `principal × rate`, or the
 * balance only falls in `lastMonth`)
 * @param lastMonth - the month by which everything is repaid (rounded up to a whole month)
 * @returns one row per month until the balance is 0
 * @example
 * repaymentSchedule(1000, 0.015, 50, 24).at(-1);
 * // { month: 24, payment: 47.83..., principal: 47.12..., interest: 0.70..., balance: 0 }
 */
export function repaymentSchedule(
  principal: number,
  rate: number,
  monthlyPayment: number,
  lastMonth: number,
): AmortizationRow[] {
  const last = Math.ceil(lastMonth);
  const rows: AmortizationRow[] = [];
  let balance = principal;
  for (let month = 1; balance > PAID_OFF && month <= last; month++) {
    const interest = balance * rate;
    const principalPaid = month === last ? balance : Math.min(balance, monthlyPayment - interest);
    balance -= principalPaid;
    if (balance < PAID_OFF) balance = 0;
    rows.push({ month, payment: principalPaid + interest, principal: principalPaid, interest, balance });
  }
  return rows;
}

/**
 * Month-by-month schedule of a fixed-rate loan, with optional extra principal every month. The last payment is
 * truncated to what is owed, so the balance ends at exactly 0.
 * @param principal - amount borrowed
 * @param rate - monthly rate as a fraction
 * @param months - contractual number of payments (a fractional term ends with a partial payment)
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
  return repaymentSchedule(principal, rate, levelPayment(principal, rate, months) + extraMonthly, months);
}

/** How a balance is paid off by a fixed monthly amount. */
export interface Payoff {
  /** Number of payments, the last one partial. */
  readonly months: number;
  readonly totalInterest: number;
  /** Principal plus interest. */
  readonly totalPaid: number;
  /** The last payment: what was left, with its interest. */
  readonly finalPayment: number;
  /** Month by month; left out beyond {@link MAX_SCHEDULE_MONTHS}. */
  readonly schedule: readonly AmortizationRow[] | undefined;
}

/**
 * Pays off a balance with a fixed monthly amount. The number of payments is `⌈NPER⌉` (at most `lastMonth`);
 * the totals are the sums of the month-by-month schedule, or its closed form when the schedule would be longer
 * than {@link MAX_SCHEDULE_MONTHS}.
 * @param principal - amount owed at the start
 * @param rate - monthly rate as a fraction
 * @param monthlyPayment - payment each month; more than `principal × rate` unless `lastMonth` is finite
 * @param lastMonth - the month by which everything is repaid, as a loan's term (default: no limit)
 * @returns the number of payments, total interest, total paid, final payment and schedule
 * @example
 * payoff(5000, 0.22 / 12, 200);
 * // { months: 34, totalInterest: 1749.88..., totalPaid: 6749.88..., finalPayment: 149.88..., schedule: [...] }
 */
export function payoff(principal: number, rate: number, monthlyPayment: number, lastMonth = Infinity): Payoff {
  const needed = Math.max(0, wholePeriods(numberOfPeriods(rate, -monthlyPayment, principal)));
  // NaN or Infinity: the payment only covers the interest (a huge rate rounds a level payment to P·r), so the
  // term's last payment repays the principal.
  const months = Number.isFinite(needed) ? Math.min(needed, Math.ceil(lastMonth)) : Math.ceil(lastMonth);
  if (months <= MAX_SCHEDULE_MONTHS) {
    const schedule = repaymentSchedule(principal, rate, monthlyPayment, months);
    const totalInterest = schedule.reduce((sum, row) => sum + row.interest, 0);
    return {
      months: schedule.length,
      totalInterest,
      totalPaid: principal + totalInterest,
      finalPayment: schedule.at(-1)?.payment ?? 0,
      schedule,
    };
  }
  const finalPayment = balanceAfter(principal, rate, monthlyPayment, months - 1) * (1 + rate);
  const totalInterest = rate === 0 ? 0 : Math.max(0, monthlyPayment * (months - 1) + finalPayment - principal);
  return { months, totalInterest, totalPaid: principal + totalInterest, finalPayment, schedule: undefined };
}
