import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { compoundedMonthlyRate, simulateDeposits } from './deposit-simulation.js';
import { futureValue } from './future-value.js';

const level = (amount: number) => () => amount;

describe('compoundedMonthlyRate', () => {
  it('is a twelfth of the annual rate for monthly compounding', () => {
    expect(compoundedMonthlyRate(6, 12)).toBe(0.005);
  });

  it('grows to the compounded annual rate over twelve months', () => {
    // 12% compounded once a year is 12% a year; compounded quarterly it is 1.03^4 − 1 = 12.550881%.
    expect((1 + compoundedMonthlyRate(12, 1)) ** 12).toBeCloseTo(1.12, 14);
    expect((1 + compoundedMonthlyRate(12, 4)) ** 12).toBeCloseTo(1.03 ** 4, 14);
  });
});

describe('simulateDeposits', () => {
  it('matches Excel =FV(0.06/12, 10, -200, -500, 1) -> $2,581.40 and =FV(0.12/12, 12, -1000) -> $12,682.50', () => {
    expect(simulateDeposits({ monthlyRate: 0.005, months: 10, initialDeposit: 500, monthlyDeposit: level(200), timing: 1 }).balance)
      .toBeCloseTo(2581.4, 2);
    expect(simulateDeposits({ monthlyRate: 0.01, months: 12, initialDeposit: 0, monthlyDeposit: level(1000), timing: 0 }).balance)
      .toBeCloseTo(12682.5, 2);
  });

  it('takes the tax out of each month\'s interest, so the balance grows at the rate after tax', () => {
    // $10,000 at 0.5% a month taxed at 25% grows at 0.375% a month: 10,000 × 1.00375^12 = 10,459.398250 (exact decimals).
    const taxed = simulateDeposits({ monthlyRate: 0.005, months: 12, initialDeposit: 10000, monthlyDeposit: level(0), timing: 0, taxRate: 0.25 });
    expect(taxed.balance).toBeCloseTo(10459.39825, 5);
    expect(taxed.totalInterest).toBeCloseTo(459.39825, 5);
    expect(taxed.totalTax).toBeCloseTo(153.13275, 5);
  });

  it('adds an annual deposit in the first month of each year at the beginning, in the twelfth at the end', () => {
    const early = simulateDeposits({ monthlyRate: 0.01, months: 13, initialDeposit: 0, monthlyDeposit: level(0), annualDeposit: 1000, timing: 1 });
    // Deposited in months 1 and 13: 1000 × 1.01^13 + 1000 × 1.01.
    expect(early.balance).toBeCloseTo(1000 * 1.01 ** 13 + 1010, 9);
    expect(early.totalDeposits).toBe(2000);
    const late = simulateDeposits({ monthlyRate: 0.01, months: 13, initialDeposit: 0, monthlyDeposit: level(0), annualDeposit: 1000, timing: 0 });
    // Deposited at the end of month 12 only, then a month of interest.
    expect(late.balance).toBeCloseTo(1010, 9);
    expect(late.totalDeposits).toBe(1000);
  });

  it('gives the deposit of each year, and a row for each year and for a last part-year', () => {
    const growing = simulateDeposits({ monthlyRate: 0, months: 30, initialDeposit: 100, monthlyDeposit: (year) => 10 * year, timing: 0 });
    expect(growing.balance).toBe(100 + 12 * 10 + 12 * 20 + 6 * 30);
    expect(growing.yearly.map((row) => row.year)).toEqual([1, 2, 2.5]);
    expect(growing.yearly.map((row) => row.balance)).toEqual([220, 460, 640]);
  });

  test.prop([
    fc.double({ min: 0, max: 0.02, noNaN: true }),
    fc.integer({ min: 1, max: 600 }),
    fc.double({ min: 0, max: 1e6, noNaN: true }),
    fc.double({ min: 0, max: 1e4, noNaN: true }),
    fc.constantFrom(0 as const, 1 as const),
  ])('is Excel FV for level deposits without tax, and its balance is deposits plus interest', (r, n, initial, deposit, timing) => {
    const run = simulateDeposits({ monthlyRate: r, months: n, initialDeposit: initial, monthlyDeposit: level(deposit), timing });
    const expected = futureValue(r, n, deposit, initial, timing);
    expect(Math.abs(run.balance - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, expected));
    expect(Math.abs(run.totalDeposits + run.totalInterest - run.balance)).toBeLessThanOrEqual(1e-9 * Math.max(1, run.balance));
    expect(run.totalTax).toBe(0);
    expect(run.yearly.at(-1)?.balance).toBe(run.balance);
  });
});
