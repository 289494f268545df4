import type { ReferenceValue } from '../../reference-value.js';

/** The savings goal calculator's published reference values. */
export const savingsGoalReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$10,000 in 5 years at 5%: $147.05 a month',
    source: 'calculatorlib.com: $147.0457 a month, deposits $8,822.74, interest $1,177.26',
    inputs: { savingsGoal: 10000, interestRate: 5, years: 5 },
    expected: { monthlyDeposit: 147.05, totalDeposits: 8822.74, interestEarned: 1177.26 },
    decimals: 2,
    exact: { numberOfMonths: 60 },
  },
  {
    name: '$20,000 in 5 years at 6%: $286.66 a month',
    source: 'calculatorlib.com: $286.66 a month, contributions $17,199.36, growth $2,800.64',
    inputs: { savingsGoal: 20000, interestRate: 6, years: 5 },
    expected: { monthlyDeposit: 286.66, totalDeposits: 17199.36, interestEarned: 2800.64 },
    decimals: 2,
    exact: { numberOfMonths: 60 },
  },
  {
    name: '$10,000 in 3 years at 5%: $258.04 a month',
    source: 'onlinecalculator.me, which prints $257.83, a slip',
    inputs: { savingsGoal: 10000, interestRate: 5, years: 3 },
    expected: { monthlyDeposit: 258.04 },
    decimals: 2,
  },
  {
    name: 'Excel =PMT(6%/12, 18*12, 0, 50000): $129.08 a month',
    source: 'Microsoft Support, PMT example 2',
    inputs: { savingsGoal: 50000, interestRate: 6, years: 18 },
    expected: { monthlyDeposit: 129.08 },
    decimals: 2,
  },
];
