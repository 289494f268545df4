import type { ExplanatoryContent } from '../../types.js';

/** The explanatory text of the Debt Payoff Calculator page. */
export const debtPayoffContent: ExplanatoryContent = {
  whatItComputes: [
    'This calculator shows how long it takes to pay off a debt with a fixed monthly payment, and what that costs in interest. It is built for credit cards, where the balance and the interest change every month, but works for any debt with a monthly interest rate and no fixed term: a store card, a line of credit, or money owed to a relative who charges interest.',
    'You get the number of months until the balance reaches zero (also shown in years and months), the total interest, the total you pay, and the size of the final, smaller payment, along with a chart of the balance falling over time. It assumes you stop adding new charges to the debt.',
  ].join('\n\n'),
  howToUse: [
    'Enter the balance from your latest statement, the purchase APR, and the amount you can pay every month. Your minimum payment is a good first try; then try a higher amount and compare the months and the interest.',
    'If you have several cards, you can run each one separately. Or add up the balances, use an average APR weighted by balance, and enter your total monthly payment to see roughly when all of them will be gone.',
  ].join('\n\n'),
  formulaExplained: [
    'Each month, interest is the balance times the monthly rate r (the APR divided by 12), it is added to the balance, and your payment is subtracted. The calculator repeats that until the balance is gone, and the last payment is only what is left. The number of months matches the closed formula N = −ln(1 − r × B₀ ÷ P) ÷ ln(1 + r), rounded up.',
    "For $5,000 at 22% paying $200 a month, r = 0.018333. The first month's interest is $91.67, so only $108.33 of the first payment reduces the balance. It takes 34 payments: 33 of $200 and a final one of $149.88. Interest totals $1,749.88. Some calculators report $1,800 by multiplying 34 × $200 and subtracting the balance, which ignores the smaller last payment. If the payment is no more than the first month's interest, the balance never falls, and the calculator says so instead of showing a result.",
  ].join('\n\n'),
  readingTheResult: [
    'The large number is the months until you are debt-free. The interest figure is what the debt costs you on top of what you borrowed; compare it with the balance to see how expensive the debt is.',
    'The payment is the lever. On $5,000 at 22%, paying $100 a month takes 137 months (11 years 5 months) and costs $8,678.06 of interest, more than the debt itself. $200 a month takes 34 months and $1,749.88. $300 a month takes 21 months and $1,021.60. Every extra dollar goes straight to principal, so the savings grow quickly as the payment rises.',
  ].join('\n\n'),
  limitations: [
    'Card issuers calculate interest on the average daily balance, and billing cycles are not all the same length, so your statements will differ slightly from this monthly model. The calculator assumes a fixed APR, no new purchases, no annual or late fees, and the same payment every month. A 0% promotional rate usually ends after a set period, after which the regular APR applies to any remaining balance, and balance transfers typically charge a fee of 3% to 5% of the amount moved.',
    'If you cannot keep up with minimum payments, contact your card issuer, or a nonprofit credit counseling agency, which can explain options such as a debt management plan. Be wary of companies that charge large upfront fees to settle debts.',
  ].join('\n\n'),
  faq: [
    {
      question: 'How long will it take to pay off my credit card with minimum payments?',
      answer: 'Often many years. Minimum payments are usually a small percentage of the balance plus interest, so they fall as the balance falls and stretch the debt out. Your statement shows the payoff time at the minimum payment. Enter a fixed amount here to see how much sooner a steady payment gets you there.',
    },
    {
      question: 'Should I pay off the card with the highest rate or the smallest balance first?',
      answer: 'Paying minimums on all cards and putting every extra dollar on the highest APR (the avalanche method) costs the least interest. Clearing the smallest balance first (the snowball method) costs a little more but gives quick wins that keep some people going. Either beats paying only minimums.',
    },
    {
      question: 'Is a 0% balance transfer worth it?',
      answer: 'It can be if you clear the balance before the promotion ends. In the last example, $3,000 at 0% is gone in 12 payments of $250. A 3% transfer fee adds $90; at 22% APR the same payments would take 14 months and cost $419.57 of interest. If the balance will outlast the promotion, compare the fee and the later APR first.',
    },
  ],
};
