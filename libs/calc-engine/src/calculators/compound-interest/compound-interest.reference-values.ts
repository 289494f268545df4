import type { ReferenceValue } from '../../reference-value.js';

/** The compound interest calculator's published reference values. */
export const compoundInterestReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$1,500 at 4.3% compounded quarterly for 6 years grows to $1,938.84',
    source: 'cs.selu.edu',
    inputs: { principal: 1500, interestRate: 4.3, years: 6, compoundingFrequency: 4 },
    expected: { futureValue: 1938.84, totalInterest: 438.84, effectiveAnnualRate: 4.37 },
    decimals: 2,
    exact: { totalContributions: 1500 },
  },
  {
    name: '$1,500 at 4% compounded quarterly for 6 years grows to $1,904.60',
    source: 'algebra.com',
    inputs: { principal: 1500, interestRate: 4, years: 6, compoundingFrequency: 4 },
    expected: { futureValue: 1904.6 },
    decimals: 2,
  },
];
