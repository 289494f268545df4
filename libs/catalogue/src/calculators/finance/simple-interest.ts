import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber, shareOf } from '../../result-reading.js';

export const simpleInterest: CalculatorDefinition = {
  slug: 'simple-interest',
  aliases: ['simple-interest-calculator', 'flat-interest'],
  title: 'Simple Interest Calculator',
  description:
    'Calculate simple interest on an amount over years, months or days, and the total you will owe or receive.',
  category: 'finance',
  inputs: {
    principal: { label: 'Principal', placeholder: 'e.g. 10,000', unit: '$', step: 100, uiDefault: 10000 },
    interestRate: { label: 'Annual Interest Rate', placeholder: 'e.g. 5', unit: '% / yr', step: 0.01, uiDefault: 5 },
    time: {
      label: 'Time',
      placeholder: 'e.g. 3',
      step: 1,
      uiDefault: 3,
      help: 'In the unit chosen below: years, months or days.',
    },
    timeUnit: { label: 'Time Unit', uiDefault: 1, optionLabels: { 1: 'Years', 2: 'Months', 3: 'Days' } },
  },
  formula: {
    expression: 'I = P × r × t;   A = P + I',
    symbols: [
      { symbol: 'I', meaning: 'interest' },
      { symbol: 'P', meaning: 'principal: the amount lent, borrowed or deposited' },
      { symbol: 'r', meaning: 'annual interest rate ÷ 100' },
      { symbol: 't', meaning: 'time in years: months ÷ 12, or days ÷ 365' },
      { symbol: 'A', meaning: 'total amount: principal plus interest' },
    ],
    text: 'Interest is a fixed share of the original principal for every year, and no interest is ever charged on interest. Time in months or days is converted to years first.',
  },
  examples: [
    {
      description: '$1,000 at 5% a year for 2 years',
      inputs: { principal: 1000, interestRate: 5, time: 2, timeUnit: 1 },
    },
    {
      description: '$1,000 at 10% a year for 2 years',
      inputs: { principal: 1000, interestRate: 10, time: 2, timeUnit: 1 },
    },
    {
      description: '$10,000 lent for 90 days at 6% a year',
      inputs: { principal: 10000, interestRate: 6, time: 90, timeUnit: 3 },
    },
    {
      description: '$2,500 borrowed from family for 18 months at 8% a year',
      inputs: { principal: 2500, interestRate: 8, time: 18, timeUnit: 2 },
    },
  ],
  disclaimer: categoryDisclaimers.finance,
  interpret(result) {
    const interest = primaryNumber(result);
    const total = numberDetail(result, 'totalAmount');
    if (interest === undefined || total === undefined) return 'Enter a principal, a rate and a time to see the interest.';
    if (interest === 0) return `No interest accrues, so the total stays at ${money(total)}.`;
    const principal = total - interest;
    return `Interest of ${money(interest)} brings the total to ${money(total)}: ${percent(shareOf(interest, principal))} of the principal over the whole period, charged on the original amount only.`;
  },
  keywords: [
    'simple interest', 'i = prt', 'interest formula', 'flat interest', 'interest on a loan', 'interest for days',
    'interest for months', 'family loan interest', 'promissory note interest', 'simple intrest', 'simpel interest',
    'how much interest will i pay', 'accrued interest',
  ],
  related: ['compound-interest', 'loan', 'personal-loan', 'savings-goal'],
  outputLabels: { totalAmount: 'Total (principal + interest)' },
};
