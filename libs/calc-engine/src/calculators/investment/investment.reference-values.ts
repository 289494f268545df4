import type { ReferenceValue } from '../../reference-value.js';

/** The investment calculator's published reference values. */
export const investmentReferenceValues: readonly ReferenceValue[] = [
  {
    name: 'Excel =FV(0.12/12, 12, -1000): $12,682.50',
    source: 'Microsoft Support, FV example 2',
    inputs: { initialInvestment: 0, monthlyContribution: 1000, annualReturn: 12, years: 1, contributionTiming: 0 },
    expected: { finalBalance: 12682.5, totalEarnings: 682.5 },
    decimals: 2,
    exact: { totalContributions: 12000 },
  },
  {
    name: 'Excel =FV(0.06/12, 12, -100, -1000, 1): $2,301.40 with deposits at the beginning',
    source: 'Microsoft Support, FV example 4',
    inputs: { initialInvestment: 1000, monthlyContribution: 100, annualReturn: 6, years: 1, contributionTiming: 1 },
    expected: { finalBalance: 2301.4 },
    decimals: 2,
    exact: { totalContributions: 2200 },
  },
  {
    name: 'Excel =FV(0.06/12, 10, -200, -500, 1): $2,581.40 over 10 months',
    source: 'Microsoft Support, FV example 1',
    inputs: { initialInvestment: 500, monthlyContribution: 200, annualReturn: 6, years: 10 / 12, contributionTiming: 1 },
    expected: { finalBalance: 2581.4 },
    decimals: 2,
  },
];
