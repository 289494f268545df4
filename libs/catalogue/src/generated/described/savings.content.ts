// Generated from libs/calc-engine/src/calculators/savings/savings.ts and savings.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const savingsContent: ExplanatoryContent = {
  "whatItComputes": "This calculator follows a savings account month by month. You give what is in it at the start, what you add each month, how much you plan to raise that monthly amount each year, the interest rate and how often the bank compounds it, and for how many years you will save. It gives the balance at the end, how much of it you deposited, how much is interest, and how much of the interest goes in tax.\n\nThe yearly increase is what sets it apart from a plain compound interest formula. Most people can save more as their pay rises, and raising a deposit by a few percent each year makes a large difference over a decade or more.",
  "howToUse": "Enter the initial deposit and the monthly deposit; either may be left empty. If you plan to save more each year, enter the yearly increase in percent: with 3%, $300 a month becomes $309 in the second year. Enter the account's annual interest rate and its compounding, which the bank states beside the rate.\n\nThe length is in years, and decimals work: 0.5 is six months, and 0.8333 is ten months. Choose whether you deposit at the start or the end of each month. If the interest is taxed, enter your tax rate on it; leave it at 0 for a tax-free account.",
  "formulaExplained": "The annual rate is first turned into a monthly rate that compounds to the same amount over a year: a twelfth of it for monthly compounding, and (1 + r/k)^(k/12) − 1 for any other. Each month the account receives that year's deposit and a month's interest on the whole balance, so the interest earns interest too. A deposit made at the beginning of a month earns interest in that same month.\n\n$1,000 to start and $200 a month at 4% compounded monthly for 10 years grows to $30,940.79: $25,000 deposited and $5,940.79 of interest. Depositing at the beginning of each month gives $31,038.96 instead. With level deposits the result is the figure a spreadsheet's FV function gives: $1,000 a month at 12% for a year is $12,682.50, as in Excel's documentation.\n\nTax is taken from each month's interest as it is credited, so the balance grows at the rate after tax. The tax line adds up what was taken.",
  "readingTheResult": "The end balance is what the account would hold. Total deposits counts the initial deposit and every monthly deposit, with their increases; the interest is the rest of the balance, after tax.\n\n$5,000 and $300 a month raised 3% a year, at 4.5% compounded daily for 15 years with deposits at the start of each month and interest taxed at 22%, ends at $95,044.03. You deposit $71,956.09, interest adds $23,087.94 and tax takes $6,511.98. Without the yearly increase the same account would end at $79,654.28.\n\nThe year-by-year table shows the balance at the end of each year; a length that is not a whole number of years adds a last row at the final month.",
  "limitations": "The rate stays the same for the whole time, which is rarely true of a savings account: rates follow the central bank's. Every deposit is made on time and nothing is withdrawn. Tax is a flat share of each interest credit, when in practice it depends on your income and is settled once a year, and some accounts are not taxed at all. Inflation is not counted: the interest calculator shows what a balance is worth in today's money.\n\nUse the result to compare plans, such as saving more or raising deposits each year. For tax questions, or to choose between savings accounts and investments, ask a tax professional or a financial adviser.",
  "faq": [
    {
      "question": "How much will I have if I save $200 a month?",
      "answer": "It depends on the rate and the time. With $1,000 to start at 4% compounded monthly, $200 a month grows to $30,940.79 in 10 years, of which $5,940.79 is interest."
    },
    {
      "question": "Why raise my deposits each year?",
      "answer": "Because later deposits are larger while the early ones keep compounding. A 3% yearly increase on $300 a month adds more than $15,000 to the balance after 15 years in the example above, most of it in deposits and the rest in interest."
    },
    {
      "question": "Why does the number of months differ from years × 12?",
      "answer": "The calculator counts whole months, rounding 12 × years to the nearest month: 0.8333 years is 10 months. A length under half a month rounds to none and is refused."
    },
    {
      "question": "What if my bank compounds daily?",
      "answer": "Choose Daily. Deposits are monthly, so the calculator uses the monthly rate that daily compounding adds up to; at the same rate, daily compounding earns a little more than monthly."
    }
  ]
};
