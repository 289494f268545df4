import { assertComputableBlaming } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { compoundGrowth, type PaymentTiming } from '../../finance/future-value.js';
import { numberOfPeriods } from '../../finance/number-of-periods.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

export interface FinanceInputs {
  /** N, the number of payment periods; may be fractional. */
  readonly periods: number;
  /** I/Y, the nominal annual rate in %, compounded `compoundingPerYear` times a year. */
  readonly interestRate: number;
  /** PV, signed: money received is positive, money paid out negative. */
  readonly presentValue: number;
  /** PMT per period, signed as PV. */
  readonly payment: number;
  /** P/Y. */
  readonly paymentsPerYear: number;
  /** C/Y; the payments per year when empty. */
  readonly compoundingPerYear?: number;
  /** 0 end of each period, 1 beginning. */
  readonly paymentTiming: number;
}

export interface FinanceDetails extends Record<string, number> {
  /** FV, signed as PV. */
  readonly futureValue: number;
  /** The rate per payment period, in %. */
  readonly periodicRate: number;
  /** PMT × N. */
  readonly totalPayments: number;
  /** PV + PMT × N + FV: positive is interest earned, negative interest paid. */
  readonly totalInterest: number;
}

const FREQUENCIES = [1, 2, 4, 12, 24, 26, 52, 365];
const FREQUENCY_LABELS = {
  1: 'Annually (1)', 2: 'Semiannually (2)', 4: 'Quarterly (4)', 12: 'Monthly (12)', 24: 'Semimonthly (24)', 26: 'Biweekly (26)',
  52: 'Weekly (52)', 365: 'Daily (365)',
};
/** Lowest and highest per-period rate the solve for the rate scans (−99% to 1000% a period). */
const RATE_SCAN = { low: -0.99, high: 10, steps: 20_000 } as const;
/** Amounts up to a trillion either way: a sanity limit of the browser field. */
const AMOUNT_LIMIT = 1e12;

const periods = {
  name: 'periods', label: 'Number of Periods (N)', type: 'number', required: true, checked: true, min: 0, minExclusive: true,
  max: 10_000, step: 1, uiDefault: 120, placeholder: 'e.g. 120', decimals: 4,
  help: 'How many payment periods: 120 monthly payments are 10 years. It may be fractional.',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Annual Interest Rate (I/Y)', type: 'number', unit: '%', required: true, checked: true, min: -99,
  max: 1000, step: 0.01, uiDefault: 6, placeholder: 'e.g. 6', decimals: 4,
  help: 'The nominal yearly rate, compounded as many times a year as Compounding per Year says.',
} as const satisfies NumberInputSpec;
const presentValue = {
  name: 'presentValue', label: 'Present Value (PV)', type: 'number', unit: '$', required: false, default: 0, checked: true,
  min: -AMOUNT_LIMIT, max: AMOUNT_LIMIT, step: 0.01, uiDefault: -10000, placeholder: 'e.g. -10000',
  help: 'The amount at the start. Money you pay out (a deposit) is negative; money you receive (a loan) is positive.',
} as const satisfies NumberInputSpec;
const payment = {
  name: 'payment', label: 'Payment (PMT)', type: 'number', unit: '$', required: false, default: 0, checked: true,
  min: -AMOUNT_LIMIT, max: AMOUNT_LIMIT, step: 0.01, uiDefault: -100, placeholder: 'e.g. -100',
  help: 'The amount paid or received each period, with the same signs: a deposit or a loan payment is negative.',
} as const satisfies NumberInputSpec;
const paymentsPerYear = {
  name: 'paymentsPerYear', label: 'Payments per Year (P/Y)', type: 'select', required: false, default: 12, options: FREQUENCIES,
  optionLabels: FREQUENCY_LABELS, uiDefault: 12, help: 'How often payments are made, which is also the length of one period.',
} as const satisfies SelectInputSpec;
const compoundingPerYear = {
  name: 'compoundingPerYear', label: 'Compounding per Year (C/Y)', type: 'select', required: false, options: FREQUENCIES,
  optionLabels: FREQUENCY_LABELS, uiDefault: 12, help: 'How often interest is added. Left empty, it is the same as the payments per year.',
} as const satisfies SelectInputSpec;
const paymentTiming = {
  name: 'paymentTiming', label: 'Payments at', type: 'select', required: false, default: 0, options: [0, 1],
  optionLabels: { 0: 'End of each period', 1: 'Beginning of each period' }, uiDefault: 0,
  help: 'Loans are usually paid at the end of each period; rent and many savings plans at the beginning.',
} as const satisfies SelectInputSpec;

/** C/Y, which is P/Y when left empty. */
const compoundingOf = (inputs: FinanceInputs) => inputs.compoundingPerYear ?? inputs.paymentsPerYear;

/** The rate per payment period as a fraction: `(1 + I/Y/100/C)^(C/P) − 1`, or `I/Y/100/P` when C = P. */
function periodicRateOf(inputs: FinanceInputs, annualPercent = inputs.interestRate): number {
  const compounding = compoundingOf(inputs);
  const nominal = annualPercent / 100 / compounding;
  return compounding === inputs.paymentsPerYear ? nominal : compoundGrowth(nominal, compounding / inputs.paymentsPerYear);
}

/** I/Y from a rate per period: the inverse of {@link periodicRateOf}. */
function annualPercentOf(inputs: FinanceInputs, rate: number): number {
  const compounding = compoundingOf(inputs);
  const nominal = compounding === inputs.paymentsPerYear ? rate : compoundGrowth(rate, inputs.paymentsPerYear / compounding);
  return nominal * compounding * 100;
}

const timingOf = (inputs: FinanceInputs) => inputs.paymentTiming as PaymentTiming;

/**
 * Excel's annuity equation divided by (1 + i)^N, which stays finite at any rate the scan tries:
 * `PV + PMT·(1 + i·type)·(1 − v)/i + FV·v` with `v = (1 + i)^−N`.
 */
function discountedGap(i: number, n: number, pv: number, pmt: number, fv: number, timing: PaymentTiming): number {
  const discountMinusOne = compoundGrowth(i, -n);
  const annuity = i === 0 ? n : -discountMinusOne / i;
  return pv + pmt * (1 + i * timing) * annuity + fv * (1 + discountMinusOne);
}

/** Bisection to the last bit of a double, so that the rate found gives the known future value back exactly. */
function bisect(f: (x: number) => number, low: number, high: number): number {
  let [a, b, fa] = [low, high, f(low)];
  for (let step = 0; step < 2000; step += 1) {
    const middle = (a + b) / 2;
    if (middle === a || middle === b) break;
    const fm = f(middle);
    if (fm === 0) return middle;
    if (Math.sign(fm) === Math.sign(fa)) [a, fa] = [middle, fm];
    else b = middle;
  }
  return (a + b) / 2;
}

/**
 * The rate per period that balances the cash flows: every sign change on an even grid over (−99%, 1000%] per period,
 * each refined by bisection, and of several roots the one nearest 0; NaN when there is none.
 */
function solvedRate(n: number, pv: number, pmt: number, fv: number, timing: PaymentTiming): number {
  const f = (i: number) => discountedGap(i, n, pv, pmt, fv, timing);
  const found: number[] = [];
  const width = (RATE_SCAN.high - RATE_SCAN.low) / RATE_SCAN.steps;
  let previousX: number = RATE_SCAN.low;
  let previous = f(previousX);
  for (let step = 1; step <= RATE_SCAN.steps; step += 1) {
    const x = RATE_SCAN.low + width * step;
    const y = f(x);
    if (y === 0) found.push(x);
    else if (Number.isFinite(previous) && Number.isFinite(y) && previous !== 0 && Math.sign(y) !== Math.sign(previous)) {
      found.push(bisect(f, previousX, x));
    }
    previousX = x;
    previous = y;
  }
  if (found.length === 0) return Number.NaN;
  return found.reduce((best, root) => (Math.abs(root) < Math.abs(best) ? root : best));
}

/** FV of the inputs, signed as Excel: `−[PV·(1+i)^N + PMT·(1 + i·type)·((1+i)^N − 1)/i]`. */
function futureValueOf(inputs: FinanceInputs, i: number): number {
  const n = inputs.periods;
  if (i === 0) return -(inputs.presentValue + inputs.payment * n);
  const growthMinusOne = compoundGrowth(i, n);
  // Dividing before multiplying: the quotient is about N, while the product can overflow.
  return -(inputs.presentValue * (1 + growthMinusOne) + inputs.payment * (1 + i * timingOf(inputs)) * (growthMinusOne / i));
}

const atBeginning = (inputs: FinanceInputs) => inputs.paymentTiming === 1;
const nonZeroRate = (inputs: FinanceInputs) => inputs.interestRate !== 0;

export const finance = defineCalculator<FinanceInputs, FinanceDetails>({
  slug: 'finance',
  inputs: [periods, interestRate, presentValue, payment, paymentsPerYear, compoundingPerYear, paymentTiming],
  outputs: [
    { name: 'futureValue', type: 'number', unit: '$', label: 'Future value (FV)', words: 'the future value' },
    { name: 'periodicRate', type: 'number', unit: '%', label: 'Rate per period', decimals: 4, words: 'the rate per period' },
    { name: 'totalPayments', type: 'number', unit: '$', label: 'Total of payments (PMT × N)', words: 'the total of payments' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest (earned +, paid −)', words: 'the total interest' },
  ],
  primary: 'futureValue',
  compute(inputs) {
    const i = periodicRateOf(inputs);
    const futureValue = futureValueOf(inputs, i) + 0;
    const totalPayments = inputs.payment * inputs.periods;
    const details = {
      futureValue,
      periodicRate: i * 100,
      totalPayments,
      totalInterest: inputs.presentValue + totalPayments + futureValue,
    };
    assertComputableBlaming(details, [
      [inputs.presentValue, presentValue], [inputs.payment, payment], [inputs.interestRate, interestRate], [inputs.periods, periods],
    ]);
    return { value: futureValue, unit: '$', details };
  },
  solvable: {
    periods: {
      from: ['futureValue'],
      closedForm: (inputs, _known, fv) => numberOfPeriods(periodicRateOf(inputs), inputs.payment, inputs.presentValue, fv, timingOf(inputs)),
    },
    presentValue: {
      from: ['futureValue'],
      closedForm: (inputs, _known, fv) => {
        const i = periodicRateOf(inputs);
        const n = inputs.periods;
        if (i === 0) return -(fv + inputs.payment * n);
        const growthMinusOne = compoundGrowth(i, n);
        return -(fv + inputs.payment * (1 + i * timingOf(inputs)) * (growthMinusOne / i)) / (1 + growthMinusOne);
      },
    },
    payment: {
      from: ['futureValue'],
      closedForm: (inputs, _known, fv) => {
        const i = periodicRateOf(inputs);
        const n = inputs.periods;
        if (i === 0) return -(fv + inputs.presentValue) / n;
        const growthMinusOne = compoundGrowth(i, n);
        return -(fv + inputs.presentValue * (1 + growthMinusOne)) / ((1 + i * timingOf(inputs)) * (growthMinusOne / i));
      },
    },
    interestRate: {
      from: ['futureValue'],
      closedForm: (inputs, _known, fv) => {
        const i = solvedRate(inputs.periods, inputs.presentValue, inputs.payment, fv, timingOf(inputs));
        return Number.isNaN(i) ? Number.NaN : annualPercentOf(inputs, i);
      },
    },
  },
  intermediates: {
    rate: { decimals: 8, value: (_, details) => Number(details['periodicRate']) / 100 },
    perYear: { decimals: 0, value: (inputs) => inputs.paymentsPerYear },
    compounding: { decimals: 0, value: (inputs) => compoundingOf(inputs) },
  },
  solution: [
    {
      label: 'Rate per period', expression: '{interestRate} ÷ {perYear}', value: 'periodicRate',
      when: (inputs) => compoundingOf(inputs) === inputs.paymentsPerYear,
    },
    {
      label: 'Rate per period (compounding {compounding} times a year, paying {perYear} times)',
      expression: '((1 + {interestRate} ÷ 100 ÷ {compounding})^({compounding} ÷ {perYear}) − 1) × 100', value: 'periodicRate',
      when: (inputs) => compoundingOf(inputs) !== inputs.paymentsPerYear,
    },
    { label: 'Total of payments', expression: '{payment} × {periods}', value: 'totalPayments' },
    { label: 'Total interest', expression: '{presentValue} + {totalPayments} + {futureValue}', value: 'totalInterest' },
    { label: 'Future value (no interest)', expression: '−({presentValue} + {payment} × {periods})', value: 'futureValue', when: (inputs) => !nonZeroRate(inputs) },
    {
      label: 'Future value (payments at the end of each period)',
      expression: '−({presentValue} × (1 + {rate})^{periods} + {payment} × ((1 + {rate})^{periods} − 1) ÷ {rate})',
      value: 'futureValue', when: (inputs) => nonZeroRate(inputs) && !atBeginning(inputs),
    },
    {
      label: 'Future value (payments at the beginning of each period)',
      expression: '−({presentValue} × (1 + {rate})^{periods} + {payment} × (1 + {rate}) × ((1 + {rate})^{periods} − 1) ÷ {rate})',
      value: 'futureValue', when: (inputs) => nonZeroRate(inputs) && atBeginning(inputs),
    },
  ],
  assessment: {
    of: 'totalInterest',
    bands: [
      { below: 0, text: 'Over the {periods} periods the cash flows pay {|totalInterest|} of interest, as a loan does.' },
      { text: 'Over the {periods} periods the cash flows earn {totalInterest} of interest, as savings do.' },
    ],
    notes: [
      { when: (_, details) => Number(details['futureValue']) > 0, text: 'At the end you receive {futureValue}.' },
      { when: (_, details) => Number(details['futureValue']) < 0, text: 'At the end {|futureValue|} is still to be paid.' },
    ],
  },
  whatIfs: [
    {
      lead: 'At an annual rate of {interestRate}',
      change: ({ interestRate: rate }) => (rate + 1 <= interestRate.max ? { interestRate: rate + 1 } : undefined),
      outputs: ['futureValue', 'totalInterest'],
    },
    {
      lead: 'Over {periods} periods',
      change: ({ periods: n }) => (n + 12 <= periods.max ? { periods: n + 12 } : undefined),
      outputs: ['futureValue', 'totalInterest'],
    },
    {
      lead: 'With payments at the beginning of each period',
      change: ({ paymentTiming: timing, payment: pmt }) => (timing === 0 && pmt !== 0 ? { paymentTiming: 1 } : undefined),
      outputs: ['futureValue', 'totalInterest'],
    },
  ],
  properties: [
    { output: 'futureValue', input: 'payment', direction: 'falls' },
    { output: 'futureValue', input: 'presentValue', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: 'RATE: $8,000 repaid by 48 payments of $200 is 0.77% a month, 9.24% a year',
      source: 'Microsoft Excel RATE documentation: =RATE(48, -200, 8000) → 0.77% a month; × 12 = 9.24%',
      inputs: { solve: 'interestRate', futureValue: 0, periods: 48, payment: -200, presentValue: 8000 },
      expected: { interestRate: 9.24, periodicRate: 0.77 }, decimals: 2,
    },
    {
      name: 'PV: 240 monthly payments of $500 at 8% are worth $59,777.15 today',
      source: 'Microsoft Excel PV documentation: =PV(0.08/12, 12*20, 500, , 0) → ($59,777.15)',
      inputs: { solve: 'presentValue', futureValue: 0, periods: 240, interestRate: 8, payment: 500 },
      expected: { presentValue: -59777.15 }, decimals: 2,
    },
    {
      name: 'FV: $500 plus 10 payments of $200 at the beginning of each month, at 6%, grow to $2,581.40',
      source: 'Microsoft Excel FV documentation: =FV(0.06/12, 10, -200, -500, 1) → $2,581.40',
      inputs: { periods: 10, interestRate: 6, payment: -200, presentValue: -500, paymentTiming: 1 },
      expected: { futureValue: 2581.4 }, decimals: 2,
    },
    {
      name: 'FV: 12 monthly payments of $1,000 at 12% grow to $12,682.50',
      source: 'Microsoft Excel FV documentation: =FV(0.12/12, 12, -1000) → $12,682.50',
      inputs: { periods: 12, interestRate: 12, payment: -1000 }, expected: { futureValue: 12682.5 }, decimals: 2,
    },
    {
      name: 'NPER: from $1,000 to $10,000 at 12% with $100 at the beginning of each month takes 59.6738657 months',
      source: 'Microsoft Excel NPER documentation: =NPER(0.12/12, -100, -1000, 10000, 1) → 59.6738657',
      inputs: { solve: 'periods', futureValue: 10000, interestRate: 12, payment: -100, presentValue: -1000, paymentTiming: 1 },
      expected: { periods: 59.6738657 }, decimals: 6,
    },
    {
      name: 'NPER: the same with payments at the end of each month takes 60.0821229 months',
      source: 'Microsoft Excel NPER documentation: =NPER(0.12/12, -100, -1000, 10000) → 60.0821229',
      inputs: { solve: 'periods', futureValue: 10000, interestRate: 12, payment: -100, presentValue: -1000 },
      expected: { periods: 60.0821229 }, decimals: 6,
    },
    {
      name: 'PMT: $10,000 repaid in 10 months at 8% takes payments of $1,037.03',
      source: 'Microsoft Excel PMT documentation: =PMT(0.08/12, 10, 10000) → ($1,037.03)',
      inputs: { solve: 'payment', futureValue: 0, periods: 10, interestRate: 8, presentValue: 10000 },
      expected: { payment: -1037.03 }, decimals: 2,
    },
    {
      name: 'PMT: saving $50,000 in 18 years at 6% takes $129.08 a month',
      source: 'Microsoft Excel PMT documentation: =PMT(0.06/12, 18*12, 0, 50000) → ($129.08)',
      inputs: { solve: 'payment', futureValue: 50000, periods: 216, interestRate: 6, presentValue: 0 },
      expected: { payment: -129.08 }, decimals: 2,
    },
  ],
});

/**
 * The time value of money as on a financial calculator: the future value of a present value and level payments,
 * or, with `solve`, the number of periods, the rate, the present value or the payment that gives a future value.
 * @param inputs - `periods`, `interestRate` (% a year), `presentValue` and `payment` (signed: paid out negative),
 * `paymentsPerYear`, `compoundingPerYear` (empty: the same), `paymentTiming` (0 end, 1 beginning)
 * @returns the future value as `value`; the rate per period, the total of payments and the total interest in `details`
 * @example
 * timeValueOfMoney({ periods: 12, interestRate: 12, payment: -1000 }).value; // 12682.50 (Excel FV documentation)
 */
export function timeValueOfMoney(inputs: Readonly<Record<string, number | string>>): CalculationResult<FinanceDetails> {
  return runCalculator(finance, inputs);
}
