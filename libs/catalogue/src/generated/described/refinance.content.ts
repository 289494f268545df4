// Generated from libs/calc-engine/src/calculators/refinance/refinance.ts and refinance.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const refinanceContent: ExplanatoryContent = {
  "whatItComputes": "Refinancing replaces your current loan with a new one, usually to get a lower interest rate, a different term, or both. This calculator compares the two loans on the balance you owe today. It shows your current payment, the new payment and the monthly difference, then the break-even point: how many months of savings it takes to earn back the closing costs.\n\nIt also totals the interest left on each loan and the lifetime savings: everything you would still pay on the current loan, minus everything you would pay on the new one and the closing costs. That last figure catches the most common refinancing trap, a lower payment that costs more in the end because the new loan runs longer.",
  "howToUse": "Take the current balance and rate from your latest mortgage statement, and enter the years left on the loan. For the new loan, enter the rate and term from a lender's Loan Estimate, and the total closing costs you would pay in cash: lender fees, appraisal, title insurance, recording fees and any discount points.\n\nCompare more than one new term. Refinancing 25 remaining years into a new 30-year loan lowers the payment more than a 25- or 20-year loan would, but it adds years of payments. Check both the break-even and the lifetime figure before deciding.",
  "formulaExplained": "Each payment uses the standard amortization formula, M = B × r × (1 + r)^n ÷ ((1 + r)^n − 1), on the balance B you owe today: the current rate over the remaining months, and the new rate over the new term. The monthly savings S is the old payment minus the new one. The break-even point is the closing costs divided by S, rounded up to a whole month. If S is zero or negative, monthly savings never pay the costs back.\n\nIn the first example, $200,000 at 7% over 30 years costs $1,330.60 a month and at 5.5% it costs $1,135.58, a saving of $195.03. $4,000 ÷ $195.03 = 20.5, so the costs are recovered in month 21. Over 360 payments the new loan costs $66,209.72 less, closing costs included.",
  "readingTheResult": "The large number is the change in your monthly payment. Then read the break-even: if you expect to sell or refinance again before that month, the refinance loses money. If you will stay well past it, the savings are real.\n\nAlways check the lifetime figure too. In the second example, moving $150,000 from 5% with 20 years left to 6% over 30 years lowers the payment by $90.61 a month, but costs $89,173.22 more over the life of the loan. The third example is the opposite: moving to a shorter 20-year loan raises the payment by $44.01 a month, yet saves $89,260.23 overall, because the debt is gone five years sooner.",
  "limitations": "The calculator assumes closing costs are paid in cash. Many lenders let you roll them into the new loan or offer a no-closing-cost refinance at a higher rate; both make the new loan more expensive than shown. Cash-out refinancing, adjustable rates, private mortgage insurance, escrow changes and taxes are not modelled, and the lifetime comparison does not account for what you could earn by investing the monthly savings.\n\nYour rate depends on your credit, your home's appraised value and your equity. Get Loan Estimates from several lenders, compare their APRs and fees line by line, and ask a HUD-approved housing counselor or a financial adviser if you are unsure.",
  "faq": [
    {
      "question": "When is it worth refinancing?",
      "answer": "When the savings recover the closing costs well before you expect to move or refinance again, and the lifetime cost does not rise. An old rule of thumb asks for a rate at least 0.75 to 1 percentage point lower, but the break-even month here is a better test because it uses your actual costs."
    },
    {
      "question": "Does refinancing restart my loan?",
      "answer": "Yes. A new 30-year loan means 30 more years of payments, even if you had 25 left. That is why a lower payment can still cost more overall. Choosing a new term no longer than the years you have left, or paying the old payment on the new loan, avoids it."
    },
    {
      "question": "Should I pay points to get a lower rate?",
      "answer": "A point costs 1% of the loan and lowers the rate by an amount the lender sets. Add the cost of the points to the closing costs here and use the lower rate: if the break-even month comes long before you expect to move, the points may be worth it."
    }
  ]
};
