import { assertComputable, assertNotNegative, assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface ProfitMarginInputs {
  /** $ (or the selling price of one item). */
  readonly revenue: number;
  /** Cost of goods sold, $. */
  readonly costOfGoodsSold: number;
  /** $; 0 when empty. */
  readonly operatingExpenses?: number;
}

// A type alias, not an interface: an interface's optional keys clash with the Record index signature.
export type ProfitMarginDetails = {
  /** Net profit as a percent of revenue; negative for a loss. */
  readonly profitMargin: number;
  /** Gross profit as a percent of revenue. */
  readonly grossMargin: number;
  readonly grossProfit: number;
  readonly netProfit: number;
  /** Gross profit as a percent of COGS; absent when COGS is 0 (undefined). */
  readonly markup?: number;
};

const revenue = {
  name: 'revenue', label: 'Revenue', type: 'number', unit: '$', required: true, min: 0.01, max: 1e12,
} as const satisfies NumberInputSpec;
const costOfGoodsSold = {
  name: 'costOfGoodsSold', label: 'Cost of goods sold', type: 'number', unit: '$', required: true, min: 0, max: 1e12,
} as const satisfies NumberInputSpec;
const operatingExpenses = {
  name: 'operatingExpenses', label: 'Operating expenses', type: 'number', unit: '$', required: false, default: 0,
  min: 0, max: 1e12,
} as const satisfies NumberInputSpec;

export const profitMargin = defineCalculator<ProfitMarginInputs, ProfitMarginDetails>({
  slug: 'profit-margin',
  inputs: [revenue, costOfGoodsSold, operatingExpenses],
  outputs: [
    { name: 'profitMargin', type: 'number', unit: '%' },
    { name: 'grossMargin', type: 'number', unit: '%' },
    { name: 'grossProfit', type: 'number', unit: '$' },
    { name: 'netProfit', type: 'number', unit: '$' },
    { name: 'markup', type: 'number', unit: '%' },
  ],
  primary: 'profitMargin',
  solvable: {
    // A margin is on the revenue: the costs are (1 − margin) of it. No revenue gives a margin of 100% or more.
    revenue: {
      from: ['profitMargin', 'grossMargin'],
      closedForm: ({ costOfGoodsSold, operatingExpenses: expenses = 0 }, known, margin) =>
        (known === 'profitMargin' ? costOfGoodsSold + expenses : costOfGoodsSold) / (1 - margin / 100),
    },
  },
  compute(inputs) {
    const expenses = inputs.operatingExpenses ?? operatingExpenses.default;
    assertPositive(inputs.revenue, revenue);
    assertNotNegative(inputs.costOfGoodsSold, costOfGoodsSold);
    assertNotNegative(expenses, operatingExpenses);
    const grossProfit = inputs.revenue - inputs.costOfGoodsSold;
    const netProfit = grossProfit - expenses;
    // Margin is on the price, markup on the cost (AccountingCoach).
    const markup = inputs.costOfGoodsSold > 0 ? (grossProfit / inputs.costOfGoodsSold) * 100 : undefined;
    const details: ProfitMarginDetails = {
      profitMargin: (netProfit / inputs.revenue) * 100,
      grossMargin: (grossProfit / inputs.revenue) * 100,
      grossProfit,
      netProfit,
      ...(markup === undefined ? {} : { markup }),
    };
    // A revenue or COGS of a tiny fraction of a cent can overflow a percentage; blame the divisor.
    assertComputable({ profitMargin: details.profitMargin, grossMargin: details.grossMargin }, revenue);
    assertComputable({ markup }, costOfGoodsSold);
    return { value: details.profitMargin, unit: '%', details };
  },
});

/**
 * Net profit margin, gross margin and markup (AccountingCoach): margins are profit over revenue, markup is
 * gross profit over cost.
 * @param inputs - `revenue`, `costOfGoodsSold` and `operatingExpenses` (0 by default), all $
 * @returns the net profit margin as `value` (%), negative for a loss; gross margin, profits and markup in
 * `details` (markup only when COGS > 0)
 * @example
 * profitMarginPercent({ revenue: 100, costOfGoodsSold: 75 }).value; // 25; markup 33.33%
 */
export function profitMarginPercent(inputs: ProfitMarginInputs): CalculationResult<ProfitMarginDetails> {
  return runCalculator(profitMargin, inputs);
}
