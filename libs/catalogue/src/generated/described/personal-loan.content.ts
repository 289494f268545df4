// Generated from libs/calc-engine/src/calculators/personal-loan/personal-loan.ts and personal-loan.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const personalLoanContent: ExplanatoryContent = {
  "whatItComputes": "A personal loan is an unsecured installment loan: you borrow a fixed sum, usually between a few thousand and $50,000, and repay it in equal monthly payments over a set number of months. This calculator shows that monthly payment, the total you repay, and the interest included in it.\n\nMany online lenders also charge an origination fee, taken out of the loan before the money reaches you. The calculator shows the fee in dollars, the amount you actually receive, the total cost of the loan (interest plus fee), and the APR, the annual percentage rate that includes the fee. The APR is the figure US lenders must disclose under the Truth in Lending Act, and it is the fair way to compare two offers.",
  "howToUse": "Enter the amount you will borrow, the interest rate the lender quotes, and the term in months (36 months is three years, 60 is five). If the offer has an origination fee, enter it as a percentage of the loan. Leave it empty for a loan without one.\n\nIf you need a certain amount in hand, remember that the fee comes out of it. To receive $10,000 from a loan with a 5% fee you have to borrow $10,000 ÷ 0.95 = $10,526.32. Use that as the loan amount, and compare the offers you have by their APR.",
  "formulaExplained": "The payment uses the standard amortization formula: M = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the amount borrowed, r the monthly rate (the yearly rate divided by 12) and n the number of months. For $10,000 at 8% over 10 months, r = 0.006667 and the payment is $1,037.03, which is the figure Excel's PMT function gives. Ten payments total $10,370.32, so the interest is $370.32.\n\nThe fee changes the APR, not the payment. In the third example you borrow $15,000 at 12% for 60 months, so the payment is $333.67 and the interest $5,020.00. A 5% fee of $750 means you receive $14,250 but still make those same payments. The APR is the rate at which $14,250 is exactly repaid by 60 payments of $333.67: 14.28%. No formula gives that rate directly, so the calculator finds it by iteration, the way Excel's RATE function does.",
  "readingTheResult": "The monthly payment is what your budget has to carry. The total cost (interest plus fee) is the price of borrowing. When an offer has a fee, the APR is the rate to compare, because two loans with the same interest rate can have very different APRs.\n\nFees weigh more on short loans. $10,000 at 10% with a 5% fee has an APR of 19.81% over 12 months, 13.56% over 36 months and 12.24% over 60 months, because the same $500 is spread over fewer years. That does not make the longer loan cheaper: over 60 months you pay $2,748.23 of interest against $1,616.19 over 36.",
  "limitations": "The calculator assumes a fixed rate, equal monthly payments and no late fees. It does not include optional payment-protection insurance or prepayment penalties, which some lenders still charge. Lenders that charge interest by the day will show slightly different figures if you pay early, late or extra. Your actual rate depends on your credit score, income and existing debt; the rates lenders advertise are usually for their best-qualified applicants.\n\nIf you are borrowing to consolidate credit card debt, a lower rate helps only if the cards stay paid off. If you are struggling with repayments, a nonprofit credit counselor can review your options before you take on a new loan.",
  "faq": [
    {
      "question": "What is the difference between the interest rate and the APR?",
      "answer": "The interest rate sets your payment. The APR also counts fees that you pay to get the loan, such as an origination fee, and expresses the total as a yearly rate. With no fees the two are equal; with a 5% fee on a 36-month loan at 10%, the APR is 13.56%."
    },
    {
      "question": "Is a personal loan a good way to pay off credit cards?",
      "answer": "It can be, if the loan's APR is clearly lower than your cards' rates and you stop adding to the card balances. A fixed term also gives you a date when the debt is gone. Compare the total cost here with the Debt Payoff Calculator's result for your cards."
    },
    {
      "question": "Can I pay a personal loan off early?",
      "answer": "Most lenders allow it without penalty, and paying early saves the interest you would have paid for the remaining months. The origination fee is not refunded, so an early payoff raises the effective cost of the fee. Check the loan agreement for a prepayment clause."
    }
  ]
};
