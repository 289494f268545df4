// Generated from libs/calc-engine/src/calculators/sales-tax/sales-tax.ts and sales-tax.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const salesTaxContent: ExplanatoryContent = {
  "whatItComputes": "Sales tax is a percentage of the price that a state, county or city adds when you buy goods and many services. This calculator takes the price before tax and the combined rate that applies where you shop, and gives the tax in dollars and the total you pay at the register.\n\nIt also works backwards, which is what most people need when they hold a receipt or budget a purchase. Choose Solve for and you can find the price before tax from a total that already includes tax, or the rate that was charged from the tax and the price. The result keeps full precision; the page shows cents, as a receipt does.",
  "howToUse": "Enter the price on the tag, before any tax, and the sales tax rate in percent. The rate is the combined rate: the state's rate plus any county, city and special-district rates. California's statewide base rate is 7.25%, but most Californians pay more once local rates are added, so look up the rate for the address where you buy or where the item is delivered.\n\nTo work from a receipt, pick Solve for: Price Before Tax, enter the total you paid and the rate, and the calculator gives the price before tax and the tax inside the total. To check the rate a shop charged, pick Solve for: Sales Tax Rate and enter the price and either the tax or the total.",
  "formulaExplained": "The tax is the price times the rate divided by 100: $63.20 at 4.5% is $63.20 × 0.045 = $2.844, which shows as $2.84. The total is the price times one plus the rate, $63.20 × 1.045 = $66.04.\n\nWorking back from a total, divide by one plus the rate rather than subtracting the rate. A total of $52.92 at 8% came from $52.92 ÷ 1.08 = $49.00. Taking 8% off the total instead gives $48.69, which is wrong, because the 8% was charged on the smaller, pre-tax amount. In the same way, a rate is the tax divided by the price: $2.44 of tax on a $61 item is $2.44 ÷ $61 = 4%.",
  "readingTheResult": "The sales tax is the extra you pay on top of the price; the total is what leaves your account. The note under the result compares your rate with the combined state and local rates found across the United States, which run from nothing in the few states without a sales tax to more than 9% in parts of Louisiana, Tennessee and Washington.\n\nWhen you solve for the price, the result is the amount before tax and the tax is shown beside it. When you solve for the rate, a result that is not a round figure often means the receipt rounded the tax to the cent, or that part of the purchase was taxed at another rate.",
  "limitations": "Real receipts round the tax to the cent for each transaction, and some shops round each item separately, so a receipt can differ from this calculation by a cent or two. Many states tax groceries, clothing, medicine or services at lower rates, or not at all, and some add taxes on specific goods such as fuel, alcohol or prepared food. Use the rate that applies to the item you buy.\n\nUse tax, value-added tax and sales tax on business purchases have rules of their own about who pays and what can be reclaimed. For a business's filing, or a purchase across state lines, check the rules with your state's revenue department or a tax professional.",
  "faq": [
    {
      "question": "How do I find the price before tax from a total?",
      "answer": "Divide the total by one plus the rate. A receipt of $85.25 at 8.45% tax came from a price of $85.25 ÷ 1.0845 = $78.61, with $6.64 of tax. Choose Solve for: Price Before Tax to let the calculator do it."
    },
    {
      "question": "Why can't I just subtract the tax rate from the total?",
      "answer": "Because the rate was applied to the price before tax, which is smaller than the total. Subtracting 8% from $52.92 gives $48.69, but the price was $49.00."
    },
    {
      "question": "How do I find the sales tax rate that was charged?",
      "answer": "Divide the tax by the price before tax and multiply by 100. $2.44 of tax on $61 is a 4% rate."
    },
    {
      "question": "Is sales tax the same as VAT?",
      "answer": "No. Value-added tax is charged at every stage of production and is usually already included in the price shown in shops. US sales tax is charged once, at the final sale, and is added at the register. The arithmetic of adding or removing a percentage is the same."
    }
  ]
};
