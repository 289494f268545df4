import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, primaryNumber } from './result-reading.js';

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
  content: {
    whatItComputes: [
      "This calculator answers two questions: how much will I have when I retire, and is it enough? It grows your current retirement savings and your monthly contributions at a steady return until your retirement age, and shows the result both in future dollars and in today's dollars, after inflation.",
      "If you enter the income you want from your savings, it also works out the nest egg that income requires under a safe withdrawal rate (the 4% rule by default), how far above or below that target you are, and the monthly contribution that would reach it. Finally, it estimates the yearly income your projected savings could support, in today's money.",
    ].join('\n\n'),
    howToUse: [
      'Enter your age, the age you plan to retire, what you have saved for retirement so far, and what you add each month, counting any employer match. Choose an expected return before inflation; 5% to 7% is a common planning range for a mix of stocks and bonds, and lower is more cautious. Enter an inflation rate (the Federal Reserve targets 2%; 3% is a more cautious assumption).',
      "For the income goal, think of what you will spend each year in today's dollars, and subtract what Social Security or a pension will pay you: your savings only have to cover the rest. Leave the withdrawal rate at 4% unless you have a reason to change it.",
    ].join('\n\n'),
    formulaExplained: [
      'The projection is the future value of your savings plus a series of monthly contributions: S = B × (1 + r)^n + C × ((1 + r)^n − 1) ÷ r, with r the annual return divided by 12 and n the months until retirement. In the first example, $100,000 plus $1,000 a month for 20 years at 6% grows to $793,061.34.',
      'The target uses the withdrawal rate: to take D a year while withdrawing a share w of your savings, you need D ÷ w, which is 25 times the income at 4%. $50,000 a year needs $1,250,000. With inflation, the target is raised to the dollars of your retirement year: in the second example, $60,000 a year needs $1,500,000 today, which is $4,220,793.68 in 35 years at 3% inflation. The required contribution is the monthly amount that, with your current savings, would reach that target.',
    ].join('\n\n'),
    readingTheResult: [
      "The large number is your projected savings in the dollars of your retirement year. Because those dollars will buy less, also read the figure in today's dollars: the second example projects $1,475,834.89, but that is worth $524,487.22 today, which supports about $20,979 a year at 4%.",
      'If there is a shortfall, you have four levers: save more, retire later, aim for a lower income, or accept more investment risk for a higher expected return. Time is the strongest. With no starting savings, $500 a month at 7% from age 25 to 65 grows to $1,312,406.70; starting at 35, the same contributions reach only $609,985.50.',
    ].join('\n\n'),
    limitations: [
      'Real returns are not steady. A market fall shortly before or after you retire can hurt far more than the same fall decades earlier, and this projection cannot show that. It also ignores taxes (withdrawals from a traditional 401(k) or IRA are taxed as income; Roth withdrawals generally are not), investment fees, and changes in your income or contributions over time. Social Security is left to you to subtract from the income goal.',
      'The 4% rule comes from studies of US market history (William Bengen in 1994 and the Trinity study in 1998) for a 30-year retirement with a mix of stocks and bonds. A longer retirement, a very cautious portfolio or lower future returns may call for a lower rate. Use this as a starting point, and review your plan with a fee-only fiduciary financial planner.',
    ].join('\n\n'),
    faq: [
      {
        question: 'How much do I need to retire?',
        answer: "A common starting point is 25 times the yearly income your savings must provide, which is the 4% rule. If you want $40,000 a year on top of Social Security, that is $1,000,000 in today's dollars. Inflation raises the figure in future dollars, which is why the calculator shows both.",
      },
      {
        question: 'What is the 4% rule?',
        answer: 'Withdraw 4% of your savings in your first year of retirement, then raise the dollar amount with inflation each year. In US historical data, a portfolio of stocks and bonds withdrawn this way lasted at least 30 years in almost every period tested. It is a rule of thumb, not a guarantee.',
      },
      {
        question: 'What return should I assume?',
        answer: 'Use a return you would be comfortable planning around, not the best case. Many planners use 5% to 7% a year before inflation for a diversified portfolio, and less as you near retirement and hold more bonds. Try a lower figure too: if the plan still works at 5%, it is more robust.',
      },
      {
        question: "Why does the calculator say I'm short when I will have over a million dollars?",
        answer: 'Because of inflation. In the second example, $1,475,834.89 in 35 years is worth about $524,487 today. The target grows the same way: $60,000 a year today will take about $168,832 a year in 35 years at 3% inflation.',
      },
    ],
  },
  keywords: [
    'retirement', 'retirement savings', 'nest egg', 'how much do i need to retire', '4% rule', 'safe withdrawal rate',
    '401k', 'ira', 'retirement planning', 'am i saving enough for retirement', 'retirment', 'retirement calculater',
    'early retirement', 'fire calculator', 'pension',
  ],
  related: ['investment', 'compound-interest', 'savings-goal', 'roi'],
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
