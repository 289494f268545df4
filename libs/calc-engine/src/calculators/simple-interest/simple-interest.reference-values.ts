import type { ReferenceValue } from '../../reference-value.js';

/** The simple interest calculator's published reference values. */
export const simpleInterestReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$1,000 at 5% for 2 years earns $100, a balance of $1,100',
    source: 'senioritis.io',
    inputs: { principal: 1000, interestRate: 5, time: 2, timeUnit: 1 },
    expected: { interest: 100, totalAmount: 1100 },
    decimals: 10,
  },
  {
    name: '90 days at 6% on $10,000: $147.95 on a 365-day year, not the banks\' 360-day $150.00',
    source: 'I = P × r × t with t in days over a 365-day year',
    inputs: { principal: 10000, interestRate: 6, time: 90, timeUnit: 3 },
    expected: { interest: 147.95 },
    decimals: 2,
  },
];
