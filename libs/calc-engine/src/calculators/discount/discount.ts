import { assertPositive, inconsistent, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `discountType` select: a percentage off the price, or an amount of money off it. */
export const DISCOUNT_TYPE = { percentOff: 1, amountOff: 2 } as const;

export interface DiscountInputs {
  /** $, the price before any discount or tax. */
  readonly originalPrice: number;
  /** 1 percent off, 2 amount off. */
  readonly discountType: number;
  /** % of the price (percent off) or $ (amount off). */
  readonly discountValue: number;
  /** %, a second discount taken from the discounted price. */
  readonly extraDiscountPercent: number;
  /** %, charged on the price after the discounts. */
  readonly salesTaxRate: number;
}

export interface DiscountDetails extends Record<string, number> {
  readonly finalPrice: number;
  readonly priceAfterDiscount: number;
  readonly amountSaved: number;
  readonly effectiveDiscountPercent: number;
  readonly taxAmount: number;
}

const originalPrice = {
  name: 'originalPrice', label: 'Original Price', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e12, step: 0.01, uiDefault: 80, placeholder: 'e.g. 80', help: 'The price on the tag, before any discount or tax.',
} as const satisfies NumberInputSpec;
const discountType = {
  name: 'discountType', label: 'Discount Is', type: 'select', required: false, default: DISCOUNT_TYPE.percentOff,
  options: [DISCOUNT_TYPE.percentOff, DISCOUNT_TYPE.amountOff], optionLabels: { 1: 'Percent off', 2: 'Amount off' },
  uiDefault: DISCOUNT_TYPE.percentOff, help: 'A sale sign says "25% off" or "$20 off": choose which.',
} as const satisfies SelectInputSpec;
const discountValue = {
  name: 'discountValue', label: 'Discount', type: 'number', required: true, checked: true, min: 0, step: 0.01, uiDefault: 25,
  placeholder: 'e.g. 25', help: 'In percent of the price for percent off (0 to 100), in dollars for amount off.',
} as const satisfies NumberInputSpec;
const extraDiscountPercent = {
  name: 'extraDiscountPercent', label: 'Extra Discount (applied after)', type: 'number', unit: '%', required: false, default: 0,
  checked: true, min: 0, max: 100, step: 1, uiDefault: 0, placeholder: 'e.g. 10',
  help: 'A coupon or "extra 10% off" taken from the price already discounted. Empty means none.',
} as const satisfies NumberInputSpec;
const salesTaxRate = {
  name: 'salesTaxRate', label: 'Sales Tax', type: 'number', unit: '%', required: false, default: 0, checked: true,
  min: 0, max: 100, step: 0.001, uiDefault: 0, placeholder: 'e.g. 7.25', help: 'Charged on the price after the discounts. Empty means none.',
} as const satisfies NumberInputSpec;

// The explanation may read the inputs as given, an empty one missing: missing is the default.
const percentOff = ({ discountType: type }: DiscountInputs) => type !== DISCOUNT_TYPE.amountOff;
const stacked = ({ extraDiscountPercent: extra }: DiscountInputs) => (extra ?? 0) > 0;
const taxed = ({ salesTaxRate: rate }: DiscountInputs) => (rate ?? 0) > 0;

/** What one dollar of the discounted price costs at the register, after the extra discount and the tax. */
const perDollar = ({ extraDiscountPercent: extra, salesTaxRate: rate }: DiscountInputs) => (1 - extra / 100) * (1 + rate / 100);

/** NaN unless `x` is a number greater than 0 (a price the solve may give). */
const positiveOrNaN = (x: number) => (x > 0 ? x : Number.NaN);

export const discount = defineCalculator<DiscountInputs, DiscountDetails>({
  slug: 'discount',
  inputs: [originalPrice, discountType, discountValue, extraDiscountPercent, salesTaxRate],
  outputs: [
    { name: 'finalPrice', type: 'number', unit: '$', label: 'Final price', words: 'the final price' },
    { name: 'priceAfterDiscount', type: 'number', unit: '$', label: 'Price after discounts', words: 'the price after discounts' },
    { name: 'amountSaved', type: 'number', unit: '$', label: 'You save', words: 'the saving' },
    { name: 'effectiveDiscountPercent', type: 'number', unit: '%', label: 'Total discount', words: 'the total discount' },
    { name: 'taxAmount', type: 'number', unit: '$', label: 'Sales tax', words: 'the sales tax' },
  ],
  primary: 'finalPrice',
  compute(inputs) {
    const { originalPrice: price, discountValue: off } = inputs;
    assertPositive(price, originalPrice);
    if (percentOff(inputs)) {
      if (off > 100) outOfDomain(messages.fromTo(discountValue.label, 0, 100), discountValue);
    } else if (off > price) {
      inconsistent(messages.notMoreThan(discountValue.label, 'the original price'), discountValue);
    }
    const firstPrice = percentOff(inputs) ? price * (1 - off / 100) : price - off;
    const priceAfterDiscount = firstPrice * (1 - inputs.extraDiscountPercent / 100);
    const taxAmount = (priceAfterDiscount * inputs.salesTaxRate) / 100;
    const finalPrice = priceAfterDiscount + taxAmount;
    const amountSaved = price - priceAfterDiscount;
    return {
      value: finalPrice,
      unit: '$',
      details: {
        finalPrice,
        priceAfterDiscount,
        amountSaved,
        // Stacked discounts multiply: 20% off, then 10% off, is 28% off in all, not 30%.
        effectiveDiscountPercent: (amountSaved / price) * 100,
        taxAmount,
      },
    };
  },
  solvable: {
    originalPrice: {
      from: ['finalPrice'],
      closedForm: (inputs, _known, value) => {
        const beforeExtra = value / perDollar(inputs);
        return positiveOrNaN(percentOff(inputs) ? beforeExtra / (1 - inputs.discountValue / 100) : beforeExtra + inputs.discountValue);
      },
    },
    discountValue: {
      from: ['finalPrice'],
      closedForm: (inputs, _known, value) => {
        const beforeExtra = value / perDollar(inputs);
        return percentOff(inputs) ? (1 - beforeExtra / inputs.originalPrice) * 100 : inputs.originalPrice - beforeExtra;
      },
    },
  },
  intermediates: {
    firstPrice: {
      unit: '$',
      value: (inputs) => (percentOff(inputs) ? inputs.originalPrice * (1 - inputs.discountValue / 100) : inputs.originalPrice - inputs.discountValue),
    },
  },
  solution: [
    { label: 'Price after {discountValue}% off', expression: '{originalPrice} × (1 − {discountValue} / 100)', value: 'firstPrice', when: (inputs) => percentOff(inputs) && stacked(inputs) },
    { label: 'Price after the discount', expression: '{originalPrice} − {discountValue}', value: 'firstPrice', when: (inputs) => !percentOff(inputs) && stacked(inputs) },
    { label: 'Price after the extra {extraDiscountPercent}% off', expression: '{firstPrice} × (1 − {extraDiscountPercent} / 100)', value: 'priceAfterDiscount', when: stacked },
    { label: 'Price after {discountValue}% off', expression: '{originalPrice} × (1 − {discountValue} / 100)', value: 'priceAfterDiscount', when: (inputs) => percentOff(inputs) && !stacked(inputs) },
    { label: 'Price after the discount', expression: '{originalPrice} − {discountValue}', value: 'priceAfterDiscount', when: (inputs) => !percentOff(inputs) && !stacked(inputs) },
    { label: 'You save', expression: '{originalPrice} − {priceAfterDiscount}', value: 'amountSaved' },
    { label: 'Total discount', expression: '{amountSaved} ÷ {originalPrice} × 100', value: 'effectiveDiscountPercent' },
    { label: 'Sales tax', expression: '{priceAfterDiscount} × {salesTaxRate} / 100', value: 'taxAmount', when: taxed },
    { label: 'Final price', expression: '{priceAfterDiscount} + {taxAmount}', value: 'finalPrice', when: taxed },
    { label: 'Final price, with no sales tax', expression: '{originalPrice} − {amountSaved}', value: 'finalPrice', when: (inputs) => !taxed(inputs) },
  ],
  assessment: {
    of: 'effectiveDiscountPercent',
    cases: [
      { when: (_, { amountSaved }) => amountSaved === 0, text: 'No discount: you pay the full price, {finalPrice}.' },
      { when: (_, { priceAfterDiscount }) => priceAfterDiscount === 0, text: 'The discount takes the whole price: the item is free.' },
    ],
    bands: [
      { below: 10, text: 'You save {amountSaved}, {effectiveDiscountPercent} of the original price: a small discount. You pay {finalPrice}.' },
      { below: 30, text: 'You save {amountSaved}, {effectiveDiscountPercent} of the original price, a typical sale discount. You pay {finalPrice}.' },
      { below: 50, text: 'You save {amountSaved}, {effectiveDiscountPercent} of the original price: a deep discount. You pay {finalPrice}.' },
      { text: 'You save {amountSaved}, {effectiveDiscountPercent} of the original price: more than half off. You pay {finalPrice}.' },
    ],
    notes: [
      {
        when: (inputs) => stacked(inputs) && percentOff(inputs),
        text: 'The two discounts multiply: {discountValue}% off and then {extraDiscountPercent} off is {effectiveDiscountPercent} off in all, not the sum of the two.',
      },
      { when: taxed, text: 'The sales tax of {salesTaxRate} is charged on the discounted price and adds {taxAmount}.' },
    ],
  },
  whatIfs: [
    {
      lead: 'With an extra {extraDiscountPercent} off',
      change: ({ extraDiscountPercent: extra }) => (extra <= 90 ? { extraDiscountPercent: extra + 10 } : undefined),
      outputs: ['finalPrice', 'amountSaved'],
    },
    {
      // The discount has no unit of its own (percent or dollars), so the sentence names the total discount instead.
      lead: '',
      change: (inputs) => (percentOff(inputs) && inputs.discountValue <= 95 ? { discountValue: inputs.discountValue + 5 } : undefined),
      outputs: ['finalPrice', 'amountSaved'],
      then: 'With a deeper first discount, {effectiveDiscountPercent} off in all, you would pay {finalPrice} ({change.finalPrice}) and save {amountSaved}',
    },
    {
      lead: 'Where no sales tax applies',
      change: (inputs) => (taxed(inputs) ? { salesTaxRate: 0 } : undefined),
      outputs: ['finalPrice'],
    },
    {
      lead: 'With a sales tax of {salesTaxRate}',
      change: (inputs) => (taxed(inputs) ? undefined : { salesTaxRate: 7.25 }),
      outputs: ['finalPrice'],
    },
  ],
  properties: [
    { output: 'finalPrice', input: 'originalPrice', direction: 'rises' },
    { output: 'finalPrice', input: 'discountValue', direction: 'falls' },
    { output: 'finalPrice', input: 'extraDiscountPercent', direction: 'falls' },
    { output: 'finalPrice', input: 'salesTaxRate', direction: 'rises' },
    { output: 'amountSaved', input: 'discountValue', direction: 'rises' },
    { output: 'effectiveDiscountPercent', input: 'extraDiscountPercent', direction: 'rises' },
  ],
  // No published example: the arithmetic is checked against values worked by hand in exact decimals.
  referenceValues: [
    {
      name: '$80 at 25% off is $60',
      source: 'computed by hand: 80 × (1 − 0.25) = 60; saved 80 − 60 = 20, 20 ÷ 80 = 25%',
      inputs: { originalPrice: 80, discountValue: 25 },
      expected: { finalPrice: 60, priceAfterDiscount: 60, amountSaved: 20, effectiveDiscountPercent: 25, taxAmount: 0 }, decimals: 9,
    },
    {
      name: '20% off and then an extra 10% off is 28% off, not 30%',
      source: 'computed by hand: 100 × 0.80 = 80; 80 × 0.90 = 72; saved 28, 28 ÷ 100 = 28%',
      inputs: { originalPrice: 100, discountValue: 20, extraDiscountPercent: 10 },
      expected: { finalPrice: 72, amountSaved: 28, effectiveDiscountPercent: 28 }, decimals: 9,
    },
    {
      name: '$15 off a $59.99 item with 8.25% tax is $48.70',
      source: 'computed by hand: 59.99 − 15 = 44.99; tax 44.99 × 0.0825 = 3.711675; 44.99 + 3.711675 = 48.701675',
      inputs: { originalPrice: 59.99, discountType: 2, discountValue: 15, salesTaxRate: 8.25 },
      expected: { finalPrice: 48.701675, priceAfterDiscount: 44.99, taxAmount: 3.711675, amountSaved: 15 }, decimals: 6,
    },
    {
      name: 'A $45 sale price at 25% off was $60',
      source: 'computed by hand: 45 ÷ (1 − 0.25) = 60',
      inputs: { solve: 'originalPrice', finalPrice: 45, discountValue: 25 },
      expected: { originalPrice: 60, amountSaved: 15 }, decimals: 9,
    },
    {
      name: '$64.95 paid with 8.25% tax for a $100 item is 40% off',
      source: 'computed by hand: 64.95 ÷ 1.0825 = 60; 1 − 60 ÷ 100 = 0.40',
      inputs: { solve: 'discountValue', finalPrice: 64.95, originalPrice: 100, salesTaxRate: 8.25 },
      expected: { discountValue: 40 }, decimals: 9,
    },
  ],
});

/**
 * The price after a percentage or fixed discount, an optional second discount and sales tax.
 * @param inputs - `originalPrice` ($), `discountType` (1 percent off, 2 amount off), `discountValue` (% or $),
 * `extraDiscountPercent` (%) and `salesTaxRate` (%)
 * @returns the final price as `value`; the price after discounts, the amount saved, the total discount in percent and
 * the tax in `details`
 * @example
 * discountedPrice({ originalPrice: 100, discountValue: 20, extraDiscountPercent: 10 }).details.effectiveDiscountPercent; // 28
 */
export function discountedPrice(
  inputs: Partial<DiscountInputs> & Pick<DiscountInputs, 'originalPrice' | 'discountValue'>,
): CalculationResult<DiscountDetails> {
  return runCalculator(discount, inputs);
}
