import { assertComputable } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, DetailValue, NumberListInputSpec } from '../../types.js';

export interface MeanMedianModeRangeInputs {
  /** The numbers, as the compute function receives them. */
  readonly data: readonly number[];
}

export type MeanMedianModeRangeDetails = {
  readonly mean: number;
  readonly median: number;
  /** Every value that occurs most often, ascending, joined by ", " (`"4"`, `"1, 2"`); `"none"` when no value repeats. */
  readonly mode: string;
  readonly range: number;
  readonly minimum: number;
  readonly maximum: number;
  readonly count: number;
  readonly sum: number;
  readonly firstQuartile: number;
  readonly thirdQuartile: number;
  readonly interquartileRange: number;
  /** Only when every number is greater than 0: a logarithm of 0 or of a negative number does not exist. */
  readonly geometricMean?: number;
};

const data = {
  name: 'data', label: 'Numbers', type: 'numberList', required: true, uiDefault: '10, 2, 38, 23, 38, 23, 21',
  placeholder: 'e.g. 10, 2, 38, 23, 38', help: 'Separate the numbers with commas, spaces or new lines.',
} as const satisfies NumberListInputSpec;

/** What `mode` reads when no value occurs more than once. */
const NO_MODE = 'none';

/**
 * A mean and a median closer than this share of the range read as the same centre: the numbers are roughly
 * symmetric. Farther apart, the mean is pulled towards a long tail. With a range of about four standard deviations
 * it is near Pearson's rule of thumb, a skewness 3 × (mean − median) ÷ SD beyond 1.
 */
const SYMMETRIC_SHARE = 0.1;

/**
 * The sum, with Neumaier's compensation: the rounding of each addition is kept and added back at the end, so that
 * 1e16, 1, −1e16 adds up to 1, not 0.
 */
function compensatedSum(numbers: readonly number[]): number {
  let sum = 0;
  let lost = 0;
  for (const x of numbers) {
    const next = sum + x;
    lost += Math.abs(sum) >= Math.abs(x) ? sum - next + x : x - next + sum;
    sum = next;
  }
  return sum + lost;
}

/**
 * Excel QUARTILE.INC (Hyndman and Fan's type 7, also R's and NumPy's default): the value at position h = (n − 1)·q
 * of the sorted numbers, counted from 0, read between its neighbours in proportion.
 */
function quantile(sorted: readonly number[], q: number): number {
  const h = (sorted.length - 1) * q;
  const below = Math.floor(h);
  const low = sorted[below] as number;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return low === high ? low : low + (h - below) * (high - low);
}

/** Every value that occurs most often, ascending, as JavaScript writes numbers; "none" when none occurs twice. */
function modesOf(sorted: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const x of sorted) counts.set(x, (counts.get(x) ?? 0) + 1);
  const most = Math.max(...counts.values());
  if (most < 2) return NO_MODE;
  return [...counts].filter(([, count]) => count === most).map(([value]) => String(value)).join(', ');
}

/** The numbers without one of their largest (`pick` Math.max) or smallest (Math.min), as a visitor would type them. */
function withoutOne(numbers: readonly number[], pick: (...values: number[]) => number): string {
  const rest = [...numbers];
  rest.splice(rest.indexOf(pick(...numbers)), 1);
  return rest.map(String).join(', ');
}

/** The position of a quartile in the sorted list, counted from 1, as a person counts: 1 + (n − 1)·q. */
function position(q: number) {
  return {
    decimals: 4,
    value: (_: unknown, details: Readonly<Record<string, DetailValue>>) => 1 + (Number(details['count']) - 1) * q,
  };
}

export const meanMedianModeRange = defineCalculator<MeanMedianModeRangeInputs, MeanMedianModeRangeDetails>({
  slug: 'mean-median-mode-range',
  inputs: [data],
  outputs: [
    { name: 'mean', type: 'number', label: 'Mean (average)', decimals: 4, words: 'the mean' },
    { name: 'median', type: 'number', label: 'Median', decimals: 4 },
    { name: 'mode', type: 'string', label: 'Mode' },
    { name: 'range', type: 'number', label: 'Range', decimals: 4 },
    { name: 'minimum', type: 'number', label: 'Smallest number', decimals: 4 },
    { name: 'maximum', type: 'number', label: 'Largest number', decimals: 4 },
    { name: 'count', type: 'number', label: 'Count', decimals: 0, words: 'the count of numbers' },
    { name: 'sum', type: 'number', label: 'Sum', decimals: 4 },
    { name: 'firstQuartile', type: 'number', label: 'First quartile (Q1)', decimals: 4 },
    { name: 'thirdQuartile', type: 'number', label: 'Third quartile (Q3)', decimals: 4 },
    { name: 'interquartileRange', type: 'number', label: 'Interquartile range (IQR)', decimals: 4 },
    { name: 'geometricMean', type: 'number', label: 'Geometric mean', decimals: 4 },
  ],
  primary: 'mean',
  compute({ data: numbers }) {
    const sorted = [...numbers].sort((a, b) => a - b);
    const count = sorted.length;
    const minimum = sorted[0] as number;
    const maximum = sorted[count - 1] as number;
    const sum = compensatedSum(sorted);
    // Equal numbers have that number as their mean, not a rounding of it; the mean never leaves the numbers' span.
    const mean = minimum === maximum ? minimum : Math.min(maximum, Math.max(minimum, sum / count));
    const middle = Math.floor(count / 2);
    const median = count % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
    const firstQuartile = quantile(sorted, 0.25);
    const thirdQuartile = quantile(sorted, 0.75);
    const details: MeanMedianModeRangeDetails = {
      mean, median, mode: modesOf(sorted), range: maximum - minimum, minimum, maximum, count, sum,
      firstQuartile, thirdQuartile, interquartileRange: thirdQuartile - firstQuartile,
    };
    assertComputable(details, data);
    if (minimum <= 0) return { value: mean, details };
    const logs = compensatedSum(sorted.map(Math.log)) / count;
    // Within the numbers' span, as any mean is: the exponential of a rounded logarithm can land a hair outside it.
    const geometricMean = minimum === maximum ? minimum : Math.min(maximum, Math.max(minimum, Math.exp(logs)));
    return { value: mean, details: { ...details, geometricMean } };
  },
  intermediates: {
    medianPosition: { decimals: 1, value: (_, details) => (Number(details['count']) + 1) / 2 },
    firstQuartilePosition: position(0.25),
    thirdQuartilePosition: position(0.75),
  },
  solution: [
    { label: 'Count', expression: 'n = how many numbers the list holds', value: 'count' },
    { label: 'Smallest number', expression: 'the first number once the list is sorted from smallest to largest', value: 'minimum' },
    { label: 'Largest number', expression: 'the last number of the sorted list', value: 'maximum' },
    { label: 'Range', expression: '{maximum} − {minimum}', value: 'range' },
    {
      label: 'Median', expression: 'the number at position ({count} + 1) ÷ 2 = {medianPosition} of the sorted list', value: 'median',
      when: (_, details) => Number(details['count']) % 2 === 1,
    },
    {
      label: 'Median', expression: 'the mean of the two numbers around position ({count} + 1) ÷ 2 = {medianPosition} of the sorted list', value: 'median',
      when: (_, details) => Number(details['count']) % 2 === 0,
    },
    {
      label: 'First quartile (Q1)', expression: 'the sorted list read at position 1 + ({count} − 1) × 0.25 = {firstQuartilePosition}, between its neighbours in proportion',
      value: 'firstQuartile',
    },
    {
      label: 'Third quartile (Q3)', expression: 'the sorted list read at position 1 + ({count} − 1) × 0.75 = {thirdQuartilePosition}, between its neighbours in proportion',
      value: 'thirdQuartile',
    },
    { label: 'Interquartile range', expression: '{thirdQuartile} − {firstQuartile}', value: 'interquartileRange' },
    { label: 'Mode', expression: 'the value or values that occur most often, if any occurs at least twice', value: 'mode' },
    {
      label: 'Geometric mean', expression: 'e^(Σ ln x ÷ {count}), the {count}th root of the numbers multiplied together', value: 'geometricMean',
      when: (_, details) => details['geometricMean'] !== undefined,
    },
    { label: 'Sum', expression: 'Σx = the numbers added up', value: 'sum' },
    { label: 'Mean', expression: '{sum} ÷ {count}', value: 'mean' },
  ],
  assessment: {
    of: 'count',
    cases: [
      {
        when: (_, details) => details['count'] === 1,
        text: 'A single number is its own mean and median; it has no mode, and its range is 0.',
      },
      {
        when: (_, details) => details['range'] === 0,
        text: 'All {count} numbers are equal, so the mean, the median and the mode are all {mean}, and the range is 0.',
      },
    ],
    phrases: {
      shape: (_, { mean, median, range }) => {
        const gap = (Number(mean) - Number(median)) / Number(range);
        if (gap > SYMMETRIC_SHARE) return 'the mean is well above the median, so a few large numbers pull the average up (the numbers are skewed to the right), and the median describes a typical number better';
        if (gap < -SYMMETRIC_SHARE) return 'the mean is well below the median, so a few small numbers pull the average down (the numbers are skewed to the left), and the median describes a typical number better';
        return 'the two are close, so the numbers are roughly symmetric and the mean is a fair typical value';
      },
    },
    bands: [{ text: 'The mean of the {count} numbers is {mean} and the median {median}: {shape}.' }],
    notes: [
      {
        when: (_, { mode }) => mode !== NO_MODE && !String(mode).includes(','),
        text: 'The mode, the value that occurs most often, is {mode}.',
      },
      {
        when: (_, { mode }) => String(mode).includes(','),
        text: 'Several values tie as the most common, so the list has more than one mode: {mode}.',
      },
      { when: (_, { mode }) => mode === NO_MODE, text: 'No number occurs more than once, so the list has no mode.' },
      { text: 'The middle half of the numbers lies between {firstQuartile} and {thirdQuartile}; all of them span a range of {range}.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Without the largest number',
      change: ({ data: numbers }) => (numbers !== undefined && numbers.length > 1 ? { data: withoutOne(numbers, Math.max) } : undefined),
      outputs: ['mean', 'median'],
    },
    {
      lead: 'Without the smallest number',
      change: ({ data: numbers }) => (numbers !== undefined && numbers.length > 1 ? { data: withoutOne(numbers, Math.min) } : undefined),
      outputs: ['mean', 'median'],
    },
  ],
  referenceValues: [
    {
      name: 'Mean of 1, 2, 3, 4, 4 is 2.8', source: 'Python documentation, statistics.mean',
      inputs: { data: '1, 2, 3, 4, 4' }, expected: { mean: 2.8 }, decimals: 6,
    },
    {
      name: 'Median of 1, 3, 5, 7 is 4', source: 'Python documentation, statistics.median',
      inputs: { data: '1, 3, 5, 7' }, expected: { median: 4 }, decimals: 6,
    },
    {
      name: 'Mode of 1, 1, 2, 3, 3, 3, 3, 4 is 3', source: 'Python documentation, statistics.mode',
      inputs: { data: '1, 1, 2, 3, 3, 3, 3, 4' }, expected: {}, decimals: 6, exact: { mode: '3' },
    },
    {
      name: 'Quartiles of 1, 2, 4, 7, 8, 9, 10, 12 are 3.5 and 9.25',
      source: 'Microsoft Excel documentation, QUARTILE and QUARTILE.INC',
      inputs: { data: '1,2,4,7,8,9,10,12' }, expected: { firstQuartile: 3.5, thirdQuartile: 9.25 }, decimals: 6,
    },
    {
      name: 'Median of 1 2 3 4 5 6 is 3.5', source: 'Microsoft Excel documentation, MEDIAN',
      inputs: { data: '1 2 3 4 5 6' }, expected: { median: 3.5 }, decimals: 6,
    },
    {
      name: 'Mode of 5.6, 4, 4, 3, 2, 4 is 4', source: 'Microsoft Excel documentation, MODE',
      inputs: { data: '5.6, 4, 4, 3, 2, 4' }, expected: {}, decimals: 6, exact: { mode: '4' },
    },
    {
      name: 'Geometric mean of 4, 5, 8, 7, 11, 4, 3 is 5.476987', source: 'Microsoft Excel documentation, GEOMEAN',
      inputs: { data: '4, 5, 8, 7, 11, 4, 3' }, expected: { geometricMean: 5.476987 }, decimals: 6,
    },
    {
      name: 'The form example 10, 2, 38, 23, 38, 23, 21: mean 155 ÷ 7, median 23, modes 23 and 38, quartiles 15.5 and 30.5',
      source: 'computed by hand: sorted 2, 10, 21, 23, 23, 38, 38; sum 155; the 4th number is 23; Q1 at position 1 + 6 × 0.25 = 2.5 is '
        + '10 + 0.5 × (21 − 10) = 15.5; Q3 at position 5.5 is 23 + 0.5 × (38 − 23) = 30.5; 23 and 38 occur twice each; '
        + 'the product 320,827,920 to the power 1/7 is 16.4127644…',
      inputs: { data: '10, 2, 38, 23, 38, 23, 21' },
      expected: {
        mean: 22.142857142857142, median: 23, range: 36, sum: 155, firstQuartile: 15.5, thirdQuartile: 30.5,
        interquartileRange: 15, geometricMean: 16.412764443111307,
      },
      decimals: 6, exact: { mode: '23, 38', count: 7, minimum: 2, maximum: 38 },
    },
    {
      name: 'One number is its own mean, median and quartiles, with no mode and a range of 0',
      source: 'computed by hand: the sorted list is the number itself',
      inputs: { data: '-7.5' }, expected: {}, decimals: 6,
      exact: { mean: -7.5, median: -7.5, mode: 'none', range: 0, firstQuartile: -7.5, thirdQuartile: -7.5, count: 1 },
    },
  ],
});

/**
 * Mean, median, mode, range, quartiles and geometric mean of a list of numbers.
 * @param inputs - `data`, the numbers as text (`'1, 2, 3, 4, 4'`)
 * @returns the mean as `value`; the other statistics in `details` (`geometricMean` only when every number is above 0)
 * @example
 * meanMedianModeRangeOf({ data: '1, 1, 2, 3, 3, 3, 3, 4' }).details.mode; // '3'
 */
export function meanMedianModeRangeOf(inputs: { readonly data: string }): CalculationResult<MeanMedianModeRangeDetails> {
  return runCalculator(meanMedianModeRange, inputs as Readonly<Record<string, number | string>>);
}
