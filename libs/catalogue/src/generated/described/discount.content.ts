// Generated from libs/calc-engine/src/calculators/discount/discount.ts and discount.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const discountContent: ExplanatoryContent = {
  "whatItComputes": "A discount lowers the price you pay, and shops state it in two ways: a percentage off (\"25% off\") or an amount off (\"$15 off\"). This calculator takes the original price and either kind of discount, and gives the price after the discount, how much you save in dollars and as a share of the original price, and what you pay at the register once sales tax is added.\n\nSales often stack a second discount on the first: an extra 10% off at the checkout, a coupon, or a loyalty reward. Enter it as the extra discount and the calculator takes it from the price that is already reduced, which is how shops apply it. The total discount it shows is the real one, so you can see at once that 20% off and then an extra 10% off saves you 28%, not 30%.\n\nIt also works backwards. Choose Solve for: Original Price to find what an item cost before the sale from the price you paid, or Solve for: Discount to find how big a discount was from the original and the final price.",
  "howToUse": "Enter the original price, the price on the tag before any reduction. Choose whether the discount is a percent off or an amount off, and type it: 25 means 25% for a percent off, or $25 for an amount off. A percent off runs from 0 to 100; an amount off cannot be more than the price.\n\nIf there is a second discount, enter it as the extra discount, in percent. Leave it empty when there is none. Add the sales tax rate where you shop if you want the price at the register; leave it empty to see the price before tax. The result updates as you type, and the address of the page keeps your numbers, so you can share them.",
  "formulaExplained": "A percent off multiplies the price by one minus the rate: $80 at 25% off is $80 × 0.75 = $60. An amount off is a subtraction: $59.99 less $15 is $44.99. An extra discount multiplies what is left in the same way: $100 at 20% off is $80, and an extra 10% off $80 is $72. You saved $28 of $100, so the total discount is 28%.\n\nThe sales tax is charged on the discounted price, not on the original one, because the tax is due on what you actually pay. At 8.25%, the $44.99 shoes carry $3.71 of tax, and you pay $48.70. To work back from a final price, divide it by one plus the tax rate, then by what each discount leaves: $45 paid at 25% off came from $45 ÷ 0.75 = $60.",
  "readingTheResult": "The big number is the final price: what you pay, with tax if you entered a rate. Beneath it are the price after the discounts, the amount you save and the total discount in percent. The note compares the total discount with what sales usually offer: under 10% is a small saving, 10% to 30% is a typical sale, and more than that is a deep discount. When you stack discounts it also says how they combine.\n\nThe amount saved does not include the tax, since the tax is not part of the price the shop lowered. If you compare two offers, compare the final prices: a larger discount on a dearer item can still cost more.",
  "limitations": "Shops round each price to the cent, and some apply a coupon before a percentage discount, or only to some items in the basket, so a receipt can differ from this calculation by a cent or more. A few states tax the price before a manufacturer's coupon rather than after, and some goods, such as groceries or clothing, are taxed at a lower rate or not at all. Use the rate that applies to the item you buy.\n\nThe calculator handles one extra discount in percent. For offers such as \"buy one, get one half off\", work out the price of the two items together and enter the saving as an amount off.",
  "faq": [
    {
      "question": "How do I calculate 25% off a price?",
      "answer": "Multiply the price by 0.75. A $80 item at 25% off costs $60, and you save $20. For any percent off, multiply by one minus the percent divided by 100."
    },
    {
      "question": "Why is 20% off plus an extra 10% off not 30% off?",
      "answer": "Because the extra 10% comes off the price already reduced by 20%. $100 at 20% off is $80, and 10% of $80 is $8, so you pay $72: 28% off in all, not 30%."
    },
    {
      "question": "How do I find the original price from a sale price?",
      "answer": "Divide the sale price by one minus the discount. A $45 price at 25% off was $45 ÷ 0.75 = $60. Choose Solve for: Original Price and enter the final price to let the calculator do it, tax included."
    },
    {
      "question": "Is sales tax charged before or after a discount?",
      "answer": "In most places, on the price after a store's own discount, which is how this calculator works. Rules for manufacturers' coupons vary by state."
    }
  ]
};
