import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber } from '../../result-reading.js';

/** Bands of docs/product.md#result-interpretations: under 30% minimal, under 60% reasonable, otherwise generous. */
function markupReading(markup: number): string {
  if (markup < 30) return 'is minimal: once rent, wages and other overheads are paid, little may be left';
  if (markup < 60) return 'is reasonable, enough to cover typical overheads and leave a profit in many trades';
  return 'is generous: the price is well above cost, as is common for small-ticket, specialist or handmade goods';
}

export const markup: CalculatorDefinition = {
  slug: 'markup',
  aliases: ['markup-calculator', 'mark-up', 'markup-percentage', 'price-markup', 'markup-on-cost', 'cost-plus-pricing'],
  title: 'Markup Calculator',
  description: 'Find the markup percentage between what an item costs you and what you sell it for, with the gross profit and margin.',
  category: 'business',
  inputs: {
    cost: {
      label: 'Cost',
      placeholder: 'e.g. 75',
      unit: '$',
      step: 0.01,
      uiDefault: 75,
      help: 'What one item costs you to buy or make.',
    },
    sellingPrice: { label: 'Selling Price', placeholder: 'e.g. 100', unit: '$', step: 0.01, uiDefault: 100 },
  },
  formula: {
    expression: 'markup = (P − C) ÷ C × 100;   margin = (P − C) ÷ P × 100;   P = C × (1 + markup ÷ 100)',
    symbols: [
      { symbol: 'markup', meaning: 'markup on cost, in percent' },
      { symbol: 'margin', meaning: 'gross margin on the selling price, in percent' },
      { symbol: 'P', meaning: 'selling price' },
      { symbol: 'C', meaning: 'cost of the item' },
    ],
    text: 'Markup is the profit on an item as a percentage of what it cost you. Turned around, the price is the cost plus that percentage of the cost, which is how cost-plus pricing sets prices.',
  },
  examples: [
    { description: 'AccountingCoach: cost $75, price $100', inputs: { cost: 75, sellingPrice: 100 } },
    { description: 'An item bought for $9 and sold for $12', inputs: { cost: 9, sellingPrice: 12 } },
    { description: 'Keystone pricing: a $20 item sold for $40', inputs: { cost: 20, sellingPrice: 40 } },
    { description: 'A bottle of wine bought for $15 and listed at $45', inputs: { cost: 15, sellingPrice: 45 } },
    { description: 'Clearance below cost: a $50 item sold for $40', inputs: { cost: 50, sellingPrice: 40 } },
  ],
  disclaimer: categoryDisclaimers.business,
  interpret(result) {
    const value = primaryNumber(result);
    const profit = numberDetail(result, 'grossProfit');
    if (value === undefined || profit === undefined) return 'Enter the cost and the selling price to see the markup.';
    if (profit < 0) {
      return `You are selling below cost: a markup of ${percent(value)} loses ${money(-profit)} on every sale. That can make sense to clear old stock, but not as a regular price.`;
    }
    if (profit === 0) return 'You are selling at cost: a markup of 0% earns nothing toward overheads or profit.';
    const margin = numberDetail(result, 'grossMargin');
    const marginText = margin === undefined ? '' : `, a gross margin of ${percent(margin)} of the selling price`;
    return `A markup of ${percent(value)} ${markupReading(value)}. Each sale earns ${money(profit)} of gross profit${marginText}.`;
  },
  keywords: [
    'markup', 'mark up', 'markup percentage', 'markup calculator', 'how much should i charge', 'pricing calculator',
    'markup vs margin', 'keystone pricing', 'retail markup', 'cost plus pricing', 'markup formula', 'price from cost',
    'mark-up', 'mark up calulator', 'markup percentge',
  ],
  related: ['profit-margin', 'break-even', 'percentage'],
  outputLabels: { markupPercent: 'Markup on cost', grossProfit: 'Gross profit per item', grossMargin: 'Gross margin (on price)' },
};
