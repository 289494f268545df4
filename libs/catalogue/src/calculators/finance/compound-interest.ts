import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber, shareOf } from '../../result-reading.js';

export const compoundInterest: CalculatorDefinition = {
  slug: 'compound-interest',
  aliases: ['compound-interest-calculator', 'compounding', 'apy'],
  title: 'Compound Interest Calculator',
  description:
    'See how savings grow when interest earns interest, with any compounding frequency and optional monthly deposits.',
  category: 'finance',
  inputs: {
    principal: { label: 'Initial Investment', placeholder: 'e.g. 10,000', unit: '$', step: 100, uiDefault: 10000 },
    interestRate: { label: 'Annual Interest Rate', placeholder: 'e.g. 5', unit: '%', step: 0.01, uiDefault: 5 },
    years: {
      label: 'Time Period',
      placeholder: 'e.g. 10',
      unit: 'years',
      step: 1,
      uiDefault: 10,
      help: 'Decimals work: 2.5 is two and a half years.',
    },
    compoundingFrequency: {
      label: 'Compounding',
      uiDefault: 12,
      optionLabels: { 1: 'Annually', 2: 'Semiannually', 4: 'Quarterly', 12: 'Monthly', 52: 'Weekly', 365: 'Daily' },
    },
    monthlyContribution: {
      label: 'Monthly Contribution',
      placeholder: 'e.g. 200',
      unit: '$',
      step: 10,
      uiDefault: 0,
      help: 'Added at the end of each month; leave empty for none.',
    },
  },
  formula: {
    expression: 'A = P × (1 + r/k)^(k × t) + C × ((1 + i)^m − 1) ÷ i,  where i = (1 + r/k)^(k/12) − 1;   APY = (1 + r/k)^k − 1',
    symbols: [
      { symbol: 'A', meaning: 'balance at the end' },
      { symbol: 'P', meaning: 'initial investment' },
      { symbol: 'r', meaning: 'annual interest rate ÷ 100' },
      { symbol: 'k', meaning: 'compounding periods per year (1 annually … 365 daily)' },
      { symbol: 't', meaning: 'time in years' },
      { symbol: 'C', meaning: 'monthly contribution, added at the end of each month' },
      { symbol: 'i', meaning: 'the monthly rate equivalent to the compounding you chose' },
      { symbol: 'm', meaning: 'number of monthly contributions: 12 × t, rounded' },
      { symbol: 'APY', meaning: 'annual percentage yield: what a year of compounding really adds' },
    ],
    text: 'Each compounding period adds interest on the balance, including interest already earned. The first term grows your starting amount; the second adds up each monthly contribution with the interest it earns from the month it is deposited.',
  },
  examples: [
    {
      description: '$1,500 at 4.3% compounded quarterly for 6 years',
      inputs: { principal: 1500, interestRate: 4.3, years: 6, compoundingFrequency: 4 },
    },
    {
      description: '$1,500 at 4% compounded quarterly for 6 years',
      inputs: { principal: 1500, interestRate: 4, years: 6, compoundingFrequency: 4 },
    },
    {
      description: '$10,000 at 5% compounded monthly for 10 years, adding $200 a month',
      inputs: { principal: 10000, interestRate: 5, years: 10, compoundingFrequency: 12, monthlyContribution: 200 },
    },
    {
      description: '$5,000 in a high-yield savings account at 4.5% compounded daily for 3 years',
      inputs: { principal: 5000, interestRate: 4.5, years: 3, compoundingFrequency: 365 },
    },
  ],
  disclaimer: categoryDisclaimers.finance,
  interpret(result) {
    const balance = primaryNumber(result);
    if (balance === undefined) return 'Enter an amount, a rate and a time period to see how it grows.';
    const contributions = numberDetail(result, 'totalContributions');
    const interest = numberDetail(result, 'totalInterest');
    if (contributions === undefined || interest === undefined) return `Your balance would grow to ${money(balance)}.`;
    if (interest <= 0) {
      return `Your balance would be ${money(balance)}: with no interest rate or no time, it is just what you put in.`;
    }
    const sentences = [
      `Your balance would grow to ${money(balance)}: ${money(contributions)} you put in and ${money(interest)} of interest, which is ${percent(shareOf(interest, balance))} of the final balance.`,
    ];
    if (interest > contributions) sentences.push('Interest has earned more than you deposited: compounding is doing most of the work.');
    const apy = numberDetail(result, 'effectiveAnnualRate');
    if (apy !== undefined) sentences.push(`The effective annual rate (APY) is ${percent(apy)}.`);
    return sentences.join(' ');
  },
  keywords: [
    'compound interest', 'interest on interest', 'apy', 'annual percentage yield', 'savings growth', 'cd calculator',
    'daily compounding', 'monthly compounding', 'rule of 72', 'future value', 'compund interest', 'compound intrest',
    'compund intrest', 'compounding interest calculator', 'how much will my savings grow', 'high yield savings',
  ],
  related: ['investment', 'simple-interest', 'savings-goal', 'retirement', 'roi'],
  outputLabels: {
    futureValue: 'Future value',
    totalContributions: 'Total deposited',
    totalInterest: 'Total interest earned',
    effectiveAnnualRate: 'Effective annual rate (APY)',
  },
};
