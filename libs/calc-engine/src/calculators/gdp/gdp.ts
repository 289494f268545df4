import { inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface GdpInputs {
  /** Personal consumption expenditures (C), in any one currency unit (billions in the examples). */
  readonly consumption: number;
  /** Gross private domestic investment (I); negative when inventories fall by more than the rest of investment. */
  readonly investment: number;
  /** Government consumption expenditures and gross investment (G). */
  readonly governmentSpending: number;
  /** Exports of goods and services (X). */
  readonly exports: number;
  /** Imports of goods and services (M). */
  readonly imports: number;
}

export interface GdpDetails extends Record<string, number> {
  readonly gdp: number;
  readonly netExports: number;
  readonly consumptionShare: number;
  readonly investmentShare: number;
  readonly governmentShare: number;
  readonly netExportsShare: number;
}

/** The largest amount an input takes: far above any economy's GDP in any currency's billions. */
const MAX_AMOUNT = 1e15;

const consumption = {
  name: 'consumption', label: 'Personal Consumption (C)', type: 'number', required: true, checked: true, min: 0, max: MAX_AMOUNT,
  step: 0.1, uiDefault: 14000, placeholder: 'e.g. 14,000',
  help: 'What households spend on goods and services. Enter every amount in the same unit, for instance billions of dollars.',
} as const satisfies NumberInputSpec;
const investment = {
  name: 'investment', label: 'Gross Private Investment (I)', type: 'number', required: true, checked: true, min: -MAX_AMOUNT, max: MAX_AMOUNT,
  step: 0.1, uiDefault: 4000, placeholder: 'e.g. 4,000',
  help: 'Business equipment and buildings, new homes and the change in inventories. It can be negative when inventories fall.',
} as const satisfies NumberInputSpec;
const governmentSpending = {
  name: 'governmentSpending', label: 'Government Spending (G)', type: 'number', required: true, checked: true, min: 0, max: MAX_AMOUNT,
  step: 0.1, uiDefault: 4000, placeholder: 'e.g. 4,000',
  help: 'What governments buy and build. Transfers such as pensions and benefits are not counted: they buy nothing themselves.',
} as const satisfies NumberInputSpec;
const exportsInput = {
  name: 'exports', label: 'Exports (X)', type: 'number', required: false, default: 0, checked: true, min: 0, max: MAX_AMOUNT,
  step: 0.1, uiDefault: 2500, placeholder: 'e.g. 2,500', help: 'Goods and services sold abroad. Empty means none.',
} as const satisfies NumberInputSpec;
const imports = {
  name: 'imports', label: 'Imports (M)', type: 'number', required: false, default: 0, checked: true, min: 0, max: MAX_AMOUNT,
  step: 0.1, uiDefault: 3200, placeholder: 'e.g. 3,200', help: 'Goods and services bought from abroad. Empty means none.',
} as const satisfies NumberInputSpec;

export const gdp = defineCalculator<GdpInputs, GdpDetails>({
  slug: 'gdp',
  inputs: [consumption, investment, governmentSpending, exportsInput, imports],
  outputs: [
    { name: 'gdp', type: 'number', label: 'GDP', decimals: 2, words: 'GDP' },
    { name: 'netExports', type: 'number', label: 'Net exports (X − M)', decimals: 2, words: 'net exports' },
    { name: 'consumptionShare', type: 'number', unit: '%', label: 'Consumption share', words: 'the consumption share' },
    { name: 'investmentShare', type: 'number', unit: '%', label: 'Investment share', words: 'the investment share' },
    { name: 'governmentShare', type: 'number', unit: '%', label: 'Government share', words: 'the government share' },
    { name: 'netExportsShare', type: 'number', unit: '%', label: 'Net exports share', words: 'the net exports share' },
  ],
  primary: 'gdp',
  compute(inputs) {
    const netExports = inputs.exports - inputs.imports;
    const total = inputs.consumption + inputs.investment + inputs.governmentSpending + netExports;
    if (!(total > 0)) inconsistent('GDP must be greater than 0: the components add up to 0 or less, which leaves no GDP to take shares of', consumption);
    const share = (part: number) => (part / total) * 100;
    return {
      value: total,
      details: {
        gdp: total,
        netExports,
        consumptionShare: share(inputs.consumption),
        investmentShare: share(inputs.investment),
        governmentShare: share(inputs.governmentSpending),
        netExportsShare: share(netExports),
      },
    };
  },
  solution: [
    { label: 'Net exports', expression: '{exports} − {imports}', value: 'netExports' },
    { label: 'GDP = C + I + G + (X − M)', expression: '{consumption} + {investment} + {governmentSpending} + {netExports}', value: 'gdp' },
  ],
  assessment: {
    of: 'consumptionShare',
    bands: [
      {
        below: 50,
        text: 'Consumption is {consumptionShare} of GDP, less than half: an economy led by investment, government or exports, as fast-growing or export-led economies are.',
      },
      {
        below: 65,
        text: 'Consumption is {consumptionShare} of GDP, about the share in most large economies (roughly 50% to 65%), with investment at {investmentShare} and government at {governmentShare}.',
      },
      {
        text: 'Consumption is {consumptionShare} of GDP: a consumer-led economy (in the United States it is about two thirds), with investment at {investmentShare} and government at {governmentShare}.',
      },
    ],
    notes: [
      { when: (inputs) => (inputs.exports ?? 0) < (inputs.imports ?? 0), text: 'Imports exceed exports: net exports of {netExports} take {|netExportsShare|} off GDP, a trade deficit.' },
      { when: (inputs) => (inputs.exports ?? 0) > (inputs.imports ?? 0), text: 'Exports exceed imports: net exports of {netExports} add {netExportsShare} to GDP, a trade surplus.' },
      { when: (inputs) => inputs.investment < 0, text: 'Investment is negative: inventories fell by more than businesses and households invested.' },
    ],
  },
  whatIfs: [
    {
      lead: 'With government spending of {governmentSpending}',
      change: ({ governmentSpending: spending }) => (spending > 0 ? { governmentSpending: spending * 1.1 } : undefined),
      outputs: ['gdp', 'governmentShare'],
    },
    {
      lead: 'With investment of {investment}',
      change: ({ investment: invested }) => (invested > 0 ? { investment: invested * 1.1 } : undefined),
      outputs: ['gdp', 'investmentShare'],
    },
    {
      lead: 'With balanced trade, imports equal to exports',
      change: ({ exports: sold, imports: bought }) => ((sold ?? 0) === (bought ?? 0) ? undefined : { imports: sold ?? 0 }),
      outputs: ['gdp', 'consumptionShare'],
    },
  ],
  properties: [
    { output: 'gdp', input: 'consumption', direction: 'rises' },
    { output: 'gdp', input: 'investment', direction: 'rises' },
    { output: 'gdp', input: 'governmentSpending', direction: 'rises' },
    { output: 'gdp', input: 'exports', direction: 'rises' },
    { output: 'gdp', input: 'imports', direction: 'falls' },
    { output: 'netExports', input: 'imports', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: 'C 12 + I 3 + G 4 + (2 − 3) is 18 ($ trillion)',
      source: 'econlearn.org worked example of the expenditure approach',
      inputs: { consumption: 12, investment: 3, governmentSpending: 4, exports: 2, imports: 3 },
      expected: { gdp: 18, netExports: -1 }, decimals: 9,
    },
    {
      name: 'The BEA figures for 2011 give a GDP of 14,625.6 ($ billion)',
      source: 'homeworksource.com exercise on BEA NIPA data for 2011',
      inputs: { consumption: 10279, investment: 1854.9, governmentSpending: 3059.8, exports: 2094.2, imports: 2662.3 },
      expected: { gdp: 14625.6, netExports: -568.1 }, decimals: 6,
    },
    {
      name: 'A later BEA year gives a GDP of 23,315.0 ($ billion)',
      source: 'smartsolve.ai exercise on BEA NIPA data',
      inputs: { consumption: 15902.6, investment: 4113.5, governmentSpending: 4160.7, exports: 2539.6, imports: 3401.4 },
      expected: { gdp: 23315 }, decimals: 6,
    },
    {
      name: 'The default economy: GDP 21,300, consumption 65.7277%',
      source: 'computed by hand: 14,000 + 4,000 + 4,000 + (2,500 − 3,200) = 21,300; 14,000 ÷ 21,300 = 0.657277; net exports −700 ÷ 21,300 = −3.286385%',
      inputs: { consumption: 14000, investment: 4000, governmentSpending: 4000, exports: 2500, imports: 3200 },
      expected: { gdp: 21300, netExports: -700, consumptionShare: 65.7277, investmentShare: 18.7793, governmentShare: 18.7793, netExportsShare: -3.2864 }, decimals: 4,
    },
  ],
});

/**
 * Gross domestic product by the expenditure approach, GDP = C + I + G + (X − M), with each component's share.
 * @param inputs - `consumption`, `investment`, `governmentSpending`, `exports` and `imports`, all in one currency unit
 * @returns GDP as `value`; net exports and the four shares (%) in `details`
 * @example
 * grossDomesticProduct({ consumption: 12, investment: 3, governmentSpending: 4, exports: 2, imports: 3 }).value; // 18
 */
export function grossDomesticProduct(
  inputs: Partial<GdpInputs> & Pick<GdpInputs, 'consumption' | 'investment' | 'governmentSpending'>,
): CalculationResult<GdpDetails> {
  return runCalculator(gdp, inputs);
}
