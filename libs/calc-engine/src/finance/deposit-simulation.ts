import type { YearBalanceRow } from '../types.js';
import { compoundGrowth, type PaymentTiming } from './future-value.js';

/**
 * The monthly rate a deposit earns at a nominal annual rate compounded `periodsPerYear` times a year:
 * `(1 + r/k)^(k/12) − 1`, and exactly `r/12` for monthly compounding.
 * @param annualPercent - nominal annual rate in percent (5 means 5%)
 * @param periodsPerYear - compounding periods a year: 1, 2, 4, 12, 52 or 365
 * @returns the monthly rate as a fraction
 * @example
 * compoundedMonthlyRate(6, 12); // 0.005
 * compoundedMonthlyRate(12, 1); // 0.009488792934... (1.12^(1/12) − 1)
 */
export function compoundedMonthlyRate(annualPercent: number, periodsPerYear: number): number {
  const periodic = annualPercent / 100 / periodsPerYear;
  return periodsPerYear === 12 ? periodic : compoundGrowth(periodic, periodsPerYear / 12);
}

/** A savings plan run month by month: what goes in, when, and what the interest earns and loses to tax. */
export interface DepositPlan {
  /** Monthly rate as a fraction. */
  readonly monthlyRate: number;
  /** Whole number of months. */
  readonly months: number;
  /** Amount in the account at the start. */
  readonly initialDeposit: number;
  /** The deposit made each month of year `year` (1 for the first twelve months). */
  readonly monthlyDeposit: (year: number) => number;
  /** Deposited once a year: in its first month when deposits come at the beginning, in its twelfth at the end. */
  readonly annualDeposit?: number;
  /** 0 deposits at the end of each month (after its interest), 1 at the beginning (before it). */
  readonly timing: PaymentTiming;
  /** Share of each month's interest taken as tax when it is credited, as a fraction (0.25 for 25%). */
  readonly taxRate?: number;
}

/** Where a {@link DepositPlan} ends. */
export interface DepositSimulation {
  readonly balance: number;
  /** The initial deposit and every deposit after it. */
  readonly totalDeposits: number;
  /** Interest kept, after tax. */
  readonly totalInterest: number;
  readonly totalTax: number;
  /** The balance at the end of each year, and at the last month where the plan ends part-way through a year. */
  readonly yearly: readonly YearBalanceRow[];
}

/**
 * Runs a savings plan month by month. In month m (year ⌈m/12⌉): with deposits at the beginning, the month's deposit
 * (and in a year's first month its annual deposit) goes in, then the month's interest, `balance × rate`, is credited;
 * at the end, the interest comes first and the deposits after it (the annual one in a year's twelfth month). The tax
 * on each month's interest is taken when it is credited. With level deposits, no annual deposit and no tax this is
 * Excel `FV(rate, months, −deposit, −initial, timing)`.
 * @param plan - the rate, the number of months, the deposits, their timing and the tax rate
 * @returns the final balance, the totals and the balance by year
 * @example
 * simulateDeposits({ monthlyRate: 0.005, months: 10, initialDeposit: 500, monthlyDeposit: () => 200, timing: 1 }).balance;
 * // 2581.4033... (Excel: =FV(0.06/12, 10, -200, -500, 1) -> $2,581.40)
 */
export function simulateDeposits(plan: DepositPlan): DepositSimulation {
  const { monthlyRate, months, initialDeposit, annualDeposit = 0, timing, taxRate = 0 } = plan;
  let balance = initialDeposit;
  let totalDeposits = initialDeposit;
  let totalInterest = 0;
  let totalTax = 0;
  const yearly: YearBalanceRow[] = [];
  const deposit = (month: number) => {
    const monthOfYear = ((month - 1) % 12) + 1;
    const annual = monthOfYear === (timing === 1 ? 1 : 12) ? annualDeposit : 0;
    const amount = plan.monthlyDeposit(Math.ceil(month / 12)) + annual;
    balance += amount;
    totalDeposits += amount;
  };
  for (let month = 1; month <= months; month++) {
    if (timing === 1) deposit(month);
    const interest = balance * monthlyRate;
    const tax = interest * taxRate;
    balance += interest - tax;
    totalInterest += interest - tax;
    totalTax += tax;
    if (timing === 0) deposit(month);
    if (month % 12 === 0 || month === months) {
      yearly.push({ year: month / 12, contributions: totalDeposits, interest: balance - totalDeposits, balance });
    }
  }
  return { balance, totalDeposits, totalInterest, totalTax, yearly };
}
