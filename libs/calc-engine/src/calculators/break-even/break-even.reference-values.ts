import type { ReferenceValue } from '../../reference-value.js';

/** The break-even calculator's published reference values. */
export const breakEvenReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$300,000 fixed costs at $10 a unit with $6 variable cost: 75,000 units, $750,000',
    source: 'AccountingCoach',
    inputs: { fixedCosts: 300000, pricePerUnit: 10, variableCostPerUnit: 6 },
    expected: {},
    decimals: 2,
    exact: {
      breakEvenUnits: 75000, breakEvenUnitsExact: 75000, breakEvenRevenue: 750000, contributionMargin: 4,
      contributionMarginRatio: 40,
    },
  },
  {
    name: '$300,000 fixed costs billed at $100 an hour with $60 variable cost: 7,500 hours',
    source: 'AccountingCoach service example',
    inputs: { fixedCosts: 300000, pricePerUnit: 100, variableCostPerUnit: 60 },
    expected: {},
    decimals: 2,
    exact: { breakEvenUnits: 7500 },
  },
];
