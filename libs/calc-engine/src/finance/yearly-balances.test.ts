import { describe, expect, it } from 'vitest';
import { yearlyBalances } from './yearly-balances.js';

const tenPercent = (t: number) => ({ contributions: 1000, balance: 1000 * 1.1 ** t });

describe('yearlyBalances', () => {
  it('gives one row at the end of each whole year, interest being balance less contributions', () => {
    const rows = yearlyBalances(2, tenPercent);
    expect(rows.map((row) => row.year)).toEqual([1, 2]);
    expect(rows[1]?.balance).toBeCloseTo(1210, 9);
    expect(rows[1]?.interest).toBeCloseTo(210, 9);
    expect(rows[1]?.contributions).toBe(1000);
  });

  it('ends with a row at the horizon itself when it falls part-way through a year', () => {
    expect(yearlyBalances(2.5, tenPercent).map((row) => row.year)).toEqual([1, 2, 2.5]);
    expect(yearlyBalances(1 / 12, tenPercent).map((row) => row.year)).toEqual([1 / 12]);
  });

  it('has no rows for a zero horizon', () => {
    expect(yearlyBalances(0, tenPercent)).toEqual([]);
  });
});
