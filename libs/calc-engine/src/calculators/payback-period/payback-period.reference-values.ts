import type { ReferenceValue } from '../../reference-value.js';

/** The payback period calculator's published reference values. */
export const paybackPeriodReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$10,000 repaid at $2,000 a year in 5 years',
    source: 'smartsolve.ai',
    inputs: { initialInvestment: 10000, cashFlowType: 1, annualCashFlow: 2000 },
    expected: {},
    decimals: 2,
    exact: { paybackPeriod: 5 },
  },
  {
    name: '$100,000 repaid at $30,000 a year in 3.33 years: $90,000 after 3 years',
    source: 'infinitelexicon.com',
    inputs: { initialInvestment: 100000, cashFlowType: 1, annualCashFlow: 30000 },
    expected: { paybackPeriod: 3.33 },
    decimals: 2,
  },
];
