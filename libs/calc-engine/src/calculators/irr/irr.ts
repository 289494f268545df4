import { assertComputable, inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import { presentValueOfFlows, ratesOfReturn } from '../../finance/rates-of-return.js';
import type { CalculationResult, NumberInputSpec, NumberListInputSpec } from '../../types.js';

export interface IrrInputs {
  /** CF₀ at time 0 (usually the negative outlay), then one cash flow per period. */
  readonly cashFlows: readonly number[];
  /** % per period, for the net present value; absent for none. */
  readonly discountRate?: number;
}

export interface IrrDetails extends Record<string, number> {
  readonly irr: number;
  readonly netCashFlow: number;
  readonly periods: number;
}

/** Most cash flows a list may hold: bounds the work of the search for the rate (each step evaluates them all). */
const MAX_CASH_FLOWS = 1_000;
/** Points of the scan for sign changes of the NPV, evenly spaced in log(1 + rate): 4 million sums at most. */
const SCAN_POINTS = 4_000;

const cashFlows = {
  name: 'cashFlows', label: 'Cash Flows', type: 'numberList', required: true, maxItems: MAX_CASH_FLOWS,
  uiDefault: '-10000, 3000, 4200, 6800', placeholder: 'e.g. -10000, 3000, 4200, 6800',
  help: 'The first is today (usually the negative amount invested), then one per period, a year or a month apart. Separate them with commas, spaces or new lines.',
} as const satisfies NumberListInputSpec;
const discountRate = {
  name: 'discountRate', label: 'Discount Rate for NPV', type: 'number', unit: '%', required: false, checked: true,
  min: -99, max: 1000, step: 0.1, uiDefault: 10, placeholder: 'e.g. 10',
  help: 'Optional: your cost of capital or the return you could earn elsewhere, per period. Empty means no NPV.',
} as const satisfies NumberInputSpec;

const percentText = (fraction: number) => `${(fraction * 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

const rated = ({ discountRate: rate }: IrrInputs) => rate !== undefined;

/** The flows with their last one repeated: the project run one period longer. */
function longer({ cashFlows: flows }: IrrInputs): string | undefined {
  const last = flows.at(-1);
  return last !== undefined && last > 0 && flows.length < MAX_CASH_FLOWS ? [...flows, last].join(', ') : undefined;
}

/** The flows without their last one, while an outflow and an inflow are left. */
function shorter({ cashFlows: flows }: IrrInputs): string | undefined {
  const rest = flows.slice(0, -1);
  return rest.length >= 2 && rest.some((flow) => flow < 0) && rest.some((flow) => flow > 0) ? rest.join(', ') : undefined;
}

export const irr = defineCalculator<IrrInputs, IrrDetails>({
  slug: 'irr',
  inputs: [cashFlows, discountRate],
  outputs: [
    { name: 'irr', type: 'number', unit: '%', label: 'IRR (per period)', decimals: 2, words: 'the IRR' },
    { name: 'netCashFlow', type: 'number', unit: '$', label: 'Net cash flow (undiscounted)', words: 'the net cash flow' },
    { name: 'periods', type: 'number', label: 'Periods', decimals: 0, words: 'the number of periods' },
    { name: 'npv', type: 'number', unit: '$', label: 'NPV at the discount rate', words: 'the NPV' },
  ],
  primary: 'irr',
  compute(inputs) {
    const flows = inputs.cashFlows;
    if (flows.length < 2) inconsistent('Enter at least two cash flows: the first today, then one for each period', cashFlows);
    if (!flows.some((flow) => flow < 0) || !flows.some((flow) => flow > 0)) {
      inconsistent('Enter at least one negative and one positive cash flow', cashFlows);
    }
    const roots = ratesOfReturn(flows, SCAN_POINTS);
    if (roots.length === 0) {
      throw new CalculatorInputError('no_solution', 'No rate from −99% to 1,000% per period makes the NPV of these cash flows 0', cashFlows.name);
    }
    if (roots.length > 1) {
      inconsistent(`These cash flows have more than one IRR (${roots.map(percentText).join(', ')}): their sign changes more than once, so compare projects by NPV instead`, cashFlows);
    }
    const rate = roots[0] ?? Number.NaN;
    const npv = inputs.discountRate === undefined ? undefined : presentValueOfFlows(flows, inputs.discountRate / 100);
    const details = {
      irr: rate * 100,
      netCashFlow: flows.reduce((sum, flow) => sum + flow, 0),
      periods: flows.length - 1,
      ...(npv === undefined ? {} : { npv }),
    };
    assertComputable(details, npv === undefined ? cashFlows : discountRate);
    return { value: rate * 100, unit: '%', details };
  },
  solution: [
    { label: 'Periods', expression: 'n = the cash flows after the first', value: 'periods' },
    { label: 'Net cash flow', expression: 'Σ CF = the cash flows added up, undiscounted', value: 'netCashFlow' },
    { label: 'NPV at {discountRate}%', expression: 'Σ CF_t ÷ (1 + {discountRate} / 100)^t, from t = 0 to {periods}', value: 'npv', when: rated },
    { label: 'IRR', expression: 'the rate r with Σ CF_t ÷ (1 + r)^t = 0, found by bisection', value: 'irr' },
  ],
  assessment: {
    of: 'irr',
    cases: [
      {
        when: (inputs, details) => rated(inputs) && Number(details['npv']) > 0,
        text: 'The IRR of {irr} is above your discount rate of {discountRate}: the cash flows earn more than your cost of capital, and their NPV at that rate is {npv}.',
      },
      {
        when: (inputs, details) => rated(inputs) && Number(details['npv']) < 0,
        text: 'The IRR of {irr} is below your discount rate of {discountRate}: the cash flows earn less than your cost of capital, and their NPV at that rate is {npv}.',
      },
      {
        when: (inputs) => rated(inputs),
        text: 'The IRR of {irr} equals your discount rate of {discountRate}: the cash flows just repay your cost of capital, with an NPV of {npv}.',
      },
    ],
    bands: [
      { below: 0, text: 'An IRR of {irr}: the cash flows return less than was put in ({netCashFlow} in all), a loss before any cost of capital.' },
      { below: 5, text: 'An IRR of {irr} a period: positive, but low, below what many safe investments pay in a year.' },
      { below: 15, text: 'An IRR of {irr} a period: a typical return for a business project or a long-term investment, if the periods are years.' },
      { text: 'An IRR of {irr} a period: a high return. Check the cash flows, since a small outlay or an early large inflow raises the IRR quickly.' },
    ],
  },
  whatIfs: [
    {
      lead: 'If the project ran a period longer, with its last cash flow again',
      change: (inputs) => {
        const flows = longer(inputs);
        return flows === undefined ? undefined : { cashFlows: flows };
      },
      outputs: ['irr'],
    },
    {
      lead: 'Without the last cash flow',
      change: (inputs) => {
        const flows = shorter(inputs);
        return flows === undefined ? undefined : { cashFlows: flows };
      },
      outputs: ['irr'],
    },
    {
      lead: 'At a discount rate of {discountRate}',
      change: ({ discountRate: rate }) => (rate !== undefined && rate + 2 <= discountRate.max ? { discountRate: rate + 2 } : undefined),
      outputs: ['npv'],
    },
  ],
  referenceValues: [
    {
      name: 'Five years of income on a $70,000 outlay: 8.66%',
      source: 'Microsoft Excel IRR documentation: IRR(-70000, 12000, 15000, 18000, 21000, 26000) = 0.086630948',
      inputs: { cashFlows: '-70000, 12000, 15000, 18000, 21000, 26000' },
      expected: { irr: 8.6630948 }, decimals: 6,
    },
    {
      name: 'Four years of the same: −2.12%',
      source: 'Microsoft Excel IRR documentation: IRR(-70000, 12000, 15000, 18000, 21000) = −0.021244848',
      inputs: { cashFlows: '-70000, 12000, 15000, 18000, 21000' },
      expected: { irr: -2.1244848 }, decimals: 6,
    },
    {
      name: 'Two years of the same: −44.35%',
      source: 'Microsoft Excel IRR documentation: IRR(-70000, 12000, 15000, -10%) = −0.443506941',
      inputs: { cashFlows: '-70000, 12000, 15000' },
      expected: { irr: -44.3506941 }, decimals: 6,
    },
    {
      name: 'NPV at 8% of a $40,000 investment: $1,922.06',
      source: 'Microsoft Excel NPV documentation: NPV(8%, 8000, 9200, 10000, 12000, 14500) − 40000 = 1,922.06',
      inputs: { cashFlows: '-40000, 8000, 9200, 10000, 12000, 14500', discountRate: 8 },
      expected: { npv: 1922.06 }, decimals: 2,
    },
    {
      name: 'The default flows at 10%: NPV $1,307.29, IRR 16.34%',
      source: 'computed by hand: −10000 + 3000/1.1 + 4200/1.21 + 6800/1.331 = 1,307.2878 (Excel NPV(10%, …) = 1,188.44 discounts the first flow too: × 1.1 = 1,307.29); the IRR by bisection in another program, 16.340560%',
      inputs: { cashFlows: '-10000, 3000, 4200, 6800', discountRate: 10 },
      expected: { npv: 1307.2878, irr: 16.34056, netCashFlow: 4000, periods: 3 }, decimals: 4,
    },
    {
      name: 'A $100 outlay returning $110 a period later: 10%',
      source: 'computed by hand: 110 ÷ 100 − 1 = 0.10',
      inputs: { cashFlows: '-100, 110' },
      expected: { irr: 10 }, decimals: 9,
    },
  ],
});

/**
 * The internal rate of return of a series of cash flows a period apart, and their NPV at a discount rate.
 * @param inputs - `cashFlows` (CF₀ today, then one a period) and optional `discountRate` (% per period)
 * @returns the IRR (% per period) as `value`; the undiscounted net cash flow, the periods and the NPV in `details`
 * @example
 * internalRateOfReturn({ cashFlows: [-100, 110] }).value; // 10
 */
export function internalRateOfReturn(inputs: Partial<IrrInputs> & Pick<IrrInputs, 'cashFlows'>): CalculationResult<IrrDetails> {
  return runCalculator(irr, inputs);
}
