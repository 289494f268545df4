import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import type { CalculationResult, SelectInputSpec, TextInputSpec } from '../../types.js';
import { readRational, type Rational } from './fraction-parser.js';

/** Codes of the `operation` select. */
export const FRACTION_OPERATION = { add: 1, subtract: 2, multiply: 3, divide: 4 } as const;

export interface FractionInputs {
  /** A fraction (`3/4`), a mixed number (`1 1/2`), a decimal (`0.75`) or a whole number (`3`). */
  readonly fraction1: string;
  /** 1 add, 2 subtract, 3 multiply, 4 divide. */
  readonly operation: number;
  /** As `fraction1`. */
  readonly fraction2: string;
}

export interface FractionDetails extends Record<string, number | string> {
  /** The reduced fraction `n/d`, or `n` when the denominator is 1. */
  readonly result: string;
  /** `4 1/4`, `-1 1/2`; the fraction alone below one whole (`-1/6`), the integer alone when exact (`3`). */
  readonly mixedNumber: string;
  readonly decimal: number;
  /** Exact below 2^53; `result` is always exact. */
  readonly numerator: number;
  readonly denominator: number;
}

/** Longest value taken: a mixed number of three 15-digit groups with its sign and spaces fits well within it. */
const MAX_LENGTH = 100;

const fraction1 = {
  name: 'fraction1', label: 'First Fraction', type: 'text', required: true, maxLength: MAX_LENGTH, uiDefault: '1/2',
  placeholder: 'e.g. 1 1/2', help: 'A fraction (3/4), a mixed number (1 1/2), a whole number or a decimal.',
} as const satisfies TextInputSpec;
const operation = {
  name: 'operation', label: 'Operation', type: 'select', required: true, uiDefault: FRACTION_OPERATION.add,
  options: [FRACTION_OPERATION.add, FRACTION_OPERATION.subtract, FRACTION_OPERATION.multiply, FRACTION_OPERATION.divide],
  optionLabels: { 1: 'Add (+)', 2: 'Subtract (−)', 3: 'Multiply (×)', 4: 'Divide (÷)' },
  help: 'What to do with the two values.',
} as const satisfies SelectInputSpec;
const fraction2 = {
  name: 'fraction2', label: 'Second Fraction', type: 'text', required: true, maxLength: MAX_LENGTH, uiDefault: '1/3',
  placeholder: 'e.g. 2 3/4', help: 'A fraction (3/4), a mixed number (1 1/2), a whole number or a decimal.',
} as const satisfies TextInputSpec;

const abs = (n: bigint) => (n < 0n ? -n : n);

/** Euclid's greatest common divisor; gcd(0, d) is d. */
function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [abs(a), abs(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The value in lowest terms, the denominator above 0. */
function reduced(numerator: bigint, denominator: bigint): Rational {
  const sign = denominator < 0n ? -1n : 1n;
  const g = gcd(numerator, denominator);
  return { numerator: (sign * numerator) / g, denominator: (sign * denominator) / g };
}

/** a/b ∘ c/d, exactly; a divisor equal to 0 is refused on `fraction2`. */
function combine(a: Rational, op: number, c: Rational): Rational {
  switch (op) {
    case FRACTION_OPERATION.subtract:
      return reduced(a.numerator * c.denominator - c.numerator * a.denominator, a.denominator * c.denominator);
    case FRACTION_OPERATION.multiply:
      return reduced(a.numerator * c.numerator, a.denominator * c.denominator);
    case FRACTION_OPERATION.divide:
      if (c.numerator === 0n) throw new CalculatorInputError('out_of_domain', 'Cannot divide by zero', fraction2.name);
      return reduced(a.numerator * c.denominator, a.denominator * c.numerator);
    default:
      return reduced(a.numerator * c.denominator + c.numerator * a.denominator, a.denominator * c.denominator);
  }
}

/** `4 1/4`, `-1 1/2`: the whole part, one space, the proper fraction; the fraction alone below one, the integer when exact. */
function mixedText({ numerator, denominator }: Rational): string {
  const sign = numerator < 0n ? '-' : '';
  const whole = abs(numerator) / denominator;
  const rest = abs(numerator) % denominator;
  if (rest === 0n) return `${sign}${whole}`;
  return whole === 0n ? `${sign}${rest}/${denominator}` : `${sign}${whole} ${rest}/${denominator}`;
}

/** The quotient as a double, to its last bit for parts beyond 2^53 too (17 significant digits of the exact quotient). */
function decimalOf({ numerator, denominator }: Rational): number {
  const whole = numerator / denominator;
  const rest = numerator % denominator;
  const scale = 10n ** 20n;
  return Number(whole) + Number((rest * scale) / denominator) / 1e20;
}

const operationIs = (op: number) => ({ operation: chosen }: FractionInputs) => chosen === op;

export const fraction = defineCalculator<FractionInputs, FractionDetails>({
  slug: 'fraction',
  inputs: [fraction1, operation, fraction2],
  outputs: [
    { name: 'result', type: 'string', label: 'Result' },
    { name: 'mixedNumber', type: 'string', label: 'Mixed number' },
    { name: 'decimal', type: 'number', label: 'Decimal', words: 'the answer' },
    { name: 'numerator', type: 'number', label: 'Numerator', decimals: 0 },
    { name: 'denominator', type: 'number', label: 'Denominator', decimals: 0 },
  ],
  primary: 'result',
  compute(inputs) {
    const a = readRational(inputs.fraction1, fraction1);
    const c = readRational(inputs.fraction2, fraction2);
    const value = combine(a, inputs.operation, c);
    const result = value.denominator === 1n ? `${value.numerator}` : `${value.numerator}/${value.denominator}`;
    return {
      value: result,
      details: {
        result,
        mixedNumber: mixedText(value),
        decimal: decimalOf(value),
        numerator: Number(value.numerator),
        denominator: Number(value.denominator),
      },
    };
  },
  solution: [
    {
      label: 'Numerator in lowest terms',
      expression: '(a × d + c × b) ÷ g, with {fraction1} = a/b, {fraction2} = c/d and g the greatest common divisor of top and bottom',
      value: 'numerator', when: operationIs(FRACTION_OPERATION.add),
    },
    {
      label: 'Numerator in lowest terms',
      expression: '(a × d − c × b) ÷ g, with {fraction1} = a/b, {fraction2} = c/d and g the greatest common divisor of top and bottom',
      value: 'numerator', when: operationIs(FRACTION_OPERATION.subtract),
    },
    {
      label: 'Numerator in lowest terms',
      expression: '(a × c) ÷ g, with {fraction1} = a/b, {fraction2} = c/d and g the greatest common divisor of top and bottom',
      value: 'numerator', when: operationIs(FRACTION_OPERATION.multiply),
    },
    {
      label: 'Numerator in lowest terms',
      expression: '(a × d) ÷ g, with {fraction1} = a/b, {fraction2} = c/d and g the greatest common divisor of top and bottom',
      value: 'numerator', when: operationIs(FRACTION_OPERATION.divide),
    },
    { label: 'Denominator in lowest terms', expression: '(b × d) ÷ g', value: 'denominator', when: (inputs) => !operationIs(FRACTION_OPERATION.divide)(inputs) },
    { label: 'Denominator in lowest terms', expression: '(b × c) ÷ g, the sign moved to the numerator', value: 'denominator', when: operationIs(FRACTION_OPERATION.divide) },
    { label: 'As a decimal', expression: '{numerator} ÷ {denominator}', value: 'decimal' },
    { label: 'As a mixed number', expression: 'how many whole times {denominator} goes into {numerator}, and the remainder over {denominator}', value: 'mixedNumber' },
    { label: 'Result', expression: '{numerator} / {denominator}', value: 'result' },
  ],
  assessment: {
    of: 'decimal',
    cases: [
      { when: (_, details) => details['numerator'] === 0, text: 'The answer is zero.' },
      { when: (_, details) => details['denominator'] === 1, text: 'The answer is a whole number: {decimal}.' },
    ],
    bands: [
      { below: 0, text: 'The answer is negative: {numerator}/{denominator}, or {decimal} as a decimal.' },
      { below: 1, text: 'The answer is a proper fraction, less than one whole: {decimal} as a decimal.' },
      { text: 'The answer is more than one whole: {numerator}/{denominator}, or {decimal} as a decimal.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Adding instead',
      change: ({ operation: op }) => (op === FRACTION_OPERATION.add ? undefined : { operation: FRACTION_OPERATION.add }),
      outputs: ['decimal'],
    },
    {
      lead: 'Subtracting instead',
      change: ({ operation: op }) => (op === FRACTION_OPERATION.subtract ? undefined : { operation: FRACTION_OPERATION.subtract }),
      outputs: ['decimal'],
    },
    {
      lead: 'Multiplying instead',
      change: ({ operation: op }) => (op === FRACTION_OPERATION.multiply ? undefined : { operation: FRACTION_OPERATION.multiply }),
      outputs: ['decimal'],
    },
    {
      lead: 'Dividing instead',
      change: ({ operation: op }) => (op === FRACTION_OPERATION.divide ? undefined : { operation: FRACTION_OPERATION.divide }),
      outputs: ['decimal'],
    },
  ],
  referenceValues: [
    {
      name: '1 1/2 + 2 3/4 = 17/4 = 4 1/4', source: 'wikiHow, "How to add mixed numbers"',
      inputs: { fraction1: '1 1/2', operation: 1, fraction2: '2 3/4' }, expected: { decimal: 4.25 }, decimals: 9,
      exact: { result: '17/4', mixedNumber: '4 1/4' },
    },
    {
      name: '2 1/4 + 5 2/3 = 95/12 = 7 11/12', source: 'guides.brit.co, "Add mixed numbers"',
      inputs: { fraction1: '2 1/4', operation: 1, fraction2: '5 2/3' }, expected: {}, decimals: 0,
      exact: { result: '95/12', mixedNumber: '7 11/12' },
    },
    {
      name: '3 1/8 + 2 5/6 = 143/24 = 5 23/24', source: 'reference.com, "Add mixed numbers"',
      inputs: { fraction1: '3 1/8', operation: 1, fraction2: '2 5/6' }, expected: {}, decimals: 0,
      exact: { result: '143/24', mixedNumber: '5 23/24' },
    },
    {
      name: '3/4 + 2/6 = 13/12 = 1 1/12', source: 'US Army Medical Department Center and School, course MD0802, Pharmaceutical Calculations',
      inputs: { fraction1: '3/4', operation: 1, fraction2: '2/6' }, expected: {}, decimals: 0,
      exact: { result: '13/12', mixedNumber: '1 1/12', numerator: 13, denominator: 12 },
    },
    {
      name: '-1 1/2 − 1/6 = -5/3 = -1 2/3', source: 'computed by hand: -1 1/2 is -3/2 = -9/6; -9/6 − 1/6 = -10/6 = -5/3',
      inputs: { fraction1: '-1 1/2', operation: 2, fraction2: '1/6' }, expected: {}, decimals: 0,
      exact: { result: '-5/3', mixedNumber: '-1 2/3' },
    },
    {
      name: '0.75 × 2/3 = 1/2', source: 'computed by hand: 0.75 = 75/100 = 3/4; 3/4 × 2/3 = 6/12 = 1/2',
      inputs: { fraction1: '0.75', operation: 3, fraction2: '2/3' }, expected: { decimal: 0.5 }, decimals: 9,
      exact: { result: '1/2', mixedNumber: '1/2' },
    },
    {
      name: '3/4 ÷ 1/4 = 3', source: 'computed by hand: 3/4 × 4/1 = 12/4 = 3',
      inputs: { fraction1: '3/4', operation: 4, fraction2: '1/4' }, expected: {}, decimals: 0,
      exact: { result: '3', mixedNumber: '3', numerator: 3, denominator: 1 },
    },
  ],
});

/**
 * Adds, subtracts, multiplies or divides two fractions, mixed numbers, decimals or whole numbers exactly.
 * @param inputs - `fraction1` and `fraction2` as text (`3/4`, `1 1/2`, `0.75`, `3`), `operation` (1 +, 2 −, 3 ×, 4 ÷)
 * @returns the reduced fraction as `value`; the mixed number, the decimal, the numerator and the denominator in `details`
 * @example
 * fractionResult({ fraction1: '1 1/2', operation: 1, fraction2: '2 3/4' }).details.mixedNumber; // '4 1/4'
 */
export function fractionResult(inputs: FractionInputs): CalculationResult<FractionDetails> {
  return runCalculator(fraction, inputs);
}
