import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  amortizationSchedule, balanceAfter, MAX_SCHEDULE_MONTHS, payoff, repaymentSchedule,
} from './amortization-schedule.js';
import { payment } from './payment.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('amortizationSchedule', () => {
  it('repays 10000 at 7% in 36 rows that end at a zero balance', () => {
    const rows = amortizationSchedule(10000, 0.07 / 12, 36);
    expect(rows).toHaveLength(36);
    expect(rows.at(-1)?.balance).toBe(0);
    expect(sum(rows.map((row) => row.principal))).toBeCloseTo(10000, 8);
    for (const row of rows) expect(row.payment).toBeCloseTo(308.770969, 6);
  });

  it('matches Excel IPMT and PPMT on any row', () => {
    // =IPMT(10%/12, 1, 3*12, 8000) -> ($66.67); =IPMT(10%, 3, 3, 8000) -> ($292.45)
    expect(amortizationSchedule(8000, 0.1 / 12, 36)[0]?.interest).toBeCloseTo(66.67, 2);
    expect(amortizationSchedule(8000, 0.1, 3)[2]?.interest).toBeCloseTo(292.45, 2);
    // =PPMT(10%/12, 1, 2*12, 2000) -> ($75.62); =PPMT(8%, 10, 10, 200000) -> ($27,598.05)
    expect(amortizationSchedule(2000, 0.1 / 12, 24)[0]?.principal).toBeCloseTo(75.62, 2);
    expect(amortizationSchedule(200000, 0.08, 10)[9]?.principal).toBeCloseTo(27598.05, 2);
  });

  it('matches Excel CUMIPMT and CUMPRINC over the second year of a 30-year loan', () => {
    // =CUMIPMT(9%/12, 30*12, 125000, 13, 24, 0) -> (11,135.23); =CUMPRINC(...) -> (934.1071234)
    const secondYear = amortizationSchedule(125000, 0.09 / 12, 360).slice(12, 24);
    expect(sum(secondYear.map((row) => row.interest))).toBeCloseTo(11135.23, 2);
    expect(sum(secondYear.map((row) => row.principal))).toBeCloseTo(934.1071234, 6);
    // =CUMIPMT(9%/12, 30*12, 125000, 1, 1, 0) -> (937.50)
    expect(amortizationSchedule(125000, 0.09 / 12, 360)[0]?.interest).toBe(937.5);
  });

  it('pays off sooner with extra principal, counting it in the payment', () => {
    const rows = amortizationSchedule(200000, 0.005, 360, 100);
    expect(rows).toHaveLength(295);
    expect(rows[0]?.payment).toBeCloseTo(payment(200000, 0.005, 360) + 100, 9);
    expect(rows.at(-1)?.balance).toBe(0);
  });

  it('ends a fractional term with a partial payment', () => {
    const rows = amortizationSchedule(10000, 0.01, 36.5);
    expect(rows).toHaveLength(37);
    expect(rows.at(-1)?.payment).toBeLessThan(rows[0]?.payment ?? 0);
    expect(rows.at(-1)?.balance).toBe(0);
  });

  it('repays equal principal with no interest at 0%', () => {
    const rows = amortizationSchedule(1200, 0, 12);
    expect(rows.map((row) => row.principal)).toEqual(Array(12).fill(100));
    expect(rows.every((row) => row.interest === 0)).toBe(true);
  });

  it('has no rows for nothing borrowed', () => {
    expect(amortizationSchedule(0, 0.01, 12)).toEqual([]);
  });
});

describe('repaymentSchedule', () => {
  it('truncates the last payment to what is owed: 1000 at 1.5% with 50 a month ends with 47.83', () => {
    const rows = repaymentSchedule(1000, 0.015, 50, 24);
    expect(rows).toHaveLength(24);
    expect(rows.at(-1)?.payment).toBeCloseTo(47.83, 2);
    expect(rows.at(-1)?.balance).toBe(0);
  });

  it('clears whatever is left in the last month allowed', () => {
    // 10 a month only covers the interest on 1000 at 1%, so the balance waits for month 12.
    const rows = repaymentSchedule(1000, 0.01, 10, 12);
    expect(rows).toHaveLength(12);
    expect(rows[10]?.balance).toBeCloseTo(1000, 9);
    expect(rows.at(-1)?.balance).toBe(0);
    expect(rows.at(-1)?.payment).toBeCloseTo(1010, 9);
  });
});

describe('balanceAfter', () => {
  it('gives 5594.06 left of 8000 at 10% over 3 years after a year', () => {
    expect(balanceAfter(8000, 0.1 / 12, payment(8000, 0.1 / 12, 36), 12)).toBeCloseTo(5594.06, 2);
  });

  it('is 0 once the loan is repaid, never negative', () => {
    expect(balanceAfter(1200, 0, 100, 12)).toBe(0);
    expect(balanceAfter(1200, 0, 100, 20)).toBe(0);
    expect(balanceAfter(1000, 0.01, 500, 10)).toBe(0);
  });

  test.prop([
    fc.double({ min: 0, max: 0.03, noNaN: true }),
    fc.integer({ min: 1, max: 480 }),
    fc.double({ min: 100, max: 1e7, noNaN: true }),
    fc.double({ min: 0, max: 1000, noNaN: true }),
  ])('agrees with the schedule row by row', (r, n, p, extra) => {
    const m = payment(p, r, n) + extra;
    const rows = repaymentSchedule(p, r, m, n);
    for (const row of rows.slice(0, -1)) {
      expect(Math.abs(balanceAfter(p, r, m, row.month) - row.balance)).toBeLessThanOrEqual(1e-9 * p * (1 + r) ** n);
    }
  });
});

describe('payoff', () => {
  it('pays 5000 at 22% with 200 a month in 34 months, 1749.88 of interest, the last payment 149.88', () => {
    const plan = payoff(5000, 0.22 / 12, 200);
    expect(plan.months).toBe(34);
    expect(plan.totalInterest).toBeCloseTo(1749.88, 2);
    expect(plan.totalPaid).toBeCloseTo(6749.88, 2);
    expect(plan.finalPayment).toBeCloseTo(149.88, 2);
    expect(plan.schedule).toHaveLength(34);
  });

  it('stops at the last month of a term even when the payment only covers the interest', () => {
    const plan = payoff(1000, 0.01, 10, 12);
    expect(plan.months).toBe(12);
    expect(plan.finalPayment).toBeCloseTo(1010, 9);
    expect(plan.totalInterest).toBeCloseTo(120, 9);
  });

  it('works out a payoff longer than the longest schedule in closed form, without the schedule', () => {
    const plan = payoff(1e8, 0, 1);
    expect(plan).toEqual({ months: 1e8, totalInterest: 0, totalPaid: 1e8, finalPayment: 1, schedule: undefined });
  });

  it('gives the same totals in closed form as month by month', () => {
    // 0.5% APR with a payment barely above the interest: 16,580-odd months, beyond the schedule limit.
    const [balance, r, monthly] = [100000, 0.005 / 12, (100000 * 0.005) / 12 + 0.05];
    let owed = balance;
    let interest = 0;
    let months = 0;
    let last = 0;
    while (owed > 0) {
      const charged = owed * r;
      last = Math.min(monthly, owed + charged);
      owed += charged - last;
      interest += charged;
      months++;
    }
    const plan = payoff(balance, r, monthly);
    expect(months).toBeGreaterThan(MAX_SCHEDULE_MONTHS);
    expect(plan.schedule).toBeUndefined();
    expect(plan.months).toBe(months);
    expect(plan.totalInterest).toBeCloseTo(interest, 4);
    expect(plan.finalPayment).toBeCloseTo(last, 4);
  });

  test.prop([
    fc.double({ min: 0, max: 0.05, noNaN: true }),
    fc.double({ min: 1, max: 1e6, noNaN: true }),
    fc.double({ min: 1.01, max: 100, noNaN: true }),
  ])('agrees with its own schedule and pays at least the balance', (r, balance, cover) => {
    // A payment `cover` times the first month's interest, and at least 1% of the balance.
    const monthly = Math.max(balance * r * cover, balance / 100);
    const plan = payoff(balance, r, monthly);
    expect(plan.months).toBe(plan.schedule?.length);
    expect(plan.totalInterest).toBeCloseTo(sum(plan.schedule?.map((row) => row.interest) ?? []), 6);
    expect(plan.totalPaid).toBeGreaterThanOrEqual(balance);
    expect(plan.finalPayment).toBeGreaterThan(0);
    // A remainder under a millionth of a payment is folded into the last one rather than paid a month later.
    expect(plan.finalPayment).toBeLessThanOrEqual(monthly * (1 + 1e-6));
  });
});
