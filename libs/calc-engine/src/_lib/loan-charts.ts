import type { Chart, ChartPoint } from '../types.js';

/** The five default chart colours, in order: blue, green, amber, red, purple (docs/product.md#chart-colours). */
export const CHART_COLORS = ['#3B82F6', '#10B981', '#F59E0B', '#EF4444', '#8B5CF6'] as const;

/** Principal and interest slices of a loan pie: green and amber, the loan page's colours (docs/product.md#chart-colours). */
export const PRINCIPAL_COLOR = '#10B981';
export const INTEREST_COLOR = '#F59E0B';

/** Enough points to draw a smooth curve; a 1000-year payoff is drawn every 10 years instead of every year. */
const MAX_BALANCE_POINTS = 100;

/**
 * Pie of what a loan costs over its life: the principal repaid and the interest paid on it.
 * @param principal - amount borrowed
 * @param interest - total interest
 * @returns the pie, principal first
 * @example
 * principalInterestPie(21000, 3091.08).data; // [{ name: 'Principal', value: 21000 }, { name: 'Interest', value: 3091.08 }]
 */
export function principalInterestPie(principal: number, interest: number): Chart {
  return {
    type: 'pie',
    data: [
      { name: 'Principal', value: principal },
      { name: 'Interest', value: interest },
    ],
    colors: [PRINCIPAL_COLOR, INTEREST_COLOR],
  };
}

/**
 * Area chart of a loan balance falling to 0: the balance at the start, at the end of each year (or of every
 * few years on very long horizons) and after the last payment. Points fall on whole years ("Year 3") except the
 * last, which is named by its month when the payoff ends part-way through a year ("Month 34").
 * @param months - number of payments until the balance is 0
 * @param balanceAt - the balance after a number of payments
 * @returns the chart, one point per year and a last point at 0
 * @example
 * balanceChart(34, (m) => balanceAfter(5000, 0.22 / 12, 200, m)).data.map((p) => p.name);
 * // ['Year 0', 'Year 1', 'Year 2', 'Month 34']
 */
export function balanceChart(months: number, balanceAt: (month: number) => number): Chart {
  const step = 12 * Math.max(1, Math.ceil(months / 12 / MAX_BALANCE_POINTS));
  const data: ChartPoint[] = [];
  for (let month = 0; month < months; month += step) data.push({ name: `Year ${month / 12}`, value: balanceAt(month) });
  data.push({ name: months % 12 === 0 ? `Year ${months / 12}` : `Month ${months}`, value: 0 });
  return { type: 'area', data };
}
