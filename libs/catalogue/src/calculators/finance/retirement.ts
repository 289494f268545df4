import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, primaryNumber } from '../../result-reading.js';

export const retirement: CalculatorDefinition = {
  slug: 'retirement',
  aliases: ['retirement-calculator', 'retirement-savings', 'retirement-planner', 'nest-egg'],
  title: 'Retirement Calculator',
  description:
    'Project your retirement savings, the nest egg your income goal needs under the 4% rule, and the monthly saving that gets you there.',
  category: 'finance',
  inputs: {
    currentAge: { label: 'Current Age', placeholder: 'e.g. 30', unit: 'years', step: 1, uiDefault: 30 },
    retirementAge: { label: 'Retirement Age', placeholder: 'e.g. 65', unit: 'years', step: 1, uiDefault: 65 },
    currentSavings: {
      label: 'Current Retirement Savings',
      placeholder: 'e.g. 50,000',
      unit: '$',
      step: 1000,
      uiDefault: 50000,
      help: 'Everything in 401(k)s, IRAs and other accounts set aside for retirement.',
    },
    monthlyContribution: {
      label: 'Monthly Contribution',
      placeholder: 'e.g. 500',
      unit: '$',
      step: 50,
      uiDefault: 500,
      help: 'What you add each month, employer match included.',
    },
    annualReturn: {
      label: 'Expected Annual Return',
      placeholder: 'e.g. 7',
      unit: '%',
      step: 0.1,
      uiDefault: 7,
      help: 'Before inflation. A cautious planning figure for a mixed portfolio is often 5% to 7%.',
    },
    inflationRate: {
      label: 'Inflation Rate',
      placeholder: 'e.g. 3',
      unit: '%',
      step: 0.1,
      uiDefault: 3,
      help: "Used to show results in today's dollars; leave empty for none.",
    },
    desiredAnnualIncome: {
      label: "Desired Annual Retirement Income (today's $)",
      placeholder: 'e.g. 60,000',
      unit: '$',
      step: 1000,
      uiDefault: 60000,
      help: 'What your savings should pay you each year, on top of Social Security or a pension.',
    },
    withdrawalRate: {
      label: 'Safe Withdrawal Rate',
      placeholder: 'e.g. 4',
      unit: '%',
      step: 0.1,
      uiDefault: 4,
      help: 'The share of savings you withdraw in the first year of retirement; 4% is the classic rule.',
    },
  },
  formula: {
    expression: 'S = B × (1 + r)^n + C × ((1 + r)^n − 1) ÷ r;   Target = D ÷ w × (1 + f)^y',
    symbols: [
      { symbol: 'S', meaning: 'projected savings at retirement' },
      { symbol: 'B', meaning: 'current retirement savings' },
      { symbol: 'r', meaning: 'monthly return: expected annual return ÷ 100 ÷ 12' },
      { symbol: 'n', meaning: 'months until retirement: y × 12' },
      { symbol: 'C', meaning: 'monthly contribution' },
      { symbol: 'Target', meaning: 'the nest egg your income goal needs, in dollars of your retirement year' },
      { symbol: 'D', meaning: "desired annual income in today's dollars" },
      { symbol: 'w', meaning: 'safe withdrawal rate ÷ 100 (0.04 for the 4% rule)' },
      { symbol: 'f', meaning: 'inflation rate ÷ 100' },
      { symbol: 'y', meaning: 'years until retirement: retirement age − current age' },
    ],
    text: 'Your savings grow with monthly compounding while you keep contributing. The nest egg you need is your desired income divided by the withdrawal rate (25 times the income at 4%), raised by inflation to the year you retire.',
  },
  examples: [
    {
      description: 'Age 40, retiring at 60 with $100,000 saved and $1,000 a month at 6%, wanting $50,000 a year (no inflation)',
      inputs: {
        currentAge: 40, retirementAge: 60, currentSavings: 100000, monthlyContribution: 1000, annualReturn: 6,
        inflationRate: 0, desiredAnnualIncome: 50000, withdrawalRate: 4,
      },
    },
    {
      description: 'Age 30, retiring at 65 with $50,000 saved and $500 a month at 7%, 3% inflation, wanting $60,000 a year',
      inputs: {
        currentAge: 30, retirementAge: 65, currentSavings: 50000, monthlyContribution: 500, annualReturn: 7,
        inflationRate: 3, desiredAnnualIncome: 60000, withdrawalRate: 4,
      },
    },
    {
      description: 'Age 25, retiring at 67 with $10,000 saved and $400 a month at 6%, 2.5% inflation, wanting $50,000 a year',
      inputs: {
        currentAge: 25, retirementAge: 67, currentSavings: 10000, monthlyContribution: 400, annualReturn: 6,
        inflationRate: 2.5, desiredAnnualIncome: 50000, withdrawalRate: 4,
      },
    },
    {
      description: 'Age 50, retiring at 67 with $250,000 saved and $1,500 a month at 5%, 2.5% inflation, wanting $70,000 a year',
      inputs: {
        currentAge: 50, retirementAge: 67, currentSavings: 250000, monthlyContribution: 1500, annualReturn: 5,
        inflationRate: 2.5, desiredAnnualIncome: 70000, withdrawalRate: 4,
      },
    },
  ],
  disclaimer: categoryDisclaimers.finance,
  interpret(result) {
    const projected = primaryNumber(result);
    if (projected === undefined) return 'Enter your ages, savings and contributions to see your projection.';
    const sentences: string[] = [];
    const target = numberDetail(result, 'targetNestEggFuture');
    const gap = numberDetail(result, 'surplusOrShortfall');
    const required = numberDetail(result, 'requiredMonthlyContribution');
    if (target !== undefined && target > 0 && gap !== undefined) {
      if (gap >= 0) {
        sentences.push(`You are on track: you would have ${money(projected)} at retirement, ${money(gap)} more than the ${money(target)} your income goal needs.`);
      } else {
        sentences.push(`You would fall short: ${money(projected)} at retirement against the ${money(target)} your income goal needs, a gap of ${money(-gap)}.`);
        if (required !== undefined) sentences.push(`Saving about ${money(required)} a month in total, instead of your current amount, would close it.`);
      }
    } else {
      sentences.push(`You would have ${money(projected)} at retirement.`);
    }
    const todayDollars = numberDetail(result, 'projectedSavingsTodayDollars');
    const income = numberDetail(result, 'sustainableAnnualIncome');
    if (todayDollars !== undefined && income !== undefined) {
      sentences.push(`In today's dollars that is ${money(todayDollars)}, enough for about ${money(income)} a year at your withdrawal rate.`);
    }
    return sentences.join(' ');
  },
  keywords: [
    'retirement', 'retirement savings', 'nest egg', 'how much do i need to retire', '4% rule', 'safe withdrawal rate',
    '401k', 'ira', 'retirement planning', 'am i saving enough for retirement', 'retirment', 'retirement calculater',
    'early retirement', 'fire calculator', 'pension',
  ],
  related: ['investment', 'compound-interest', 'savings-goal', 'roi', 'age'],
  outputLabels: {
    projectedSavings: 'Projected savings at retirement',
    projectedSavingsTodayDollars: "Projected savings in today's dollars",
    totalContributions: 'Total contributions',
    sustainableAnnualIncome: "Sustainable yearly income (today's dollars)",
    targetNestEgg: "Target nest egg (today's dollars)",
    targetNestEggFuture: 'Target nest egg at retirement',
    surplusOrShortfall: 'Surplus (+) or shortfall (−)',
    requiredMonthlyContribution: 'Monthly contribution needed',
  },
};
