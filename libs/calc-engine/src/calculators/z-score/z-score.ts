import { assertComputableBlaming } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface ZScoreInputs {
  /** The value to place on the distribution. */
  readonly x: number;
  readonly mean: number;
  /** Greater than 0. */
  readonly standardDeviation: number;
}

export interface ZScoreDetails extends Record<string, number> {
  readonly zScore: number;
  /** Φ(z): the share of a normal population below x. */
  readonly probabilityBelow: number;
  /** 1 − Φ(z), computed as Φ(−z) so that a far tail keeps its digits. */
  readonly probabilityAbove: number;
  /** The share between −|z| and |z| standard deviations of the mean. */
  readonly probabilityBetween: number;
  /** The share farther from the mean than |z| standard deviations, both tails together. */
  readonly probabilityOutside: number;
  /** 100 × Φ(z), percent. */
  readonly percentile: number;
}

/** Limits of the raw score and the mean: the browser's fields, and the range a raw score is solved over. */
const VALUE_LIMIT = 1e12;

const x = {
  name: 'x', label: 'Raw Score (x)', type: 'number', required: true, min: -VALUE_LIMIT, max: VALUE_LIMIT,
  decimals: 4, uiDefault: 42, placeholder: 'e.g. 42', help: 'The value you want to place: a test score, a measurement.',
} as const satisfies NumberInputSpec;
const mean = {
  name: 'mean', label: 'Mean (μ)', type: 'number', required: true, min: -VALUE_LIMIT, max: VALUE_LIMIT,
  decimals: 4, uiDefault: 40, placeholder: 'e.g. 40', help: 'The average of the population or of the data the score belongs to.',
} as const satisfies NumberInputSpec;
const standardDeviation = {
  name: 'standardDeviation', label: 'Standard Deviation (σ)', type: 'number', required: true, checked: true, min: 0,
  minExclusive: true, domainMessage: 'Standard deviation must be greater than 0', decimals: 4,
  uiDefault: 1.5, placeholder: 'e.g. 1.5', help: 'How far values typically lie from the mean; greater than 0.',
} as const satisfies NumberInputSpec;

const SQRT_PI = Math.sqrt(Math.PI);
/**
 * Below this t = |z|/√2, erf comes from its series and erfc as 1 − erf; from it, erfc comes from its continued
 * fraction, which converges fast there and keeps the relative accuracy of a far tail.
 */
const SERIES_LIMIT = 2;
/** Where a series term no longer changes the sum of a double. */
const EPSILON = 1e-17;
const MOST_TERMS = 1000;

/**
 * erf(t) for 0 ≤ t < 2 by the series of Abramowitz and Stegun 7.1.6, erf t = (2/√π)·e^(−t²)·Σ 2ⁿ t^(2n+1) / (1·3·…·(2n+1)):
 * every term is positive, so no digit is lost to cancellation.
 */
function erfSeries(t: number): number {
  const ratio = 2 * t * t;
  let term = t;
  let sum = t;
  for (let n = 1; n < MOST_TERMS && term > sum * EPSILON; n += 1) {
    term *= ratio / (2 * n + 1);
    sum += term;
  }
  return (2 / SQRT_PI) * Math.exp(-t * t) * sum;
}

/**
 * e^(−z²/2), with z split into a part of a few bits and the rest (W. J. Cody's device): z² rounded to a double would
 * carry an error that e^ magnifies by z²/2, a relative 1e-13 at z = 37.
 */
function gaussian(z: number): number {
  const head = Math.trunc(z * 16) / 16;
  return Math.exp((-head * head) / 2) * Math.exp((-(z - head) * (z + head)) / 2);
}

/**
 * The upper tail ½·erfc(z/√2) for z/√2 ≥ 2, from the continued fraction of Abramowitz and Stegun 7.1.14,
 * erfc t = e^(−t²)/√π · 1/(t + (1/2)/(t + 1/(t + (3/2)/(t + …)))), evaluated by Lentz's method.
 */
function upperTailFraction(z: number): number {
  const t = z * Math.SQRT1_2;
  const tiny = 1e-300;
  let f = t;
  let c = t;
  let d = 0;
  for (let k = 1; k < MOST_TERMS; k += 1) {
    const a = k / 2;
    d = t + a * d;
    d = 1 / (d === 0 ? tiny : d);
    c = t + a / c;
    if (c === 0) c = tiny;
    const step = c * d;
    f *= step;
    if (Math.abs(step - 1) <= Number.EPSILON) break;
  }
  return gaussian(z) / (2 * SQRT_PI * f);
}

/** The share of a normal population more than z ≥ 0 standard deviations above the mean, ½·erfc(z/√2). */
function upperTail(z: number): number {
  const t = z * Math.SQRT1_2;
  return t < SERIES_LIMIT ? (1 - erfSeries(t)) / 2 : upperTailFraction(z);
}

/** Φ(z), the standard normal distribution function, ½·erfc(−z/√2), each tail computed as a tail. */
function normalBelow(z: number): number {
  return z < 0 ? upperTail(-z) : 1 - upperTail(z);
}

/** The share within |z| of the mean, erf(|z|/√2) = 2Φ(|z|) − 1, from the series near 0 where 1 − erfc would lose digits. */
function normalWithin(z: number): number {
  const t = Math.abs(z) * Math.SQRT1_2;
  return t < SERIES_LIMIT ? erfSeries(t) : 1 - 2 * upperTailFraction(Math.abs(z));
}

export const zScore = defineCalculator<ZScoreInputs, ZScoreDetails>({
  slug: 'z-score',
  inputs: [x, mean, standardDeviation],
  outputs: [
    { name: 'zScore', type: 'number', label: 'Z-score', decimals: 4, words: 'the z-score' },
    { name: 'probabilityBelow', type: 'number', label: 'Probability below x, P(X < x)', significantDigits: 6, words: 'the probability below' },
    { name: 'probabilityAbove', type: 'number', label: 'Probability above x, P(X > x)', significantDigits: 6, words: 'the probability above' },
    {
      name: 'probabilityBetween', type: 'number', label: 'Probability within |z| of the mean', significantDigits: 6,
      words: 'the probability within |z| of the mean',
    },
    {
      name: 'probabilityOutside', type: 'number', label: 'Probability beyond |z| (two-tailed)', significantDigits: 6,
      words: 'the two-tailed probability',
    },
    { name: 'percentile', type: 'number', unit: '%', label: 'Percentile', decimals: 2, words: 'the percentile' },
  ],
  primary: 'zScore',
  compute(inputs) {
    const z = (inputs.x - inputs.mean) / inputs.standardDeviation;
    const probabilityBelow = normalBelow(z);
    const probabilityBetween = normalWithin(z);
    const details = {
      zScore: z,
      probabilityBelow,
      probabilityAbove: normalBelow(-z),
      probabilityBetween,
      probabilityOutside: 2 * upperTail(Math.abs(z)),
      percentile: 100 * probabilityBelow,
    };
    // A raw score and a mean within their fields never overflow z; a minute standard deviation can.
    assertComputableBlaming(details, [[inputs.x, x], [inputs.mean, mean], [inputs.standardDeviation, standardDeviation]]);
    return { value: z, details };
  },
  solvable: {
    x: { from: ['zScore'], closedForm: (inputs, _known, z) => inputs.mean + z * inputs.standardDeviation },
  },
  intermediates: {
    distance: { decimals: 4, value: (inputs) => inputs.x - inputs.mean },
    percentAbove: { unit: '%', decimals: 2, value: (_, details) => 100 * Number(details['probabilityAbove']) },
  },
  solution: [
    { label: 'Distance from the mean', expression: '{x} − {mean}', value: 'distance' },
    {
      label: 'Probability below x', expression: 'Φ({distance} ÷ {standardDeviation}), the area under the standard normal curve left of z',
      value: 'probabilityBelow',
    },
    { label: 'Probability above x', expression: '1 − Φ(z), the area right of z', value: 'probabilityAbove' },
    { label: 'Percentile', expression: '100 × {probabilityBelow}', value: 'percentile' },
    { label: 'Probability within |z| of the mean', expression: '2 × Φ(|z|) − 1', value: 'probabilityBetween' },
    { label: 'Probability beyond |z| (two tails)', expression: '1 − {probabilityBetween}', value: 'probabilityOutside' },
    { label: 'Z-score', expression: '{distance} ÷ {standardDeviation}', value: 'zScore' },
  ],
  assessment: {
    of: 'zScore',
    cases: [
      {
        when: (_, details) => details['zScore'] === 0,
        text: '{x} is the mean itself: a z-score of 0, with half of a normal population below it and half above.',
      },
    ],
    bands: [
      {
        below: -3,
        text: 'A z-score of {zScore} is extreme: {x} lies more than three standard deviations below the mean, and only a share of {probabilityBelow} of a normal population lies lower.',
      },
      {
        below: -2,
        text: 'A z-score of {zScore} is unusually low: {x} lies two to three standard deviations below the mean, and only {percentile} of a normal population lies lower.',
      },
      {
        below: -1,
        text: 'A z-score of {zScore} is below average: {x} lies one to two standard deviations below the mean, higher than only {percentile} of a normal population.',
      },
      {
        below: 1,
        text: 'A z-score of {zScore} is typical: {x} lies within one standard deviation of the mean, as about two thirds of a normal population do, and higher than {percentile} of it.',
      },
      {
        below: 2,
        text: 'A z-score of {zScore} is above average: {x} lies one to two standard deviations above the mean, higher than {percentile} of a normal population.',
      },
      {
        below: 3,
        text: 'A z-score of {zScore} is unusually high: {x} lies two to three standard deviations above the mean, and only {percentAbove} of a normal population lies higher.',
      },
      {
        text: 'A z-score of {zScore} is extreme: {x} lies more than three standard deviations above the mean, and only a share of {probabilityAbove} of a normal population lies higher.',
      },
    ],
  },
  whatIfs: [
    {
      lead: 'One standard deviation higher, at {x}',
      change: ({ x: score, standardDeviation: sd }) => (score + sd <= VALUE_LIMIT ? { x: score + sd } : undefined),
      outputs: ['zScore', 'percentile'],
    },
    {
      lead: 'One standard deviation lower, at {x}',
      change: ({ x: score, standardDeviation: sd }) => (score - sd >= -VALUE_LIMIT ? { x: score - sd } : undefined),
      outputs: ['zScore', 'percentile'],
    },
    {
      lead: 'With twice the spread, a standard deviation of {standardDeviation}',
      change: ({ x: score, mean: centre, standardDeviation: sd }) => (score !== centre ? { standardDeviation: 2 * sd } : undefined),
      outputs: ['zScore', 'percentile'],
    },
  ],
  properties: [
    { output: 'zScore', input: 'x', direction: 'rises' },
    { output: 'zScore', input: 'mean', direction: 'falls' },
    { output: 'probabilityBelow', input: 'x', direction: 'rises' },
    { output: 'probabilityBelow', input: 'mean', direction: 'falls' },
    { output: 'probabilityAbove', input: 'x', direction: 'falls' },
    { output: 'probabilityAbove', input: 'mean', direction: 'rises' },
    { output: 'percentile', input: 'x', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '42 with a mean of 40 and a standard deviation of 1.5: z = 1.33333333, P(X < 42) = 0.9087888',
      source: 'Microsoft Excel documentation, STANDARDIZE(42,40,1.5) and NORM.DIST(42,40,1.5,TRUE)',
      inputs: { x: 42, mean: 40, standardDeviation: 1.5 }, expected: { zScore: 1.33333333, probabilityBelow: 0.9087888 }, decimals: 6,
    },
    {
      name: 'The standard normal distribution at 1.333333 is 0.908788726',
      source: 'Microsoft Excel documentation, NORM.S.DIST(1.333333,TRUE)',
      inputs: { x: 1.333333, mean: 0, standardDeviation: 1 }, expected: { probabilityBelow: 0.908788726 }, decimals: 6,
    },
    {
      name: 'z = 1.96 leaves 0.025 in the upper tail: the area from the mean to 1.96 is 0.47500',
      source: 'NIST/SEMATECH e-Handbook of Statistical Methods §1.3.6.7.1, table of the standard normal distribution',
      inputs: { x: 1.96, mean: 0, standardDeviation: 1 },
      expected: { probabilityBelow: 0.975, probabilityAbove: 0.025, probabilityBetween: 0.95, probabilityOutside: 0.05 }, decimals: 5,
    },
    {
      name: 'Within one standard deviation of the mean: 2 × 0.34134 = 0.68268',
      source: 'NIST/SEMATECH e-Handbook of Statistical Methods §1.3.6.7.1, area from 0 to 1.00 is 0.34134',
      inputs: { x: 115, mean: 100, standardDeviation: 15 }, expected: { zScore: 1, probabilityBetween: 0.68268 }, decimals: 4,
    },
    {
      name: 'Within three standard deviations of the mean: 2 × 0.49865 = 0.99730',
      source: 'NIST/SEMATECH e-Handbook of Statistical Methods §1.3.6.7.1, area from 0 to 3.00 is 0.49865',
      inputs: { x: -2, mean: 7, standardDeviation: 3 }, expected: { zScore: -3, probabilityBetween: 0.9973, probabilityBelow: 0.00135 }, decimals: 4,
    },
    {
      name: 'The mean itself: z = 0, half below and half above',
      source: 'computed by hand: (40 − 40) ÷ 1.5 = 0, and the normal curve is symmetric about its mean',
      inputs: { x: 40, mean: 40, standardDeviation: 1.5 }, expected: {}, decimals: 6,
      exact: { zScore: 0, probabilityBelow: 0.5, probabilityAbove: 0.5, probabilityBetween: 0, probabilityOutside: 1, percentile: 50 },
    },
    {
      name: 'Solved the other way round: a z-score of 2 with a mean of 100 and a standard deviation of 15 is a raw score of 130',
      source: 'computed by hand: x = μ + z × σ = 100 + 2 × 15 = 130',
      inputs: { solve: 'x', zScore: 2, mean: 100, standardDeviation: 15 }, expected: { x: 130, zScore: 2 }, decimals: 6,
    },
  ],
});

/**
 * The z-score of a value, and the normal probabilities below, above, within and beyond it.
 * @param inputs - `x` (the raw score), `mean` and `standardDeviation` (greater than 0)
 * @returns the z-score as `value`; the probabilities and the percentile in `details`
 * @example
 * zScoreOf({ x: 42, mean: 40, standardDeviation: 1.5 }).details.probabilityBelow; // 0.9087887802741321
 */
export function zScoreOf(inputs: ZScoreInputs): CalculationResult<ZScoreDetails> {
  return runCalculator(zScore, inputs);
}
