// Generated from libs/calc-engine/src/calculators/home-equity-loan/home-equity-loan.ts and home-equity-loan.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const homeEquityLoanContent: ExplanatoryContent = {
  "whatItComputes": "A home equity loan is a second loan secured by your home, paid out as a lump sum and repaid in fixed monthly payments. This calculator answers the two questions that come first: how much a lender is likely to let you borrow, and what the loan would cost each month and in total.\n\nThe amount depends on your equity, the part of the home's value you own outright, and on the lender's limit on the combined loan-to-value (CLTV): everything owed on the home, the first mortgage and the new loan together, as a share of its value. The calculator gives the most you can borrow at that limit, your equity, the combined loan-to-value of the loan you choose, the monthly payment, the total of payments and the interest.",
  "howToUse": "Enter what the home is worth, ideally from a recent appraisal or sales of similar homes nearby, and what you still owe on the mortgage. Enter the lender's combined loan-to-value limit: 80% is common and some lenders go to 85% or 90%.\n\nLeave the loan amount empty to see the largest loan at that limit, or enter the amount you have in mind. Then enter the rate and the term in whole years. The calculator also works backwards: solve for the loan amount to find how much a monthly payment you can afford would borrow.",
  "formulaExplained": "The limit times the home's value is the most that may be owed on the home; the mortgage balance takes its share first, and the rest is what you can borrow. On a $400,000 home with $250,000 owed, 80% of the value is $320,000, so the most you can borrow is $70,000; at 85% it is $90,000.\n\nThe payment is the level payment of a fixed-rate loan: each month a twelfth of the APR is charged on the balance, and the payment covers that interest and repays part of the loan, so the last payment clears it. $70,000 at 8% over 15 years is $668.96 a month, $120,412.16 in all, of which $50,412.16 is interest. The $90,000 at the 85% limit costs $860.09 a month.",
  "readingTheResult": "The monthly payment is the loan's principal and interest; it does not include the first mortgage's payment, which you keep paying. The combined loan-to-value shows how much of the home's value would be borrowed in all. At the maximum it equals the limit you entered.\n\nIf you ask for more than the limit allows, the calculator still works out the loan and says so. $40,000 on a $300,000 home with $220,000 owed brings the combined loan-to-value to 86.67%, above an 80% limit, where a lender would lend at most $20,000. A longer term lowers the payment but adds interest: the $70,000 loan over 20 years instead of 15 costs $585.51 a month but $70,521.93 of interest.",
  "limitations": "Lenders look at more than equity: your credit score, income and debt-to-income ratio decide whether you qualify and at what rate, and an appraisal may value the home differently than you do. Closing costs, appraisal fees and any points are not included. The calculator assumes a fixed rate; a home equity line of credit (HELOC) has a variable rate and a draw period, and works differently.\n\nYour home secures the loan, so falling behind can cost you the home. Before borrowing against it, compare offers and talk to a housing counselor or financial adviser if you are unsure.",
  "faq": [
    {
      "question": "How much equity can I borrow?",
      "answer": "Multiply the home's value by the lender's combined loan-to-value limit and subtract your mortgage balance. A $400,000 home with $250,000 owed gives $70,000 at 80% and $90,000 at 85%."
    },
    {
      "question": "What is combined loan-to-value?",
      "answer": "It is everything owed on the home, the first mortgage and any second loan, divided by the home's value. Lenders cap it to keep a cushion of equity in case prices fall."
    },
    {
      "question": "What if I owe more than the limit allows?",
      "answer": "Then there is no equity to borrow at that limit, and the calculator says so when you leave the amount empty. You may still qualify with a lender that allows a higher limit, or once you have paid down more of the mortgage."
    },
    {
      "question": "Is a home equity loan the same as a HELOC?",
      "answer": "No. A home equity loan pays a lump sum at a fixed rate with fixed payments, which is what this calculator models. A HELOC is a credit line you draw on as needed, usually at a variable rate."
    }
  ]
};
