// Generated from libs/calc-engine/src/calculators/loan/loan.ts and loan.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const loanContent: ExplanatoryContent = {
  "whatItComputes": "This calculator finds the monthly payment on a fixed-rate loan that is repaid in equal monthly installments, the most common kind of personal, car, student and home loan. You enter how much you borrow, the yearly interest rate and the number of years, and it shows the monthly payment, the total you will repay, and how much of that total is interest.\n\nA pie chart shows the split between principal, the money you borrowed, and interest, the price of borrowing it. The schedule shows how each payment divides between the two, month by month.",
  "howToUse": "Enter the amount you plan to borrow, the annual interest rate the lender offers, and the loan tenure in years. The result updates as you type. Change the tenure to see the trade-off between a lower payment and a higher total cost, or change the rate to see what a better offer is worth.\n\nIf the loan has fees, the payment shown is still right, but the fees are an extra cost: compare offers by their APR, which includes them (the Personal Loan Calculator works it out for an origination fee). The three examples on this page show a small, a medium and a large loan; clicking one fills in the form.",
  "formulaExplained": "The payment uses the standard amortization formula: M = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the loan amount, r the monthly rate (the annual rate divided by 100 and by 12) and n the number of months. It is the same formula as Excel's PMT function. At a 0% rate the formula would divide by zero, so the payment is simply P ÷ n.\n\nFor $10,000 at 7% over 3 years, r = 0.005833 and n = 36, so M = $308.77. Thirty-six payments total $11,115.75, of which $1,115.75 is interest. For $50,000 at 5.5% over 5 years, the payment is $955.06 and the interest $7,303.49. For $200,000 at 4.5% over 15 years, it is $1,529.99, with $75,397.58 of interest.",
  "readingTheResult": "The large number is your monthly payment. A payment above $1,000 a month is a significant commitment for most household budgets; below it, the loan is usually manageable, though what counts as affordable depends on your income and your other debts. Lenders often look at the share of gross monthly income that goes to debt payments, and many prefer it below about 36%.\n\nThe total interest is the cost of the loan. A longer tenure lowers the payment but raises that cost: $10,000 at 7% costs $308.77 a month and $1,115.75 of interest over 3 years, or $198.01 a month and $1,880.72 of interest over 5 years.",
  "limitations": "The calculator assumes a fixed rate, monthly payments made on time, and interest charged monthly at the annual rate divided by 12. It does not include origination fees, insurance, taxes or late fees, and it does not model variable-rate loans or loans with a balloon payment. Lenders round each payment to the cent and adjust the final one, so their figures may differ from these by a few cents.\n\nThe rate you are offered depends on your credit history, income and the type of loan. Compare the APR and total cost of several offers before you sign, and ask the lender about anything in the agreement you do not understand.",
  "faq": [
    {
      "question": "How is a monthly loan payment calculated?",
      "answer": "With the amortization formula M = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the amount borrowed, r the monthly rate and n the number of months. For $10,000 at 7% over 3 years it gives $308.77 a month."
    },
    {
      "question": "Why does my lender's payment differ slightly from this one?",
      "answer": "Lenders round the payment to the cent, may count interest by the day rather than by the month, and may add fees or insurance to the loan. A difference of a few cents is rounding; a larger difference usually means fees or a different rate, so ask the lender for the APR."
    },
    {
      "question": "Is a shorter or a longer loan better?",
      "answer": "A shorter loan has higher payments but costs less interest; a longer one is easier on your monthly budget but more expensive overall. Choose the shortest tenure whose payment you can comfortably afford, and keep a cushion for emergencies."
    },
    {
      "question": "What is an EMI?",
      "answer": "EMI stands for equated monthly installment, the term used in India and some other countries for the fixed monthly payment on a loan. It is computed with the same formula as this calculator."
    }
  ]
};
