import type { ReferenceValue } from '../../reference-value.js';

/** The personal loan calculator's published reference values. */
export const personalLoanReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$10,000 at 8% over 10 months pays $1,037.03 a month',
    source: 'Excel PMT documentation, worked example 1',
    inputs: { loanAmount: 10000, interestRate: 8, loanTerm: 10 },
    expected: { monthlyPayment: 1037.03, totalInterest: 370.32, totalOfPayments: 10370.32 },
    decimals: 2,
    exact: { apr: 8, originationFeeAmount: 0, netProceeds: 10000 },
  },
  {
    name: '$5,000 at 5.5% over 24 months pays $220.48 a month',
    source: 'Apache OpenOffice PMT, worked example 2',
    inputs: { loanAmount: 5000, interestRate: 5.5, loanTerm: 24 },
    expected: { monthlyPayment: 220.48, totalInterest: 291.48 },
    decimals: 2,
  },
];
