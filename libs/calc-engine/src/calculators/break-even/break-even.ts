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
  name: 'fixedCosts', label: 'Fixed costs', type: 'number', unit: '$', required: true, min: 0, max: 1e10,
} as const satisfies NumberInputSpec;
const pricePerUnit = {
  name: 'pricePerUnit', label: 'Selling price per unit', type: 'number', unit: '$', required: true, min: 0.01,
  max: 1e8,
} as const satisfies NumberInputSpec;
const variableCostPerUnit = {
  name: 'variableCostPerUnit', label: 'Variable cost per unit', type: 'number', unit: '$', required: true, min: 0,
  max: 1e8,
} as const satisfies NumberInputSpec;

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
    name: `${i * step} units`,
    value: i * step * margin - fixed,
  }));
}

export const breakEven = defineCalculator<BreakEvenInputs, BreakEvenDetails>({
  slug: 'break-even',
  inputs: [fixedCosts, pricePerUnit, variableCostPerUnit],
  outputs: [
    { name: 'breakEvenUnits', type: 'number', unit: 'units' },
    { name: 'breakEvenUnitsExact', type: 'number', unit: 'units' },
    { name: 'breakEvenRevenue', type: 'number', unit: '$' },
    { name: 'contributionMargin', type: 'number', unit: '$/unit' },
    { name: 'contributionMarginRatio', type: 'number', unit: '%' },
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
