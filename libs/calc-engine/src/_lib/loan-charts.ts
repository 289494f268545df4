import type { Chart, ChartPoint } from '../types.js';

/** Enough points to draw a smooth curve; a 1000-year payoff is drawn every 10 years instead of every year. */
const MAX_BALANCE_POINTS = 100;

/**
 * Pie of what a loan costs over its life: the principal repaid and the interest paid on it.
 * @param principal - amount borrowed
 * @param interest - total interest
 * @returns the pie, principal first
 * @example
 * principalInterestPie(21000, 3091.08).data; // [{ role: 'principal', value: 21000 }, { role: 'interest', value: 3091.08 }]
 */
export function principalInterestPie(principal: number, interest: number): Chart {
  return {
    type: 'pie',
    data: [
      { role: 'principal', value: principal },
      { role: 'interest', value: interest },
    ],
  };
}

/**
 * Area chart of a loan balance falling to 0: the balance at the start, at the end of each year (or of every
 * few years on very long horizons) and after the last payment. Points fall on whole years except the last, which
 * sits at its month when the payoff ends part-way through a year (month 34).
 * @param months - number of payments until the balance is 0
 * @param balanceAt - the balance after a number of payments
 * @returns the chart, one point per year and a last point at 0
 * @example
 * balanceChart(34, (m) => balanceAfter(5000, 0.22 / 12, 200, m)).data.map((p) => p.at);
 * // [{ unit: 'year', value: 0 }, { unit: 'year', value: 1 }, { unit: 'year', value: 2 }, { unit: 'month', value: 34 }]
 */
export function balanceChart(months: number, balanceAt: (month: number) => number): Chart {
  const step = 12 * Math.max(1, Math.ceil(months / 12 / MAX_BALANCE_POINTS));
  const data: ChartPoint[] = [];
  for (let month = 0; month < months; month += step) {
    data.push({ role: 'balance', at: { unit: 'year', value: month / 12 }, value: balanceAt(month) });
  }
  const end = months % 12 === 0 ? { unit: 'year', value: months / 12 } as const : { unit: 'month', value: months } as const;
  data.push({ role: 'balance', at: end, value: 0 });
  return { type: 'area', data };
}
