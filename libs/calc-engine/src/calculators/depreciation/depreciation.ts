import {
  assertAtLeast, assertAtMost, assertComputable, assertNotNegative, assertPositive, assertWholeNumber, inconsistent,
} from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, DepreciationRow, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `method` select. */
export const DEPRECIATION_METHOD = { straightLine: 1, decliningBalance: 2, sumOfYearsDigits: 3 } as const;

export type DepreciationMethod = (typeof DEPRECIATION_METHOD)[keyof typeof DEPRECIATION_METHOD];

export interface DepreciationInputs {
  /** $. */
  readonly assetCost: number;
  /** $, at most the cost. */
  readonly salvageValue: number;
  /** Whole years (or any whole number of periods). */
  readonly usefulLife: number;
  /** 1 straight-line (Excel SLN), 2 declining balance (Excel DDB), 3 sum-of-years' digits (Excel SYD). */
  readonly method: DepreciationMethod;
  /** The year shown, 1 … usefulLife; 1 by default. */
  readonly year?: number;
  /** Declining-balance factor, 2 (double declining) by default; method 2 only. */
  readonly decliningBalanceFactor?: number;
}

export interface DepreciationDetails extends Record<string, number> {
  /** Depreciation of `year`. */
  readonly depreciationForYear: number;
  /** Depreciation of years 1 … `year`. */
  readonly accumulatedDepreciation: number;
  /** Cost less the accumulated depreciation at the end of `year`. */
  readonly bookValue: number;
}

const method = {
  name: 'method', label: 'Method', type: 'select', required: true,
  options: [
    DEPRECIATION_METHOD.straightLine, DEPRECIATION_METHOD.decliningBalance, DEPRECIATION_METHOD.sumOfYearsDigits,
  ],
} as const satisfies SelectInputSpec;
const assetCost = {
  name: 'assetCost', label: 'Asset cost', type: 'number', unit: '$', required: true, min: 1, max: 1e10,
} as const satisfies NumberInputSpec;
const salvageValue = {
  name: 'salvageValue', label: 'Salvage value', type: 'number', unit: '$', required: true, min: 0, max: 1e10,
} as const satisfies NumberInputSpec;
const usefulLife = {
  name: 'usefulLife', label: 'Useful life', type: 'number', unit: 'years', required: true, min: 1, max: 50,
  integer: true,
} as const satisfies NumberInputSpec;
const year = {
  name: 'year', label: 'Year', type: 'number', required: false, default: 1, min: 1, max: 50, integer: true,
} as const satisfies NumberInputSpec;
const decliningBalanceFactor = {
  name: 'decliningBalanceFactor', label: 'Declining-balance factor', type: 'number', unit: '×', required: false,
  default: 2, min: 1, max: 3, visibleWhen: { input: 'method', equals: [DEPRECIATION_METHOD.decliningBalance] },
} as const satisfies NumberInputSpec;

/**
 * Longest life accepted: it bounds the year-by-year schedule (a mistyped 1e9 would build a billion rows) and
 * still takes Excel's DDB examples, which count a 10-year life as 120 months or 3,650 days.
 */
const MAX_USEFUL_LIFE = 10000;

/**
 * Book value at the end of each year 1 … life, by the chosen method. Straight-line and SYD use the closed form
 * of the share of cost − salvage written off so far; the last year lands exactly on salvage, and float rounding
 * cannot take an earlier year below it.
 */
function bookValues(cost: number, salvage: number, life: number, chosen: DepreciationMethod, factor: number): number[] {
  const bookAfter = (share: number) => (share >= 1 ? salvage : Math.max(salvage, cost - (cost - salvage) * share));
  const years = Array.from({ length: life }, (_, i) => i + 1);
  switch (chosen) {
    case DEPRECIATION_METHOD.straightLine:
      // Excel SLN: the same (cost − salvage) / life every year.
      return years.map((k) => bookAfter(k / life));
    case DEPRECIATION_METHOD.sumOfYearsDigits:
      // Excel SYD: year k takes (life − k + 1) / (1 + 2 + … + life) of cost − salvage; the digits of years
      // 1 … k add up to k(2·life − k + 1) / 2. Whole numbers, so the share of the last year is exactly 1.
      return years.map((k) => bookAfter((k * (2 * life - k + 1)) / (life * (life + 1))));
    case DEPRECIATION_METHOD.decliningBalance: {
      // Excel DDB: factor / life of the book value, never below salvage, and no switch to straight-line.
      const rate = factor / life;
      let book = cost;
      return years.map(() => {
        book = book * rate >= book - salvage ? salvage : book - book * rate;
        return book;
      });
    }
  }
}

function depreciationSchedule(cost: number, books: readonly number[]): DepreciationRow[] {
  return books.map((bookValue, i) => ({
    year: i + 1,
    // Year 1 opens at cost; every later year at the previous year's book value.
    depreciation: (books[i - 1] ?? cost) - bookValue,
    accumulated: cost - bookValue,
    bookValue,
  }));
}

export const depreciation = defineCalculator<DepreciationInputs, DepreciationDetails>({
  slug: 'depreciation',
  inputs: [method, assetCost, salvageValue, usefulLife, year, decliningBalanceFactor],
  outputs: [
    { name: 'depreciationForYear', type: 'number', unit: '$' },
    { name: 'accumulatedDepreciation', type: 'number', unit: '$' },
    { name: 'bookValue', type: 'number', unit: '$' },
  ],
  primary: 'depreciationForYear',
  compute(inputs) {
    const { assetCost: cost, salvageValue: salvage, usefulLife: life } = inputs;
    const shown = inputs.year ?? year.default;
    const factor = inputs.decliningBalanceFactor ?? decliningBalanceFactor.default;
    assertPositive(cost, assetCost);
    assertNotNegative(salvage, salvageValue);
    if (salvage > cost) inconsistent(messages.notMoreThan(salvageValue.label, 'the asset cost'), salvageValue);
    assertWholeNumber(life, usefulLife);
    assertAtLeast(life, 1, usefulLife);
    assertAtMost(life, MAX_USEFUL_LIFE, usefulLife);
    assertWholeNumber(shown, year);
    assertAtLeast(shown, 1, year);
    if (shown > life) inconsistent(messages.notMoreThan(year.label, `the useful life (${life})`), year);
    assertPositive(factor, decliningBalanceFactor);

    const schedule = depreciationSchedule(cost, bookValues(cost, salvage, life, inputs.method, factor));
    const row = schedule[shown - 1] as DepreciationRow;
    const details: DepreciationDetails = {
      depreciationForYear: row.depreciation,
      accumulatedDepreciation: row.accumulated,
      bookValue: row.bookValue,
    };
    assertComputable(details, assetCost);
    return {
      value: details.depreciationForYear,
      unit: '$',
      details,
      chart: { type: 'bar', data: schedule.map((r) => ({ name: `Year ${r.year}`, value: r.depreciation })) },
      depreciationSchedule: schedule,
    };
  },
});

/**
 * Depreciation of an asset for one year, by straight-line, declining balance or sum-of-years' digits, with the
 * full schedule. Excel's conventions: SLN, DDB (no switch to straight-line, so the book value can end above
 * salvage) and SYD, full-year convention, no MACRS.
 * @param inputs - `assetCost` and `salvageValue` ($), `usefulLife` (whole years), `method` (1 SL, 2 DB, 3 SYD),
 * `year` (1 by default) and `decliningBalanceFactor` (2 by default, method 2)
 * @returns the depreciation of `year` as `value` ($), the accumulated depreciation and book value at its end in
 * `details`, a bar chart of each year's depreciation and the year-by-year `depreciationSchedule`
 * @example
 * assetDepreciation({ assetCost: 30000, salvageValue: 7500, usefulLife: 10, method: 3, year: 1 }).value;
 * // 4090.909... = 22500 × 10 / 55 (Excel: =SYD(30000, 7500, 10, 1) -> $4,090.91)
 */
export function assetDepreciation(inputs: DepreciationInputs): CalculationResult<DepreciationDetails> {
  return runCalculator(depreciation, inputs);
}
