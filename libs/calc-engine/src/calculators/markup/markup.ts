import { assertComputable, assertNotNegative, assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface MarkupInputs {
  /** $. */
  readonly cost: number;
  /** $. */
  readonly sellingPrice: number;
}

// A type alias, not an interface: an interface's optional keys clash with the Record index signature.
export type MarkupDetails = {
  /** Gross profit as a percent of cost; negative when selling below cost. */
  readonly markupPercent: number;
  readonly grossProfit: number;
  /** Gross profit as a percent of the price; absent at a price of 0 (undefined). */
  readonly grossMargin?: number;
};

const cost = {
  name: 'cost', label: 'Cost', type: 'number', unit: '$', required: true, min: 0.01, max: 1e12, step: 0.01,
  uiDefault: 75, placeholder: 'e.g. 75', help: 'What one item costs you to buy or make.',
} as const satisfies NumberInputSpec;
const sellingPrice = {
  name: 'sellingPrice', label: 'Selling Price', type: 'number', unit: '$', required: true, min: 0, max: 1e12,
  step: 0.01, uiDefault: 100, placeholder: 'e.g. 100',
} as const satisfies NumberInputSpec;

/** The share by which the what-ifs move the price or the cost. */
const TENTH = 0.1;

export const markup = defineCalculator<MarkupInputs, MarkupDetails>({
  slug: 'markup',
  inputs: [cost, sellingPrice],
  outputs: [
    { name: 'markupPercent', type: 'number', unit: '%', label: 'Markup on cost', words: 'the markup' },
    { name: 'grossProfit', type: 'number', unit: '$', label: 'Gross profit per item' },
    { name: 'grossMargin', type: 'number', unit: '%', label: 'Gross margin (on price)', words: 'the gross margin' },
  ],
  primary: 'markupPercent',
  compute(inputs) {
    assertPositive(inputs.cost, cost);
    assertNotNegative(inputs.sellingPrice, sellingPrice);
    const grossProfit = inputs.sellingPrice - inputs.cost;
    // Markup is on the cost, margin on the price (AccountingCoach, finanshels).
    const grossMargin = inputs.sellingPrice > 0 ? (grossProfit / inputs.sellingPrice) * 100 : undefined;
    const details: MarkupDetails = {
      markupPercent: (grossProfit / inputs.cost) * 100,
      grossProfit,
      ...(grossMargin === undefined ? {} : { grossMargin }),
    };
    // A price or cost of a tiny fraction of a cent can overflow a percentage; blame the divisor.
    assertComputable({ markupPercent: details.markupPercent }, cost);
    assertComputable({ grossMargin }, sellingPrice);
    return { value: details.markupPercent, unit: '%', details };
  },
  solvable: {
    // A markup is on the cost: price = cost × (1 + markup), cost = price / (1 + markup).
    sellingPrice: { from: ['markupPercent'], closedForm: ({ cost }, _known, markup) => cost * (1 + markup / 100) },
    cost: { from: ['markupPercent'], closedForm: ({ sellingPrice }, _known, markup) => sellingPrice / (1 + markup / 100) },
  },
  solution: [
    { label: 'Gross profit', expression: '{sellingPrice} − {cost}', value: 'grossProfit' },
    // A price of 0 has no margin.
    {
      label: 'Gross margin (on the price)', expression: '{grossProfit} / {sellingPrice} × 100', value: 'grossMargin',
      when: (_inputs, details) => details['grossMargin'] !== undefined,
    },
    { label: 'Markup (on the cost)', expression: '{grossProfit} / {cost} × 100', value: 'markupPercent' },
  ],
  intermediates: { loss: { unit: '$', value: (_inputs, { grossProfit }) => -Number(grossProfit) } },
  assessment: {
    of: 'markupPercent',
    cases: [
      {
        when: (_inputs, { grossProfit }) => typeof grossProfit === 'number' && grossProfit < 0,
        text: 'You are selling below cost: a markup of {markupPercent} loses {loss} on every sale. That can make sense to clear old stock, but not as a regular price.',
      },
      {
        when: (_inputs, { grossProfit }) => grossProfit === 0,
        text: 'You are selling at cost: a markup of 0% earns nothing toward overheads or profit.',
      },
    ],
    bands: [
      {
        below: 30,
        text: 'A markup of {markupPercent} is minimal: once rent, wages and other overheads are paid, little may be left. Each sale earns {grossProfit} of gross profit, a gross margin of {grossMargin} of the selling price.',
      },
      {
        below: 60,
        text: 'A markup of {markupPercent} is reasonable, enough to cover typical overheads and leave a profit in many trades. Each sale earns {grossProfit} of gross profit, a gross margin of {grossMargin} of the selling price.',
      },
      {
        text: 'A markup of {markupPercent} is generous: the price is well above cost, as is common for small-ticket, specialist or handmade goods. Each sale earns {grossProfit} of gross profit, a gross margin of {grossMargin} of the selling price.',
      },
    ],
  },
  whatIfs: [
    {
      // A price of 0 is raised to the cost instead.
      lead: 'At a price of {sellingPrice}',
      change: ({ sellingPrice, cost }) => ({ sellingPrice: sellingPrice > 0 ? sellingPrice * (1 + TENTH) : cost }),
      outputs: ['markupPercent', 'grossMargin'],
    },
    { lead: 'At a cost of {cost}', change: ({ cost }) => ({ cost: cost * (1 - TENTH) }), outputs: ['markupPercent', 'grossMargin'] },
  ],
  properties: [
    { output: 'markupPercent', input: 'sellingPrice', direction: 'rises' },
    { output: 'markupPercent', input: 'cost', direction: 'falls' },
    { output: 'grossProfit', input: 'sellingPrice', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '$75 marked up to $100: 33.33%, a 25% margin',
      source: 'AccountingCoach, finanshels.com',
      inputs: { cost: 75, sellingPrice: 100 },
      expected: { markupPercent: 33.33 },
      decimals: 2,
      exact: { grossProfit: 25, grossMargin: 25 },
    },
    {
      name: '$9 marked up to $12: 33.333%, a 25% margin',
      source: 'AccountingCoach',
      inputs: { cost: 9, sellingPrice: 12 },
      expected: { markupPercent: 33.333 },
      decimals: 3,
      exact: { grossProfit: 3, grossMargin: 25 },
    },
    {
      name: 'A $75 item at a 33⅓% markup sells for $100',
      source: 'AccountingCoach ($75 × (1 + 33⅓%))',
      inputs: { solve: 'sellingPrice', cost: 75, markupPercent: 100 / 3 },
      expected: { sellingPrice: 100, grossProfit: 25 },
      decimals: 2,
    },
    {
      name: 'A $12 price at a 33⅓% markup covers a $9 cost',
      source: 'AccountingCoach ($12 ÷ (1 + 33⅓%))',
      inputs: { solve: 'cost', sellingPrice: 12, markupPercent: 100 / 3 },
      expected: { cost: 9, grossMargin: 25 },
      decimals: 2,
    },
  ],
});

/**
 * Markup on cost (AccountingCoach): (selling price − cost) / cost, with the gross profit and the gross margin
 * on the price.
 * @param inputs - `cost` and `sellingPrice` ($)
 * @returns the markup as `value` (%), negative below cost; gross profit and margin in `details` (margin only at
 * a price above 0)
 * @example
 * markupPercent({ cost: 75, sellingPrice: 100 }).value; // 33.333... = 25 / 75; the margin is 25%
 */
export function markupPercent(inputs: MarkupInputs): CalculationResult<MarkupDetails> {
  return runCalculator(markup, inputs);
}
