// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { discountPage } from '../described/discount-page.js';

export const calculator: CalculatorShape = {
  "slug": "discount",
  "inputs": [
    {
      "name": "originalPrice",
      "label": "Original Price",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000000000,
      "step": 0.01,
      "uiDefault": 80,
      "placeholder": "e.g. 80",
      "help": "The price on the tag, before any discount or tax."
    },
    {
      "name": "discountType",
      "label": "Discount Is",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Percent off",
        "2": "Amount off"
      },
      "uiDefault": 1,
      "help": "A sale sign says \"25% off\" or \"$20 off\": choose which."
    },
    {
      "name": "discountValue",
      "label": "Discount",
      "type": "number",
      "required": true,
      "checked": true,
      "min": 0,
      "step": 0.01,
      "uiDefault": 25,
      "placeholder": "e.g. 25",
      "help": "In percent of the price for percent off (0 to 100), in dollars for amount off."
    },
    {
      "name": "extraDiscountPercent",
      "label": "Extra Discount (applied after)",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "e.g. 10",
      "help": "A coupon or \"extra 10% off\" taken from the price already discounted. Empty means none."
    },
    {
      "name": "salesTaxRate",
      "label": "Sales Tax",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 0.001,
      "uiDefault": 0,
      "placeholder": "e.g. 7.25",
      "help": "Charged on the price after the discounts. Empty means none."
    }
  ],
  "outputs": [
    {
      "name": "finalPrice",
      "type": "number",
      "unit": "$",
      "label": "Final price",
      "words": "the final price"
    },
    {
      "name": "priceAfterDiscount",
      "type": "number",
      "unit": "$",
      "label": "Price after discounts",
      "words": "the price after discounts"
    },
    {
      "name": "amountSaved",
      "type": "number",
      "unit": "$",
      "label": "You save",
      "words": "the saving"
    },
    {
      "name": "effectiveDiscountPercent",
      "type": "number",
      "unit": "%",
      "label": "Total discount",
      "words": "the total discount"
    },
    {
      "name": "taxAmount",
      "type": "number",
      "unit": "$",
      "label": "Sales tax",
      "words": "the sales tax"
    }
  ],
  "primary": "finalPrice",
  "solvable": {
    "originalPrice": {
      "from": [
        "finalPrice"
      ]
    },
    "discountValue": {
      "from": [
        "finalPrice"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, discountPage);
export const loadCode = () => import('../calculator-code/discount.js');
