// Generated from libs/calc-engine/src/calculators/retirement/retirement.ts and retirement.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const retirementContent: ExplanatoryContent = {
  "whatItComputes": "This calculator answers two questions: how much will I have when I retire, and is it enough? It grows your current retirement savings and your monthly contributions at a steady return until your retirement age, and shows the result both in future dollars and in today's dollars, after inflation.\n\nIf you enter the income you want from your savings, it also works out the nest egg that income requires under a safe withdrawal rate (the 4% rule by default), how far above or below that target you are, and the monthly contribution that would reach it. Finally, it estimates the yearly income your projected savings could support, in today's money.",
  "howToUse": "Enter your age, the age you plan to retire, what you have saved for retirement so far, and what you add each month, counting any employer match. Choose an expected return before inflation; 5% to 7% is a common planning range for a mix of stocks and bonds, and lower is more cautious. Enter an inflation rate (the Federal Reserve targets 2%; 3% is a more cautious assumption).\n\nFor the income goal, think of what you will spend each year in today's dollars, and subtract what Social Security or a pension will pay you: your savings only have to cover the rest. Leave the withdrawal rate at 4% unless you have a reason to change it.",
  "formulaExplained": "The projection is the future value of your savings plus a series of monthly contributions: S = B × (1 + r)^n + C × ((1 + r)^n − 1) ÷ r, with r the annual return divided by 12 and n the months until retirement. In the first example, $100,000 plus $1,000 a month for 20 years at 6% grows to $793,061.34.\n\nThe target uses the withdrawal rate: to take D a year while withdrawing a share w of your savings, you need D ÷ w, which is 25 times the income at 4%. $50,000 a year needs $1,250,000. With inflation, the target is raised to the dollars of your retirement year: in the second example, $60,000 a year needs $1,500,000 today, which is $4,220,793.68 in 35 years at 3% inflation. The required contribution is the monthly amount that, with your current savings, would reach that target.",
  "readingTheResult": "The large number is your projected savings in the dollars of your retirement year. Because those dollars will buy less, also read the figure in today's dollars: the second example projects $1,475,834.89, but that is worth $524,487.22 today, which supports about $20,979 a year at 4%.\n\nIf there is a shortfall, you have four levers: save more, retire later, aim for a lower income, or accept more investment risk for a higher expected return. Time is the strongest. With no starting savings, $500 a month at 7% from age 25 to 65 grows to $1,312,406.70; starting at 35, the same contributions reach only $609,985.50.",
  "limitations": "Real returns are not steady. A market fall shortly before or after you retire can hurt far more than the same fall decades earlier, and this projection cannot show that. It also ignores taxes (withdrawals from a traditional 401(k) or IRA are taxed as income; Roth withdrawals generally are not), investment fees, and changes in your income or contributions over time. Social Security is left to you to subtract from the income goal.\n\nThe 4% rule comes from studies of US market history (William Bengen in 1994 and the Trinity study in 1998) for a 30-year retirement with a mix of stocks and bonds. A longer retirement, a very cautious portfolio or lower future returns may call for a lower rate. Use this as a starting point, and review your plan with a fee-only fiduciary financial planner.",
  "faq": [
    {
      "question": "How much do I need to retire?",
      "answer": "A common starting point is 25 times the yearly income your savings must provide, which is the 4% rule. If you want $40,000 a year on top of Social Security, that is $1,000,000 in today's dollars. Inflation raises the figure in future dollars, which is why the calculator shows both."
    },
    {
      "question": "What is the 4% rule?",
      "answer": "Withdraw 4% of your savings in your first year of retirement, then raise the dollar amount with inflation each year. In US historical data, a portfolio of stocks and bonds withdrawn this way lasted at least 30 years in almost every period tested. It is a rule of thumb, not a guarantee."
    },
    {
      "question": "What return should I assume?",
      "answer": "Use a return you would be comfortable planning around, not the best case. Many planners use 5% to 7% a year before inflation for a diversified portfolio, and less as you near retirement and hold more bonds. Try a lower figure too: if the plan still works at 5%, it is more robust."
    },
    {
      "question": "Why does the calculator say I'm short when I will have over a million dollars?",
      "answer": "Because of inflation. In the second example, $1,475,834.89 in 35 years is worth about $524,487 today. The target grows the same way: $60,000 a year today will take about $168,832 a year in 35 years at 3% inflation."
    }
  ]
};
