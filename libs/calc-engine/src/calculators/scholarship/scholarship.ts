import {
  assertAtLeast, assertAtMost, assertComputable, assertNotNegative, assertPositive, assertWholeNumber, outOfDomain,
} from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface ScholarshipInputs {
  /** $ per year. */
  readonly tuitionAndFees: number;
  /** $ per year; 0 when empty. */
  readonly roomAndBoard?: number;
  /** $ per year; 0 when empty. */
  readonly booksAndSupplies?: number;
  /** Transportation and personal expenses, $ per year; 0 when empty. */
  readonly otherExpenses?: number;
  /** $ per year. */
  readonly scholarships: number;
  /** $ per year; 0 when empty. */
  readonly grants?: number;
  /** Whole years; 4 by default. */
  readonly years?: number;
  /** Percent by which the cost of attendance grows each year; 0 by default. Aid stays the same. */
  readonly annualCostIncrease?: number;
}

export interface ScholarshipDetails extends Record<string, number> {
  /** First-year cost of attendance less grants and scholarships, never below 0. */
  readonly netPricePerYear: number;
  /** First-year cost of attendance. */
  readonly costOfAttendance: number;
  readonly totalCostOfAttendance: number;
  readonly totalAid: number;
  readonly totalNetCost: number;
  /** Share of the first-year cost of attendance the aid covers, at most 100. */
  readonly coveragePercent: number;
}

const money = (name: string, label: string, required: boolean, max: number) =>
  ({
    name, label, type: 'number', unit: '$', required, min: 0, max, ...(required ? {} : { default: 0 }),
  }) as const satisfies NumberInputSpec;

const tuitionAndFees = money('tuitionAndFees', 'Tuition and fees', true, 500000);
const roomAndBoard = money('roomAndBoard', 'Room and board', false, 200000);
const booksAndSupplies = money('booksAndSupplies', 'Books and supplies', false, 50000);
const otherExpenses = money('otherExpenses', 'Transportation and personal expenses', false, 100000);
const scholarships = money('scholarships', 'Scholarships', true, 500000);
const grants = money('grants', 'Grants', false, 500000);
const years = {
  name: 'years', label: 'Years of study', type: 'number', unit: 'years', required: false, default: 4, min: 1, max: 8,
  integer: true,
} as const satisfies NumberInputSpec;
const annualCostIncrease = {
  name: 'annualCostIncrease', label: 'Annual cost increase', type: 'number', unit: '%', required: false, default: 0,
  min: 0, max: 15,
} as const satisfies NumberInputSpec;

/** Longer than any degree; keeps the year-by-year sum bounded when a caller mistypes 1e9 years. */
const MAX_YEARS_OF_STUDY = 100;

/** Pie colours: aid green, what is left to pay amber. */
const AID_COLOR = '#10B981';
const NET_PRICE_COLOR = '#F59E0B';

export const scholarship = defineCalculator<ScholarshipInputs, ScholarshipDetails>({
  slug: 'scholarship',
  inputs: [
    tuitionAndFees, roomAndBoard, booksAndSupplies, otherExpenses, scholarships, grants, years, annualCostIncrease,
  ],
  outputs: [
    { name: 'netPricePerYear', type: 'number', unit: '$/year' },
    { name: 'costOfAttendance', type: 'number', unit: '$' },
    { name: 'totalCostOfAttendance', type: 'number', unit: '$' },
    { name: 'totalAid', type: 'number', unit: '$' },
    { name: 'totalNetCost', type: 'number', unit: '$' },
    { name: 'coveragePercent', type: 'number', unit: '%' },
  ],
  primary: 'netPricePerYear',
  compute(inputs) {
    const costs: readonly [number, NumberInputSpec][] = [
      [inputs.tuitionAndFees, tuitionAndFees],
      [inputs.roomAndBoard ?? 0, roomAndBoard],
      [inputs.booksAndSupplies ?? 0, booksAndSupplies],
      [inputs.otherExpenses ?? 0, otherExpenses],
    ];
    const awards: readonly [number, NumberInputSpec][] = [[inputs.scholarships, scholarships], [inputs.grants ?? 0, grants]];
    for (const [amount, field] of [...costs, ...awards]) assertNotNegative(amount, field);
    const studyYears = inputs.years ?? years.default;
    assertPositive(studyYears, years);
    assertWholeNumber(studyYears, years);
    assertAtMost(studyYears, MAX_YEARS_OF_STUDY, years);
    const increase = inputs.annualCostIncrease ?? annualCostIncrease.default;
    // A falling cost is allowed; below −100% a cost would turn negative.
    assertAtLeast(increase, -100, annualCostIncrease);

    const costOfAttendance = costs.reduce((sum, [amount]) => sum + amount, 0);
    if (!(costOfAttendance > 0)) outOfDomain(messages.greaterThanZero('Cost of attendance'), tuitionAndFees);
    // HEOA 2008 net price: cost of attendance less grant and scholarship aid; loans are not aid here.
    const aid = awards.reduce((sum, [amount]) => sum + amount, 0);
    let totalCostOfAttendance = 0;
    let totalNetCost = 0;
    for (let k = 0; k < studyYears; k++) {
      const yearCost = costOfAttendance * (1 + increase / 100) ** k;
      totalCostOfAttendance += yearCost;
      totalNetCost += Math.max(0, yearCost - aid);
    }
    const netPricePerYear = Math.max(0, costOfAttendance - aid);
    const details: ScholarshipDetails = {
      netPricePerYear,
      costOfAttendance,
      totalCostOfAttendance,
      totalAid: aid * studyYears,
      totalNetCost,
      coveragePercent: Math.min(100, (aid / costOfAttendance) * 100),
    };
    assertComputable(details, tuitionAndFees);
    return {
      value: netPricePerYear,
      unit: '$/year',
      details,
      chart: {
        type: 'pie',
        data: [
          { name: 'Grants & scholarships', value: costOfAttendance - netPricePerYear },
          { name: 'Net price', value: netPricePerYear },
        ],
        colors: [AID_COLOR, NET_PRICE_COLOR],
      },
    };
  },
});

/**
 * Net price of college: the cost of attendance less grants and scholarships (the HEOA 2008 definition behind
 * every college's Net Price Calculator), per year and over the years of study, with costs growing each year.
 * @param inputs - yearly `tuitionAndFees`, `roomAndBoard`, `booksAndSupplies`, `otherExpenses`, `scholarships`
 * and `grants` ($), `years` (4 by default) and `annualCostIncrease` (%, 0 by default)
 * @returns the first year's net price as `value` ($/year), the totals and the share of the cost the aid covers
 * in `details`, and a pie of the first year's cost split into aid and net price
 * @example
 * scholarshipNetPrice({ tuitionAndFees: 30000, scholarships: 10000, grants: 5000, years: 4 }).value;
 * // 15000 = 30000 − (10000 + 5000); 60000 over 4 years
 */
export function scholarshipNetPrice(inputs: ScholarshipInputs): CalculationResult<ScholarshipDetails> {
  return runCalculator(scholarship, inputs);
}
