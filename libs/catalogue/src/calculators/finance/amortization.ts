import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber, shareOf, yearsAndMonths } from './result-reading.js';

export const amortization: CalculatorDefinition = {
  slug: 'amortization',
  aliases: ['amortization-calculator', 'amortization-schedule', 'loan-amortization', 'extra-payments'],
  title: 'Amortization Calculator',
  description:
    'See how each loan payment splits between interest and principal month by month, and how much extra payments save.',
  category: 'finance',
  inputs: {
    loanAmount: { label: 'Loan Amount', placeholder: 'e.g. 200,000', unit: '$', step: 100, uiDefault: 200000 },
    interestRate: { label: 'Interest Rate', placeholder: 'e.g. 6', unit: '%', step: 0.01, uiDefault: 6 },
    loanTerm: { label: 'Loan Term', placeholder: 'e.g. 30', unit: 'years', step: 1, uiDefault: 30 },
    extraMonthlyPayment: {
      label: 'Extra Monthly Payment',
      placeholder: 'e.g. 100',
      unit: '$',
      step: 10,
      uiDefault: 0,
      help: 'Paid toward principal every month on top of the regular payment.',
    },
  },
  formula: {
    expression: 'M = P × r × (1 + r)^n ÷ ((1 + r)^n − 1);   interest_k = B_(k−1) × r;   principal_k = M + E − interest_k;   B_k = B_(k−1) − principal_k',
    symbols: [
      { symbol: 'M', meaning: 'scheduled monthly payment' },
      { symbol: 'P', meaning: 'loan amount' },
      { symbol: 'r', meaning: 'monthly interest rate: annual rate ÷ 100 ÷ 12' },
      { symbol: 'n', meaning: 'number of monthly payments: term in years × 12' },
      { symbol: 'interest_k', meaning: 'interest charged in month k' },
      { symbol: 'principal_k', meaning: 'principal repaid in month k (never more than the balance)' },
      { symbol: 'B_k', meaning: 'balance after month k; B_0 is the loan amount' },
      { symbol: 'E', meaning: 'extra monthly payment' },
    ],
    text: "The payment stays the same every month, but its split changes: each month's interest is charged on the balance still owed, and everything else reduces the balance. Extra payments go straight to principal, so the balance and every later month's interest fall faster.",
  },
  examples: [
    { description: '$8,000 at 10% over 3 years', inputs: { loanAmount: 8000, interestRate: 10, loanTerm: 3 } },
    { description: '$2,000 at 10% over 2 years', inputs: { loanAmount: 2000, interestRate: 10, loanTerm: 2 } },
    { description: 'A $200,000 mortgage at 6% over 30 years', inputs: { loanAmount: 200000, interestRate: 6, loanTerm: 30 } },
    {
      description: 'The same $200,000 mortgage with $200 extra every month',
      inputs: { loanAmount: 200000, interestRate: 6, loanTerm: 30, extraMonthlyPayment: 200 },
    },
  ],
  disclaimer: categoryDisclaimers.finance,
  interpret(result) {
    const payment = primaryNumber(result);
    if (payment === undefined) return 'Enter the loan amount, rate and term to see the schedule.';
    const firstInterest = numberDetail(result, 'firstPaymentInterest');
    const firstPrincipal = numberDetail(result, 'firstPaymentPrincipal');
    const totalInterest = numberDetail(result, 'totalInterest');
    const months = numberDetail(result, 'payoffMonths');
    const saved = numberDetail(result, 'interestSaved');
    const sentences = [`Your scheduled payment is ${money(payment)} a month.`];
    if (firstInterest !== undefined && firstPrincipal !== undefined && firstInterest > 0) {
      sentences.push(
        `In the first month ${money(firstInterest)} of it (${percent(shareOf(firstInterest, payment))}) is interest and ${money(firstPrincipal)} reduces the balance; the split shifts toward principal as the balance falls.`,
      );
    }
    if (totalInterest !== undefined && months !== undefined) {
      sentences.push(`You pay ${money(totalInterest)} of interest in all, and the loan is paid off after ${yearsAndMonths(months)}.`);
    }
    if (saved !== undefined && saved > 0) sentences.push(`Your extra payments save ${money(saved)} of interest.`);
    return sentences.join(' ');
  },
  content: {
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
  },
  keywords: [
    'amortization schedule', 'amortization table', 'loan amortization', 'extra payments', 'pay off mortgage early',
    'principal and interest', 'loan payoff schedule', 'interest saved', 'amortisation', 'amortization calculater',
    'amoritization', 'ammortization', 'how much interest will i pay', 'extra principal payment',
  ],
  related: ['loan', 'mortgage', 'refinance', 'personal-loan', 'debt-payoff'],
  outputLabels: {
    totalOfPayments: 'Total of payments',
    payoffMonths: 'Months to pay off',
    interestSaved: 'Interest saved by extra payments',
    firstPaymentInterest: 'Interest in the first payment',
    firstPaymentPrincipal: 'Principal in the first payment',
    balanceAfter12Payments: 'Balance after 12 payments',
  },
};
