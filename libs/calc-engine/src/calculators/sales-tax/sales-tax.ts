import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface SalesTaxInputs {
  /** $. */
  readonly preTaxPrice: number;
  /** %, the combined state and local rate. */
  readonly taxRate: number;
}

export interface SalesTaxDetails extends Record<string, number> {
  readonly taxAmount: number;
  readonly totalPrice: number;
}

const preTaxPrice = {
  name: 'preTaxPrice', label: 'Price Before Tax', type: 'number', unit: '$', required: true, checked: true,
  min: 0, max: 1e12, step: 0.01, uiDefault: 100, placeholder: 'e.g. 100', help: 'The price on the tag, before any tax.',
} as const satisfies NumberInputSpec;
const taxRate = {
  name: 'taxRate', label: 'Sales Tax Rate', type: 'number', unit: '%', required: true, checked: true,
  min: 0, max: 100, step: 0.001, uiDefault: 7.25, placeholder: 'e.g. 7.25',
  help: 'The combined state and local rate where you buy.',
} as const satisfies NumberInputSpec;

export const salesTax = defineCalculator<SalesTaxInputs, SalesTaxDetails>({
  slug: 'sales-tax',
  inputs: [preTaxPrice, taxRate],
  outputs: [
    { name: 'taxAmount', type: 'number', unit: '$', label: 'Sales tax' },
    { name: 'totalPrice', type: 'number', unit: '$', label: 'Total price with tax' },
  ],
  primary: 'taxAmount',
  compute({ preTaxPrice, taxRate }) {
    const taxAmount = (preTaxPrice * taxRate) / 100;
    const totalPrice = preTaxPrice * (1 + taxRate / 100);
    return { value: taxAmount, unit: '$', details: { taxAmount, totalPrice } };
  },
  solvable: {
    // Backing tax out of a total divides by (1 + rate); subtracting the rate from the total is the usual slip.
    preTaxPrice: {
      from: ['totalPrice', 'taxAmount'],
      closedForm: ({ taxRate }, known, value) => (known === 'totalPrice' ? value / (1 + taxRate / 100) : value / (taxRate / 100)),
    },
    taxRate: {
      from: ['totalPrice', 'taxAmount'],
      closedForm: ({ preTaxPrice }, known, value) =>
        (known === 'totalPrice' ? (value / preTaxPrice - 1) * 100 : (value / preTaxPrice) * 100),
    },
  },
  solution: [
    { label: 'Total price', expression: '{preTaxPrice} × (1 + {taxRate} / 100)', value: 'totalPrice' },
    { label: 'Sales tax', expression: '{totalPrice} − {preTaxPrice}', value: 'taxAmount' },
  ],
  assessment: {
    of: 'taxRate',
    cases: [{ when: ({ taxRate }) => taxRate === 0, text: 'No sales tax applies at 0%: you pay {totalPrice}, the price on the tag.' }],
    bands: [
      { below: 5, text: 'A rate of {taxRate} is low for the United States: the tax adds {taxAmount}, for {totalPrice} in all.' },
      { below: 8.5, text: 'A rate of {taxRate} is in the usual US range of 5% to 8.5%: the tax adds {taxAmount}, for {totalPrice} in all.' },
      { text: 'A rate of {taxRate} is among the highest combined rates in the United States: the tax adds {taxAmount}, for {totalPrice} in all.' },
    ],
  },
  whatIfs: [
    { lead: 'At a rate of {taxRate}', change: ({ taxRate }) => (taxRate <= 99 ? { taxRate: taxRate + 1 } : undefined), outputs: ['taxAmount', 'totalPrice'] },
    { lead: 'At a rate of {taxRate}', change: ({ taxRate }) => (taxRate >= 1 ? { taxRate: taxRate - 1 } : undefined), outputs: ['taxAmount', 'totalPrice'] },
    { lead: 'On a price of {preTaxPrice}', change: ({ preTaxPrice }) => ({ preTaxPrice: preTaxPrice * 2 }), outputs: ['taxAmount', 'totalPrice'] },
  ],
  properties: [
    { output: 'taxAmount', input: 'taxRate', direction: 'rises' },
    { output: 'taxAmount', input: 'preTaxPrice', direction: 'rises' },
    { output: 'totalPrice', input: 'preTaxPrice', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '$63.20 at 4.5%: $2.84 of tax', source: 'answers.com, "price before sales tax"',
      inputs: { preTaxPrice: 63.2, taxRate: 4.5 }, expected: { taxAmount: 2.84 }, decimals: 2,
    },
    {
      name: '$52.92 with 8% tax was $49.00 before tax', source: 'answers.com ($52.92 / 1.08)',
      inputs: { solve: 'preTaxPrice', totalPrice: 52.92, taxRate: 8 }, expected: { preTaxPrice: 49 }, decimals: 2,
    },
    {
      name: '$85.25 with 8.45% tax was $78.61 before tax, $6.64 of tax', source: 'sales-tax.calculators.ro, reverse calculation',
      inputs: { solve: 'preTaxPrice', totalPrice: 85.25, taxRate: 8.45 }, expected: { preTaxPrice: 78.61, taxAmount: 6.64 }, decimals: 2,
    },
    {
      name: '$2.44 of tax on $61 is a 4% rate', source: 'whomadewhat.org ($2.44 / $61)',
      inputs: { solve: 'taxRate', taxAmount: 2.44, preTaxPrice: 61 }, expected: { taxRate: 4 }, decimals: 2,
    },
  ],
});

/**
 * Sales tax on a price, and the price with it.
 * @param inputs - `preTaxPrice` ($) and `taxRate` (%)
 * @returns the tax as `value`, the total price in `details`
 * @example
 * salesTaxAmount({ preTaxPrice: 100, taxRate: 7.25 }).details.totalPrice; // 107.25
 */
export function salesTaxAmount(inputs: SalesTaxInputs): CalculationResult<SalesTaxDetails> {
  return runCalculator(salesTax, inputs);
}
