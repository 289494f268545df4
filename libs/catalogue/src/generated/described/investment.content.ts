// Generated from libs/calc-engine/src/calculators/investment/investment.ts and investment.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const investmentContent: ExplanatoryContent = {
  "whatItComputes": "This calculator projects the value of an investment that starts with a lump sum and receives a regular monthly contribution, growing at a steady average return. It shows the final balance, how much of it is money you put in, and how much is growth, along with a year-by-year table of the balance.\n\nIt suits any long-term plan built on regular investing: a brokerage account, an index fund, a 529 college plan or a retirement account outside a full retirement plan. You can also choose whether contributions arrive at the start or the end of each month, which is the same choice Excel's FV function offers.",
  "howToUse": "Enter the amount you invest today, the amount you will add every month, the average yearly return you expect, and how many years you will stay invested. Choose the beginning of the month if your contributions come out of your paycheck at the start of the month, and the end if you invest what is left over.\n\nThe return is the input that matters most and the hardest to know. Run the projection at several rates, for example 4%, 6% and 8%, and plan around a cautious one. Subtract fees: a fund that charges 1% a year turns a 7% market return into roughly 6% for you.",
  "formulaExplained": "The starting amount grows to P × (1 + r)^n, where r is the annual return divided by 12 and n the number of months. A contribution C each month grows to C × ((1 + r)^n − 1) ÷ r when it is made at the end of the month, or (1 + r) times that when it is made at the start, since every contribution then earns one more month. Adding the two gives the final balance.\n\nIn the first example, $1,000 at the end of each month for a year at 12% grows to $12,682.50, the figure Excel's FV(1%, 12, −1000) returns: $12,000 of contributions and $682.50 of growth. In the third, $10,000 plus $500 a month for 20 years at 7% becomes $300,850.72, of which only $130,000 is your own money. Contributing at the start of each month would make it $302,370.09.",
  "readingTheResult": "The large number is the projected balance in future dollars. The details show how much came from you and how much from growth; over long periods, growth usually overtakes contributions. The yearly table shows the balance climbing slowly at first and faster later, because each year's growth is earned on a larger sum.\n\nSmall differences in the return add up. The third example ends at $232,643.24 at 5%, $300,850.72 at 7% and $394,034.95 at 9%. A 1% yearly fee costs far more than it sounds: dropping from 7% to 6% lowers the 20-year balance from $300,850.72 to $264,122.49, a difference of $36,728.23.",
  "limitations": "Markets do not deliver a steady return. Stocks can fall by a third or more in a bad year, and the order of good and bad years changes the outcome when you are adding or withdrawing money. This projection shows what a constant average would do, not what will happen. It ignores taxes, which depend on the account type, and inflation: to see the result in today's buying power, subtract your inflation estimate from the return (7% with 3% inflation is about 4% real).\n\nPast returns do not guarantee future ones. Before investing money you cannot afford to lose, or if you are unsure how to choose investments, talk to a licensed, fee-only financial adviser.",
  "faq": [
    {
      "question": "What annual return should I use?",
      "answer": "Use a cautious average for the mix you hold. Broad stock markets have returned more than bonds over long periods, with far larger swings; bonds and savings accounts return less. Many planners model 5% to 7% a year for a diversified long-term portfolio, before inflation. Try several rates to see the range."
    },
    {
      "question": "Does it matter whether I contribute at the start or the end of the month?",
      "answer": "A little. Each contribution made at the start earns one extra month of growth. Over 20 years at 7% with $500 a month, that is worth $1,519.37 more. Investing as soon as the money arrives is the simple habit behind it."
    },
    {
      "question": "How do I see the result in today's dollars?",
      "answer": "Enter the real return instead: your expected return minus expected inflation. At 7% with 3% inflation, use 4%. The third example then shows $205,613.13 in today's buying power instead of $300,850.72 in future dollars."
    }
  ]
};
