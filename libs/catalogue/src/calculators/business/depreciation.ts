import type { CalculationResult, DepreciationRow } from '@calchub/calc-engine';
import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, primaryNumber } from '../../result-reading.js';

/** Above $10,000 a year's depreciation is "significant" (docs/product.md#result-interpretations). */
const SIGNIFICANT_DEPRECIATION = 10000;

/**
 * The schedule row the result shows, found by its depreciation and accumulated total. The year itself is not an
 * output, and two rows can only match when both write off nothing at the end of a declining-balance schedule.
 */
function shownRow(result: CalculationResult, forYear: number, accumulated: number): DepreciationRow | undefined {
  const rows = (result.depreciationSchedule ?? []).filter(
    (row) => row.depreciation === forYear && row.accumulated === accumulated,
  );
  return rows.length === 1 ? rows[0] : undefined;
}

export const depreciation: CalculatorDefinition = {
  slug: 'depreciation',
  aliases: [
    'depreciation-calculator', 'straight-line-depreciation', 'declining-balance', 'double-declining-balance', 'ddb',
    'sum-of-years-digits', 'asset-depreciation',
  ],
  title: 'Depreciation Calculator',
  description:
    'Depreciate an asset by straight-line, declining-balance or sum-of-the-years\'-digits, with the book value each year.',
  category: 'business',
  inputs: {
    assetCost: {
      label: 'Asset Cost',
      placeholder: 'e.g. 10,000',
      unit: '$',
      step: 100,
      uiDefault: 10000,
      help: 'What the asset cost, including delivery and installation.',
    },
    salvageValue: {
      label: 'Salvage Value',
      placeholder: 'e.g. 1,000',
      unit: '$',
      step: 100,
      uiDefault: 1000,
      help: 'What you expect to sell it for at the end of its useful life; 0 if nothing.',
    },
    usefulLife: { label: 'Useful Life', placeholder: 'e.g. 5', unit: 'years', step: 1, uiDefault: 5 },
    method: {
      label: 'Method',
      uiDefault: 1,
      optionLabels: {
        1: 'Straight-line',
        2: 'Declining balance (double by default)',
        3: "Sum-of-years' digits",
      },
    },
    year: {
      label: 'Show Year',
      placeholder: 'e.g. 1',
      step: 1,
      uiDefault: 1,
      help: 'The year of the asset\'s life to show; the chart shows every year.',
    },
    decliningBalanceFactor: {
      label: 'Declining-Balance Factor',
      placeholder: 'e.g. 2',
      unit: '×',
      step: 0.5,
      uiDefault: 2,
      help: '2 is double-declining balance; 1.5 is the 150% method.',
    },
  },
  formula: {
    expression:
      'straight-line: D = (C − S) ÷ n;   declining balance: D = B × f ÷ n, never taking B below S;   sum-of-years\' digits: D = (C − S) × (n − k + 1) ÷ (n × (n + 1) ÷ 2)',
    symbols: [
      { symbol: 'D', meaning: 'depreciation for the year' },
      { symbol: 'C', meaning: 'asset cost' },
      { symbol: 'S', meaning: 'salvage value at the end of the useful life' },
      { symbol: 'n', meaning: 'useful life in years' },
      { symbol: 'B', meaning: 'book value at the start of the year (cost less depreciation so far)' },
      { symbol: 'f', meaning: 'declining-balance factor: 2 for double-declining' },
      { symbol: 'k', meaning: 'the year being calculated: 1 for the first year' },
    ],
    text: 'Straight-line spreads the cost less salvage evenly over the years. Declining balance writes off a fixed share of what is left each year, so early years take more. Sum-of-years\' digits also front-loads, by a fraction that shrinks each year.',
  },
  examples: [
    {
      description: 'Excel SLN: a $30,000 asset, $7,500 salvage, 10 years, straight-line',
      inputs: { assetCost: 30000, salvageValue: 7500, usefulLife: 10, method: 1, year: 1 },
    },
    {
      description: "Excel SYD: the same asset by sum-of-years' digits, year 1",
      inputs: { assetCost: 30000, salvageValue: 7500, usefulLife: 10, method: 3, year: 1 },
    },
    {
      description: 'Excel DDB: a $2,400 machine, $300 salvage, 10 years, double-declining, year 1',
      inputs: { assetCost: 2400, salvageValue: 300, usefulLife: 10, method: 2, year: 1 },
    },
    {
      description: 'Excel DDB: the same machine in year 10, when depreciation stops at salvage',
      inputs: { assetCost: 2400, salvageValue: 300, usefulLife: 10, method: 2, year: 10 },
    },
    {
      description: 'A $35,000 delivery van over 5 years, double-declining, year 1',
      inputs: { assetCost: 35000, salvageValue: 5000, usefulLife: 5, method: 2, year: 1 },
    },
    {
      description: '$10,000 of equipment with $1,000 salvage over 5 years, straight-line',
      inputs: { assetCost: 10000, salvageValue: 1000, usefulLife: 5, method: 1, year: 1 },
    },
  ],
  disclaimer: categoryDisclaimers.business,
  interpret(result) {
    const forYear = primaryNumber(result);
    const accumulated = numberDetail(result, 'accumulatedDepreciation');
    const book = numberDetail(result, 'bookValue');
    if (forYear === undefined || accumulated === undefined || book === undefined) {
      return 'Enter the asset cost, salvage value, useful life and method to see the depreciation.';
    }
    const row = shownRow(result, forYear, accumulated);
    const life = result.depreciationSchedule?.length;
    const when = row && life ? `in year ${row.year} of ${life}` : 'in the year shown';
    if (accumulated === 0 && forYear === 0) {
      return 'The salvage value equals the cost, so there is nothing to depreciate: the book value stays at the cost.';
    }
    if (forYear === 0) {
      return `Nothing is written off ${when}: the book value has already come down to ${money(book)}, where this method stops.`;
    }
    const size = forYear > SIGNIFICANT_DEPRECIATION ? ', a significant expense' : '';
    // In the first year the total so far is the year's own figure; saying it twice adds nothing.
    const after =
      accumulated - forYear > 0.005
        ? `By the end of that year ${money(accumulated)} has been written off in all, leaving a book value of ${money(book)}.`
        : `That leaves a book value of ${money(book)}.`;
    return `Depreciation ${when} is ${money(forYear)}${size}. ${after}`;
  },
  keywords: [
    'depreciation', 'depreciation calculator', 'straight line depreciation', 'sl', 'ddb', 'double declining balance',
    'declining balance', 'sum of years digits', 'syd', 'book value', 'salvage value', 'asset depreciation',
    'equipment depreciation', 'car depreciation', 'deprecation', 'depriciation', 'depreciation calulator',
  ],
  related: ['payback-period', 'break-even', 'profit-margin', 'roi'],
  outputLabels: {
    depreciationForYear: 'Depreciation for the year',
    accumulatedDepreciation: 'Accumulated depreciation',
    bookValue: 'Book value at year end',
  },
};
