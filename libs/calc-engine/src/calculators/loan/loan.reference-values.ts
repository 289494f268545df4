import type { ReferenceValue } from '../../reference-value.js';

// Excel PMT(rate/12, months, -amount); the original loan page printed 308.45 and 955.65, arithmetic slips.
const SOURCE = 'Excel PMT (the original loan page printed 308.45 and 955.65)';

/** The loan calculator's published reference values. */
export const loanReferenceValues: readonly ReferenceValue[] = [
  {
    name: 'Excel PMT 10,000 at 7% over 3 years',
    source: SOURCE,
    inputs: { loanAmount: 10000, interestRate: 7, loanTenure: 3 },
    expected: { monthlyPayment: 308.77, totalAmount: 11115.75, totalInterest: 1115.75 },
    decimals: 2,
  },
  {
    name: 'Excel PMT 50,000 at 5.5% over 5 years',
    source: SOURCE,
    inputs: { loanAmount: 50000, interestRate: 5.5, loanTenure: 5 },
    expected: { monthlyPayment: 955.06, totalAmount: 57303.49, totalInterest: 7303.49 },
    decimals: 2,
  },
  {
    name: 'Excel PMT 200,000 at 4.5% over 15 years',
    source: SOURCE,
    inputs: { loanAmount: 200000, interestRate: 4.5, loanTenure: 15 },
    expected: { monthlyPayment: 1529.99, totalAmount: 275397.58, totalInterest: 75397.58 },
    decimals: 2,
  },
];
