import type { ReferenceValue } from '../../reference-value.js';

// Excel's documentation examples: SLN and SYD on $30,000 with $7,500 salvage over 10 years; DDB on $2,400 with
// $300 salvage over 10 years (or 120 months, or 3,650 days).
const excelSln = { assetCost: 30000, salvageValue: 7500, usefulLife: 10, method: 1 } as const;
const excelSyd = { ...excelSln, method: 3 } as const;
const excelDdb = { assetCost: 2400, salvageValue: 300, usefulLife: 10, method: 2 } as const;

function ddb(name: string, inputs: Record<string, number>, depreciationForYear: number): ReferenceValue {
  return { name, source: 'Excel DDB documentation', inputs: { ...excelDdb, ...inputs }, expected: { depreciationForYear }, decimals: 2 };
}

/** The depreciation calculator's published reference values. */
export const depreciationReferenceValues: readonly ReferenceValue[] = [
  {
    name: '=SLN(30000, 7500, 10): $2,250 a year',
    source: 'Excel SLN documentation',
    inputs: { ...excelSln, year: 1 },
    expected: {},
    decimals: 2,
    exact: { depreciationForYear: 2250, accumulatedDepreciation: 2250, bookValue: 27750 },
  },
  {
    name: '=SYD(30000, 7500, 10, 1): $4,090.91',
    source: 'Excel SYD documentation',
    inputs: { ...excelSyd, year: 1 },
    expected: { depreciationForYear: 4090.91, bookValue: 25909.09 },
    decimals: 2,
  },
  {
    name: '=SYD(30000, 7500, 10, 10): $409.09',
    source: 'Excel SYD documentation',
    inputs: { ...excelSyd, year: 10 },
    expected: { depreciationForYear: 409.09, bookValue: 7500 },
    decimals: 2,
  },
  ddb('=DDB(2400, 300, 3650, 1): $1.32 the first day', { usefulLife: 3650, year: 1 }, 1.32),
  ddb('=DDB(2400, 300, 120, 1, 2): $40 the first month', { usefulLife: 120, year: 1, decliningBalanceFactor: 2 }, 40),
  ddb('=DDB(2400, 300, 10, 1, 2): $480 the first year', { year: 1, decliningBalanceFactor: 2 }, 480),
  ddb('=DDB(2400, 300, 10, 2, 1.5): $306 the second year', { year: 2, decliningBalanceFactor: 1.5 }, 306),
  ddb('=DDB(2400, 300, 10, 10): $22.12 the last year, held at salvage', { year: 10 }, 22.12),
];
