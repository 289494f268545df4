import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber, shareOf, yearsAndMonths } from '../../result-reading.js';

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
  keywords: [
    'amortization schedule', 'amortization table', 'loan amortization', 'extra payments', 'pay off mortgage early',
    'principal and interest', 'loan payoff schedule', 'interest saved', 'amortisation', 'amortization calculater',
    'amoritization', 'ammortization', 'how much interest will i pay', 'extra principal payment',
  ],
  related: ['loan', 'payment', 'mortgage', 'refinance', 'personal-loan', 'debt-payoff'],
  outputLabels: {
    totalOfPayments: 'Total of payments',
    payoffMonths: 'Months to pay off',
    interestSaved: 'Interest saved by extra payments',
    firstPaymentInterest: 'Interest in the first payment',
    firstPaymentPrincipal: 'Principal in the first payment',
    balanceAfter12Payments: 'Balance after 12 payments',
  },
};
