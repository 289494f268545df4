import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, primaryNumber, yearsAndMonths } from '../../result-reading.js';

export const refinance: CalculatorDefinition = {
  slug: 'refinance',
  aliases: ['refinance-calculator', 'refi', 'mortgage-refinance', 'refinancing'],
  title: 'Refinance Calculator',
  description:
    'Compare your current loan with a new one: the monthly savings, the months needed to recover closing costs and the lifetime difference.',
  category: 'finance',
  inputs: {
    currentBalance: {
      label: 'Current Loan Balance',
      placeholder: 'e.g. 200,000',
      unit: '$',
      step: 1000,
      uiDefault: 200000,
      help: 'What you still owe, from your latest statement.',
    },
    currentRate: { label: 'Current Interest Rate', placeholder: 'e.g. 7', unit: '%', step: 0.01, uiDefault: 7 },
    remainingTerm: {
      label: 'Remaining Term',
      placeholder: 'e.g. 30',
      unit: 'years',
      step: 1,
      uiDefault: 30,
      help: 'Years left on your current loan.',
    },
    newRate: { label: 'New Interest Rate', placeholder: 'e.g. 5.5', unit: '%', step: 0.01, uiDefault: 5.5 },
    newTerm: { label: 'New Loan Term', placeholder: 'e.g. 30', unit: 'years', step: 1, uiDefault: 30 },
    closingCosts: {
      label: 'Closing Costs (paid upfront)',
      placeholder: 'e.g. 4,000',
      unit: '$',
      step: 100,
      uiDefault: 4000,
      help: 'Lender fees, appraisal, title and any points, paid in cash at closing.',
    },
  },
  formula: {
    expression: 'S = M_old − M_new;   break-even = ⌈C ÷ S⌉ months;   lifetime savings = M_old × n_old − M_new × n_new − C',
    symbols: [
      { symbol: 'S', meaning: 'monthly savings (negative when the payment rises)' },
      { symbol: 'M_old', meaning: 'payment on the current balance at the current rate over the remaining term' },
      { symbol: 'M_new', meaning: 'payment on the same balance at the new rate over the new term' },
      { symbol: 'C', meaning: 'closing costs paid in cash' },
      { symbol: 'n_old', meaning: 'payments left on the current loan: remaining years × 12' },
      { symbol: 'n_new', meaning: 'payments on the new loan: new term × 12' },
    ],
    text: 'Both payments come from the standard amortization formula on the balance you owe today. The break-even point is how many months of savings it takes to earn back the closing costs, rounded up; the lifetime figure compares everything you would still pay on each loan.',
  },
  examples: [
    {
      description: '$200,000 at 7% with 30 years left, refinanced to 5.5% over 30 years with $4,000 of closing costs',
      inputs: { currentBalance: 200000, currentRate: 7, remainingTerm: 30, newRate: 5.5, newTerm: 30, closingCosts: 4000 },
    },
    {
      description: '$150,000 at 5% with 20 years left, stretched into a new 30-year loan at 6%',
      inputs: { currentBalance: 150000, currentRate: 5, remainingTerm: 20, newRate: 6, newTerm: 30, closingCosts: 3000 },
    },
    {
      description: '$250,000 at 6.875% with 25 years left, refinanced into a 20-year loan at 6%',
      inputs: { currentBalance: 250000, currentRate: 6.875, remainingTerm: 25, newRate: 6, newTerm: 20, closingCosts: 5000 },
    },
    {
      description: '$280,000 at 7.25% with 28 years left, refinanced to 6.25% over 30 years with $6,000 of costs',
      inputs: { currentBalance: 280000, currentRate: 7.25, remainingTerm: 28, newRate: 6.25, newTerm: 30, closingCosts: 6000 },
    },
  ],
  disclaimer: categoryDisclaimers.finance,
  interpret(result) {
    const savings = primaryNumber(result);
    if (savings === undefined) return 'Enter your current loan and the new offer to compare them.';
    const breakEven = result.details['breakEvenMonths'];
    const lifetime = numberDetail(result, 'lifetimeSavings');
    const sentences: string[] = [];
    if (savings > 0) {
      sentences.push(`Refinancing lowers your payment by ${money(savings)} a month.`);
      if (breakEven === 0) sentences.push('With no closing costs, you save from the first payment.');
      else if (typeof breakEven === 'number') {
        sentences.push(`The closing costs are paid back after ${breakEven} months (${yearsAndMonths(breakEven)}), so it pays only if you keep the loan longer than that.`);
      }
      if (lifetime !== undefined) {
        sentences.push(
          lifetime >= 0
            ? `Over the full terms you would pay ${money(lifetime)} less in all, closing costs included.`
            : `But over the full terms you would pay ${money(-lifetime)} more in all, because the new loan runs longer: a lower payment is not a cheaper loan.`,
        );
      }
    } else {
      sentences.push(
        savings < 0
          ? `Your monthly payment would rise by ${money(-savings)}, so monthly savings never pay back the closing costs.`
          : 'Your monthly payment would not change, so monthly savings never pay back the closing costs.',
      );
      if (lifetime !== undefined) {
        sentences.push(
          lifetime > 0
            ? `Over the full terms, though, you would pay ${money(lifetime)} less in all, because the new loan is paid off sooner or at a lower rate.`
            : `And over the full terms you would pay ${money(-lifetime)} more: this refinance does not save money.`,
        );
      }
    }
    return sentences.join(' ');
  },
  keywords: [
    'refinance', 'refi', 'mortgage refinance', 'refinance break even', 'should i refinance', 'refinancing',
    'lower my mortgage rate', 'refinance savings', 'closing costs', 'rate and term refinance', 'refinace',
    'refinanse', 'refiance', 'is it worth refinancing',
  ],
  related: ['mortgage', 'amortization', 'loan', 'debt-payoff'],
  outputLabels: {
    currentMonthlyPayment: 'Current monthly payment',
    newMonthlyPayment: 'New monthly payment',
    breakEvenMonths: 'Break-even (months)',
    currentTotalInterest: 'Interest left on the current loan',
    newTotalInterest: 'Interest on the new loan',
    lifetimeSavings: 'Lifetime savings (after closing costs)',
  },
};
