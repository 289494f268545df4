// Generated from libs/calc-engine/src/calculators/finance/finance.ts and finance.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const financeContent: ExplanatoryContent = {
  "whatItComputes": "The calculator works like the time value of money keys of a financial calculator, N, I/Y, PV, PMT and FV. Enter the number of periods, the annual rate, the amount at the start and the payment each period, and it gives the future value: what is left, or what has built up, after the last period. It also shows the rate per period, the total of the payments and the interest earned or paid over the whole time.\n\nIt can also be run the other way round, as on a financial calculator: give the future value you want and ask for the number of periods, the interest rate, the present value or the payment that gets there. The same five numbers describe a savings plan, a loan, a mortgage, a lease or an annuity.",
  "howToUse": "Amounts carry a sign. Money that leaves your pocket is negative: a deposit, a payment on a loan. Money that comes to you is positive: the cash a lender hands you, the balance you take out at the end. For a savings plan the present value and the payment are negative and the future value comes out positive. For a loan the present value is positive, the payments negative, and a future value of 0 means the loan is repaid.\n\nPayments per Year sets the length of a period: 12 for monthly, 1 for yearly. Compounding per Year is how often interest is added; left empty it is the same as the payments. Choose whether payments fall at the end of each period, as on most loans, or at the beginning, as with rent and many savings plans.",
  "formulaExplained": "The rate per period is the annual rate divided by the payments per year, 6% ÷ 12 = 0.5% a month. When interest is compounded at another pace than payments are made, the rate is converted so that it grows the same in a year: 4% compounded daily is (1 + 0.04 ÷ 365)^365 − 1 = 4.08% a year.\n\nThe present value grows for N periods, to PV × (1 + i)^N. Each payment grows from the period it is made to the end, and together they are PMT × ((1 + i)^N − 1) ÷ i, one period more of interest when they fall at the beginning. The future value is minus the sum of the two, so that all five numbers add up to zero. Twelve monthly deposits of $1,000 at 12% grow to $12,682.50.\n\nSolving for the number of periods uses logarithms, and the present value and the payment come straight out of the same equation. The rate cannot be isolated, so the calculator searches every rate from −99% to 1000% per period for one that balances the values, and when several do, it takes the one nearest zero.",
  "readingTheResult": "The large number is the future value, with its sign: positive is money you receive at the end, negative money you still have to pay. The line below says how much interest the cash flows earn or pay in total: the present value plus all the payments plus the future value. For $10,000 saved with $100 a month for 10 years at 6%, the future value is $34,581.90, of which $12,581.90 is interest.",
  "limitations": "The calculator assumes a fixed rate and level payments made on schedule. Real loans round each payment to the cent, so the last one differs a little; taxes, fees and insurance are not included. When the solved rate is asked for, cash flows that change sign more than once can balance at more than one rate; the calculator reports the one nearest zero, which is usually the one meant.",
  "faq": [
    {
      "question": "Why are some amounts negative?",
      "answer": "The signs show which way money moves. A deposit leaves your account, so it is negative; the balance you withdraw at the end comes to you, so it is positive. A financial calculator and spreadsheet functions use the same convention, and mixing up the signs is the most common reason for an error or a strange answer."
    },
    {
      "question": "What is the difference between P/Y and C/Y?",
      "answer": "P/Y is how many payments are made a year, and sets the length of one period. C/Y is how many times interest is added. Canadian mortgages, for example, are paid monthly but compounded twice a year."
    },
    {
      "question": "How do I find the interest rate of a loan?",
      "answer": "Choose to solve for the interest rate, enter a future value of 0, the number of payments, the loan as a positive present value and the payment as a negative number. A loan of $8,000 repaid by 48 payments of $200 costs 9.24% a year."
    },
    {
      "question": "How do I find how long it takes to reach a goal?",
      "answer": "Solve for the number of periods with your goal as a positive future value and your deposits as negative present value and payment."
    }
  ]
};
