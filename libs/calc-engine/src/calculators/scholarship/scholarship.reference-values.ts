import type { ReferenceValue } from '../../reference-value.js';

/** The scholarship calculator's reference values. */
export const scholarshipReferenceValues: readonly ReferenceValue[] = [
  {
    name: '$30,000 a year less $10,000 of scholarships and $5,000 of grants: a net price of $15,000 a year',
    source: 'HEOA 2008 net price: cost of attendance less grants and scholarships',
    inputs: { tuitionAndFees: 30000, scholarships: 10000, grants: 5000, years: 4 },
    expected: {},
    decimals: 2,
    exact: {
      netPricePerYear: 15000, costOfAttendance: 30000, totalCostOfAttendance: 120000, totalAid: 60000,
      totalNetCost: 60000, coveragePercent: 50,
    },
  },
];
