import { disclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber, shareOf } from './result-reading.js';

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
  content: {
    whatItComputes: [
      'This calculator projects the value of an investment that starts with a lump sum and receives a regular monthly contribution, growing at a steady average return. It shows the final balance, how much of it is money you put in, and how much is growth, along with a year-by-year table of the balance.',
      "It suits any long-term plan built on regular investing: a brokerage account, an index fund, a 529 college plan or a retirement account outside a full retirement plan. You can also choose whether contributions arrive at the start or the end of each month, which is the same choice Excel's FV function offers.",
    ].join('\n\n'),
    howToUse: [
      'Enter the amount you invest today, the amount you will add every month, the average yearly return you expect, and how many years you will stay invested. Choose the beginning of the month if your contributions come out of your paycheck at the start of the month, and the end if you invest what is left over.',
      'The return is the input that matters most and the hardest to know. Run the projection at several rates, for example 4%, 6% and 8%, and plan around a cautious one. Subtract fees: a fund that charges 1% a year turns a 7% market return into roughly 6% for you.',
    ].join('\n\n'),
    formulaExplained: [
      'The starting amount grows to P × (1 + r)^n, where r is the annual return divided by 12 and n the number of months. A contribution C each month grows to C × ((1 + r)^n − 1) ÷ r when it is made at the end of the month, or (1 + r) times that when it is made at the start, since every contribution then earns one more month. Adding the two gives the final balance.',
      "In the first example, $1,000 at the end of each month for a year at 12% grows to $12,682.50, the figure Excel's FV(1%, 12, −1000) returns: $12,000 of contributions and $682.50 of growth. In the third, $10,000 plus $500 a month for 20 years at 7% becomes $300,850.72, of which only $130,000 is your own money. Contributing at the start of each month would make it $302,370.09.",
    ].join('\n\n'),
    readingTheResult: [
      "The large number is the projected balance in future dollars. The details show how much came from you and how much from growth; over long periods, growth usually overtakes contributions. The yearly table shows the balance climbing slowly at first and faster later, because each year's growth is earned on a larger sum.",
      'Small differences in the return add up. The third example ends at $232,643.24 at 5%, $300,850.72 at 7% and $394,034.95 at 9%. A 1% yearly fee costs far more than it sounds: dropping from 7% to 6% lowers the 20-year balance from $300,850.72 to $264,122.49, a difference of $36,728.23.',
    ].join('\n\n'),
    limitations: [
      "Markets do not deliver a steady return. Stocks can fall by a third or more in a bad year, and the order of good and bad years changes the outcome when you are adding or withdrawing money. This projection shows what a constant average would do, not what will happen. It ignores taxes, which depend on the account type, and inflation: to see the result in today's buying power, subtract your inflation estimate from the return (7% with 3% inflation is about 4% real).",
      'Past returns do not guarantee future ones. Before investing money you cannot afford to lose, or if you are unsure how to choose investments, talk to a licensed, fee-only financial adviser.',
    ].join('\n\n'),
    faq: [
      {
        question: 'What annual return should I use?',
        answer: 'Use a cautious average for the mix you hold. Broad stock markets have returned more than bonds over long periods, with far larger swings; bonds and savings accounts return less. Many planners model 5% to 7% a year for a diversified long-term portfolio, before inflation. Try several rates to see the range.',
      },
      {
        question: 'Does it matter whether I contribute at the start or the end of the month?',
        answer: 'A little. Each contribution made at the start earns one extra month of growth. Over 20 years at 7% with $500 a month, that is worth $1,519.37 more. Investing as soon as the money arrives is the simple habit behind it.',
      },
      {
        question: "How do I see the result in today's dollars?",
        answer: "Enter the real return instead: your expected return minus expected inflation. At 7% with 3% inflation, use 4%. The third example then shows $205,613.13 in today's buying power instead of $300,850.72 in future dollars.",
      },
    ],
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
