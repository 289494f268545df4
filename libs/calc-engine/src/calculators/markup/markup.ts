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
  name: 'cost', label: 'Cost', type: 'number', unit: '$', required: true, min: 0.01, max: 1e12,
} as const satisfies NumberInputSpec;
const sellingPrice = {
  name: 'sellingPrice', label: 'Selling price', type: 'number', unit: '$', required: true, min: 0, max: 1e12,
} as const satisfies NumberInputSpec;

export const markup = defineCalculator<MarkupInputs, MarkupDetails>({
  slug: 'markup',
  inputs: [cost, sellingPrice],
  outputs: [
    { name: 'markupPercent', type: 'number', unit: '%' },
    { name: 'grossProfit', type: 'number', unit: '$' },
    { name: 'grossMargin', type: 'number', unit: '%' },
  ],
  primary: 'markupPercent',
  solvable: {
    // A markup is on the cost: price = cost × (1 + markup), cost = price / (1 + markup).
    sellingPrice: { from: ['markupPercent'], closedForm: ({ cost }, _known, markup) => cost * (1 + markup / 100) },
    cost: { from: ['markupPercent'], closedForm: ({ sellingPrice }, _known, markup) => sellingPrice / (1 + markup / 100) },
  },
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
