import type { ReferenceValue } from '../../reference-value.js';

/** The amortization calculator's published reference values. */
export const amortizationReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$8,000 at 10% over 3 years: $66.67 interest in the first payment',
    source: 'Excel IPMT documentation, worked example 1',
    inputs: { loanAmount: 8000, interestRate: 10, loanTerm: 3 },
    expected: {
      monthlyPayment: 258.14, firstPaymentInterest: 66.67, firstPaymentPrincipal: 191.47, totalInterest: 1292.95,
      totalOfPayments: 9292.95, balanceAfter12Payments: 5594.06,
    },
    decimals: 2,
    exact: { payoffMonths: 36, interestSaved: 0 },
  },
  {
    name: '$2,000 at 10% over 2 years: $75.62 of principal in the first payment',
    source: 'Excel PPMT documentation, worked example 2',
    inputs: { loanAmount: 2000, interestRate: 10, loanTerm: 2 },
    expected: { monthlyPayment: 92.29, firstPaymentPrincipal: 75.62, firstPaymentInterest: 16.67 },
    decimals: 2,
  },
  {
    name: '$200,000 at 6% over 30 years pays $1,199.10 a month and $231,676.38 of interest',
    source: 'lender amortization tables',
    inputs: { loanAmount: 200000, interestRate: 6, loanTerm: 30 },
    expected: { monthlyPayment: 1199.1, totalInterest: 231676.38, totalOfPayments: 431676.38 },
    decimals: 2,
  },
];
