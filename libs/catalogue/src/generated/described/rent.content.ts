// Generated from libs/calc-engine/src/calculators/rent/rent.ts and rent.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const rentContent: ExplanatoryContent = {
  "whatItComputes": "The most common rule for rent is that it should take no more than 30% of your income before tax. Landlords use a version of it when they ask that you earn 40 times the monthly rent in a year, which is the same as rent taking 2.5% of yearly income, or 30% of monthly income. This calculator applies the rule to your income and gives the largest monthly rent it allows.\n\nIt also looks at your other debts. Someone with a car loan and student loans has less room for rent than someone with the same income and no debts, so the calculator checks a second limit: rent and debt payments together should stay within 36% of gross income, the guideline lenders use for total debt. The rent you can afford is the lower of the two.",
  "howToUse": "Enter your gross annual income: your pay for a year before tax. If you will share the rent with a partner or roommates who share the lease, add their incomes too, along with their debts. Enter your monthly debt payments: car loans, student loans, the minimum payments on credit cards, personal loans and any child support. Leave the field empty if you have none.\n\nThe two limits start at 30% and 36%. You can change them: enter 25% if you want to save more, or a higher share if you live where rents are high and accept a tighter budget. The result updates as you type, and Solve for: Gross Annual Income tells you the income a given rent calls for.",
  "formulaExplained": "Divide the yearly income by 12 to get the monthly income: $60,000 a year is $5,000 a month. The income rule allows 30% of that, $1,500. The debt rule allows 36% of it, $1,800, less your debt payments: with $500 of debts, $1,300. The rent you can afford is the lower figure, $1,300 here. Without debts the debt rule allows $1,800, and the income rule's $1,500 is the limit.\n\nWhen your debt payments alone take more than 36% of your income, the debt rule leaves nothing, and the calculator shows $0 rather than a negative rent. Working backwards, the income a rent needs is the larger of the rent divided by 30% and the rent plus debts divided by 36%, times 12.",
  "readingTheResult": "The big number is the most rent per month your income supports under both rules. The details show each rule's figure, so you can see which one sets the limit: if it is the debt rule, paying down a debt raises the rent you can afford more than a raise of the same size would. The note says which rule binds and, where your limit is above 30%, that the US Department of Housing and Urban Development calls a household paying more than 30% of its income for housing cost-burdened.\n\nTreat the figure as a ceiling, not a target. Rent is rarely the only cost of a home: utilities, renter's insurance, parking and a deposit come on top.",
  "limitations": "The rules are guidelines, not laws. They use income before tax, so they do not see how much tax you pay, what you save for retirement, or what childcare and commuting cost you. A household with low income may find 30% too much to live on, and a household with high income may comfortably spend more. Landlords set their own income tests, and some count only part of irregular income.\n\nThe calculator does not include utilities or fees in rent. If your rent includes them, compare it with the result as it is; if not, add your expected utilities before comparing.",
  "faq": [
    {
      "question": "How much rent can I afford on $60,000 a year?",
      "answer": "About $1,500 a month under the 30% rule, if you have no other debts. With $500 a month of debt payments, the 36% limit lowers it to $1,300."
    },
    {
      "question": "What is the 40 times rent rule?",
      "answer": "Many landlords ask that your yearly income be at least 40 times the monthly rent. A $1,500 rent then needs $60,000 a year, the same as the 30% rule."
    },
    {
      "question": "Should I use gross or net income?",
      "answer": "Gross income, before tax, because that is how the 30% rule and landlords' income tests are stated. If you want a stricter budget, lower the rent limit."
    },
    {
      "question": "Why does the calculator include my debts?",
      "answer": "Because debt payments come out of the same income. Lenders expect total debt, rent included, to stay within about 36% of gross income, and the same limit keeps a renter's budget from being stretched."
    }
  ]
};
