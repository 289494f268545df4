// Generated from libs/calc-engine/src/calculators/interest-rate/interest-rate.ts and interest-rate.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const interestRateContent: ExplanatoryContent = {
  "whatItComputes": "Offers often state a monthly payment and a number of months rather than a rate: a car dealer's \"$450 a month for 72 months\", or a store's payment plan. This calculator turns those figures back into the annual percentage rate (APR) the loan charges, so that you can compare it with other offers. It also gives the monthly rate, the effective annual rate with monthly compounding, the total you will pay and how much of that is interest.",
  "howToUse": "Enter the amount you borrow, that is the price less any down payment or trade-in, the number of monthly payments, and the payment itself. A five-year loan has 60 payments. The payments are taken to fall at the end of each month, as on most loans.\n\nIf the payment includes anything other than the loan, such as insurance or a service plan, leave that part out or the rate will look higher than the loan's own rate. If the lender adds fees to the amount borrowed, include them: they are part of what you repay.",
  "formulaExplained": "For a known rate, the monthly payment follows from the standard amortization formula. Turned round, the formula has no closed-form answer for the rate, so the calculator solves it numerically, the same way a spreadsheet's RATE function does: it tries a rate, sees whether the payments would repay more or less than the loan, and corrects the rate until the two match to about twelve digits.\n\n$8,000 repaid by 48 payments of $200 gives a monthly rate of 0.7701%, an APR of 9.242%. That is Excel's own example, where RATE gives 0.77% a month and 9.24% a year. The APR is the monthly rate times 12; because interest charged each month is itself charged interest if unpaid, the effective annual rate is a little higher, 9.643% here.",
  "readingTheResult": "The interest rate is the APR, comparable with the rate another lender quotes for a loan of the same kind. The total of payments is the payment times the number of months, and the total interest is what you pay beyond the amount borrowed.\n\nA $25,000 car loan at $450 a month for 72 months charges 8.949% APR: you pay $32,400 in all, $7,400 of it interest. $32,000 repaid at $640 a month over 60 months charges 7.42%, with $6,400 of interest. When the payments add up to exactly the amount borrowed, as with $12,000 paid as 12 payments of $1,000, the rate is 0%.",
  "limitations": "The result is the rate implied by the figures you enter, assuming equal payments at the end of each month and no balloon payment at the end. A lender's official APR also counts certain fees paid up front, which this calculator knows nothing about, so the two can differ. A payment rounded to the cent moves the rate slightly: $386.66 a month on $20,000 over 60 months implies 6.0004% rather than exactly 6%.\n\nPayments that add up to less than the loan are refused, since no positive rate could produce them. For the terms of a real loan, read the lender's disclosure; for advice on which loan to choose, ask a financial adviser.",
  "faq": [
    {
      "question": "How do I find the interest rate on a loan from the payment?",
      "answer": "Enter the amount borrowed, the number of months and the payment. The calculator searches for the monthly rate at which those payments repay the loan and multiplies it by 12: $200 a month for 48 months on $8,000 is 9.242% APR."
    },
    {
      "question": "What is the difference between the APR and the effective annual rate?",
      "answer": "The APR is the monthly rate times 12, the figure lenders quote. The effective annual rate compounds the monthly rate over twelve months, so it is slightly higher: 9.643% for an APR of 9.242%."
    },
    {
      "question": "Why does the calculator say the payments add up to less than the loan?",
      "answer": "Because the payment times the number of months is below the amount borrowed. Even at 0% such payments would not repay the loan; check the amount, the term and the payment."
    },
    {
      "question": "Is a 0% offer really free?",
      "answer": "If the payments add up to exactly the price, the loan charges no interest, as the calculator shows. Some 0% offers carry fees or charge back interest if a payment is missed, so read the terms."
    }
  ]
};
