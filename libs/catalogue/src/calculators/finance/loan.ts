import { disclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, primaryNumber } from '../../result-reading.js';

/** Above this monthly payment a loan is a "significant" commitment, otherwise "manageable" (docs/product.md#result-interpretations). */
const SIGNIFICANT_LOAN_PAYMENT = 1000;

export const loan: CalculatorDefinition = {
  slug: 'loan',
  aliases: ['loan-calculator', 'loan-payment', 'emi-calculator', 'emi'],
  title: 'Loan Calculator',
  description:
    'Calculate the monthly payment, total repayment and total interest of a fixed-rate loan from its amount, rate and term.',
  category: 'finance',
  inputs: {
    loanAmount: { label: 'Loan Amount', placeholder: 'e.g. 10,000', unit: '$', step: 1000, uiDefault: 10000 },
    interestRate: { label: 'Annual Interest Rate', placeholder: 'e.g. 7', unit: '%', step: 0.1, uiDefault: 7 },
    loanTenure: {
      label: 'Loan Tenure',
      placeholder: 'e.g. 3',
      unit: 'years',
      step: 1,
      uiDefault: 3,
      help: 'How many years you have to repay the loan.',
    },
  },
  formula: {
    expression: 'M = P × r × (1 + r)^n ÷ ((1 + r)^n − 1);   Total = M × n;   Interest = Total − P',
    symbols: [
      { symbol: 'M', meaning: 'monthly payment' },
      { symbol: 'P', meaning: 'loan amount (principal)' },
      { symbol: 'r', meaning: 'monthly interest rate: annual rate ÷ 100 ÷ 12' },
      { symbol: 'n', meaning: 'number of monthly payments: tenure in years × 12' },
      { symbol: 'Total', meaning: 'total amount repaid' },
      { symbol: 'Interest', meaning: 'total interest paid over the loan' },
    ],
    text: "The payment is the one fixed monthly amount that pays each month's interest and repays the loan exactly by the last payment. Multiplying it by the number of payments gives the total repaid; the interest is whatever you repay above the amount borrowed.",
  },
  examples: [
    { description: '$10,000 at 7% for 3 years', inputs: { loanAmount: 10000, interestRate: 7, loanTenure: 3 } },
    { description: '$50,000 at 5.5% for 5 years', inputs: { loanAmount: 50000, interestRate: 5.5, loanTenure: 5 } },
    { description: '$200,000 at 4.5% for 15 years', inputs: { loanAmount: 200000, interestRate: 4.5, loanTenure: 15 } },
  ],
  disclaimer: disclaimers.financial,
  interpret(result) {
    const payment = primaryNumber(result);
    if (payment === undefined) return 'Enter the loan amount, rate and tenure to see your monthly payment.';
    const weight = payment > SIGNIFICANT_LOAN_PAYMENT ? 'significant' : 'manageable';
    const sentences = [`A monthly payment of ${money(payment)} is a ${weight} commitment.`];
    const payments = numberDetail(result, 'numberOfPayments');
    const total = numberDetail(result, 'totalAmount');
    const interest = numberDetail(result, 'totalInterest');
    if (payments !== undefined && total !== undefined && interest !== undefined) {
      sentences.push(`Over ${payments} payments you repay ${money(total)}, of which ${money(interest)} is interest.`);
    }
    return sentences.join(' ');
  },
  keywords: [
    'loan payment', 'monthly payment', 'loan calculator', 'emi', 'emi calculator', 'installment', 'borrow',
    'loan interest', 'total interest', 'apr', 'how much will my loan cost', 'lone calculator', 'loan calculater',
    'payment calculator', 'amortized loan',
  ],
  related: ['payment', 'personal-loan', 'car-loan', 'mortgage', 'amortization', 'debt-payoff'],
  outputLabels: {
    monthlyPayment: 'Monthly payment',
    totalAmount: 'Total amount repaid',
    totalInterest: 'Total interest',
    principal: 'Principal',
    numberOfPayments: 'Number of payments',
  },
};
