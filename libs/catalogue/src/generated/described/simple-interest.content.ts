// Generated from libs/calc-engine/src/calculators/simple-interest/simple-interest.ts and simple-interest.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const simpleInterestContent: ExplanatoryContent = {
  "whatItComputes": "Simple interest is charged or earned only on the original amount, the principal, never on interest that has already built up. This calculator takes the principal, a yearly rate and a length of time in years, months or days, and gives the interest and the total: principal plus interest.\n\nSimple interest is used for many short-term arrangements: a loan between friends or family, interest on a short business loan or a promissory note, accrued interest on a bond between coupon dates, and a few savings products that pay interest out instead of adding it to the balance. Many car loans are simple-interest loans too: interest accrues each day on the principal still owed, and unpaid interest is never added to the balance.",
  "howToUse": "Enter the principal and the annual interest rate, then the length of time and its unit. The rate is always per year, even when the time is in months or days: a loan of 18 months at 8% a year is entered as 8 and 18 months, not as a monthly rate.\n\nFor a loan between people, agree the rate and the period in writing, then use the result as the amount due at the end. If the borrower repays part of the money early, work out each part separately: interest on the whole amount up to the repayment date, then on the smaller balance afterwards.",
  "formulaExplained": "The formula is I = P × r × t: principal times rate times time, where the rate is a decimal (5% is 0.05) and the time is in years. The total is A = P + I. For $1,000 at 5% for 2 years, I = 1,000 × 0.05 × 2 = $100.00 and the total is $1,100.00.\n\nMonths are divided by 12 and days by 365. $2,500 at 8% for 18 months is 2,500 × 0.08 × 1.5 = $300.00. $10,000 at 6% for 90 days is 10,000 × 0.06 × 90 ÷ 365 = $147.95. Some US banks count interest on a 360-day year, the so-called ordinary interest or banker's rule, which would give $150.00 for the same 90 days; check which convention your agreement uses.",
  "readingTheResult": "The large number is the interest alone; the details show the total. Because interest never compounds, it grows in a straight line: double the time and you double the interest. The share of the principal that the interest represents is simply the rate multiplied by the years.\n\nCompare it with compound interest when you are saving: $10,000 at 5% for 3 years earns $1,500 of simple interest but $1,576.25 when interest is added to the balance each year. For a borrower, simple interest is the cheaper of the two; for a saver, compound interest pays more at the same rate.",
  "limitations": "The calculator assumes one principal amount for the whole period, with no repayments or withdrawals along the way. Most consumer loans with monthly payments, such as mortgages and car loans, are amortized: each payment covers that month's interest and reduces the balance, so you need the Loan or Amortization Calculator for them. Credit cards compound, so use the Debt Payoff Calculator.\n\nInterest earned is usually taxable, and charging interest on a large family loan can have tax consequences in the US; a tax adviser can tell you what applies to you.",
  "faq": [
    {
      "question": "What is the simple interest formula?",
      "answer": "I = P × r × t: principal times the annual rate as a decimal times the time in years. The total owed or received is A = P + I, which can also be written A = P × (1 + r × t)."
    },
    {
      "question": "How do I calculate simple interest for months or days?",
      "answer": "Convert the time to years: divide months by 12 and days by 365 (or by 360 if your agreement uses the banker's year). 9 months at 6% on $4,000 is 4,000 × 0.06 × 0.75 = $180."
    },
    {
      "question": "Is simple interest better than compound interest?",
      "answer": "For a borrower, yes: at the same rate you pay less. For a saver, no: compound interest earns more because interest also earns interest. Over one year with interest paid once, the two are the same."
    }
  ]
};
