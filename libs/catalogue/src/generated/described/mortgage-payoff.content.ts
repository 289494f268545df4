// Generated from libs/calc-engine/src/calculators/mortgage-payoff/mortgage-payoff.ts and mortgage-payoff.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const mortgagePayoffContent: ExplanatoryContent = {
  "whatItComputes": "This calculator shows what extra payments do to a fixed-rate mortgage: how many months the loan takes to pay off, how many months sooner that is than the schedule, and how much interest you avoid. It works from where the loan is today, the balance you still owe and the payments left, so it suits a loan you took out years ago as well as a new one.\n\nThree kinds of extra payment can be combined: a fixed amount on top of every monthly payment, a yearly lump sum paid with every twelfth payment (a bonus or a tax refund), and a single lump sum paid once with the payment you choose. It can also work the other way round: give the number of months you want the loan to last, and it finds the extra you need to pay each month.",
  "howToUse": "Enter the balance from your latest mortgage statement, the interest rate of the loan and the number of payments left. A 30-year loan that is five years old has 300 payments left. Then enter the extras you are thinking of paying. Leave the ones you do not plan to pay at zero.\n\nFor the one-time extra, say which payment it goes with: 1 is your next payment, 12 a year from now. To find the extra that clears the loan by a chosen month, solve for the extra per month and enter the months you want; this works with a monthly extra alone. The date of your next payment, today unless you choose another day, dates the last payment: 263 payments starting on 1 January 2027 end with the payment of 1 November 2048.",
  "formulaExplained": "The scheduled payment is the level payment that repays the balance over the months left, the same figure your lender uses: $250,000 at 6.5% over 300 months is $1,688.02 a month. Paid as scheduled, those payments add up to $256,405.37 of interest.\n\nEach month the balance is charged a twelfth of the annual rate. The scheduled payment first covers that interest, and the rest, with every dollar of extra, comes off the principal. A smaller principal is charged less interest the next month, so more of the next payment repays principal too, and the effect snowballs. The last payment is only what is left.\n\nWith $100 extra a month the same loan is paid off in 263 months, 37 months early, with $218,734.17 of interest, a saving of $37,671.20. A $1,000 lump sum every year on a new $200,000 loan at 5% ends it in 308 months instead of 360 and saves $30,866.66.",
  "readingTheResult": "Months to pay off counts the payments until the balance reaches zero, and months saved is how many fewer that is than the schedule. The scheduled payment is what you must pay each month without extras. Total interest is what the loan costs with the extras; interest without extra payments is the cost of the schedule alone, and interest saved is the difference. Total paid adds up every payment, extras included. The schedule lists each month's payment, interest, principal and balance.\n\nMoney saved on interest is certain in a way an investment return is not: paying down a 6.5% mortgage earns exactly 6.5%, tax aside. Compare that with what the same money could earn elsewhere and with the cash you should keep aside.",
  "limitations": "The calculator assumes a fixed rate and that every payment is made on time. Adjustable-rate loans change their payment, and a lender may recast the schedule after a large lump sum, lowering the payment instead of the term. The scheduled payment here is principal and interest only; property tax, insurance and mortgage insurance held in escrow are not part of it. Interest is counted by the month, so a statement can differ by a few cents.\n\nSome loans charge a prepayment penalty, and some servicers apply an extra payment to the next payment rather than to the principal unless you ask. Check both with your servicer. Whether paying down the mortgage is better than investing or keeping cash depends on your other debts, savings and taxes; a fee-only financial adviser can help weigh them.",
  "faq": [
    {
      "question": "How much sooner will $100 extra a month pay off my mortgage?",
      "answer": "On $250,000 at 6.5% with 25 years left, $100 extra a month pays the loan off 37 months early and saves $37,671.20 of interest. Enter your own balance, rate and term to see yours."
    },
    {
      "question": "Is a yearly lump sum as good as a monthly extra?",
      "answer": "Almost. Money paid earlier saves interest for longer, so $1,200 spread over the year saves a little more than $1,200 paid with the twelfth payment, but the difference is small next to the saving of paying extra at all."
    },
    {
      "question": "How much extra do I need to pay it off by a certain date?",
      "answer": "Solve for the extra per month and enter the number of months you want. Finishing $250,000 at 6.5% in 240 months instead of 300 takes $175.91 extra a month."
    },
    {
      "question": "Does an extra payment lower my monthly payment?",
      "answer": "No. Your required payment stays the same and the loan simply ends sooner. Some lenders will recast the loan after a large lump sum, which lowers the payment over the same term; ask yours."
    }
  ]
};
