import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber, shareOf, yearsAndMonths } from '../../result-reading.js';

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
