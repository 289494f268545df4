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
  name: 'revenue', label: 'Revenue (or selling price)', type: 'number', unit: '$', required: true, min: 0.01, max: 1e12,
  step: 0.01, uiDefault: 100, placeholder: 'e.g. 100', help: 'Total sales for a period, or the price of a single item.',
} as const satisfies NumberInputSpec;
const costOfGoodsSold = {
  name: 'costOfGoodsSold', label: 'Cost (COGS)', type: 'number', unit: '$', required: true, min: 0, max: 1e12,
  step: 0.01, uiDefault: 75, placeholder: 'e.g. 75',
  help: 'The direct cost of what you sold: goods bought for resale, materials, production labour.',
} as const satisfies NumberInputSpec;
const operatingExpenses = {
  name: 'operatingExpenses', label: 'Operating Expenses', type: 'number', unit: '$', required: false, default: 0,
  min: 0, max: 1e12, step: 0.01, uiDefault: 0, placeholder: 'e.g. 0',
  help: 'Optional: rent, salaries, marketing and other overheads for the same period, for the net margin.',
} as const satisfies NumberInputSpec;

/** The share by which the what-ifs move revenue or a cost. */
const TENTH = 0.1;

/** The sentence of a profit margin against the typical industry standard. */
const standing = (words: string) =>
  `A profit margin of {profitMargin} is ${words} the typical industry standard: you keep {keptPer100} of every $100 of revenue.`;

/** Floating-point slack: a gross margin no further than this above the net margin means no operating expenses. */
const NO_SHARE = 1e-9;

export const profitMargin = defineCalculator<ProfitMarginInputs, ProfitMarginDetails>({
  slug: 'profit-margin',
  inputs: [revenue, costOfGoodsSold, operatingExpenses],
  outputs: [
    { name: 'profitMargin', type: 'number', unit: '%', label: 'Net profit margin' },
    { name: 'grossMargin', type: 'number', unit: '%', label: 'Gross margin' },
    { name: 'grossProfit', type: 'number', unit: '$', label: 'Gross profit' },
    { name: 'netProfit', type: 'number', unit: '$', label: 'Net profit' },
    { name: 'markup', type: 'number', unit: '%', label: 'Markup on cost' },
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
  solution: [
    { label: 'Gross profit', expression: '{revenue} − {costOfGoodsSold}', value: 'grossProfit' },
    { label: 'Gross margin', expression: '{grossProfit} / {revenue} × 100', value: 'grossMargin' },
    // Without a cost there is no markup.
    {
      label: 'Markup (on the cost)', expression: '{grossProfit} / {costOfGoodsSold} × 100', value: 'markup',
      when: (_inputs, details) => details['markup'] !== undefined,
    },
    { label: 'Net profit', expression: '{grossProfit} − {operatingExpenses}', value: 'netProfit' },
    { label: 'Profit margin', expression: '{netProfit} / {revenue} × 100', value: 'profitMargin' },
  ],
  intermediates: {
    loss: { unit: '$', value: (_inputs, { netProfit }) => -Number(netProfit) },
    keptPer100: { unit: '$', value: (_inputs, { profitMargin }) => Number(profitMargin) },
    expenseShare: { unit: '%', value: (_inputs, { grossMargin, profitMargin }) => Number(grossMargin) - Number(profitMargin) },
  },
  assessment: {
    of: 'profitMargin',
    cases: [
      {
        when: (_inputs, { netProfit }) => netProfit === 0,
        text: 'You break even: revenue exactly covers your costs, with no profit and no loss.',
      },
    ],
    // Under 10% below, under 20% at, otherwise above the industry standard.
    bands: [
      { below: 0, text: 'You are making a loss of {loss}, a margin of {profitMargin}, which is below the typical industry standard.' },
      { below: 10, text: standing('below') },
      { below: 20, text: standing('at') },
      { text: standing('above') },
    ],
    notes: [
      {
        when: (_inputs, { grossMargin, profitMargin }) => Number(grossMargin) - Number(profitMargin) > NO_SHARE,
        text: 'Your gross margin is {grossMargin}; operating expenses take {expenseShare} of revenue.',
      },
      { when: (_inputs, { markup }) => markup !== undefined, text: 'The markup on cost is {markup}.' },
      { text: 'Norms differ widely: grocers live on a few percent, while software firms often keep more than 20%.' },
    ],
  },
  whatIfs: [
    { lead: 'With revenue of {revenue}', change: ({ revenue }) => ({ revenue: revenue * (1 + TENTH) }), outputs: ['profitMargin', 'netProfit'] },
    {
      lead: 'With a cost of goods of {costOfGoodsSold}',
      change: ({ costOfGoodsSold }) => ({ costOfGoodsSold: costOfGoodsSold * (1 - TENTH) }),
      outputs: ['profitMargin', 'netProfit'],
    },
    {
      lead: 'With operating expenses of {operatingExpenses}',
      change: ({ operatingExpenses: expenses = 0 }) => (expenses > 0 ? { operatingExpenses: expenses * (1 - TENTH) } : undefined),
      outputs: ['profitMargin', 'netProfit'],
    },
  ],
  properties: [
    { output: 'profitMargin', input: 'operatingExpenses', direction: 'falls' },
    { output: 'profitMargin', input: 'costOfGoodsSold', direction: 'falls' },
    { output: 'profitMargin', input: 'revenue', direction: 'rises' },
    { output: 'grossProfit', input: 'revenue', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '$75 cost sold at $100: a 25% margin and a 33.33% markup',
      source: 'AccountingCoach',
      inputs: { revenue: 100, costOfGoodsSold: 75 },
      expected: { markup: 33.33 },
      decimals: 2,
      exact: { profitMargin: 25, grossMargin: 25, grossProfit: 25, netProfit: 25 },
    },
    {
      name: '$9 cost sold at $12: a 25% gross margin',
      source: 'AccountingCoach',
      inputs: { revenue: 12, costOfGoodsSold: 9 },
      expected: { markup: 33.33 },
      decimals: 2,
      exact: { profitMargin: 25, grossProfit: 3 },
    },
    {
      name: 'A 25% gross margin on a $75 cost needs a $100 price',
      source: 'AccountingCoach ($75 ÷ (1 − 25%))',
      inputs: { solve: 'revenue', grossMargin: 25, costOfGoodsSold: 75 },
      expected: { revenue: 100, markup: 33.33 },
      decimals: 2,
    },
    {
      name: 'A 25% net margin on $9 of cost needs $12 of revenue',
      source: 'AccountingCoach ($9 ÷ (1 − 25%))',
      inputs: { solve: 'revenue', profitMargin: 25, costOfGoodsSold: 9 },
      expected: { revenue: 12, grossProfit: 3 },
      decimals: 2,
    },
  ],
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
