// Generated from libs/calc-engine/src/calculators/credit-card/credit-card.ts and credit-card.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const creditCardContent: ExplanatoryContent = {
  "whatItComputes": "This calculator answers the two questions people ask about credit card debt. Paying a fixed amount each month, how long until the card is clear, and how much interest will that cost? Or, to be free of the debt by a certain month, how much do you need to pay each month?\n\nFor a fixed payment it gives the number of months, the total interest, the total you pay and the smaller last payment. For a target it gives the monthly payment needed, with the interest and the total. Either way it shows the month-by-month schedule.",
  "howToUse": "Enter the balance and the card's purchase APR, both on your statement. Then choose what you want to find. To see how long a payment takes, enter the amount you can pay each month; it must be more than a month's interest, or the balance never falls. To find the payment for a deadline, enter the number of months you want the card paid off in.\n\nThe calculator assumes you stop using the card while you pay it off. Every new purchase adds to the balance and pushes the payoff date back.",
  "formulaExplained": "Card issuers charge interest on the balance each month at a twelfth of the APR (most compute it daily, which comes to nearly the same). A $5,000 balance at 22% is charged about $91.67 in the first month, so a $200 payment repays only about $108 of principal at first. As the balance falls, less of each payment goes to interest and more to the debt.\n\nCounting those months one by one, $200 a month clears $5,000 at 22% in 34 payments: 33 of $200 and a last one of $149.88. Interest comes to $1,749.88. The number of payments is the same as Excel's NPER rounded up.\n\nFor a target, the payment is the level amount that clears the balance in exactly that many months, Excel's PMT: clearing the same $5,000 in 24 months takes $259.39 a month and costs $1,225.38 of interest.",
  "readingTheResult": "Months to pay off is the number of payments until the balance is zero. Total interest is what the debt costs on top of the balance, and total paid is the two together. The final payment is usually smaller than the others, because it only covers what is left. In target mode, the monthly payment needed is what you must pay every month to finish on time.\n\nIf the result shows years of payments and interest close to the balance itself, a larger payment or a lower rate, through a balance transfer or a personal loan, will change it more than anything else.",
  "limitations": "The calculator uses a fixed APR and a payment made every month, with no new purchases, fees or late charges. Real cards compound interest daily on the average daily balance, change rates with the prime rate, and may charge a penalty APR after a late payment, so your statement will differ a little. A promotional 0% rate that ends partway through is not modelled: run the calculator again from the balance left when it ends.\n\nThe minimum payment your issuer asks for usually falls as the balance falls, which stretches the payoff over many more years than a fixed payment; your statement's minimum payment warning shows that case. If card debt is more than you can manage, a nonprofit credit counselor can discuss a debt management plan.",
  "faq": [
    {
      "question": "How long will it take to pay off $5,000 at 22% paying $200 a month?",
      "answer": "34 months: 33 payments of $200 and a last one of $149.88, with $1,749.88 of interest in all."
    },
    {
      "question": "How much do I need to pay to clear my card in two years?",
      "answer": "Choose the target mode and enter 24 months. For $5,000 at 22% it is $259.39 a month, with $1,225.38 of interest."
    },
    {
      "question": "Why does paying only a little more help so much?",
      "answer": "Interest is charged on what you still owe. Every extra dollar comes straight off the balance, so every later month is charged less, and the saving grows month after month."
    },
    {
      "question": "Is a balance transfer worth it?",
      "answer": "Often, if the fee is small and you can clear most of the balance during the low-rate period. Enter the new rate to see how much interest it would save, and add the transfer fee to the balance."
    }
  ]
};
