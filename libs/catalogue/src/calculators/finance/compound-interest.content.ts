import type { ExplanatoryContent } from '../../types.js';

/** The explanatory text of the Compound Interest Calculator page. */
export const compoundInterestContent: ExplanatoryContent = {
  whatItComputes: [
    "Compound interest is interest on interest. When a bank credits interest to your account, the next period's interest is calculated on the larger balance, so growth speeds up over time. This calculator shows the balance your money reaches after a number of years, how much of it you deposited, how much is interest, and the effective annual rate (APY) of the compounding you chose.",
    'You can start with a lump sum, add a fixed amount every month, or both, and choose how often interest compounds: yearly, every six months, quarterly, monthly, weekly or daily. The same formula applies to a savings account, a certificate of deposit, or any investment that grows at a steady rate.',
  ].join('\n\n'),
  howToUse: [
    'Enter the amount you start with, the annual interest rate, and the number of years. Pick the compounding frequency your bank states; most savings accounts compound daily or monthly, while some CDs and bonds compound quarterly or twice a year. If you will keep saving, enter the monthly contribution.',
    'If your bank quotes an APY rather than an interest rate, enter the APY with annual compounding: the APY already includes the effect of more frequent compounding, so the result will match. Try changing one input at a time. You will see that the rate and the number of years matter far more than the compounding frequency.',
  ].join('\n\n'),
  formulaExplained: [
    'For a lump sum, A = P × (1 + r/k)^(k × t): the rate per period is r/k, and there are k × t periods. For $1,500 at 4.3% compounded quarterly for 6 years, the rate per quarter is 1.075%, there are 24 quarters, and 1,500 × 1.01075^24 = $1,938.84, so the interest is $438.84.',
    'Monthly contributions are added at the end of each month and earn interest at the monthly rate i that is equivalent to your compounding (for monthly compounding, simply r/12). Their value is C × ((1 + i)^m − 1) ÷ i, the future value of a series of equal deposits. In the third example, $10,000 grows to $16,470.09 and the 120 deposits of $200 grow to $31,056.46, a total of $47,526.55. The APY, (1 + r/k)^k − 1, is the rate that gives the same growth if interest were paid once a year: 5% compounded monthly is an APY of 5.12%.',
  ].join('\n\n'),
  readingTheResult: [
    'The large number is your balance at the end. The details split it into what you deposited and what interest added. The larger the interest share, the more the time and the rate are working for you; over long periods interest often ends up larger than the deposits.',
    'A quick check is the rule of 72: divide 72 by the rate to estimate how many years it takes money to double. At 6% that is 12 years (the exact figure is 11.9). Time matters most: $10,000 at 7% compounded monthly becomes $20,096.61 after 10 years, $40,387.39 after 20 and $81,164.97 after 30.',
  ].join('\n\n'),
  limitations: [
    'The calculator assumes a fixed rate for the whole period. Savings account rates change with the market, and investment returns vary from year to year and can be negative, so treat a long-term projection as an illustration, not a promise. Taxes on interest, account fees and inflation are not included: at 3% inflation, prices roughly double in 24 years, so a balance that doubles over the same time buys no more than before.',
    'Contributions are assumed at the end of each month. Some sites credit deposits only on compounding dates, which gives a slightly lower figure. For decisions about investing for retirement or choosing between accounts, a fee-only financial planner can account for taxes and risk.',
  ].join('\n\n'),
  faq: [
    {
      question: 'Does daily compounding make a big difference?',
      answer: 'Less than people expect. $10,000 at 5% for 10 years grows to $16,288.95 with annual compounding and $16,486.65 with daily compounding, a difference of about $198. A rate one point higher makes a much bigger difference than compounding more often.',
    },
    {
      question: 'What is the difference between APR and APY?',
      answer: 'The APR (or nominal rate) is the yearly rate before compounding; the APY is what you actually earn in a year once compounding is included. At 6%, the APY is 6.00% with annual compounding, 6.17% with monthly and 6.18% with daily. US banks must quote savings rates as an APY, so accounts that compound differently can be compared directly.',
    },
    {
      question: 'How is compound interest different from simple interest?',
      answer: 'Simple interest is paid only on the original amount; compound interest is also paid on interest already earned. $10,000 at 5% for 3 years earns $1,500 of simple interest, or $1,576.25 compounded annually. The gap widens every year.',
    },
  ],
};
