// Generated from libs/calc-engine/src/calculators/budget/budget.ts and budget.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const budgetContent: ExplanatoryContent = {
  "whatItComputes": "This calculator compares a monthly budget with the 50/30/20 rule: about half of take-home pay for needs, under a third for wants, and at least a fifth for saving and paying down debt. It shows what share of your pay each part takes, the amount the rule would give each, what you spend and save in all, and what is left over, or how much you are short.",
  "howToUse": "Enter your take-home pay: what reaches your account each month after tax and payroll deductions such as a workplace pension. Then sort your monthly spending into three amounts.\n\nNeeds are what you must pay: rent or mortgage, utilities, groceries, transport to work, insurance, childcare and the minimum payment on each debt. Wants are what you could cut: eating out, streaming, hobbies, new clothes beyond the basics and holidays. Savings include money put into savings or investments and any debt payments above the minimums. Bank statements from the last few months are the best guide.",
  "formulaExplained": "Each share is the amount divided by take-home pay. $2,400 of needs on $4,000 of pay is 60%, above the 50% guideline; $1,000 of wants is 25%, within the 30%; $300 saved is 7.5%, short of the 20%. The guideline's amounts are simply 50%, 30% and 20% of pay: $2,000, $1,200 and $800 on $4,000.\n\nWhat is left over is pay less the three amounts together. $4,000 less $3,700 leaves $300 a month with no job yet; a negative figure means you are spending more than you earn, as $3,500 of plans on $3,200 of pay is a $300 deficit.",
  "readingTheResult": "A surplus is money to put to work, usually by adding it to savings or extra debt payments. A deficit has to be met from savings or credit, and cannot last. Needs above 50% are common where housing is expensive, and are the hardest to change quickly; wants above 30% are the easiest place to find money. Savings below 20% are worth raising step by step, even by a small amount each month.",
  "limitations": "The 50/30/20 rule comes from Elizabeth Warren and Amelia Warren Tyagi's book All Your Worth. It is a guideline, not a standard: on a low income needs may take far more than half, and on a high income saving more than 20% may be easy. Whether a cost is a need or a want is your call, and irregular costs such as car repairs, gifts and yearly bills are easy to forget; spread them over the months.\n\nThe calculator does not judge whether your savings are enough for a goal such as retirement or an emergency fund. For debt you cannot manage, a nonprofit credit counselor can help.",
  "faq": [
    {
      "question": "What is the 50/30/20 rule?",
      "answer": "A simple way to split take-home pay: 50% for needs, 30% for wants and 20% for savings and extra debt payments. On $5,000 a month that is $2,500, $1,500 and $1,000."
    },
    {
      "question": "Is the rule based on gross or take-home pay?",
      "answer": "Take-home pay, after tax. Retirement contributions taken from your paycheck can be counted as savings if you add them back to both your pay and your savings."
    },
    {
      "question": "Where do debt payments go?",
      "answer": "Minimum payments are needs, because you must make them. Anything paid above the minimum is savings, since it improves your net worth like saving does."
    },
    {
      "question": "What if my needs are more than 50%?",
      "answer": "That is common where rents are high. Look at the largest costs first, such as housing, car and insurance, and accept a smaller share for wants until needs come down."
    }
  ]
};
