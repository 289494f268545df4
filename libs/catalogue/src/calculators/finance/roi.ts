import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber } from '../../result-reading.js';

export const roi: CalculatorDefinition = {
  slug: 'roi',
  aliases: ['roi-calculator', 'return-on-investment', 'investment-return'],
  title: 'ROI Calculator',
  description:
    'Measure the return on an investment as a percentage of what you put in, and as a yearly rate when you know how long you held it.',
  category: 'finance',
  inputs: {
    amountInvested: { label: 'Amount Invested', placeholder: 'e.g. 1,000', unit: '$', step: 100, uiDefault: 1000 },
    amountReturned: {
      label: 'Amount Returned (final value)',
      placeholder: 'e.g. 1,200',
      unit: '$',
      step: 100,
      uiDefault: 1200,
      help: 'What you got back or what it is worth now, including any income it paid you.',
    },
    investmentLength: {
      label: 'Investment Length',
      placeholder: 'e.g. 2',
      unit: 'years',
      step: 0.5,
      uiDefault: 2,
      help: 'Optional: enter it to see the annualized (yearly) return.',
    },
  },
  formula: {
    expression: 'ROI = (V − C) ÷ C × 100;   annualized ROI = ((V ÷ C)^(1/t) − 1) × 100',
    symbols: [
      { symbol: 'ROI', meaning: 'return on investment, in percent' },
      { symbol: 'V', meaning: 'amount returned: final value plus income received' },
      { symbol: 'C', meaning: 'amount invested, costs included' },
      { symbol: 't', meaning: 'investment length in years' },
    ],
    text: 'ROI is the gain (or loss) as a share of what you put in. The annualized figure is the steady yearly rate that, compounded over the holding period, turns the amount invested into the amount returned.',
  },
  examples: [
    { description: '$100 invested, $120 returned', inputs: { amountInvested: 100, amountReturned: 120 } },
    {
      description: '$1,000 that grows to $1,200 over 2 years',
      inputs: { amountInvested: 1000, amountReturned: 1200, investmentLength: 2 },
    },
    {
      description: '$15,000 of shares sold for $12,000 after 3 years',
      inputs: { amountInvested: 15000, amountReturned: 12000, investmentLength: 3 },
    },
    {
      description: '$10,000 that doubles to $20,000 in 10 years',
      inputs: { amountInvested: 10000, amountReturned: 20000, investmentLength: 10 },
    },
  ],
  disclaimer: categoryDisclaimers.finance,
  interpret(result) {
    const value = primaryNumber(result);
    const gain = numberDetail(result, 'gainOrLoss');
    if (value === undefined || gain === undefined) return 'Enter what you invested and what you got back to see your return.';
    const annualized = numberDetail(result, 'annualizedRoi');
    if (gain === 0) return 'You got back exactly what you put in: no gain and no loss.';
    const sentences =
      gain > 0
        ? [`You gained ${money(gain)}, a return of ${percent(value)} on what you invested.`]
        : [`You lost ${money(-gain)}, ${percent(-value)} of what you invested.`];
    if (annualized === undefined) {
      sentences.push('Add the investment length to see the yearly rate: 20% over one year is far better than 20% over ten.');
    } else if (gain > 0) {
      sentences.push(`That equals ${percent(annualized)} a year compounded, the figure to compare with investments held for other lengths of time.`);
    } else {
      sentences.push(`That equals a loss of ${percent(-annualized)} a year compounded.`);
    }
    return sentences.join(' ');
  },
  keywords: [
    'roi', 'return on investment', 'investment return', 'annualized return', 'cagr', 'rate of return',
    'percentage gain', 'profit on investment', 'stock return', 'real estate roi', 'return on invesment',
    'retrun on investment', 'how much did my investment make',
  ],
  related: ['investment', 'compound-interest', 'payback-period', 'profit-margin', 'break-even'],
  outputLabels: { gainOrLoss: 'Gain or loss', annualizedRoi: 'Annualized ROI' },
};
