import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber } from '../../result-reading.js';

/** Bands of docs/product.md#result-interpretations: under 10% below, under 20% at, otherwise above the industry standard. */
function standing(margin: number): string {
  if (margin < 10) return 'below';
  if (margin < 20) return 'at';
  return 'above';
}

export const profitMargin: CalculatorDefinition = {
  slug: 'profit-margin',
  aliases: ['profit-margin-calculator', 'margin', 'gross-margin', 'net-profit-margin', 'net-margin', 'gross-profit-margin'],
  title: 'Profit Margin Calculator',
  description:
    'Calculate your net and gross profit margin from revenue, cost of goods sold and operating expenses, with the markup on cost.',
  category: 'business',
  inputs: {
    revenue: {
      label: 'Revenue (or selling price)',
      placeholder: 'e.g. 100',
      unit: '$',
      step: 0.01,
      uiDefault: 100,
      help: 'Total sales for a period, or the price of a single item.',
    },
    costOfGoodsSold: {
      label: 'Cost (COGS)',
      placeholder: 'e.g. 75',
      unit: '$',
      step: 0.01,
      uiDefault: 75,
      help: 'The direct cost of what you sold: goods bought for resale, materials, production labour.',
    },
    operatingExpenses: {
      label: 'Operating Expenses',
      placeholder: 'e.g. 0',
      unit: '$',
      step: 0.01,
      uiDefault: 0,
      help: 'Optional: rent, salaries, marketing and other overheads for the same period, for the net margin.',
    },
  },
  formula: {
    expression: 'gross margin = (R − C) ÷ R × 100;   net margin = (R − C − E) ÷ R × 100;   markup = (R − C) ÷ C × 100',
    symbols: [
      { symbol: 'R', meaning: 'revenue, or the selling price of one item' },
      { symbol: 'C', meaning: 'cost of goods sold (COGS)' },
      { symbol: 'E', meaning: 'operating expenses' },
      { symbol: 'gross margin', meaning: 'gross profit as a percentage of revenue' },
      { symbol: 'net margin', meaning: 'profit after operating expenses as a percentage of revenue (the profit margin)' },
      { symbol: 'markup', meaning: 'gross profit as a percentage of cost' },
    ],
    text: 'A margin is profit divided by revenue: the share of every dollar of sales you keep. The gross margin counts only the cost of the goods; the net margin also takes off operating expenses. Markup divides the same gross profit by cost instead.',
  },
  examples: [
    { description: 'AccountingCoach: an item costing $75 sold for $100', inputs: { revenue: 100, costOfGoodsSold: 75 } },
    { description: 'An item bought for $9 and sold for $12', inputs: { revenue: 12, costOfGoodsSold: 9 } },
    {
      description: 'A shop: $500,000 of sales, $300,000 COGS, $150,000 of overheads',
      inputs: { revenue: 500000, costOfGoodsSold: 300000, operatingExpenses: 150000 },
    },
    {
      description: 'A year at a loss: $80,000 of sales, $50,000 COGS, $40,000 of overheads',
      inputs: { revenue: 80000, costOfGoodsSold: 50000, operatingExpenses: 40000 },
    },
    {
      description: 'A software business: $1,000,000 of revenue, $200,000 COGS, $550,000 of expenses',
      inputs: { revenue: 1000000, costOfGoodsSold: 200000, operatingExpenses: 550000 },
    },
  ],
  disclaimer: categoryDisclaimers.business,
  interpret(result) {
    const margin = primaryNumber(result);
    const net = numberDetail(result, 'netProfit');
    const gross = numberDetail(result, 'grossMargin');
    if (margin === undefined || net === undefined || gross === undefined) {
      return 'Enter your revenue and cost of goods sold to see your profit margin.';
    }
    if (net === 0) return 'You break even: revenue exactly covers your costs, with no profit and no loss.';
    const sentences = [
      net < 0
        ? `You are making a loss of ${money(-net)}, a margin of ${percent(margin)}, which is below the typical industry standard.`
        : `A profit margin of ${percent(margin)} is ${standing(margin)} the typical industry standard: you keep ${money(margin)} of every $100 of revenue.`,
    ];
    const overheadPoints = gross - margin;
    if (overheadPoints > 1e-9) {
      sentences.push(`Your gross margin is ${percent(gross)}; operating expenses take ${percent(overheadPoints)} of revenue.`);
    }
    const markup = numberDetail(result, 'markup');
    if (markup !== undefined) sentences.push(`The markup on cost is ${percent(markup)}.`);
    sentences.push('Norms differ widely: grocers live on a few percent, while software firms often keep more than 20%.');
    return sentences.join(' ');
  },
  keywords: [
    'profit margin', 'margin', 'gross margin', 'net profit margin', 'net margin', 'gross profit', 'margin calculator',
    'profit percentage', 'profit margin formula', 'margin vs markup', 'cogs', 'how much profit am i making',
    'operating margin', 'proft margin', 'profit margine', 'profit margin calulator',
  ],
  related: ['markup', 'break-even', 'roi', 'percentage'],
  outputLabels: {
    profitMargin: 'Net profit margin',
    grossMargin: 'Gross margin',
    grossProfit: 'Gross profit',
    netProfit: 'Net profit',
    markup: 'Markup on cost',
  },
};
