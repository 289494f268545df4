import type { ReferenceValue } from '../../reference-value.js';

/** The retirement calculator's published reference values. */
export const retirementReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$100,000 and $1,000 a month at 6% from 40 to 60: $793,061.34, $456,938.66 short of a $1.25M nest egg',
    // financialaha.com: $50,000 × 25 = $1,250,000 (the 4% rule).
    source: 'Excel FV, and the 4% rule (financialaha.com)',
    inputs: {
      currentAge: 40, retirementAge: 60, currentSavings: 100000, monthlyContribution: 1000, annualReturn: 6,
      inflationRate: 0, desiredAnnualIncome: 50000, withdrawalRate: 4,
    },
    expected: {
      projectedSavings: 793061.34, surplusOrShortfall: -456938.66, requiredMonthlyContribution: 1988.96,
      sustainableAnnualIncome: 31722.45, projectedSavingsTodayDollars: 793061.34,
    },
    decimals: 2,
    exact: { totalContributions: 340000 },
  },
];
