import { outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `sequenceType` select. */
export const SEQUENCE_TYPE = { arithmetic: 1, geometric: 2, fibonacci: 3 } as const;

export interface NumberSequenceInputs {
  /** 1 arithmetic, 2 geometric, 3 Fibonacci. */
  readonly sequenceType: number;
  /** a₁ of an arithmetic or geometric sequence; Fibonacci starts at 1, 1. */
  readonly firstTerm?: number;
  /** d, added to each term to give the next (arithmetic). */
  readonly commonDifference?: number;
  /** r, multiplying each term to give the next (geometric). */
  readonly commonRatio?: number;
  /** Which term: a whole number from 1. */
  readonly n: number;
}

export interface NumberSequenceDetails extends Record<string, number | string> {
  readonly nthTerm: number;
  /** Sₙ, the sum of the first n terms. */
  readonly sumOfTerms: number;
  /** The first min(n, 20) terms, separated by commas. */
  readonly firstTerms: string;
}

const MAX_TERM_NUMBER = 1000;
/** F₇₈ = 8,944,394,323,791,464 is the last Fibonacci number below 2⁵³, the last a double holds exactly. */
const MAX_FIBONACCI_TERM = 78;
/** How many terms the page lists. */
const LISTED_TERMS = 20;
/** Digits a listed term is written with: the result's own, so 1.1³ reads 1.331, not 1.3310000000000004. */
const SIGNIFICANT_DIGITS = 12;

const forArithmetic = { input: 'sequenceType', equals: [SEQUENCE_TYPE.arithmetic] };
const forGeometric = { input: 'sequenceType', equals: [SEQUENCE_TYPE.geometric] };

const sequenceType = {
  name: 'sequenceType', label: 'Sequence', type: 'select', required: true,
  options: [SEQUENCE_TYPE.arithmetic, SEQUENCE_TYPE.geometric, SEQUENCE_TYPE.fibonacci],
  optionLabels: { 1: 'Arithmetic (add the same number)', 2: 'Geometric (multiply by the same number)', 3: 'Fibonacci (add the two before)' },
  uiDefault: SEQUENCE_TYPE.arithmetic, help: 'How each term follows from the one before.',
} as const satisfies SelectInputSpec;
const firstTerm = {
  name: 'firstTerm', label: 'First Term (a₁)', type: 'number', required: true, min: -1e15, max: 1e15, decimals: 4,
  uiDefault: 2, placeholder: 'e.g. 2', help: 'The term the sequence starts with; it may be negative or a decimal.',
  visibleWhen: { input: 'sequenceType', equals: [SEQUENCE_TYPE.arithmetic, SEQUENCE_TYPE.geometric] },
} as const satisfies NumberInputSpec;
const commonDifference = {
  name: 'commonDifference', label: 'Common Difference (d)', type: 'number', required: true, min: -1e15, max: 1e15, decimals: 4,
  uiDefault: 3, placeholder: 'e.g. 3', help: 'What is added to each term to give the next: negative for a falling sequence.',
  visibleWhen: forArithmetic,
} as const satisfies NumberInputSpec;
const commonRatio = {
  name: 'commonRatio', label: 'Common Ratio (r)', type: 'number', required: true, min: -1e6, max: 1e6, decimals: 4,
  uiDefault: 2, placeholder: 'e.g. 2', help: 'What each term is multiplied by to give the next: between −1 and 1 the terms shrink.',
  visibleWhen: forGeometric,
} as const satisfies NumberInputSpec;
const n = {
  name: 'n', label: 'Term Number (n)', type: 'number', required: true, checked: true, integer: true, min: 1, max: MAX_TERM_NUMBER,
  uiDefault: 10, placeholder: 'e.g. 10', help: 'Which term you want, counting the first as 1; the sum adds the terms up to it.',
} as const satisfies NumberInputSpec;

/** A term as the list writes it: to the result's significant digits, in JavaScript's own notation (2.5, -3, 1e+21). */
function listed(term: number): string {
  return String(Number(term.toPrecision(SIGNIFICANT_DIGITS)) + 0);
}

/** F₁ … Fₖ exactly, as big integers (F₁ = F₂ = 1). */
function fibonacciTerms(count: number): bigint[] {
  const terms: bigint[] = [];
  for (let k = 0; k < count; k += 1) terms.push(k < 2 ? 1n : (terms[k - 1] as bigint) + (terms[k - 2] as bigint));
  return terms;
}

/**
 * (rⁿ − 1)/(r − 1), the sum of 1 + r + … + rⁿ⁻¹. For a positive ratio through expm1 and log1p, so that a ratio near 1
 * (1.000000001) keeps its digits instead of dividing one rounding error by another.
 */
function geometricSeriesFactor(ratio: number, count: number): number {
  if (ratio === 1) return count;
  if (ratio > 0) return Math.expm1(count * Math.log1p(ratio - 1)) / (ratio - 1);
  return (1 - ratio ** count) / (1 - ratio);
}

interface Sequence {
  readonly nthTerm: number;
  readonly sumOfTerms: number;
  readonly terms: readonly number[];
}

function arithmetic(a1: number, d: number, count: number): Sequence {
  const nthTerm = a1 + (count - 1) * d;
  const terms = Array.from({ length: Math.min(count, LISTED_TERMS) }, (_, k) => a1 + k * d);
  return { nthTerm, sumOfTerms: (count * (a1 + nthTerm)) / 2, terms };
}

function geometric(a1: number, r: number, count: number): Sequence {
  const terms = Array.from({ length: Math.min(count, LISTED_TERMS) }, (_, k) => a1 * r ** k);
  return { nthTerm: a1 * r ** (count - 1), sumOfTerms: a1 * geometricSeriesFactor(r, count), terms };
}

function fibonacci(count: number): Sequence {
  // Sₙ = Fₙ₊₂ − 1, computed exactly and rounded once.
  const exact = fibonacciTerms(count + 2);
  return {
    nthTerm: Number(exact[count - 1]),
    sumOfTerms: Number((exact[count + 1] as bigint) - 1n),
    terms: exact.slice(0, Math.min(count, LISTED_TERMS)).map(Number),
  };
}

/** Refuses a sequence whose n-th term, sum or a listed term is beyond any number, naming the input that grows it. */
function assertFinite({ nthTerm, sumOfTerms, terms }: Sequence, field: NumberInputSpec): void {
  if (![nthTerm, sumOfTerms, ...terms].every(Number.isFinite)) outOfDomain('The terms grow too large', field);
}

const isType = (type: number) => (inputs: { readonly sequenceType?: number | string }) => Number(inputs.sequenceType) === type;

export const numberSequence = defineCalculator<NumberSequenceInputs, NumberSequenceDetails>({
  slug: 'number-sequence',
  inputs: [sequenceType, firstTerm, commonDifference, commonRatio, n],
  outputs: [
    { name: 'nthTerm', type: 'number', label: 'n-th term (aₙ)', significantDigits: SIGNIFICANT_DIGITS, words: 'the n-th term' },
    { name: 'sumOfTerms', type: 'number', label: 'Sum of the first n terms (Sₙ)', significantDigits: SIGNIFICANT_DIGITS, words: 'the sum of the terms' },
    { name: 'firstTerms', type: 'string', label: 'The first terms' },
  ],
  primary: 'nthTerm',
  compute(inputs) {
    let sequence: Sequence;
    if (inputs.sequenceType === SEQUENCE_TYPE.fibonacci) {
      if (inputs.n > MAX_FIBONACCI_TERM) outOfDomain(`Fibonacci terms are exact up to n = ${MAX_FIBONACCI_TERM}`, n);
      sequence = fibonacci(inputs.n);
    } else if (inputs.sequenceType === SEQUENCE_TYPE.geometric) {
      sequence = geometric(inputs.firstTerm as number, inputs.commonRatio as number, inputs.n);
      assertFinite(sequence, commonRatio);
    } else {
      sequence = arithmetic(inputs.firstTerm as number, inputs.commonDifference as number, inputs.n);
      assertFinite(sequence, commonDifference);
    }
    const details: NumberSequenceDetails = {
      nthTerm: sequence.nthTerm + 0,
      sumOfTerms: sequence.sumOfTerms + 0,
      firstTerms: sequence.terms.map(listed).join(', ') + (inputs.n > LISTED_TERMS ? ', …' : ''),
    };
    return { value: details.nthTerm, details };
  },
  // Each sequence's sum first, written without the n-th term, so that the working ends at the result.
  solution: [
    {
      label: 'Sum of the first n terms', expression: '{n} × (2 × {firstTerm} + ({n} − 1) × {commonDifference}) ÷ 2', value: 'sumOfTerms',
      when: isType(SEQUENCE_TYPE.arithmetic),
    },
    { label: 'n-th term', expression: '{firstTerm} + ({n} − 1) × {commonDifference}', value: 'nthTerm', when: isType(SEQUENCE_TYPE.arithmetic) },
    {
      label: 'Sum of the first n terms', expression: '{firstTerm} × (1 − {commonRatio}^{n}) ÷ (1 − {commonRatio})', value: 'sumOfTerms',
      when: (inputs) => isType(SEQUENCE_TYPE.geometric)(inputs) && Number(inputs.commonRatio) !== 1,
    },
    {
      label: 'Sum of the first n terms (a ratio of 1 repeats the first term)', expression: '{n} × {firstTerm}', value: 'sumOfTerms',
      when: (inputs) => isType(SEQUENCE_TYPE.geometric)(inputs) && Number(inputs.commonRatio) === 1,
    },
    { label: 'n-th term', expression: '{firstTerm} × {commonRatio}^({n} − 1)', value: 'nthTerm', when: isType(SEQUENCE_TYPE.geometric) },
    { label: 'Sum of the first n terms', expression: 'F({n} + 2) − 1', value: 'sumOfTerms', when: isType(SEQUENCE_TYPE.fibonacci) },
    { label: 'n-th term', expression: 'F({n}), each term the sum of the two before, from 1, 1', value: 'nthTerm', when: isType(SEQUENCE_TYPE.fibonacci) },
  ],
  assessment: {
    of: 'n',
    cases: [
      {
        when: (inputs) => Number(inputs.sequenceType) === SEQUENCE_TYPE.fibonacci,
        text: 'Term {n} of the Fibonacci sequence is {nthTerm}, and the first {n} terms add up to {sumOfTerms}.',
      },
      {
        when: (inputs) => Number(inputs.sequenceType) === SEQUENCE_TYPE.geometric && Math.abs(Number(inputs.commonRatio ?? 0)) < 1,
        text: 'With a ratio between −1 and 1 the terms shrink towards 0, so the sum settles towards {firstTerm} ÷ (1 − {commonRatio}).',
      },
    ],
    bands: [{ text: 'Term {n} is {nthTerm}, and the first {n} terms add up to {sumOfTerms}.' }],
  },
  whatIfs: [
    {
      lead: 'At the next term, n = {n}',
      change: ({ n: count, sequenceType: type }) => (count < (type === SEQUENCE_TYPE.fibonacci ? MAX_FIBONACCI_TERM : MAX_TERM_NUMBER) ? { n: count + 1 } : undefined),
      outputs: ['nthTerm', 'sumOfTerms'],
    },
    {
      lead: 'With n = {n}',
      change: ({ n: count, sequenceType: type }) => {
        const limit = type === SEQUENCE_TYPE.fibonacci ? MAX_FIBONACCI_TERM : MAX_TERM_NUMBER;
        return 2 * count <= limit ? { n: 2 * count } : undefined;
      },
      outputs: ['nthTerm', 'sumOfTerms'],
    },
    {
      lead: 'With a common difference of {commonDifference}',
      change: ({ sequenceType: type, commonDifference: d }) => (type === SEQUENCE_TYPE.arithmetic ? { commonDifference: (d ?? 0) + 1 } : undefined),
      outputs: ['nthTerm', 'sumOfTerms'],
    },
    {
      lead: 'Starting at a₁ = {firstTerm}',
      change: ({ sequenceType: type, firstTerm: a1 }) => (type === SEQUENCE_TYPE.fibonacci ? undefined : { firstTerm: 2 * (a1 ?? 0) || 1 }),
      outputs: ['nthTerm', 'sumOfTerms'],
    },
  ],
  referenceValues: [
    {
      name: 'F₁₀ = 55, and F₁ + … + F₁₀ = F₁₂ − 1 = 143',
      source: 'standard algebra: 1, 1, 2, 3, 5, 8, 13, 21, 34, 55 add up to 143',
      inputs: { sequenceType: 3, n: 10 }, expected: {}, decimals: 9,
      exact: { nthTerm: 55, sumOfTerms: 143, firstTerms: '1, 1, 2, 3, 5, 8, 13, 21, 34, 55' },
    },
    {
      name: 'F₇₈ = 8,944,394,323,791,464, the last Fibonacci number below 2⁵³',
      source: 'OEIS A000045',
      inputs: { sequenceType: 3, n: 78 }, expected: {}, decimals: 0,
      exact: { nthTerm: 8944394323791464 },
    },
    {
      name: '2, 5, 8, …: the 10th term is 29 and the first ten add up to 155',
      source: 'computed by hand: 2 + 9 × 3 = 29; 10 × (2 + 29) ÷ 2 = 155',
      inputs: { sequenceType: 1, firstTerm: 2, commonDifference: 3, n: 10 }, expected: {}, decimals: 9,
      exact: { nthTerm: 29, sumOfTerms: 155, firstTerms: '2, 5, 8, 11, 14, 17, 20, 23, 26, 29' },
    },
    {
      name: '1 + 2 + … + 100 = 5,050',
      source: 'Gauss\'s sum: 100 × 101 ÷ 2',
      inputs: { sequenceType: 1, firstTerm: 1, commonDifference: 1, n: 100 }, expected: {}, decimals: 9,
      exact: { nthTerm: 100, sumOfTerms: 5050 },
    },
    {
      name: '2, 4, 8, …: the 10th term is 1,024 and the first ten add up to 2,046',
      source: 'computed by hand: 2 × 2⁹ = 1,024; 2 × (2¹⁰ − 1) ÷ (2 − 1) = 2,046',
      inputs: { sequenceType: 2, firstTerm: 2, commonRatio: 2, n: 10 }, expected: {}, decimals: 9,
      exact: { nthTerm: 1024, sumOfTerms: 2046 },
    },
    {
      name: '1, ½, ¼, …: twenty terms add up to 2 − 2⁻¹⁹',
      source: 'computed by hand: (1 − 0.5²⁰) ÷ (1 − 0.5) = 2 − 2⁻¹⁹; the 20th term is 0.5¹⁹ = 2⁻¹⁹',
      inputs: { sequenceType: 2, firstTerm: 1, commonRatio: 0.5, n: 20 }, expected: { sumOfTerms: 2 - 2 ** -19, nthTerm: 2 ** -19 }, decimals: 12,
    },
  ],
});

/**
 * The n-th term and the sum of the first n terms of an arithmetic, geometric or Fibonacci sequence.
 * @param inputs - the sequence's type, its first term and difference or ratio, and n
 * @returns the n-th term as `value`; the sum and the first terms in `details`
 * @example
 * sequenceTerms({ sequenceType: 3, n: 10 }).value; // 55
 */
export function sequenceTerms(inputs: NumberSequenceInputs): CalculationResult<NumberSequenceDetails> {
  return runCalculator(numberSequence, inputs);
}
