import type { ReferenceValue } from '../../reference-value.js';

/** The debt payoff calculator's published reference values. */
export const debtPayoffReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$5,000 at 22% with $200 a month: 34 payments, $1,749.88 of interest',
    // The site's interest counts 34 full payments, but the last one is $149.88.
    source: 'theprimecalculator.com gives the 34 months (not the $1,800 of interest some sites print), worked example 1',
    inputs: { debtBalance: 5000, interestRate: 22, monthlyPayment: 200 },
    expected: { totalInterest: 1749.88, totalPaid: 6749.88, finalPayment: 149.88 },
    decimals: 2,
    exact: { monthsToPayoff: 34 },
  },
  {
    name: '$1,000 at 18% with $50 a month: ⌈NPER(1.5%, −50, 1000)⌉ = 24 payments',
    source: 'Excel NPER, worked example 2',
    inputs: { debtBalance: 1000, interestRate: 18, monthlyPayment: 50 },
    expected: { totalInterest: 197.83, totalPaid: 1197.83, finalPayment: 47.83 },
    decimals: 2,
    exact: { monthsToPayoff: 24 },
  },
];
