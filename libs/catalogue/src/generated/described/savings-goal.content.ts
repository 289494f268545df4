// Generated from libs/calc-engine/src/calculators/savings-goal/savings-goal.ts and savings-goal.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const savingsGoalContent: ExplanatoryContent = {
  "whatItComputes": "Whether you are saving for an emergency fund, a down payment, a car or a trip, the question is the same: how much do I need to put aside each month to have the money by a certain date? This calculator answers it. It takes your goal, what you have already saved, the interest your savings earn and the time you have, and gives the monthly deposit.\n\nIt also shows how many deposits that is, the total you will deposit, and how much of the goal interest will cover. If your current savings already grow to the goal on their own, it tells you so, and the monthly deposit is zero.",
  "howToUse": "Enter the amount you want to have, what you already have set aside for it, the annual rate your savings account pays, and the time until you need the money. Quarter years work, so 2.25 is two years and three months.\n\nUse a rate you can actually get. High-yield savings accounts and certificates of deposit pay noticeably more than a standard checking account, and the rate on a savings account can change at any time. If the goal is less than a couple of years away, the interest will be small and the deposit is mostly the goal divided by the months, so the rate you assume matters little.",
  "formulaExplained": "The calculator first grows your current savings S to the target date: S × (1 + r)^n, where r is the monthly rate and n the number of months. The rest of the goal has to come from deposits, and a series of equal monthly deposits D grows to D × ((1 + r)^n − 1) ÷ r. Requiring the two parts to add up to the goal and solving for D gives D = (G − S × (1 + r)^n) × r ÷ ((1 + r)^n − 1). This is what Excel's PMT function returns with a future value.\n\nFor $10,000 in 5 years at 5% with nothing saved, r = 0.004167 and n = 60, so the deposit is $147.05. The 60 deposits total $8,822.74, and interest supplies the other $1,177.26. At 0% you would need $10,000 ÷ 60 = $166.67 a month.",
  "readingTheResult": "The large number is the monthly deposit. If it is more than your budget allows, you have three options: give yourself more time, reduce the goal, or start with a larger lump sum. More time helps in two ways, because the goal is split over more months and interest has longer to work.\n\nInterest's share of the goal tells you how much the rate matters. For a two-year emergency fund, it is small: $15,000 with $3,000 saved at 4.5% needs $467.52 a month, and interest covers only $779.43. For a long goal it is much larger, so a better rate is worth looking for.",
  "limitations": "The calculator assumes a fixed interest rate compounded monthly, deposits at the end of each month, and no withdrawals. Savings rates change, and interest is usually taxable, which reduces what you keep. It does not account for inflation: if your goal is a price, such as a car or a home, that price may rise before you reach it.\n\nFor money you need within a few years, keep it somewhere safe: in the US, bank deposits are insured by the FDIC and credit union deposits by the NCUA, each up to $250,000 per depositor per institution for each ownership category. Investing short-term savings in stocks could mean a loss just when you need the money.",
  "faq": [
    {
      "question": "How much should I have in an emergency fund?",
      "answer": "A common guideline is three to six months of essential expenses: rent or mortgage, food, utilities, insurance and minimum debt payments. If those come to $3,000 a month, that is $9,000 to $18,000. Start with a smaller first goal, such as one month, if the full amount feels out of reach."
    },
    {
      "question": "Does the interest rate make much difference?",
      "answer": "Over a short time, not much; over a long time, a lot. To save $10,000 in 5 years you need $166.67 a month at 0% and $147.05 at 5%. Over 20 years the same rate does far more of the work."
    },
    {
      "question": "What if I already have enough saved?",
      "answer": "If your current savings, growing at the rate you entered, reach the goal by the target date, the monthly deposit is $0, and the interest shown is what your savings earn on their own. $9,000 at 5% for 3 years grows past $10,000 with no deposits."
    }
  ]
};
