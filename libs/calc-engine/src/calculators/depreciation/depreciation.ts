import {
  assertAtLeast, assertAtMost, assertComputable, assertNotNegative, assertPositive, assertWholeNumber, inconsistent,
} from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { ReferenceValue } from '../../reference-value.js';
import type { CalculationResult, DepreciationRow, DetailValue, NumberInputSpec, SelectInputSpec } from '../../types.js';

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
  name: 'method', label: 'Method', type: 'select', required: true, uiDefault: 1,
  options: [
    DEPRECIATION_METHOD.straightLine, DEPRECIATION_METHOD.decliningBalance, DEPRECIATION_METHOD.sumOfYearsDigits,
  ],
  optionLabels: { 1: 'Straight-line', 2: 'Declining balance (double by default)', 3: "Sum-of-years' digits" },
} as const satisfies SelectInputSpec;
const assetCost = {
  name: 'assetCost', label: 'Asset Cost', type: 'number', unit: '$', required: true, min: 1, max: 1e10, step: 100,
  uiDefault: 10000, placeholder: 'e.g. 10,000', help: 'What the asset cost, including delivery and installation.',
} as const satisfies NumberInputSpec;
const salvageValue = {
  name: 'salvageValue', label: 'Salvage Value', type: 'number', unit: '$', required: true, min: 0, max: 1e10, step: 100,
  uiDefault: 1000, placeholder: 'e.g. 1,000',
  help: 'What you expect to sell it for at the end of its useful life; 0 if nothing.',
} as const satisfies NumberInputSpec;
const usefulLife = {
  name: 'usefulLife', label: 'Useful Life', type: 'number', unit: 'years', required: true, min: 1, max: 50,
  integer: true, step: 1, uiDefault: 5, placeholder: 'e.g. 5',
} as const satisfies NumberInputSpec;
const year = {
  name: 'year', label: 'Show Year', type: 'number', required: false, default: 1, min: 1, max: 50, integer: true,
  step: 1, uiDefault: 1, placeholder: 'e.g. 1', help: 'The year of the asset\'s life to show; the chart shows every year.',
} as const satisfies NumberInputSpec;
const decliningBalanceFactor = {
  name: 'decliningBalanceFactor', label: 'Declining-Balance Factor', type: 'number', unit: '×', required: false,
  default: 2, min: 1, max: 3, visibleWhen: { input: 'method', equals: [DEPRECIATION_METHOD.decliningBalance] },
  step: 0.5, uiDefault: 2, placeholder: 'e.g. 2', help: '2 is double-declining balance; 1.5 is the 150% method.',
} as const satisfies NumberInputSpec;

/**
 * The next number after $10,000: a year's depreciation above $10,000 is significant, and bands are read as "below".
 * 10,000 lies between 2^13 and 2^14, where doubles are 2^-39 apart.
 */
const SIGNIFICANT_DEPRECIATION = 10000 + 2 ** -39;

/** Half a cent: less than this written off before the year shown is nothing at all. */
const HALF_CENT = 0.005;

/**
 * The schedule row the result shows, found by its depreciation and accumulated total. The year itself is not an
 * output, and two rows can only match when both write off nothing at the end of a declining-balance schedule.
 */
function shownRow(result: CalculationResult, forYear: DetailValue | undefined, accumulated: DetailValue | undefined): DepreciationRow | undefined {
  const rows = (result.depreciationSchedule ?? []).filter((row) => row.depreciation === forYear && row.accumulated === accumulated);
  return rows.length === 1 ? rows[0] : undefined;
}

/** Whether anything was written off before the year shown. */
const writtenOffBefore = ({ accumulatedDepreciation, depreciationForYear }: Readonly<Record<string, DetailValue>>) =>
  Number(accumulatedDepreciation) - Number(depreciationForYear) > HALF_CENT;

/** The reading of a year that writes something off, `size` saying when it is significant. */
const yearReading = (size: string) => `Depreciation in year {shownYear} of {lifeYears} is {depreciationForYear}${size}.`;

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

// Excel's documentation examples: SLN and SYD on $30,000 with $7,500 salvage over 10 years; DDB on $2,400 with
// $300 salvage over 10 years (or 120 months, or 3,650 days).
const excelSln = { assetCost: 30000, salvageValue: 7500, usefulLife: 10, method: 1 } as const;
const excelSyd = { ...excelSln, method: 3 } as const;
const excelDdb = { assetCost: 2400, salvageValue: 300, usefulLife: 10, method: 2 } as const;

function ddb(name: string, inputs: Record<string, number>, depreciationForYear: number): ReferenceValue {
  return { name, source: 'Excel DDB documentation', inputs: { ...excelDdb, ...inputs }, expected: { depreciationForYear }, decimals: 2 };
}

export const depreciation = defineCalculator<DepreciationInputs, DepreciationDetails>({
  slug: 'depreciation',
  inputs: [method, assetCost, salvageValue, usefulLife, year, decliningBalanceFactor],
  outputs: [
    { name: 'depreciationForYear', type: 'number', unit: '$', label: 'Depreciation for the year' },
    { name: 'accumulatedDepreciation', type: 'number', unit: '$', label: 'Accumulated depreciation' },
    { name: 'bookValue', type: 'number', unit: '$', label: 'Book value at year end', words: 'the book value' },
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
      chart: { type: 'bar', data: schedule.map((r) => ({ role: 'depreciation', at: { unit: 'year', value: r.year }, value: r.depreciation })) },
      depreciationSchedule: schedule,
    };
  },
  intermediates: {
    shownYear: {
      value: (_inputs, details, result) => shownRow(result, details['depreciationForYear'], details['accumulatedDepreciation'])?.year ?? Number.NaN,
    },
    lifeYears: { value: (_inputs, _details, result) => result.depreciationSchedule?.length ?? Number.NaN },
  },
  assessment: {
    of: 'depreciationForYear',
    cases: [
      {
        when: (_inputs, { accumulatedDepreciation, depreciationForYear }) => accumulatedDepreciation === 0 && depreciationForYear === 0,
        text: 'The salvage value equals the cost, so there is nothing to depreciate: the book value stays at the cost.',
      },
      {
        when: (_inputs, details, result) => details['depreciationForYear'] === 0 && shownRow(result, 0, details['accumulatedDepreciation']) !== undefined,
        text: 'Nothing is written off in year {shownYear} of {lifeYears}: the book value has already come down to {bookValue}, where this method stops.',
      },
      {
        // Every year left writes off nothing: which one is shown is not told by the result.
        when: (_inputs, { depreciationForYear }) => depreciationForYear === 0,
        text: 'Nothing is written off in the year shown: the book value has already come down to {bookValue}, where this method stops.',
      },
    ],
    bands: [{ below: SIGNIFICANT_DEPRECIATION, text: yearReading('') }, { text: yearReading(', a significant expense') }],
    notes: [
      // In the first year the total so far is the year's own figure; saying it twice adds nothing.
      {
        when: (_inputs, details) => writtenOffBefore(details),
        text: 'By the end of that year {accumulatedDepreciation} has been written off in all, leaving a book value of {bookValue}.',
      },
      { when: (_inputs, details) => !writtenOffBefore(details), text: 'That leaves a book value of {bookValue}.' },
    ],
  },
  whatIfs: [
    // The same year by the other method: declining balance for straight-line, straight-line for the others.
    {
      lead: 'By declining balance',
      change: ({ method }) => (method === DEPRECIATION_METHOD.straightLine ? { method: DEPRECIATION_METHOD.decliningBalance } : undefined),
      outputs: ['depreciationForYear', 'bookValue'],
    },
    {
      lead: 'By straight-line',
      change: ({ method }) => (method === DEPRECIATION_METHOD.straightLine ? undefined : { method: DEPRECIATION_METHOD.straightLine }),
      outputs: ['depreciationForYear', 'bookValue'],
    },
    // The next year, or the one before in the last year.
    {
      lead: 'In year {year}',
      change: ({ year: shown = year.default, usefulLife: life }) => {
        const next = shown < life ? shown + 1 : shown - 1;
        return next >= 1 ? { year: next } : undefined;
      },
      outputs: ['depreciationForYear', 'bookValue'],
    },
  ],
  properties: [
    { output: 'accumulatedDepreciation', input: 'year', direction: 'rises' },
    { output: 'bookValue', input: 'year', direction: 'falls' },
  ],
  referenceValues: [
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
  ],
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
