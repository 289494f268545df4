import type { ReferenceValue } from '../../reference-value.js';

/** The ROI calculator's published reference values. */
export const roiReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$100 that becomes $120: 20%',
    source: 'econwiki',
    inputs: { amountInvested: 100, amountReturned: 120 },
    expected: { roi: 20 },
    decimals: 10,
    exact: { gainOrLoss: 20 },
  },
  {
    name: '20% over 2 years annualizes to 9.54%, not the 10% of dividing by the years',
    source: 'metugpa.com',
    inputs: { amountInvested: 1000, amountReturned: 1200, investmentLength: 2 },
    expected: { annualizedRoi: 9.54 },
    decimals: 2,
    exact: { gainOrLoss: 200 },
  },
];
