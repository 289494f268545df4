import type { ReferenceValue } from '../../reference-value.js';

/** The profit margin calculator's published reference values. */
export const profitMarginReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$75 cost sold at $100: a 25% margin and a 33.33% markup',
    source: 'AccountingCoach',
    inputs: { revenue: 100, costOfGoodsSold: 75 },
    expected: { markup: 33.33 },
    decimals: 2,
    exact: { profitMargin: 25, grossMargin: 25, grossProfit: 25, netProfit: 25 },
  },
  {
    name: '$9 cost sold at $12: a 25% gross margin',
    source: 'AccountingCoach',
    inputs: { revenue: 12, costOfGoodsSold: 9 },
    expected: { markup: 33.33 },
    decimals: 2,
    exact: { profitMargin: 25, grossProfit: 3 },
  },
];
