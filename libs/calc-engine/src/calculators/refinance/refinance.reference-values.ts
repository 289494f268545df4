import type { ReferenceValue } from '../../reference-value.js';

/** The refinance calculator's published reference values. */
export const refinanceReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$200,000 from 7% to 5.5% over 30 years saves $195.03 a month, breaking even in 21 months',
    // Excel: =PMT(7%/12, 360, -200000) -> $1,330.60 and =PMT(5.5%/12, 360, -200000) -> $1,135.58; 4,000 ÷ 195.03 = 20.5.
    source: 'Excel PMT, worked example 1',
    inputs: { currentBalance: 200000, currentRate: 7, remainingTerm: 30, newRate: 5.5, newTerm: 30, closingCosts: 4000 },
    expected: {
      monthlySavings: 195.03, currentMonthlyPayment: 1330.6, newMonthlyPayment: 1135.58, currentTotalInterest: 279017.8,
      newTotalInterest: 208808.08, lifetimeSavings: 66209.72,
    },
    decimals: 2,
    exact: { breakEvenMonths: 21 },
  },
];
