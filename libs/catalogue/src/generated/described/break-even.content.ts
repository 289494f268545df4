// Generated from libs/calc-engine/src/calculators/break-even/break-even.ts and break-even.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const breakEvenContent: ExplanatoryContent = {
  "whatItComputes": "The break-even point is the sales volume at which a business covers all its costs and makes neither a profit nor a loss. This calculator takes your fixed costs, your selling price per unit and your variable cost per unit, and gives the number of units you need to sell, rounded up to whole units, and the matching revenue in dollars.\n\nIt also shows the contribution margin, the amount each unit contributes toward fixed costs (price minus variable cost), and the contribution margin ratio (CM ratio), the same amount as a percentage of the price. A \"unit\" can be a product, a meal, a ticket or an hour of service; the method is the same.",
  "howToUse": "Enter the fixed costs for the period you are planning, say a month or a year: rent, salaries, insurance, software subscriptions, loan payments and other costs that stay the same whether you sell a little or a lot. Then enter the price you charge per unit and the variable cost of each unit: materials, packaging, shipping, sales commissions and card processing fees. Keep the period consistent: monthly fixed costs give the units you need to sell each month.\n\nTry different prices and costs to see how they move the break-even point. A small price increase often lowers it a lot, because all of it goes to the contribution margin.",
  "formulaExplained": "Break-even units = F ÷ (P − V). AccountingCoach's example has fixed costs of $300,000, a price of $10 and a variable cost of $6: each unit contributes $4, so the business must sell $300,000 ÷ $4 = 75,000 units. The CM ratio is $4 ÷ $10 = 40%, so the break-even revenue is $300,000 ÷ 0.40 = $750,000, which is 75,000 units at $10.\n\nWhen the division does not come out even, the calculator rounds up, because you cannot sell part of a unit: a coffee cart with $2,000 of monthly fixed costs, selling cups at $4.50 that cost $1.50 to make, breaks even at 666.67 cups, so it must sell 667 cups a month; the break-even revenue is 666.67 × $4.50 = $3,000.",
  "readingTheResult": "Compare the break-even volume with what you can realistically sell. If you expect to sell 800 units a month and break even at 500, you have a margin of safety of 300 units, or 37.5% of expected sales. A break-even above 1,000 units is flagged as high: it is not necessarily bad for a business that sells in volume, but it means a long way to go before the first dollar of profit for a small one.\n\nA higher contribution margin lowers the break-even point. If yours is high, look for ways to raise the price, lower the variable cost per unit or reduce fixed costs, and run the numbers again.",
  "limitations": "The model assumes a single price, a variable cost that stays the same per unit, and fixed costs that stay fixed. In practice, volume discounts change unit costs, fixed costs step up when you hire or move, and businesses sell several products with different margins; for a mix, use a weighted-average contribution margin. Taxes and the owner's pay are not included unless you count them in fixed costs.\n\nBreak-even analysis also ignores timing: it says how much you must sell, not when the cash arrives. If customers pay late or you must buy stock in advance, you can reach break-even on paper and still run short of cash. For decisions about financing, pricing or a new business, check the figures with an accountant.",
  "faq": [
    {
      "question": "What is the break-even formula?",
      "answer": "Break-even units = fixed costs ÷ (price per unit − variable cost per unit). Break-even revenue = fixed costs ÷ contribution margin ratio, where the ratio is (price − variable cost) ÷ price."
    },
    {
      "question": "What is the contribution margin ratio (CM ratio)?",
      "answer": "The share of each sale left over after variable costs, available to pay fixed costs and then to make a profit. With a $10 price and a $6 variable cost, the contribution margin is $4 and the CM ratio is 40%."
    },
    {
      "question": "What if my price is at or below my variable cost?",
      "answer": "Then no sale contributes anything toward fixed costs (below cost, each one loses money), so no sales volume can cover them and there is no break-even point. The calculator says so instead of showing a number; raise the price or cut the variable cost."
    },
    {
      "question": "Should I include my own salary in fixed costs?",
      "answer": "Yes, if you want the break-even point to be where the business also pays you. Otherwise the result is where the business covers its costs but you work for free."
    }
  ]
};
