import type { ReferenceValue } from '../../reference-value.js';

/** The markup calculator's published reference values. */
export const markupReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$75 marked up to $100: 33.33%, a 25% margin',
    source: 'AccountingCoach, finanshels.com',
    inputs: { cost: 75, sellingPrice: 100 },
    expected: { markupPercent: 33.33 },
    decimals: 2,
    exact: { grossProfit: 25, grossMargin: 25 },
  },
  {
    name: '$9 marked up to $12: 33.333%, a 25% margin',
    source: 'AccountingCoach',
    inputs: { cost: 9, sellingPrice: 12 },
    expected: { markupPercent: 33.333 },
    decimals: 3,
    exact: { grossProfit: 3, grossMargin: 25 },
  },
];
