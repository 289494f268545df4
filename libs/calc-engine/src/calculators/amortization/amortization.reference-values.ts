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
];
