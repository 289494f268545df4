// Generated from libs/calc-engine/src/calculators/debt-to-income/debt-to-income.ts and debt-to-income.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const debtToIncomeContent: ExplanatoryContent = {
  "whatItComputes": "Your debt-to-income ratio, or DTI, is the share of your gross monthly income that goes to debt payments. Lenders look at it before they approve a mortgage, a car loan or a personal loan, because it shows how much room your budget has for one more payment. This calculator adds up your monthly debt payments, divides them by your income before tax and gives the ratio in percent, with a label: good, acceptable or high.\n\nIt also gives the housing ratio, sometimes called the front-end ratio: the share of your income that your rent or mortgage payment alone takes. The full debt-to-income ratio, with every debt included, is the back-end ratio, and it is the one most lenders mean when they say DTI.",
  "howToUse": "Enter your gross monthly income: what you earn in a month before tax, retirement contributions and other deductions. If your pay is yearly, divide it by 12. If you apply for a loan with someone else, add their income and their debts too.\n\nThen enter each monthly payment you owe. For housing, use your rent, or your mortgage payment with property tax, home insurance and any HOA fees; if you are buying a home, use the payment you expect on the new loan. For credit cards, enter the minimum payment on each statement, not what you choose to pay. Leave a field empty when you have no such debt. Do not include groceries, utilities, phone bills or insurance premiums that are not part of a loan: they are living costs, not debts.",
  "formulaExplained": "The ratio is the sum of the payments divided by the income, times 100. With $1,500 for housing, $400 for a car, $300 for credit cards and $300 of other debts, you pay $2,500 a month. On $5,000 a month, that is $2,500 ÷ $5,000 × 100 = 50%. The housing ratio is $1,500 ÷ $5,000 × 100 = 30%.\n\nIncome is taken before tax because that is how lenders state their limits. A ratio that looks comfortable against gross income can feel tight against take-home pay, which is what you actually spend from.",
  "readingTheResult": "The Consumer Financial Protection Bureau notes that lenders usually prefer a debt-to-income ratio of 36% or less. Some lenders accept up to 43%, which was the limit for a Qualified Mortgage until 2021, and some loan programs go higher with strong credit or savings. The label follows these limits: 36% or less is good, above 36% up to 43% is acceptable, and above 43% is high. A ratio of exactly 36% counts as good.\n\nFor the housing ratio, a common guideline is 28% or less. The note under the result gives it when you enter a housing payment, and the what-ifs show how paying off a debt or earning more would move your ratio.",
  "limitations": "Lenders differ in what they count. Some leave out debts with fewer than ten payments left; some count a student loan in deferment at a share of its balance; some add a co-signed loan. Each lender also sets its own limits, and a loan decision weighs your credit score, savings and the property as well as this ratio. Treat the result as a guide to where you stand, not as an approval.\n\nThe calculator works on monthly figures. Convert weekly or yearly amounts first, and use the payments due now, not balances.",
  "faq": [
    {
      "question": "What is a good debt-to-income ratio?",
      "answer": "36% or less is what most lenders prefer. Between 36% and 43% many lenders will still approve a mortgage; above 43% it becomes hard to qualify."
    },
    {
      "question": "Do I use gross or net income?",
      "answer": "Gross income, before tax and deductions. Lenders state their limits against gross monthly income, so using take-home pay would make your ratio look worse than a lender sees it."
    },
    {
      "question": "What counts as debt?",
      "answer": "Monthly payments on loans and credit: mortgage or rent, car loans and leases, student loans, credit card minimums, personal loans, child support and alimony. Utilities, food, phone bills and insurance that is not part of your housing payment do not count."
    },
    {
      "question": "What is the difference between the front-end and back-end ratio?",
      "answer": "The front-end ratio counts housing alone; the back-end ratio counts every debt, housing included. When a lender quotes one DTI figure, it is the back-end ratio."
    }
  ]
};
