import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber } from './result-reading.js';

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
  content: {
    whatItComputes: [
      'Return on investment (ROI) answers a simple question: for every dollar you put in, how much did you gain or lose? This calculator takes the amount you invested and the amount you got back, and gives the gain or loss in dollars and as a percentage of the investment.',
      'A percentage alone hides how long it took, so if you also enter the number of years you held the investment, the calculator gives the annualized ROI: the steady yearly rate that would have produced the same result. That is the number to use when comparing investments held for different lengths of time, such as a stock held for 3 years against a rental property held for 10.',
    ].join('\n\n'),
    howToUse: [
      'In Amount Invested, enter everything the investment cost you: the purchase price plus commissions, fees and any money you put in later (repairs, improvements, additional purchases). In Amount Returned, enter what you received when you sold, or what it is worth today, plus any income it paid you along the way: dividends, interest or rent after expenses.',
      'Enter the investment length in years if you know it; half-years are fine (1.5 for 18 months). Leave it empty if you only want the overall percentage.',
    ].join('\n\n'),
    formulaExplained: [
      'ROI = (V − C) ÷ C × 100, where C is what you invested and V what you got back. $1,000 that becomes $1,200 has a gain of $200 and an ROI of 200 ÷ 1,000 = 20%.',
      "The annualized ROI is ((V ÷ C)^(1/t) − 1) × 100, the compound annual growth rate. For the same $1,000 over 2 years it is 1.2^(1/2) − 1 = 9.54% a year: 9.54% in the first year makes $1,095.45, and 9.54% on that in the second year makes $1,200. Dividing 20% by 2 to get 10% is a common mistake because it ignores that the second year's return is earned on a larger amount. The gap grows with time: $10,000 that doubles in 10 years has an ROI of 100% but an annualized return of 7.18%, not 10%.",
    ].join('\n\n'),
    readingTheResult: [
      'A positive ROI is a gain, a negative one a loss; −100% means everything was lost. On its own the percentage says nothing about time: a 40% return is 40% a year if it took one year, but only 8.78% a year if it took four.',
      'To judge a result, compare the annualized figure with what a low-risk alternative would have paid over the same years, such as a savings account or government bonds, and with inflation over the period. A return below inflation means the money buys less than when you invested it, even if the ROI is positive.',
    ].join('\n\n'),
    limitations: [
      'ROI ignores risk: two investments with the same ROI may have very different chances of losing money along the way. It also treats all money as invested on day one. If you added money at different times, such as monthly purchases or a renovation in year three, the annualized figure here is only approximate, and an internal rate of return (IRR) calculation, which weighs each cash flow by its date, is the right tool.',
      'Taxes and inflation are not included unless you include them in the amounts. For investment decisions, especially ones involving taxes or large sums, consult a qualified financial adviser.',
    ].join('\n\n'),
    faq: [
      {
        question: 'What is a good ROI?',
        answer: 'It depends on the risk and the time. Look at the annualized ROI and compare it with a safe alternative over the same years: if a savings account paid 4% a year, an 8% annualized return on a risky investment paid you 4 points for the risk you took. Below inflation, you lost purchasing power.',
      },
      {
        question: 'Why is my annualized ROI lower than the ROI divided by the years?',
        answer: "Because returns compound. 20% over two years is 9.54% a year, not 10%, since the second year's 9.54% is earned on $1,095.45 rather than $1,000. Dividing by the years always overstates the yearly rate of a gain.",
      },
      {
        question: 'Should I include dividends and fees?',
        answer: 'Yes. Add dividends, interest or rent you received to the amount returned, and add commissions, fees and extra money you put in to the amount invested. Leaving them out makes the ROI look better or worse than it really was.',
      },
    ],
  },
  keywords: [
    'roi', 'return on investment', 'investment return', 'annualized return', 'cagr', 'rate of return',
    'percentage gain', 'profit on investment', 'stock return', 'real estate roi', 'return on invesment',
    'retrun on investment', 'how much did my investment make',
  ],
  related: ['investment', 'compound-interest', 'payback-period', 'profit-margin', 'break-even'],
  outputLabels: { gainOrLoss: 'Gain or loss', annualizedRoi: 'Annualized ROI' },
};
