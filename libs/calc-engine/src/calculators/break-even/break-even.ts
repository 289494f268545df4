import { assertComputable, assertNotNegative, assertPositive, inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, ChartPoint, NumberInputSpec } from '../../types.js';

export interface BreakEvenInputs {
  /** $ per period. */
  readonly fixedCosts: number;
  /** $. */
  readonly pricePerUnit: number;
  /** $. */
  readonly variableCostPerUnit: number;
}

export interface BreakEvenDetails extends Record<string, number> {
  /** Whole units to sell: the exact break-even rounded up. */
  readonly breakEvenUnits: number;
  readonly breakEvenUnitsExact: number;
  /** $. */
  readonly breakEvenRevenue: number;
  /** $ per unit. */
  readonly contributionMargin: number;
  /** Percent of the price. */
  readonly contributionMarginRatio: number;
}

const fixedCosts = {
  name: 'fixedCosts', label: 'Fixed Costs', type: 'number', unit: '$', required: true, min: 0, max: 1e10, step: 100,
  uiDefault: 10000, placeholder: 'e.g. 10,000',
  help: 'Costs that do not change with sales, such as rent, salaries and insurance, for the period you are planning.',
} as const satisfies NumberInputSpec;
const pricePerUnit = {
  name: 'pricePerUnit', label: 'Selling Price per Unit', type: 'number', unit: '$', required: true, min: 0.01,
  max: 1e8, step: 0.01, uiDefault: 50, placeholder: 'e.g. 50',
} as const satisfies NumberInputSpec;
const variableCostPerUnit = {
  name: 'variableCostPerUnit', label: 'Variable Cost per Unit', type: 'number', unit: '$', required: true, min: 0,
  max: 1e8, step: 0.01, uiDefault: 30, placeholder: 'e.g. 30',
  help: 'What each extra unit costs you: materials, packaging, shipping, sales commissions, card fees.',
} as const satisfies NumberInputSpec;

/** Above this many units a break-even is high. */
const HIGH_BREAK_EVEN_UNITS = 1000;

/** The share by which the what-ifs move a price or a cost. */
const TENTH = 0.1;

/** The reading of a break-even of more than one unit, `level` "modest" or "high". */
const reading = (units: string, level: string) =>
  `A break-even point of ${units} is ${level}: you must sell that many, {breakEvenRevenue} of sales, before you make any profit. ` +
  'Each unit contributes {marginPerUnit} ({contributionMarginRatio} of its price) toward fixed costs; every unit beyond the break-even adds that much profit.';

/**
 * Binary fractions make an exact whole break-even land an ulp above it (0.3 / (0.3 − 0.2) = 3.0000000000000004),
 * which a plain ceil would turn into one unit too many. The tolerance is relative, so any fixed cost above 0,
 * however small, still needs one unit.
 */
function wholeUnitsToSell(exact: number): number {
  const nearest = Math.round(exact);
  return Math.abs(exact - nearest) <= 1e-9 * exact ? nearest : Math.ceil(exact);
}

/** Points on the chart: 0 to twice the break-even in eighths. */
const CHART_STEPS = 8;

/** Profit (revenue less total cost) from 0 units to twice the break-even: the line crosses 0 at the break-even. */
function profitLine(units: number, margin: number, fixed: number): ChartPoint[] {
  const step = Math.max(1, Math.ceil((2 * units) / CHART_STEPS));
  return Array.from({ length: CHART_STEPS + 1 }, (_, i) => ({
    role: 'profit',
    at: { unit: 'units', value: i * step },
    value: i * step * margin - fixed,
  }));
}

export const breakEven = defineCalculator<BreakEvenInputs, BreakEvenDetails>({
  slug: 'break-even',
  inputs: [fixedCosts, pricePerUnit, variableCostPerUnit],
  outputs: [
    { name: 'breakEvenUnits', type: 'number', unit: 'units', label: 'Units to sell (rounded up)', words: 'the units to sell' },
    { name: 'breakEvenUnitsExact', type: 'number', unit: 'units', label: 'Exact break-even units' },
    { name: 'breakEvenRevenue', type: 'number', unit: '$', label: 'Break-even revenue' },
    { name: 'contributionMargin', type: 'number', unit: '$/unit', label: 'Contribution margin per unit' },
    { name: 'contributionMarginRatio', type: 'number', unit: '%', label: 'Contribution margin ratio (CM ratio)' },
  ],
  primary: 'breakEvenUnits',
  solvable: {
    // The price at which a volume breaks even: each unit covers its variable cost and its share of the fixed costs.
    pricePerUnit: {
      from: ['breakEvenUnitsExact', 'breakEvenUnits'],
      closedForm: ({ fixedCosts, variableCostPerUnit }, _known, units) => variableCostPerUnit + fixedCosts / units,
    },
  },
  compute(inputs) {
    assertNotNegative(inputs.fixedCosts, fixedCosts);
    assertPositive(inputs.pricePerUnit, pricePerUnit);
    assertNotNegative(inputs.variableCostPerUnit, variableCostPerUnit);
    const contributionMargin = inputs.pricePerUnit - inputs.variableCostPerUnit;
    if (!(contributionMargin > 0)) inconsistent(messages.noBreakEven(), pricePerUnit);
    const breakEvenUnitsExact = inputs.fixedCosts / contributionMargin;
    const details: BreakEvenDetails = {
      breakEvenUnits: wholeUnitsToSell(breakEvenUnitsExact),
      breakEvenUnitsExact,
      // = fixed / CM ratio (AccountingCoach), without dividing by a ratio that was itself divided.
      breakEvenRevenue: breakEvenUnitsExact * inputs.pricePerUnit,
      contributionMargin,
      contributionMarginRatio: (contributionMargin / inputs.pricePerUnit) * 100,
    };
    const line = profitLine(details.breakEvenUnits, contributionMargin, inputs.fixedCosts);
    // A margin of a fraction of a cent on huge fixed costs can overflow the unit count, or the chart's end.
    assertComputable({ ...details, chartEnd: line.at(-1)?.value }, pricePerUnit);
    return { value: details.breakEvenUnits, unit: 'units', details, chart: { type: 'line', data: line } };
  },
  solution: [
    { label: 'Contribution margin per unit', expression: '{pricePerUnit} − {variableCostPerUnit}', value: 'contributionMargin' },
    { label: 'Contribution margin ratio', expression: '{contributionMargin} / {pricePerUnit} × 100', value: 'contributionMarginRatio' },
    { label: 'Break-even quantity', expression: '{fixedCosts} / {contributionMargin}', value: 'breakEvenUnitsExact', decimals: 2 },
    { label: 'Break-even revenue', expression: '{breakEvenUnitsExact:2} × {pricePerUnit}', value: 'breakEvenRevenue' },
    // Part of a unit cannot be sold: round up.
    { label: 'Units to sell', expression: 'ceil({breakEvenUnitsExact:2})', value: 'breakEvenUnits' },
  ],
  intermediates: { marginPerUnit: { unit: '$', value: (_inputs, { contributionMargin }) => Number(contributionMargin) } },
  assessment: {
    of: 'breakEvenUnits',
    cases: [
      {
        when: (_inputs, { breakEvenUnits }) => breakEvenUnits === 0,
        text: 'With no fixed costs, you make a profit of {marginPerUnit} on every unit from the first sale.',
      },
      { when: (_inputs, { breakEvenUnits }) => breakEvenUnits === 1, text: reading('1 unit', 'modest') },
    ],
    bands: [
      // Whole units: at most 1,000 is modest.
      { below: HIGH_BREAK_EVEN_UNITS + 1, text: reading('{breakEvenUnits}', 'modest') },
      { text: reading('{breakEvenUnits}', 'high') },
    ],
  },
  whatIfs: [
    { lead: 'At a price of {pricePerUnit}', change: ({ pricePerUnit }) => ({ pricePerUnit: pricePerUnit * (1 + TENTH) }), outputs: ['breakEvenUnits'] },
    // Lower fixed costs where there is no variable cost to lower.
    {
      lead: 'With a variable cost of {variableCostPerUnit} a unit',
      change: ({ variableCostPerUnit }) => (variableCostPerUnit > 0 ? { variableCostPerUnit: variableCostPerUnit * (1 - TENTH) } : undefined),
      outputs: ['breakEvenUnits'],
    },
    {
      lead: 'With fixed costs of {fixedCosts}',
      change: ({ fixedCosts, variableCostPerUnit }) => (variableCostPerUnit > 0 ? undefined : { fixedCosts: fixedCosts * (1 - TENTH) }),
      outputs: ['breakEvenUnits'],
    },
  ],
  properties: [
    { output: 'breakEvenUnits', input: 'pricePerUnit', direction: 'falls' },
    { output: 'breakEvenUnits', input: 'fixedCosts', direction: 'rises' },
    { output: 'breakEvenUnits', input: 'variableCostPerUnit', direction: 'rises' },
    { output: 'breakEvenUnitsExact', input: 'pricePerUnit', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: '$300,000 fixed costs at $10 a unit with $6 variable cost: 75,000 units, $750,000',
      source: 'AccountingCoach',
      inputs: { fixedCosts: 300000, pricePerUnit: 10, variableCostPerUnit: 6 },
      expected: {},
      decimals: 2,
      exact: {
        breakEvenUnits: 75000, breakEvenUnitsExact: 75000, breakEvenRevenue: 750000, contributionMargin: 4,
        contributionMarginRatio: 40,
      },
    },
    {
      name: '$300,000 fixed costs billed at $100 an hour with $60 variable cost: 7,500 hours',
      source: 'AccountingCoach service example',
      inputs: { fixedCosts: 300000, pricePerUnit: 100, variableCostPerUnit: 60 },
      expected: {},
      decimals: 2,
      exact: { breakEvenUnits: 7500 },
    },
    {
      name: 'To break even on 75,000 units with $300,000 fixed and $6 variable cost, the price is $10',
      source: 'AccountingCoach ($6 + $300,000 ÷ 75,000)',
      inputs: { solve: 'pricePerUnit', breakEvenUnits: 75000, fixedCosts: 300000, variableCostPerUnit: 6 },
      expected: { pricePerUnit: 10, contributionMarginRatio: 40 },
      decimals: 2,
    },
    {
      name: 'To break even on 7,500 hours with $300,000 fixed and $60 variable cost, the rate is $100 an hour',
      source: 'AccountingCoach service example ($60 + $300,000 ÷ 7,500)',
      inputs: { solve: 'pricePerUnit', breakEvenUnitsExact: 7500, fixedCosts: 300000, variableCostPerUnit: 60 },
      expected: { pricePerUnit: 100, breakEvenRevenue: 750000 },
      decimals: 2,
    },
  ],
});

/**
 * Units to sell before fixed costs are covered (AccountingCoach): fixed costs / (price − variable cost per unit),
 * rounded up to whole units, with the break-even revenue and the contribution margin.
 * @param inputs - `fixedCosts`, `pricePerUnit` and `variableCostPerUnit` ($)
 * @returns the whole units as `value`, the exact units, revenue and margins in `details`, and a line of the
 * profit (revenue − total cost) from 0 units to twice the break-even
 * @example
 * breakEvenPoint({ fixedCosts: 300000, pricePerUnit: 10, variableCostPerUnit: 6 }).value;
 * // 75000 = 300000 / (10 − 6); revenue $750,000 at a 40% contribution margin ratio
 */
export function breakEvenPoint(inputs: BreakEvenInputs): CalculationResult<BreakEvenDetails> {
  return runCalculator(breakEven, inputs);
}
