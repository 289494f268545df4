// Generated from libs/calc-engine/src/calculators/profit-margin/profit-margin.ts and profit-margin.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const profitMarginContent: ExplanatoryContent = {
  "whatItComputes": "Profit margin is the share of your revenue that you keep as profit. This calculator takes your revenue, your cost of goods sold (COGS) and, if you like, your operating expenses, and gives the net profit margin, the gross margin, the gross and net profit in dollars, and the markup on cost.\n\nIt works for a whole business over a period, such as a year's sales and costs, or for a single product, with its selling price as the revenue and its cost as the COGS. For a single item, leave operating expenses at 0: the profit margin is then the gross margin on that item.",
  "howToUse": "Enter your revenue: total sales for the period, before any costs. Enter the cost of goods sold: what the goods you sold cost you to buy or make, including materials, direct labour and inbound shipping. For the net margin, add operating expenses for the same period: rent, salaries, marketing, software, insurance and other overheads.\n\nUse figures for the same period and the same products. Take them from your income statement (profit and loss account) if you have one; most accounting software lists revenue, cost of sales and operating expenses in that order.",
  "formulaExplained": "Gross margin = (R − C) ÷ R × 100. AccountingCoach's example is an item that costs $75 and sells for $100: gross profit is $25, and the gross margin is $25 ÷ $100 = 25%. The markup on the same item is $25 ÷ $75 = 33.33%, because markup divides by cost, not by price.\n\nNet margin = (R − C − E) ÷ R × 100. A shop with $500,000 of sales, $300,000 of COGS and $150,000 of operating expenses has a gross profit of $200,000 (a 40% gross margin) and a net profit of $50,000, a net margin of 10%. A business whose costs exceed its revenue has a negative margin: $80,000 of sales against $90,000 of costs is a loss of $10,000, or −12.5%.",
  "readingTheResult": "The reading under your result uses a common rule of thumb for net margins: below 10% is below the typical industry standard, 10 to 20% is at it, and 20% or more is above it. Treat it as a rough guide, because normal margins depend on the industry. Grocery stores and distributors often run on net margins of a few percent and make it up on volume; software and consulting firms often exceed 20%. Aswath Damodaran at NYU Stern publishes margins by industry every January, a good benchmark for your own sector.\n\nCompare your margin over time and against businesses like yours. A falling gross margin points to rising costs or price cuts; a falling net margin with a steady gross margin points to overheads growing faster than sales.",
  "limitations": "This is a simplified margin. It does not take off interest and income taxes separately, so unless you include them in operating expenses, the result is closer to an operating margin than to the net margin on a tax return. It also takes your figures as given: if COGS leaves out items that your accountant would include, such as freight or direct labour, the gross margin will look better than it is.\n\nMargins from different periods or with different accounting choices (for example, how inventory is valued) are not directly comparable. For tax, financing or pricing decisions, check the figures with an accountant.",
  "faq": [
    {
      "question": "What is the difference between margin and markup?",
      "answer": "Both use the same gross profit. Margin divides it by the selling price, markup by the cost. An item bought for $75 and sold for $100 has a 25% margin and a 33.33% markup. A margin can never reach 100%, but a markup can be any size."
    },
    {
      "question": "What is a good profit margin?",
      "answer": "As a rule of thumb, a net margin of 10% is often called healthy and 20% high, but it depends on the industry: a grocer may do well at 2 to 3%, while a software company might expect more than 20%. Compare with businesses in your own sector."
    },
    {
      "question": "What is the difference between gross and net profit margin?",
      "answer": "Gross margin takes off only the cost of the goods sold. Net margin also takes off operating expenses such as rent, wages and marketing, so it shows what the business keeps from each dollar of sales."
    }
  ]
};
