import type { ReferenceValue } from '../../reference-value.js';

/** The mortgage calculator's published reference values. */
export const mortgageReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$400,000 home, 20% down, 6.25% over 30 years pays $1,970.30 a month',
    // Excel =PMT(6.25%/12, 360, -320000) -> $1,970.30; 360 × 1,970.295 − 320,000 = $389,306.21 of interest.
    source: 'calcfort.com worked example 1, Excel PMT',
    inputs: { homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30 },
    expected: { totalMonthlyPayment: 1970.3, principalAndInterest: 1970.3, totalOfPayments: 709306.21, totalInterest: 389306.21 },
    decimals: 2,
  },
  {
    name: 'the same loan with 1.2% property tax, $1,200 insurance and $50 HOA dues pays $2,520.30 a month',
    source: 'calcfort.com worked example 2',
    inputs: {
      homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30, propertyTaxRate: 1.2,
      homeInsurance: 1200, hoaFees: 50,
    },
    expected: { totalMonthlyPayment: 2520.3, principalAndInterest: 1970.3, totalInterest: 389306.21 },
    decimals: 2,
  },
  {
    name: '$200,000 at 6% over 30 years pays $1,199.10 a month and $231,676.38 of interest',
    source: 'lender amortization tables, Excel =PMT(6%/12, 360, -200000)',
    inputs: { homePrice: 250000, downPaymentPercent: 20, interestRate: 6, loanTerm: 30 },
    expected: { totalMonthlyPayment: 1199.1, totalInterest: 231676.38 },
    decimals: 2,
  },
];
