import { categoryDisclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber } from '../../result-reading.js';

/** Above 1,000 units a break-even is "high" (docs/product.md#result-interpretations). */
const HIGH_BREAK_EVEN_UNITS = 1000;

const units = (value: number) => `${formatNumber(value, 0)} ${value === 1 ? 'unit' : 'units'}`;

export const breakEven: CalculatorDefinition = {
  slug: 'break-even',
  aliases: ['break-even-calculator', 'breakeven', 'break-even-point', 'break-even-analysis', 'bep', 'contribution-margin'],
  title: 'Break-Even Calculator',
  description:
    'Find how many units you must sell, and how much revenue you need, to cover your fixed costs before you make a profit.',
  category: 'business',
  inputs: {
    fixedCosts: {
      label: 'Fixed Costs',
      placeholder: 'e.g. 10,000',
      unit: '$',
      step: 100,
      uiDefault: 10000,
      help: 'Costs that do not change with sales, such as rent, salaries and insurance, for the period you are planning.',
    },
    pricePerUnit: { label: 'Selling Price per Unit', placeholder: 'e.g. 50', unit: '$', step: 0.01, uiDefault: 50 },
    variableCostPerUnit: {
      label: 'Variable Cost per Unit',
      placeholder: 'e.g. 30',
      unit: '$',
      step: 0.01,
      uiDefault: 30,
      help: 'What each extra unit costs you: materials, packaging, shipping, sales commissions, card fees.',
    },
  },
  formula: {
    expression: 'BEU = F ÷ (P − V);   CM ratio = (P − V) ÷ P;   BER = F ÷ CM ratio',
    symbols: [
      { symbol: 'BEU', meaning: 'break-even units; the calculator rounds up to whole units' },
      { symbol: 'F', meaning: 'fixed costs for the period' },
      { symbol: 'P', meaning: 'selling price per unit' },
      { symbol: 'V', meaning: 'variable cost per unit' },
      { symbol: 'CM ratio', meaning: 'contribution margin ratio: the share of each sale left to cover fixed costs' },
      { symbol: 'BER', meaning: 'break-even revenue: sales in dollars at the break-even point' },
    ],
    text: 'Each unit sold contributes its price minus its variable cost toward the fixed costs. Dividing the fixed costs by that contribution gives the number of units at which the business neither makes nor loses money.',
  },
  examples: [
    {
      description: 'AccountingCoach: $300,000 fixed costs, $10 price, $6 variable cost',
      inputs: { fixedCosts: 300000, pricePerUnit: 10, variableCostPerUnit: 6 },
    },
    {
      description: 'A service billed at $100 an hour with $60 of variable cost per hour',
      inputs: { fixedCosts: 300000, pricePerUnit: 100, variableCostPerUnit: 60 },
    },
    {
      description: 'A coffee cart: $2,000 a month fixed, $4.50 a cup, $1.50 of ingredients',
      inputs: { fixedCosts: 2000, pricePerUnit: 4.5, variableCostPerUnit: 1.5 },
    },
    {
      description: 'A handmade product: $1,200 of fixed costs, sold at $25, costing $9 to make',
      inputs: { fixedCosts: 1200, pricePerUnit: 25, variableCostPerUnit: 9 },
    },
  ],
  disclaimer: categoryDisclaimers.business,
  interpret(result) {
    const value = primaryNumber(result);
    const revenue = numberDetail(result, 'breakEvenRevenue');
    const margin = numberDetail(result, 'contributionMargin');
    const ratio = numberDetail(result, 'contributionMarginRatio');
    if (value === undefined || revenue === undefined || margin === undefined || ratio === undefined) {
      return 'Enter your fixed costs, price and variable cost per unit to see your break-even point.';
    }
    if (value === 0) {
      return `With no fixed costs, you make a profit of ${money(margin)} on every unit from the first sale.`;
    }
    const level = value > HIGH_BREAK_EVEN_UNITS ? 'is high' : 'is modest';
    return [
      `A break-even point of ${units(value)} ${level}: you must sell that many, ${money(revenue)} of sales, before you make any profit.`,
      `Each unit contributes ${money(margin)} (${percent(ratio)} of its price) toward fixed costs; every unit beyond the break-even adds that much profit.`,
    ].join(' ');
  },
  keywords: [
    'break even', 'break-even point', 'breakeven', 'bep', 'break even analysis', 'cm ratio', 'contribution margin',
    'contribution margin ratio', 'break even sales', 'cost volume profit', 'cvp', 'how many units to break even',
    'when will my business be profitable', 'brake even', 'break even calulator', 'breakeven point',
  ],
  related: ['profit-margin', 'markup', 'payback-period', 'roi'],
  outputLabels: {
    breakEvenUnits: 'Units to sell (rounded up)',
    breakEvenUnitsExact: 'Exact break-even units',
    breakEvenRevenue: 'Break-even revenue',
    contributionMargin: 'Contribution margin per unit',
    contributionMarginRatio: 'Contribution margin ratio (CM ratio)',
  },
};
