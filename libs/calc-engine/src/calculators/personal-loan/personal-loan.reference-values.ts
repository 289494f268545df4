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
  {
    name: '$200 a month for 48 months repaying $8,000 received: an APR of 9.24%, Excel RATE(48, −200, 8000) × 12',
    // $9,600 at 0% over 48 months is $200 a month; a fee of 1/6 of it leaves $8,000 in hand.
    source: 'Excel RATE documentation',
    inputs: { loanAmount: 9600, interestRate: 0, loanTerm: 48, originationFee: 100 / 6 },
    expected: { apr: 9.24 },
    decimals: 2,
    exact: { monthlyPayment: 200, totalInterest: 0 },
  },
];
