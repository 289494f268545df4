import type { CalculationResult, DepreciationRow } from '@calchub/calc-engine';
import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, primaryNumber } from '../finance/result-reading.js';

/** The spec's AI template calls yearly depreciation above $10,000 "significant". */
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
  content: {
    whatItComputes: [
      'Depreciation spreads the cost of a long-lived asset, such as a machine, a vehicle, a computer or furniture, over the years you use it, instead of counting it all as an expense in the year you buy it. This calculator gives the depreciation for any year of the asset\'s life, the accumulated depreciation so far and the book value (cost less accumulated depreciation) at the end of that year, with a chart of every year.',
      'It offers the three methods taught in accounting courses and built into spreadsheets, with the same results as Excel\'s SLN, DDB and SYD functions: straight-line, declining balance (double-declining by default, or any factor from 1 to 3), and sum-of-the-years\' digits.',
    ].join('\n\n'),
    howToUse: [
      'Enter the asset\'s cost, including delivery, installation and setup; the salvage value, what you expect to get for it at the end; and its useful life in whole years. Choose a method and the year you want to see. For declining balance you can change the factor: 2 is double-declining, 1.5 the 150% method.',
      'Straight-line is the simplest and the most common in financial statements. The declining-balance and sum-of-years\' digits methods are accelerated: they write off more in the early years, which suits assets that lose value or usefulness quickly, such as vehicles and computers.',
    ].join('\n\n'),
    formulaExplained: [
      'Straight-line: D = (C − S) ÷ n. Excel\'s SLN example, an asset costing $30,000 with a $7,500 salvage value over 10 years, gives ($30,000 − $7,500) ÷ 10 = $2,250 a year. Sum-of-years\' digits: the digits 1 + 2 + … + 10 add up to 55, and year 1 takes 10/55 of the $22,500, or $4,090.91 (Excel\'s SYD), while year 10 takes 1/55, or $409.09.',
      'Declining balance: D = B × f ÷ n, where B is the book value at the start of the year. Excel\'s DDB example, a $2,400 machine with a $300 salvage value over 10 years, writes off 20% of the book value each year: $480 in year 1, $384 in year 2, and so on. Depreciation never takes the book value below salvage, so in year 10 it is only $22.12, the amount left above $300. With a factor of 1.5, year 2 is $306.',
    ].join('\n\n'),
    readingTheResult: [
      'Depreciation is an expense on paper: no money leaves the business when you record it, because you paid for the asset when you bought it. It lowers reported profit, and for tax purposes it can lower taxable income. The book value is what the asset is worth in your accounts, which can differ from what it would sell for.',
      'Yearly depreciation above $10,000 is flagged as significant: large enough to move the profit of a small business noticeably. Accelerated methods show a large expense in the first years and a small one later; straight-line shows the same amount every year.',
    ].join('\n\n'),
    limitations: [
      'This follows Excel\'s conventions: a full year of depreciation in the first year whatever the purchase date, and a declining balance that never switches to straight-line. With a salvage value of 0, double-declining therefore does not write the asset down to 0 by the end of its life; a $10,000 asset over 5 years still has a book value of $777.60. Excel\'s VDB function and many accounting packages switch to straight-line to avoid that.',
      'Tax depreciation follows its own rules. In the US, most business property uses MACRS (IRS Publication 946), with set recovery periods, half-year or mid-quarter conventions and no salvage value, and Section 179 or bonus depreciation can deduct much of the cost at once. Other countries have their own rates. Use this calculator for planning and for financial statements, and ask an accountant or tax adviser for your tax return.',
    ].join('\n\n'),
    faq: [
      {
        question: 'Which depreciation method should I use?',
        answer: 'Straight-line for most assets that wear out evenly, such as furniture and buildings; it is also the simplest to explain. An accelerated method (declining balance or sum-of-years\' digits) for assets that lose most of their value early, such as vehicles and computers. For taxes, the law sets the method.',
      },
      {
        question: 'What is double-declining balance (DDB)?',
        answer: 'A declining-balance method with a rate of twice the straight-line rate. Over 5 years the straight-line rate is 20%, so DDB writes off 40% of the remaining book value each year: a $35,000 van loses $14,000 in year 1 and $8,400 in year 2.',
      },
      {
        question: 'What is salvage value?',
        answer: 'What you expect the asset to be worth at the end of its useful life, for example its resale or scrap value. Depreciation stops when the book value reaches it. Use 0 if you expect to get nothing.',
      },
      {
        question: 'Is this the same as MACRS for US taxes?',
        answer: 'No. MACRS uses recovery periods and percentage tables set by the IRS, with no salvage value and a half-year convention. This calculator uses the accounting methods of Excel\'s SLN, DDB and SYD functions.',
      },
    ],
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
