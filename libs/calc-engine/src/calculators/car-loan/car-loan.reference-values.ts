import type { ReferenceValue } from '../../reference-value.js';

/** The car loan calculator's published reference values. */
export const carLoanReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$21,000 at 6.9% over 48 months pays $501.90 a month',
    source: 'Claris FileMaker PMT help, worked example 1',
    inputs: { vehiclePrice: 21000, interestRate: 6.9, loanTerm: 48 },
    expected: { monthlyPayment: 501.9, totalInterest: 3091.08, totalOfPayments: 24091.08, totalCost: 24091.08 },
    decimals: 2,
    exact: { loanAmount: 21000, salesTax: 0 },
  },
  {
    name: '$30,000 with 7% tax, $500 fees and $3,000 down at 5% over 60 months pays $558.59 a month',
    source: 'calculatorlib.com, worked example 2',
    inputs: { vehiclePrice: 30000, salesTaxRate: 7, fees: 500, downPayment: 3000, interestRate: 5, loanTerm: 60 },
    expected: { monthlyPayment: 558.59, totalInterest: 3915.31, totalOfPayments: 33515.31, totalCost: 36515.31 },
    decimals: 2,
  },
];
