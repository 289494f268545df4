import { disclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber, shareOf } from '../../result-reading.js';

export const investment: CalculatorDefinition = {
  slug: 'investment',
  aliases: ['investment-calculator', 'investment-growth', 'future-value'],
  title: 'Investment Calculator',
  description:
    'Project what a starting amount plus regular monthly contributions could grow to at a steady annual return.',
  category: 'finance',
  inputs: {
    initialInvestment: { label: 'Starting Amount', placeholder: 'e.g. 10,000', unit: '$', step: 100, uiDefault: 10000 },
    monthlyContribution: { label: 'Monthly Contribution', placeholder: 'e.g. 500', unit: '$', step: 10, uiDefault: 500 },
    annualReturn: {
      label: 'Annual Return',
      placeholder: 'e.g. 7',
      unit: '%',
      step: 0.1,
      uiDefault: 7,
      help: 'An assumed average; real returns vary from year to year.',
    },
    years: { label: 'Investment Length', placeholder: 'e.g. 20', unit: 'years', step: 1, uiDefault: 20 },
    contributionTiming: {
      label: 'Contribute at',
      uiDefault: 0,
      optionLabels: { 0: 'End of each month', 1: 'Beginning of each month' },
    },
  },
  formula: {
    expression: 'FV = P × (1 + r)^n + C × (1 + r × type) × ((1 + r)^n − 1) ÷ r',
    symbols: [
      { symbol: 'FV', meaning: 'final balance (future value)' },
      { symbol: 'P', meaning: 'starting amount' },
      { symbol: 'r', meaning: 'monthly return: annual return ÷ 100 ÷ 12' },
      { symbol: 'n', meaning: 'number of months: years × 12' },
      { symbol: 'C', meaning: 'monthly contribution' },
      { symbol: 'type', meaning: '0 when you contribute at the end of each month, 1 at the beginning' },
    ],
    text: "The starting amount compounds every month for the whole period. Each monthly contribution compounds from the month it goes in; contributing at the start of the month gives every contribution one more month of growth. This is the future value that Excel's FV function computes.",
  },
  examples: [
    {
      description: '$1,000 a month for one year at 12%, invested at the end of each month',
      inputs: { initialInvestment: 0, monthlyContribution: 1000, annualReturn: 12, years: 1, contributionTiming: 0 },
    },
    {
      description: '$1,000 to start plus $100 at the beginning of each month for one year at 6%',
      inputs: { initialInvestment: 1000, monthlyContribution: 100, annualReturn: 6, years: 1, contributionTiming: 1 },
    },
    {
      description: '$10,000 to start plus $500 a month for 20 years at 7%',
      inputs: { initialInvestment: 10000, monthlyContribution: 500, annualReturn: 7, years: 20, contributionTiming: 0 },
    },
    {
      description: 'A $50,000 lump sum left to grow for 15 years at 6%',
      inputs: { initialInvestment: 50000, monthlyContribution: 0, annualReturn: 6, years: 15 },
    },
  ],
  disclaimer: disclaimers.financial,
  interpret(result) {
    const balance = primaryNumber(result);
    if (balance === undefined) return 'Enter a starting amount, a return and a length to see the projection.';
    const contributions = numberDetail(result, 'totalContributions');
    const earnings = numberDetail(result, 'totalEarnings');
    if (contributions === undefined || earnings === undefined) return `Your investment would grow to ${money(balance)}.`;
    if (earnings <= 0) return `At a 0% return your balance is just what you put in: ${money(balance)}.`;
    const sentences = [
      `Your investment would grow to ${money(balance)}: ${money(contributions)} of your own money and ${money(earnings)} of growth, ${percent(shareOf(earnings, balance))} of the final balance.`,
    ];
    sentences.push(
      earnings > contributions
        ? 'Growth has outpaced your contributions, which is what long periods of compounding do.'
        : 'Most of the balance is still your own money; the longer you stay invested, the larger the share of growth.',
    );
    return sentences.join(' ');
  },
  keywords: [
    'investment calculator', 'investment growth', 'future value', 'how much will my investment grow', 'index fund',
    'stock market calculator', 'monthly investing', 'dollar cost averaging', 'brokerage account', 'investmet',
    'invesment calculator', 'investment return', 'what will my money be worth',
  ],
  related: ['compound-interest', 'retirement', 'roi', 'savings-goal'],
  outputLabels: {
    finalBalance: 'Final balance',
    totalContributions: 'Total contributions',
    totalEarnings: 'Total growth',
  },
};
