// Generated from libs/calc-engine/src/calculators/house-affordability/house-affordability.ts and house-affordability.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const houseAffordabilityContent: ExplanatoryContent = {
  "whatItComputes": "This calculator estimates the most expensive home your income supports by the 28/36 rule, the guideline many lenders and advisers start from. It gives the home price, the loan you would take, and the monthly payment split into principal and interest, property tax, insurance, mortgage insurance and HOA fees, with the two debt-to-income ratios that payment gives.\n\nIt answers \"how much house can I afford?\" from the lender's side: what the rule allows, not what you would be comfortable paying. Both matter.",
  "howToUse": "Enter your gross yearly income, before tax, and the monthly payments on your other debts: car loans, student loans, personal loans and credit card minimums. Enter the cash you have for the down payment, the mortgage rate you expect and the term. Add the property tax rate where you are buying, the yearly insurance premium, any HOA fees and the PMI rate for a down payment below 20%.\n\nThe limits are 28% and 36% by default. Some loan programs allow more; you can change them. To find the income a particular price needs, solve for the income and enter the price.",
  "formulaExplained": "The rule sets two budgets. Housing, meaning the mortgage payment, tax, insurance, PMI and HOA fees, should take at most 28% of gross monthly income. Housing plus every other debt should take at most 36%. At $8,000 a month, that is $2,240 for housing, or $2,880 less your other debts, whichever is lower.\n\nThat monthly budget is then turned into a price. The mortgage payment rises with the loan, the price less the down payment; the tax rises with the price; insurance and HOA fees stay the same. The price where they add up to exactly the budget is the answer. With less than 20% down, PMI on the loan is part of the budget too.\n\nOn $100,000 a year with $60,000 down at 6.5%, 1.2% tax, $1,500 of insurance and 0.5% PMI, the housing budget is $2,333.33 a month and the home price is $337,657.62. With $800 a month of other debts, the 36% limit leaves $2,200 and the price falls to $320,425.19.",
  "readingTheResult": "The home price is the most the rule allows with your down payment. The loan amount is the price less that down payment. The monthly payment lines show what you would pay at that price: they add up to the housing budget. The housing ratio and total debt ratio are those payments as a share of your gross income; one of them sits at its limit.\n\nWhen your down payment is just short of 20%, the price may stop at the one where it is exactly 20%, because crossing that line removes PMI.",
  "limitations": "The 28/36 rule is a starting point, not a lender's decision. Lenders look at your credit score, savings and job history, and many loan programs accept a total debt ratio of 43% or more, so a lender may approve more than this. Being approved for it does not mean you can comfortably pay it: the rule uses gross income and ignores taxes, childcare, retirement saving, maintenance and utilities.\n\nProperty tax, insurance and PMI vary a great deal by place and by borrower. The down payment here is what goes toward the price; keep closing costs and a cash reserve aside. A loan officer or a HUD-approved housing counselor can give you figures for your situation.",
  "faq": [
    {
      "question": "How much house can I afford on $100,000 a year?",
      "answer": "With $60,000 down, no other debts, a 6.5% rate, 1.2% property tax, $1,500 of insurance and 0.5% PMI, about $337,657.62 by the 28/36 rule. Your own rate, taxes and debts change it."
    },
    {
      "question": "What is the 28/36 rule?",
      "answer": "Housing costs should take at most 28% of gross monthly income, and all debt payments together at most 36%. On $8,000 a month, that is $2,240 for housing."
    },
    {
      "question": "Do my other debts lower what I can afford?",
      "answer": "Only when they are more than 8% of your gross income, the gap between the two limits. Beyond that, every dollar of monthly debt is a dollar less for the mortgage."
    },
    {
      "question": "Should I buy the most expensive home I can afford?",
      "answer": "Not necessarily. The rule leaves nothing for saving, repairs or surprises. Many people aim for a payment below the limit and keep an emergency fund after the down payment."
    }
  ]
};
