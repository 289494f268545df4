// Generated from libs/calc-engine/src/calculators/discount/discount.ts and discount.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const discountPage: CalculatorPage = {
  "title": "Discount Calculator",
  "description": "Find the sale price after a percent or dollar discount, an extra discount on top and sales tax, or work back from a sale price to the original.",
  "category": "finance",
  "topic": "spending",
  "aliases": [
    "discount-calculator",
    "sale-price",
    "sale-price-calculator",
    "percent-off",
    "percent-off-calculator",
    "price-after-discount"
  ],
  "keywords": [
    "discount calculator",
    "discount",
    "percent off",
    "percent off calculator",
    "sale price",
    "sale price calculator",
    "price after discount",
    "how much is 25 off",
    "20 percent off",
    "extra 10 percent off",
    "stacked discounts",
    "double discount",
    "coupon calculator",
    "original price from sale price",
    "discount calulator",
    "discount calcualtor",
    "dicount calculator",
    "percant off"
  ],
  "related": [
    "sales-tax",
    "percentage",
    "tip",
    "markup",
    "profit-margin"
  ],
  "formula": {
    "expression": "p₁ = P × (1 − d ÷ 100) or P − D;   p = p₁ × (1 − e ÷ 100);   final = p × (1 + t ÷ 100);   saved = P − p",
    "symbols": [
      {
        "symbol": "P",
        "meaning": "original price"
      },
      {
        "symbol": "d",
        "meaning": "a percent-off discount, in percent of the price"
      },
      {
        "symbol": "D",
        "meaning": "an amount-off discount, in dollars"
      },
      {
        "symbol": "e",
        "meaning": "the extra discount taken after the first, in percent"
      },
      {
        "symbol": "p",
        "meaning": "price after both discounts"
      },
      {
        "symbol": "t",
        "meaning": "sales tax rate, in percent, charged on the discounted price"
      }
    ],
    "text": "The first discount comes off the original price, the extra discount comes off what is left, and the sales tax is added to the discounted price. Because the second discount applies to a smaller price, two discounts add up to less than their sum."
  },
  "examples": [
    {
      "description": "25% off an $80 jacket",
      "inputs": {
        "originalPrice": 80,
        "discountValue": 25
      }
    },
    {
      "description": "20% off, then an extra 10% off with a coupon, on $100",
      "inputs": {
        "originalPrice": 100,
        "discountValue": 20,
        "extraDiscountPercent": 10
      }
    },
    {
      "description": "$15 off a $59.99 pair of shoes with 8.25% sales tax",
      "inputs": {
        "originalPrice": 59.99,
        "discountType": 2,
        "discountValue": 15,
        "salesTaxRate": 8.25
      }
    },
    {
      "description": "40% off a $249 vacuum cleaner at 7.25% sales tax",
      "inputs": {
        "originalPrice": 249,
        "discountValue": 40,
        "salesTaxRate": 7.25
      }
    }
  ]
};
