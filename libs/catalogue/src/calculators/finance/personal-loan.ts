import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber } from '../../result-reading.js';

export const personalLoan: CalculatorDefinition = {
  slug: 'personal-loan',
  aliases: ['personal-loan-calculator', 'installment-loan', 'debt-consolidation-loan'],
  title: 'Personal Loan Calculator',
  description:
    'Work out the monthly payment, total interest and true APR of a personal loan, including any origination fee.',
  category: 'finance',
  inputs: {
    loanAmount: { label: 'Loan Amount', placeholder: 'e.g. 10,000', unit: '$', step: 100, uiDefault: 10000 },
    interestRate: {
      label: 'Interest Rate',
      placeholder: 'e.g. 10',
      unit: '% APR',
      step: 0.01,
      uiDefault: 10,
      help: "The loan's yearly interest rate before any fee.",
    },
    loanTerm: {
      label: 'Loan Term',
      placeholder: 'e.g. 36',
      unit: 'months',
      step: 1,
      uiDefault: 36,
      help: 'Personal loans usually run 24 to 84 months.',
    },
    originationFee: {
      label: 'Origination Fee',
      placeholder: 'e.g. 5',
      unit: '% of loan',
      step: 0.1,
      uiDefault: 0,
      help: 'A one-time fee, often 1% to 10%, taken out of the money you receive.',
    },
  },
  formula: {
    expression: 'M = P × r × (1 + r)^n ÷ ((1 + r)^n − 1);   F = P × f;   P − F = M × (1 − (1 + i)^−n) ÷ i,  APR = 12 × i',
    symbols: [
      { symbol: 'M', meaning: 'monthly payment' },
      { symbol: 'P', meaning: 'amount borrowed (what you repay)' },
      { symbol: 'r', meaning: 'monthly interest rate: interest rate ÷ 100 ÷ 12' },
      { symbol: 'n', meaning: 'number of monthly payments (the term in months)' },
      { symbol: 'F', meaning: 'origination fee in dollars' },
      { symbol: 'f', meaning: 'origination fee rate ÷ 100' },
      { symbol: 'i', meaning: 'the monthly rate at which the money you actually receive, P − F, equals the payments' },
      { symbol: 'APR', meaning: 'annual percentage rate including the fee' },
    ],
    text: 'The payment comes from the standard amortization formula on the full amount borrowed. Because the fee is taken out of the money you receive, the APR is the rate at which that smaller amount is repaid by the same payments, found by solving the last equation for i.',
  },
  examples: [
    {
      description: '$10,000 at 8% repaid over 10 months',
      inputs: { loanAmount: 10000, interestRate: 8, loanTerm: 10 },
    },
    {
      description: '$5,000 at 5.5% over 24 months',
      inputs: { loanAmount: 5000, interestRate: 5.5, loanTerm: 24 },
    },
    {
      description: 'A $15,000 debt-consolidation loan at 12% over 60 months with a 5% origination fee',
      inputs: { loanAmount: 15000, interestRate: 12, loanTerm: 60, originationFee: 5 },
    },
    {
      description: '$10,000 at 10% over 36 months with a 5% origination fee',
      inputs: { loanAmount: 10000, interestRate: 10, loanTerm: 36, originationFee: 5 },
    },
  ],
  disclaimer: categoryDisclaimers.finance,
  interpret(result) {
    const payment = primaryNumber(result);
    if (payment === undefined) return 'Enter the amount, rate and term to see your monthly payment.';
    const totalOfPayments = numberDetail(result, 'totalOfPayments');
    const totalInterest = numberDetail(result, 'totalInterest');
    const sentences = [`You would pay ${money(payment)} a month.`];
    if (totalOfPayments !== undefined && totalInterest !== undefined && payment > 0) {
      const months = Math.round(totalOfPayments / payment);
      sentences[0] = `You would pay ${money(payment)} a month for ${months} months, ${money(totalOfPayments)} in all, of which ${money(totalInterest)} is interest.`;
    }
    const fee = numberDetail(result, 'originationFeeAmount');
    const netProceeds = numberDetail(result, 'netProceeds');
    const apr = numberDetail(result, 'apr');
    if (fee !== undefined && fee > 0 && netProceeds !== undefined && apr !== undefined) {
      sentences.push(
        `The ${money(fee)} fee means you receive only ${money(netProceeds)}, so the true cost of the loan is an APR of ${percent(apr)}: compare offers by this figure, not by the interest rate.`,
      );
    }
    return sentences.join(' ');
  },
  keywords: [
    'personal loan', 'installment loan', 'debt consolidation loan', 'unsecured loan', 'origination fee', 'apr',
    'loan apr with fees', 'personal loan payment', 'signature loan', 'personel loan', 'personal lone',
    'how much will my personal loan cost', 'monthly payment on 10000 loan',
  ],
  related: ['loan', 'payment', 'debt-payoff', 'car-loan', 'amortization', 'simple-interest'],
  outputLabels: {
    totalOfPayments: 'Total of payments',
    originationFeeAmount: 'Origination fee',
    netProceeds: 'Amount you receive',
    apr: 'APR (with fee)',
    totalCost: 'Total cost (interest + fee)',
  },
};
