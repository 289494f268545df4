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

/** A yearly amount of the form: its label, example and step; an optional one starts at 0. */
const money = (name: string, label: string, required: boolean, max: number, form: { uiDefault: number; placeholder: string; step: number; help?: string }) =>
  ({
    name, label, type: 'number', unit: '$', required, min: 0, max, ...(required ? {} : { default: 0 }), ...form,
  }) as const satisfies NumberInputSpec;

const tuitionAndFees = money('tuitionAndFees', 'Tuition & Fees (per year)', true, 500000, { uiDefault: 30000, placeholder: 'e.g. 30,000', step: 100 });
const roomAndBoard = money('roomAndBoard', 'Room & Board (per year)', false, 200000, {
  uiDefault: 0, placeholder: 'e.g. 12,000', step: 100,
  help: 'Housing and meals, on campus or off; the college\'s cost of attendance lists an estimate.',
});
const booksAndSupplies = money('booksAndSupplies', 'Books & Supplies (per year)', false, 50000, { uiDefault: 0, placeholder: 'e.g. 1,200', step: 50 });
const otherExpenses = money('otherExpenses', 'Transportation & Personal (per year)', false, 100000, { uiDefault: 0, placeholder: 'e.g. 2,000', step: 50 });
const scholarships = money('scholarships', 'Scholarships (per year)', true, 500000, {
  uiDefault: 10000, placeholder: 'e.g. 10,000', step: 100,
  help: 'Merit and need-based scholarships you do not repay; enter 0 if you have none yet.',
});
const grants = money('grants', 'Grants (per year)', false, 500000, {
  uiDefault: 0, placeholder: 'e.g. 5,000', step: 100,
  help: 'Pell, state and college grants; leave out loans and work-study, which are not gift aid.',
});
const years = {
  name: 'years', label: 'Years of Study', type: 'number', unit: 'years', required: false, default: 4, min: 1, max: 8,
  integer: true, step: 1, uiDefault: 4, placeholder: 'e.g. 4',
} as const satisfies NumberInputSpec;
const annualCostIncrease = {
  name: 'annualCostIncrease', label: 'Annual Cost Increase', type: 'number', unit: '%', required: false, default: 0,
  min: 0, max: 15, step: 0.1, uiDefault: 0, placeholder: 'e.g. 3', help: 'How much costs rise each year; your aid is assumed to stay the same.',
} as const satisfies NumberInputSpec;

const MAX_YEARS_OF_STUDY = 100;

export const scholarship = defineCalculator<ScholarshipInputs, ScholarshipDetails>({
  slug: 'scholarship',
  inputs: [
    tuitionAndFees, roomAndBoard, booksAndSupplies, otherExpenses, scholarships, grants, years, annualCostIncrease,
  ],
  outputs: [
    { name: 'netPricePerYear', type: 'number', unit: '$/year', label: 'Net price (first year)' },
    { name: 'costOfAttendance', type: 'number', unit: '$', label: 'Cost of attendance (first year)' },
    { name: 'totalCostOfAttendance', type: 'number', unit: '$', label: 'Total cost of attendance' },
    { name: 'totalAid', type: 'number', unit: '$', label: 'Total grants and scholarships' },
    { name: 'totalNetCost', type: 'number', unit: '$', label: 'Total net price' },
    { name: 'coveragePercent', type: 'number', unit: '%', label: 'Share of the cost covered by aid' },
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
          { role: 'aid', value: costOfAttendance - netPricePerYear },
          { role: 'netPrice', value: netPricePerYear },
        ],
      },
    };
  },
  // The worked solution and the what-ifs add up a varying number of years, so they stay code: see the explainer's
  // src/worked-steps/scholarship.ts and src/insights/scholarship.ts.
  intermediates: {
    // The first year's net price as an amount, for a sentence that says "for the first year" itself.
    netPrice: { unit: '$', value: (_inputs, { netPricePerYear }) => netPricePerYear as number },
  },
  assessment: {
    of: 'coveragePercent',
    cases: [
      {
        when: (_inputs, { netPricePerYear }) => netPricePerYear === 0,
        text: 'Your grants and scholarships cover the whole first-year cost of attendance of {costOfAttendance}, so your net price is $0. In the US, scholarship money used for anything other than tuition, fees, books and required supplies (such as room and board) is generally taxable income (IRS Publication 970), and aid above your cost may be reduced by the college.',
      },
      {
        when: (_inputs, { coveragePercent }) => coveragePercent === 0,
        text: 'With no grants or scholarships entered, your net price is the full cost of attendance, {netPrice} for the first year. Check the college\'s net price calculator and the FAFSA for aid you may qualify for.',
      },
    ],
    bands: [
      {
        text: 'Your net price is {netPrice} for the first year: grants and scholarships cover {coveragePercent} of the {costOfAttendance} cost of attendance. Over your years of study you would pay about {totalNetCost} of the {totalCostOfAttendance} total cost, from savings, income, family help, work-study or loans.',
      },
    ],
  },
  properties: [{ output: 'netPricePerYear', input: 'scholarships', direction: 'falls' }],
  referenceValues: [
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
  ],
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
