// Generated from libs/calc-engine/src/calculators/roi/roi.ts and roi.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const roiContent: ExplanatoryContent = {
  "whatItComputes": "Return on investment (ROI) answers a simple question: for every dollar you put in, how much did you gain or lose? This calculator takes the amount you invested and the amount you got back, and gives the gain or loss in dollars and as a percentage of the investment.\n\nA percentage alone hides how long it took, so if you also enter the number of years you held the investment, the calculator gives the annualized ROI: the steady yearly rate that would have produced the same result. That is the number to use when comparing investments held for different lengths of time, such as a stock held for 3 years against a rental property held for 10.",
  "howToUse": "In Amount Invested, enter everything the investment cost you: the purchase price plus commissions, fees and any money you put in later (repairs, improvements, additional purchases). In Amount Returned, enter what you received when you sold, or what it is worth today, plus any income it paid you along the way: dividends, interest or rent after expenses.\n\nEnter the investment length in years if you know it; half-years are fine (1.5 for 18 months). Leave it empty if you only want the overall percentage.",
  "formulaExplained": "ROI = (V − C) ÷ C × 100, where C is what you invested and V what you got back. $1,000 that becomes $1,200 has a gain of $200 and an ROI of 200 ÷ 1,000 = 20%.\n\nThe annualized ROI is ((V ÷ C)^(1/t) − 1) × 100, the compound annual growth rate. For the same $1,000 over 2 years it is 1.2^(1/2) − 1 = 9.54% a year: 9.54% in the first year makes $1,095.45, and 9.54% on that in the second year makes $1,200. Dividing 20% by 2 to get 10% is a common mistake because it ignores that the second year's return is earned on a larger amount. The gap grows with time: $10,000 that doubles in 10 years has an ROI of 100% but an annualized return of 7.18%, not 10%.",
  "readingTheResult": "A positive ROI is a gain, a negative one a loss; −100% means everything was lost. On its own the percentage says nothing about time: a 40% return is 40% a year if it took one year, but only 8.78% a year if it took four.\n\nTo judge a result, compare the annualized figure with what a low-risk alternative would have paid over the same years, such as a savings account or government bonds, and with inflation over the period. A return below inflation means the money buys less than when you invested it, even if the ROI is positive.",
  "limitations": "ROI ignores risk: two investments with the same ROI may have very different chances of losing money along the way. It also treats all money as invested on day one. If you added money at different times, such as monthly purchases or a renovation in year three, the annualized figure here is only approximate, and an internal rate of return (IRR) calculation, which weighs each cash flow by its date, is the right tool.\n\nTaxes and inflation are not included unless you include them in the amounts. For investment decisions, especially ones involving taxes or large sums, consult a qualified financial adviser.",
  "faq": [
    {
      "question": "What is a good ROI?",
      "answer": "It depends on the risk and the time. Look at the annualized ROI and compare it with a safe alternative over the same years: if a savings account paid 4% a year, an 8% annualized return on a risky investment paid you 4 points for the risk you took. Below inflation, you lost purchasing power."
    },
    {
      "question": "Why is my annualized ROI lower than the ROI divided by the years?",
      "answer": "Because returns compound. 20% over two years is 9.54% a year, not 10%, since the second year's 9.54% is earned on $1,095.45 rather than $1,000. Dividing by the years always overstates the yearly rate of a gain."
    },
    {
      "question": "Should I include dividends and fees?",
      "answer": "Yes. Add dividends, interest or rent you received to the amount returned, and add commissions, fees and extra money you put in to the amount invested. Leaving them out makes the ROI look better or worse than it really was."
    }
  ]
};
