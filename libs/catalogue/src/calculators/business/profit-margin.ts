import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber } from '../finance/result-reading.js';

/** The spec's bands: under 10% below, under 20% at, otherwise above the industry standard. */
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
  content: {
    whatItComputes: [
      'Profit margin is the share of your revenue that you keep as profit. This calculator takes your revenue, your cost of goods sold (COGS) and, if you like, your operating expenses, and gives the net profit margin, the gross margin, the gross and net profit in dollars, and the markup on cost.',
      'It works for a whole business over a period, such as a year\'s sales and costs, or for a single product, with its selling price as the revenue and its cost as the COGS. For a single item, leave operating expenses at 0: the profit margin is then the gross margin on that item.',
    ].join('\n\n'),
    howToUse: [
      'Enter your revenue: total sales for the period, before any costs. Enter the cost of goods sold: what the goods you sold cost you to buy or make, including materials, direct labour and inbound shipping. For the net margin, add operating expenses for the same period: rent, salaries, marketing, software, insurance and other overheads.',
      'Use figures for the same period and the same products. Take them from your income statement (profit and loss account) if you have one; most accounting software lists revenue, cost of sales and operating expenses in that order.',
    ].join('\n\n'),
    formulaExplained: [
      'Gross margin = (R − C) ÷ R × 100. AccountingCoach\'s example is an item that costs $75 and sells for $100: gross profit is $25, and the gross margin is $25 ÷ $100 = 25%. The markup on the same item is $25 ÷ $75 = 33.33%, because markup divides by cost, not by price.',
      'Net margin = (R − C − E) ÷ R × 100. A shop with $500,000 of sales, $300,000 of COGS and $150,000 of operating expenses has a gross profit of $200,000 (a 40% gross margin) and a net profit of $50,000, a net margin of 10%. A business whose costs exceed its revenue has a negative margin: $80,000 of sales against $90,000 of costs is a loss of $10,000, or −12.5%.',
    ].join('\n\n'),
    readingTheResult: [
      'The reading under your result uses a common rule of thumb for net margins: below 10% is below the typical industry standard, 10 to 20% is at it, and 20% or more is above it. Treat it as a rough guide, because normal margins depend on the industry. Grocery stores and distributors often run on net margins of a few percent and make it up on volume; software and consulting firms often exceed 20%. Aswath Damodaran at NYU Stern publishes margins by industry every January, a good benchmark for your own sector.',
      'Compare your margin over time and against businesses like yours. A falling gross margin points to rising costs or price cuts; a falling net margin with a steady gross margin points to overheads growing faster than sales.',
    ].join('\n\n'),
    limitations: [
      'This is a simplified margin. It does not take off interest and income taxes separately, so unless you include them in operating expenses, the result is closer to an operating margin than to the net margin on a tax return. It also takes your figures as given: if COGS leaves out items that your accountant would include, such as freight or direct labour, the gross margin will look better than it is.',
      'Margins from different periods or with different accounting choices (for example, how inventory is valued) are not directly comparable. For tax, financing or pricing decisions, check the figures with an accountant.',
    ].join('\n\n'),
    faq: [
      {
        question: 'What is the difference between margin and markup?',
        answer: 'Both use the same gross profit. Margin divides it by the selling price, markup by the cost. An item bought for $75 and sold for $100 has a 25% margin and a 33.33% markup. A margin can never reach 100%, but a markup can be any size.',
      },
      {
        question: 'What is a good profit margin?',
        answer: 'As a rule of thumb, a net margin of 10% is often called healthy and 20% high, but it depends on the industry: a grocer may do well at 2 to 3%, while a software company might expect more than 20%. Compare with businesses in your own sector.',
      },
      {
        question: 'What is the difference between gross and net profit margin?',
        answer: 'Gross margin takes off only the cost of the goods sold. Net margin also takes off operating expenses such as rent, wages and marketing, so it shows what the business keeps from each dollar of sales.',
      },
    ],
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
