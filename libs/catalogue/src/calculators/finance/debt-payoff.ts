import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber, shareOf, yearsAndMonths } from './result-reading.js';

/** Interest above this share of the balance (in %) earns a nudge toward a larger payment. */
const HEAVY_INTEREST_SHARE = 50;

export const debtPayoff: CalculatorDefinition = {
  slug: 'debt-payoff',
  aliases: ['debt-payoff-calculator', 'credit-card-payoff', 'pay-off-debt', 'debt-free'],
  title: 'Debt Payoff Calculator',
  description:
    'Find out how long a fixed monthly payment takes to clear a credit card or other debt, and how much interest it costs.',
  category: 'finance',
  inputs: {
    debtBalance: { label: 'Current Balance', placeholder: 'e.g. 5,000', unit: '$', step: 50, uiDefault: 5000 },
    interestRate: {
      label: 'Interest Rate (APR)',
      placeholder: 'e.g. 22',
      unit: '%',
      step: 0.01,
      uiDefault: 22,
      help: 'The purchase APR on your statement.',
    },
    monthlyPayment: {
      label: 'Monthly Payment',
      placeholder: 'e.g. 200',
      unit: '$',
      step: 10,
      uiDefault: 200,
      help: "It must be more than the first month's interest, or the balance never falls.",
    },
  },
  formula: {
    expression: 'each month: I = B × r,  B = B + I − P;   N = ⌈−ln(1 − r × B₀ ÷ P) ÷ ln(1 + r)⌉',
    symbols: [
      { symbol: 'B', meaning: 'balance owed, updated every month' },
      { symbol: 'I', meaning: "the month's interest" },
      { symbol: 'r', meaning: 'monthly interest rate: APR ÷ 100 ÷ 12' },
      { symbol: 'P', meaning: 'monthly payment (the last one is only what is left)' },
      { symbol: 'N', meaning: 'number of months to pay off the debt' },
      { symbol: 'B₀', meaning: 'starting balance' },
    ],
    text: 'Every month interest is added to the balance and your payment is subtracted, until nothing is left. The closed formula for N gives the same number of months as that month-by-month simulation.',
  },
  examples: [
    {
      description: '$5,000 on a credit card at 22% APR, paying $200 a month',
      inputs: { debtBalance: 5000, interestRate: 22, monthlyPayment: 200 },
    },
    {
      description: '$1,000 at 18% APR, paying $50 a month',
      inputs: { debtBalance: 1000, interestRate: 18, monthlyPayment: 50 },
    },
    {
      description: '$12,000 of card debt at 24.99% APR, paying $400 a month',
      inputs: { debtBalance: 12000, interestRate: 24.99, monthlyPayment: 400 },
    },
    {
      description: '$3,000 moved to a 0% balance-transfer card, paying $250 a month',
      inputs: { debtBalance: 3000, interestRate: 0, monthlyPayment: 250 },
    },
  ],
  disclaimer: categoryDisclaimers.finance,
  interpret(result) {
    const months = primaryNumber(result);
    if (months === undefined) return 'Enter your balance, APR and monthly payment to see when the debt is paid off.';
    const sentences = [`You would be debt-free in ${yearsAndMonths(months)} (${Math.round(months)} payments).`];
    const interest = numberDetail(result, 'totalInterest');
    const totalPaid = numberDetail(result, 'totalPaid');
    const finalPayment = numberDetail(result, 'finalPayment');
    if (interest !== undefined && totalPaid !== undefined) {
      if (interest === 0) sentences.push(`With no interest, you repay exactly ${money(totalPaid)}.`);
      else {
        const share = shareOf(interest, totalPaid - interest);
        sentences.push(`Interest costs ${money(interest)}, ${percent(share)} on top of the balance, for ${money(totalPaid)} in all.`);
      }
    }
    if (finalPayment !== undefined) sentences.push(`The last payment is ${money(finalPayment)}.`);
    if (interest !== undefined && totalPaid !== undefined && shareOf(interest, totalPaid - interest) >= HEAVY_INTEREST_SHARE) {
      sentences.push('Interest adds more than half again to what you owe: a larger monthly payment would cut both the time and the interest sharply.');
    }
    return sentences.join(' ');
  },
  content: {
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
  },
  keywords: [
    'credit card payoff', 'debt payoff', 'pay off credit card', 'how long to pay off debt', 'debt free',
    'credit card interest', 'minimum payment', 'debt snowball', 'debt avalanche', 'balance transfer', 'payoff date',
    'credit card calculater', 'dept payoff', 'debt pay off calculator', 'get out of debt',
  ],
  related: ['personal-loan', 'loan', 'amortization', 'savings-goal', 'simple-interest'],
  outputLabels: {
    monthsToPayoff: 'Months to pay off',
    totalPaid: 'Total paid',
    finalPayment: 'Final payment',
  },
};
