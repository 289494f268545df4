import type { ExplanatoryContent } from '../../types.js';

/** The explanatory text of the Amortization Calculator page. */
export const amortizationContent: ExplanatoryContent = {
  whatItComputes: [
    'Amortization is the way a fixed-rate loan is paid down: the same payment every month, part interest and part principal, until the balance reaches zero. This calculator shows the monthly payment, then builds the full schedule, month by month, with the interest, the principal and the balance left after each payment, plus a chart of the balance over time.',
    'It also answers the question most borrowers have once they see the schedule: what if I pay a little extra each month? Enter an extra amount and the calculator shows how many months sooner the loan is paid off and how much interest you save. The details also list the interest and principal in the first payment and the balance after one year.',
  ].join('\n\n'),
  howToUse: [
    'Enter the amount borrowed, the annual interest rate and the term in years. This works for any fixed-rate loan with monthly payments: a mortgage, a car loan, a student loan or a personal loan. To see where an existing loan stands, enter its original amount, rate and term, and find the current month in the schedule.',
    'Then try an extra monthly payment. Even a small amount shows up clearly in the total interest and the payoff date. If you make extra payments in real life, tell your lender to apply them to principal, and check your statement to confirm they were.',
  ].join('\n\n'),
  formulaExplained: [
    "The payment is M = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), the standard amortization formula used by Excel's PMT function. Each month, interest is the balance times the monthly rate r, and the rest of the payment reduces the balance.",
    'For $8,000 at 10% over 3 years, r = 0.008333 and the payment is $258.14. In month one, interest is 8,000 × 0.008333 = $66.67, so $191.47 goes to principal and the balance drops to $7,808.53. In month two, interest is charged on that lower balance, so slightly more goes to principal, and so on. After 12 payments $5,594.06 is still owed; over the whole loan the interest adds up to $1,292.95. Extra payments are added to the principal part, and the last payment is only what is left, so the final month is usually smaller.',
  ].join('\n\n'),
  readingTheResult: [
    'Early payments are mostly interest. On a $200,000 mortgage at 6% over 30 years, the payment is $1,199.10, and $1,000 of the first one is interest. After a full year of payments, $14,389.20 in total, the balance has fallen by only $2,456.02. Over 30 years you pay $231,676.38 of interest, more than the loan itself.',
    'That is also why extra payments early in a loan are so effective: every dollar of principal paid now stops being charged interest for all the years that remain. An extra $100 a month on that mortgage saves $49,138.41 and pays it off in 24 years 7 months; $200 a month saves $79,800.51 and pays it off in 21 years.',
  ].join('\n\n'),
  limitations: [
    "The schedule is for a fixed-rate loan with monthly payments and a constant extra payment. It does not cover adjustable rates, interest-only periods, biweekly payment plans, payment holidays or one-time lump sums. For a mortgage, the payment here is principal and interest only; taxes, insurance and PMI are extra (the Mortgage Calculator adds them). Lenders round every payment to the cent and adjust the last one, so your statement may differ from this schedule by a few cents.",
    'Before making large extra payments, check that your loan has no prepayment penalty, that you have an emergency fund, and that you are not carrying more expensive debt, such as a credit card, that you should pay off first. A financial counselor can help you weigh paying down a loan against saving or investing.',
  ].join('\n\n'),
  faq: [
    {
      question: 'Why does so much of my payment go to interest at first?',
      answer: "Interest is charged on the balance you still owe, and at the start the balance is at its largest. As you pay it down, each month's interest shrinks and more of the same payment goes to principal. On a 30-year loan at 6%, the payment is mostly principal only after about 18½ years.",
    },
    {
      question: 'Is it better to pay extra on my loan or invest the money?',
      answer: "Paying extra earns a guaranteed return equal to the loan's interest rate. Investing may earn more, but with risk. Many people pay off high-rate debt first and weigh a low-rate mortgage against investing, keeping an emergency fund either way.",
    },
    {
      question: 'What is the difference between a 15-year and a 30-year amortization?',
      answer: 'A shorter term means higher payments but much less interest. $200,000 at 6% costs $1,687.71 a month and $103,788.46 of interest over 15 years, against $1,199.10 a month and $231,676.38 of interest over 30 years.',
    },
  ],
};
