// Generated from libs/calc-engine/src/calculators/markup/markup.ts and markup.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const markupContent: ExplanatoryContent = {
  "whatItComputes": "Markup is how much you add to the cost of an item to set its selling price, expressed as a percentage of the cost. This calculator takes what an item costs you and what you sell it for, and gives the markup percentage, the gross profit on each sale in dollars, and the gross margin, which is the same profit as a percentage of the selling price.\n\nMarkup and margin are easy to confuse, and mixing them up is one of the most common pricing mistakes in small businesses: a 50% markup is only a 33.33% margin. Seeing both side by side helps you price correctly and talk to suppliers, buyers and accountants in the same terms.",
  "howToUse": "Enter the cost of one item: the price you paid your supplier, or what it costs to make, including inbound shipping and packaging if you count them per item. Enter the price you sell it for, before sales tax. The markup, gross profit and margin appear at once.\n\nTo answer \"how much should I charge?\", work backwards: decide the markup you need, multiply the cost by (1 + markup ÷ 100) and try that price here. A $20 item with a 60% markup sells for $20 × 1.6 = $32. If you think in margins instead, the price is cost ÷ (1 − margin ÷ 100): a 40% margin on the same item needs $20 ÷ 0.6 = $33.33.",
  "formulaExplained": "Markup = (P − C) ÷ C × 100. AccountingCoach's example is an item that costs $75 and sells for $100: the gross profit is $25, the markup is $25 ÷ $75 = 33.33%, and the margin is $25 ÷ $100 = 25%.\n\nThe two convert directly: margin = markup ÷ (100 + markup) × 100, and markup = margin ÷ (100 − margin) × 100. A 100% markup, known in retail as keystone pricing, is a 50% margin: an item that costs $20 sells for $40. A $15 bottle of wine listed at $45 has a 200% markup and a 66.67% margin.",
  "readingTheResult": "The reading under your result uses simple bands: a markup under 30% is minimal, 30 to 60% reasonable, and 60% or more generous. Those bands are only a starting point. A markup has to pay for everything the cost leaves out, such as rent, wages, marketing, returns and card fees, before any of it is profit, so businesses with high overheads or slow-moving stock need higher markups. Groceries and electronics often sell at low markups in high volume; jewellery, restaurants and specialist shops use much higher ones.\n\nA negative markup means you are selling below cost and lose money on each sale.",
  "limitations": "The calculator works on one item's cost and price. It does not include overheads, discounts, returns, shipping you pay to customers or sales tax, so a healthy markup here can still leave a business unprofitable overall; use the profit margin calculator with your operating expenses to see the whole picture.\n\nThe right price also depends on demand and competitors, not only on cost. Treat the markup as a floor that keeps you from losing money, and check pricing decisions against your accounts or with an accountant.",
  "faq": [
    {
      "question": "What is the difference between markup and margin?",
      "answer": "Markup is profit divided by cost; margin is profit divided by the selling price. For an item bought at $75 and sold at $100, the markup is 33.33% and the margin 25%. Markup is always the larger number when there is a profit."
    },
    {
      "question": "How much should I charge to get a 50% markup?",
      "answer": "Multiply the cost by 1.5. An item that costs $30 sells for $45, which gives a gross profit of $15 and a margin of 33.33%."
    },
    {
      "question": "What is keystone pricing?",
      "answer": "A retail rule of thumb: double the wholesale cost to set the price. It is a 100% markup and a 50% margin."
    },
    {
      "question": "Can a markup be more than 100%?",
      "answer": "Yes. Any price above twice the cost is a markup above 100%: a $15 item sold for $45 has a 200% markup. A margin, in contrast, can never reach 100%."
    }
  ]
};
