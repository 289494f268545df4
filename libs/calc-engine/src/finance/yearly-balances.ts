import type { YearBalanceRow } from '../types.js';

/** Money put in and the balance it has become, at one point in time. */
export interface BalancePoint {
  readonly contributions: number;
  readonly balance: number;
}

/**
 * Longest horizon the saving and investing calculators accept. It keeps the year-by-year table bounded: at a
 * 0% rate nothing overflows, so without a limit a mistyped 1e9 years would build a billion rows.
 */
export const MAX_YEARS = 1000;

/**
 * Year-by-year table of a savings or investment balance: one row at the end of each whole year, and a last
 * row at `years` itself when the horizon ends part-way through a year, so the last row is always the final
 * balance. Interest is the balance less the money put in, both cumulative.
 * @param years - the horizon in years (0 gives no rows)
 * @param balanceAt - the contributions so far (starting amount included) and the balance after `t` years
 * @returns the rows, in order
 * @example
 * yearlyBalances(2, (t) => ({ contributions: 1000, balance: 1000 * 1.1 ** t }));
 * // [{ year: 1, contributions: 1000, interest: 100, balance: 1100 },
 * //  { year: 2, contributions: 1000, interest: 210, balance: 1210 }] (up to float rounding)
 */
export function yearlyBalances(years: number, balanceAt: (t: number) => BalancePoint): YearBalanceRow[] {
  const ends: number[] = [];
  for (let year = 1; year <= years; year++) ends.push(year);
  if (years > 0 && !Number.isInteger(years)) ends.push(years);
  return ends.map((year) => {
    const { contributions, balance } = balanceAt(year);
    return { year, contributions, interest: balance - contributions, balance };
  });
}
