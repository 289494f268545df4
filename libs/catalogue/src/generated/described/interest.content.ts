// Generated from libs/calc-engine/src/calculators/interest/interest.ts and interest.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const interestContent: ExplanatoryContent = {
  "whatItComputes": "This calculator shows how a sum of money grows when it earns interest and you keep adding to it. You give a starting amount, what you add each month and each year, the interest rate and how often it compounds, and a length of time in years and months. It gives the ending balance, how much of it you put in, how much is interest, how much of the interest goes in tax, and what the ending balance will buy in today's prices.\n\nIt goes further than a plain compound interest formula in three ways: contributions can come monthly, yearly or both, at the beginning or at the end of each period; interest can be taxed as it is credited, as it is in an ordinary taxable savings account; and the result can be corrected for inflation, which is the question that matters for anything you plan to spend years from now.",
  "howToUse": "Enter the initial investment, then any regular contributions: a monthly amount, an annual amount, or both. Choose whether they go in at the beginning or the end of each period. Enter the annual interest rate and the compounding your bank or fund quotes; if you are not sure, monthly is the usual choice for savings accounts.\n\nGive the length as whole years plus months: 0 years and 10 months is ten months. Add a tax rate if the interest is taxed each year, and an expected inflation rate if you want to see the balance in today's money. Leave either at 0 to ignore it.",
  "formulaExplained": "The rate is first turned into the monthly rate that compounds to the same thing over a year: a twelfth of the annual rate for monthly compounding, and (1 + r/k)^(k/12) − 1 otherwise. Each month the account then receives its contributions and a month's interest on the whole balance, so interest earns interest. When you contribute at the beginning of each period, a contribution earns interest in the month it is made; at the end, it starts earning a month later.\n\n$20,000 at 5% compounded monthly for 5 years grows to $25,667.17 on its own. Adding $200 at the end of each month raises it to $39,268.39: $32,000 you put in and $7,268.39 of interest. With monthly contributions and no tax this is the same figure as a spreadsheet's FV function gives: $500 plus $200 a month at the beginning of each month at 6% for 10 months is $2,581.40, the example in Excel's own documentation.\n\nTax is taken from each month's interest as it is credited, so the balance really grows at the rate after tax. Inflation works the other way round: the ending balance is divided by the growth of prices over the same number of years.",
  "readingTheResult": "The ending balance is what the account would hold. Total contributions is everything you put in, the initial investment included, and the interest is what the account earned beyond that, after tax. The tax line shows what went to the tax authority along the way.\n\nBuying power is the ending balance in today's money. $10,000 plus $2,000 each year at 7% compounded annually for 10 years, with interest taxed at 24%, ends at $43,561.95, of which $4,282.72 was paid in tax along the way; with prices rising 3% a year, that balance buys what $32,414.18 buys today. Without the tax it would have been $49,238.71.\n\nThe year-by-year table shows how the balance builds up; in the later years interest usually adds more than the contributions do.",
  "limitations": "The rate is fixed for the whole period, every contribution is made on time, and nothing is withdrawn. Real accounts change their rates, investment returns go up and down, and a fund may charge fees that come off the return. Tax is modelled as a flat share of each interest credit; in practice it depends on your income and is paid once a year, and interest in a tax-advantaged account may not be taxed at all. Inflation is one steady rate, when real price rises vary from year to year.\n\nUse the result to compare choices, such as contributing more or earlier, rather than as a promise. For decisions about retirement savings or taxes, a financial adviser or tax professional can look at your whole situation.",
  "faq": [
    {
      "question": "How much interest will I earn?",
      "answer": "Enter your starting amount, rate and time and read the total interest. $20,000 at 5% compounded monthly earns $5,667.17 in 5 years without contributions. The interest shown is after tax when you enter a tax rate."
    },
    {
      "question": "Does it matter whether I contribute at the beginning or the end of the month?",
      "answer": "A little: a contribution made at the beginning earns one more month of interest. Over long periods and at higher rates the difference adds up, because that extra month of interest keeps compounding too."
    },
    {
      "question": "Why is the buying power lower than the balance?",
      "answer": "Because prices rise. A balance reached in ten years buys less than the same amount would today; the buying power divides the balance by the growth of prices over the period to show what it is worth in today's money."
    },
    {
      "question": "What compounding should I choose?",
      "answer": "The one your bank or fund quotes. More frequent compounding earns slightly more at the same rate; a rate quoted as an APY already includes its compounding, so enter it with annual compounding."
    }
  ]
};
