// Generated from libs/calc-engine/src/calculators/payment/payment.ts and payment.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const paymentContent: ExplanatoryContent = {
  "whatItComputes": "This calculator answers the two questions people ask most about an ordinary fixed-rate loan. With Fixed term, you give the amount borrowed, the annual rate and the number of months, and it gives the level monthly payment that repays the loan exactly, with the total you pay and the interest inside it. With Fixed payment, you give the amount you can afford each month instead of the term, and it tells you how many payments that takes, how many months the loan really lasts, how large the last, smaller payment is, and what the loan costs in interest.\n\nBoth answers follow the same rules as the PMT and NPER functions of spreadsheets, so a figure from this page can be checked in Excel, LibreOffice or Google Sheets. Payments can fall due at the end of each month, as on most loans, or at the beginning, as on a lease or rent.",
  "howToUse": "Choose what to calculate. For a payment, enter the loan amount, the interest rate as an APR and the term in whole months: a five-year loan is 60 months. For a payoff time, enter the loan amount, the rate and the monthly payment you plan to make.\n\nLeave Payments Due at End of each month unless your contract asks for the first payment on the day you sign. The calculator also works backwards on the Fixed term side: choose Solve for to find the loan amount a given monthly payment will carry, or the rate a lender's quoted payment implies.",
  "formulaExplained": "Each month the lender charges a twelfth of the APR on the balance still owed. The level payment is the one amount that, paid every month, covers each month's interest and leaves nothing owed after the last payment. For $20,000 at 6% over 60 months, the monthly rate is 0.5% and the payment is $386.66; the 60 payments add up to $23,199.36, of which $3,199.36 is interest.\n\nPaying at the beginning of each month means every payment is made a month earlier, so it is worth one month of interest more and each payment is smaller by that factor: $10,000 at 8% over 10 months costs $1,037.03 a month paid at the end, and $1,030.16 paid at the beginning.\n\nThe number of payments comes from the same formula solved for n. It is usually not a whole number: $400 a month repays $20,000 at 6% in 57.68 payments, which means 57 full payments and a 58th of $272.27.",
  "readingTheResult": "With Fixed term, the headline is the monthly payment, followed by the number of payments, the total of all payments and the total interest. With Fixed payment, the headline is the number of payments as a fraction, as a spreadsheet's NPER gives it; the months to pay off count the last, partial payment as a whole month, and the final payment shows how small that last one is.\n\nA payment rounded down to the cent leaves a tiny remainder. A $10,000 loan at 7% has a payment of $308.770969 a month over 36 months; paid at $308.77 it takes 36.0001 periods, so the schedule ends with a 37th payment of $0.04. We show it rather than hide it, because a lender's statement would show it too.",
  "limitations": "The calculator assumes a fixed rate, equal monthly payments and a monthly rate of exactly one twelfth of the APR. It leaves out fees, insurance, taxes and anything else a lender may add to the payment, and the effect of a late or missed payment. Many lenders round every payment to the cent and adjust the last one, and some count interest by the day, so a statement can differ from these figures by a few cents.\n\nFor a loan with a variable rate, a balloon payment or an interest-only period, use the figures as a rough guide only and check the contract's own schedule.",
  "faq": [
    {
      "question": "How do I work out a monthly loan payment?",
      "answer": "Divide the APR by 1,200 to get the monthly rate, then apply the payment formula above, or let the calculator do it. $5,000 at 6% over 15 months is $346.82 a month, the same as the spreadsheet formula PMT(6%/12, 15, 5000)."
    },
    {
      "question": "How long will it take to pay off a loan with a fixed monthly payment?",
      "answer": "Choose Fixed payment and enter the amount you can pay. $400 a month clears $20,000 at 6% in 58 months, the last payment being $272.27. If the payment does not cover the first month's interest, the balance never falls and the calculator says so."
    },
    {
      "question": "Why is the number of payments not a whole number?",
      "answer": "Because the payment rarely divides the loan exactly. The whole part is the number of full payments, and the fraction is the share of one more payment still needed; the final payment shows that amount in dollars."
    },
    {
      "question": "Does paying at the beginning of the month save money?",
      "answer": "A little. Each payment is made a month earlier, so it earns the lender one month less of interest: on $10,000 at 8% over 10 months, the total interest falls from $370.32 to $301.64."
    }
  ]
};
