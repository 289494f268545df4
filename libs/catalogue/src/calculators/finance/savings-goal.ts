import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, primaryNumber } from '../../result-reading.js';

export const savingsGoal: CalculatorDefinition = {
  slug: 'savings-goal',
  aliases: ['savings-goal-calculator', 'savings-calculator', 'how-much-to-save'],
  title: 'Savings Goal Calculator',
  description:
    'Find out how much to save each month to reach a savings goal by a target date, counting interest on what you already have.',
  category: 'finance',
  inputs: {
    savingsGoal: { label: 'Savings Goal', placeholder: 'e.g. 10,000', unit: '$', step: 100, uiDefault: 10000 },
    currentSavings: {
      label: 'Current Savings',
      placeholder: 'e.g. 2,000',
      unit: '$',
      step: 100,
      uiDefault: 0,
      help: 'What you have already put aside for this goal.',
    },
    interestRate: {
      label: 'Annual Interest Rate (compounded monthly)',
      placeholder: 'e.g. 4.5',
      unit: '%',
      step: 0.01,
      uiDefault: 5,
      help: 'What your savings account pays; 0 for cash that earns nothing.',
    },
    years: {
      label: 'Time to Goal',
      placeholder: 'e.g. 5',
      unit: 'years',
      step: 0.25,
      uiDefault: 5,
      help: 'Quarter years work: 1.5 is 18 months.',
    },
  },
  formula: {
    expression: 'D = (G − S × (1 + r)^n) × r ÷ ((1 + r)^n − 1)',
    symbols: [
      { symbol: 'D', meaning: 'monthly deposit needed (never below 0)' },
      { symbol: 'G', meaning: 'savings goal' },
      { symbol: 'S', meaning: 'current savings' },
      { symbol: 'r', meaning: 'monthly interest rate: annual rate ÷ 100 ÷ 12' },
      { symbol: 'n', meaning: 'number of months: years × 12' },
    ],
    text: 'First the calculator grows what you already have to the target date. Whatever is still missing is split into equal monthly deposits, each of which earns interest from the month it goes in. At 0% the missing amount is simply divided by the number of months.',
  },
  examples: [
    {
      description: '$10,000 in 5 years at 5%, starting from nothing',
      inputs: { savingsGoal: 10000, interestRate: 5, years: 5 },
    },
    {
      description: '$20,000 in 5 years at 6%',
      inputs: { savingsGoal: 20000, interestRate: 6, years: 5 },
    },
    {
      description: 'A $15,000 emergency fund in 2 years with $3,000 already saved, at 4.5%',
      inputs: { savingsGoal: 15000, currentSavings: 3000, interestRate: 4.5, years: 2 },
    },
    {
      description: 'A $60,000 house down payment in 4 years with $10,000 saved, at 4%',
      inputs: { savingsGoal: 60000, currentSavings: 10000, interestRate: 4, years: 4 },
    },
  ],
  disclaimer: categoryDisclaimers.finance,
  interpret(result) {
    const deposit = primaryNumber(result);
    if (deposit === undefined) return 'Enter your goal, the interest rate and the time to see the monthly deposit.';
    const months = numberDetail(result, 'numberOfMonths');
    const deposits = numberDetail(result, 'totalDeposits');
    const interest = numberDetail(result, 'interestEarned');
    if (deposit === 0) {
      return 'You need no monthly deposits: what you have already saved reaches the goal with interest alone.';
    }
    const sentences = [`Save ${money(deposit)} a month${months === undefined ? '' : ` for ${months} months`} to reach your goal.`];
    if (deposits !== undefined && interest !== undefined) {
      sentences.push(
        interest > 0
          ? `Your deposits add up to ${money(deposits)} and interest contributes ${money(interest)}.`
          : `Your deposits add up to ${money(deposits)}; with no interest, every dollar of the goal comes from you.`,
      );
    }
    return sentences.join(' ');
  },
  keywords: [
    'savings goal', 'how much to save per month', 'monthly savings', 'emergency fund', 'down payment savings',
    'save for a house', 'save for a car', 'saving plan', 'savings plan', 'savings calculater', 'savings goel',
    'how long to save', 'sinking fund',
  ],
  related: ['compound-interest', 'investment', 'retirement', 'simple-interest'],
  outputLabels: {
    monthlyDeposit: 'Monthly deposit',
    totalDeposits: 'Total deposits',
    interestEarned: 'Interest earned',
    numberOfMonths: 'Number of months',
  },
};
