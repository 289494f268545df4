import { assertComputable, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberListInputSpec, SelectInputSpec } from '../../types.js';

/** Whether the numbers are a sample drawn from a larger group, or the whole group. */
export const DATA_TYPE = { sample: 1, population: 2 } as const;

export interface StandardDeviationInputs {
  /** The numbers, as the compute function receives them. */
  readonly data: readonly number[];
  /** 1 a sample (divide by n − 1), 2 a whole population (divide by n). */
  readonly dataType: number;
}

export interface StandardDeviationDetails extends Record<string, number> {
  readonly standardDeviation: number;
  readonly variance: number;
  readonly mean: number;
  readonly count: number;
  readonly sum: number;
  readonly sumOfSquares: number;
  readonly standardError: number;
}

const data = {
  name: 'data', label: 'Numbers', type: 'numberList', required: true, uiDefault: '10, 12, 23, 23, 16, 23, 21, 16',
  placeholder: 'e.g. 10, 12, 23, 23, 16', help: 'Separate the numbers with commas, spaces or new lines.',
} as const satisfies NumberListInputSpec;
const dataType = {
  name: 'dataType', label: 'Data Is', type: 'select', required: false, default: DATA_TYPE.sample,
  options: [DATA_TYPE.sample, DATA_TYPE.population], optionLabels: { 1: 'A sample', 2: 'A whole population' },
  uiDefault: DATA_TYPE.sample, help: 'A sample stands for a larger group; a population is every member of the group.',
} as const satisfies SelectInputSpec;

/**
 * The sum of squared deviations from the mean, in two passes: the mean first, then the deviations, corrected by the
 * rounding left in their sum. Never Σx² − n·mean², which loses every digit when the numbers share a large offset.
 */
function sumOfSquaredDeviations(numbers: readonly number[], mean: number): number {
  let squares = 0;
  let deviations = 0;
  for (const x of numbers) {
    const d = x - mean;
    squares += d * d;
    deviations += d;
  }
  return Math.max(0, squares - (deviations * deviations) / numbers.length);
}

/** The numbers without one of their largest (`pick` Math.max) or smallest (Math.min), as a visitor would type them. */
function withoutOne(numbers: readonly number[], pick: (...values: number[]) => number): string {
  const rest = [...numbers];
  rest.splice(rest.indexOf(pick(...numbers)), 1);
  return rest.map(String).join(', ');
}

/** Fewest numbers the data type needs: two for a sample (one is lost to the mean), one for a population. */
function fewest(type: number): number {
  return type === DATA_TYPE.sample ? 2 : 1;
}

export const standardDeviation = defineCalculator<StandardDeviationInputs, StandardDeviationDetails>({
  slug: 'standard-deviation',
  inputs: [data, dataType],
  outputs: [
    { name: 'standardDeviation', type: 'number', label: 'Standard deviation', decimals: 4 },
    { name: 'variance', type: 'number', label: 'Variance', decimals: 4 },
    { name: 'mean', type: 'number', label: 'Mean', decimals: 4 },
    { name: 'count', type: 'number', label: 'Count', decimals: 0, words: 'the count of numbers' },
    { name: 'sum', type: 'number', label: 'Sum', decimals: 4 },
    { name: 'sumOfSquares', type: 'number', label: 'Sum of squared deviations', decimals: 4 },
    { name: 'standardError', type: 'number', label: 'Standard error of the mean', decimals: 4 },
  ],
  primary: 'standardDeviation',
  compute({ data: numbers, dataType: type }) {
    const count = numbers.length;
    if (count < fewest(type)) outOfDomain('A sample needs at least 2 numbers', data);
    const sum = numbers.reduce((total, x) => total + x, 0);
    const low = Math.min(...numbers);
    const high = Math.max(...numbers);
    // Equal numbers have no spread at all: their mean is that number, not a rounding of it.
    const mean = low === high ? low : Math.min(high, Math.max(low, sum / count));
    const sumOfSquares = low === high ? 0 : sumOfSquaredDeviations(numbers, mean);
    const variance = sumOfSquares / (type === DATA_TYPE.sample ? count - 1 : count);
    const sd = Math.sqrt(variance);
    const details = { standardDeviation: sd, variance, mean, count, sum, sumOfSquares, standardError: sd / Math.sqrt(count) };
    assertComputable(details, data);
    return { value: sd, details };
  },
  solution: [
    { label: 'Count', expression: 'n = how many numbers the list holds', value: 'count' },
    { label: 'Sum', expression: 'Σx = the numbers added up', value: 'sum' },
    { label: 'Mean', expression: '{sum} ÷ {count}', value: 'mean' },
    { label: 'Sum of squared deviations', expression: 'Σ(x − {mean})²', value: 'sumOfSquares' },
    {
      label: 'Variance (a sample: divide by n − 1)', expression: '{sumOfSquares} ÷ ({count} − 1)', value: 'variance',
      when: ({ dataType: type }) => type === DATA_TYPE.sample,
    },
    {
      label: 'Variance (a whole population: divide by n)', expression: '{sumOfSquares} ÷ {count}', value: 'variance',
      when: ({ dataType: type }) => type === DATA_TYPE.population,
    },
    { label: 'Standard deviation', expression: '√{variance}', value: 'standardDeviation' },
  ],
  assessment: {
    of: 'standardDeviation',
    // The spread read against the size of the numbers (the coefficient of variation), where the mean is not 0.
    cases: [
      {
        when: (_, details) => details['count'] === 1,
        text: 'A single number does not spread: a population of one has a standard deviation of 0.',
      },
      {
        when: (_, details) => details['standardDeviation'] === 0,
        text: 'All {count} numbers are equal: they do not spread at all, so the standard deviation is 0.',
      },
      {
        when: (_, details) => ratio(details) < 0.1,
        text: 'The numbers sit close together: a standard deviation of {standardDeviation} is less than a tenth of the mean, {mean}.',
      },
      {
        when: (_, details) => ratio(details) < 0.5,
        text: 'A moderate spread: a standard deviation of {standardDeviation} around a mean of {mean}, between a tenth and a half of it.',
      },
      {
        when: (_, details) => ratio(details) < Number.POSITIVE_INFINITY,
        text: 'The numbers are widely spread: a standard deviation of {standardDeviation} is half the mean, {mean}, or more.',
      },
    ],
    bands: [
      { text: 'The numbers lie a typical {standardDeviation} from their mean of {mean}.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Treated as a whole population rather than a sample',
      change: ({ dataType: type }) => (type === DATA_TYPE.sample ? { dataType: DATA_TYPE.population } : undefined),
      outputs: ['standardDeviation', 'variance'],
    },
    {
      lead: 'Treated as a sample rather than a whole population',
      change: ({ data: numbers, dataType: type }) =>
        (type === DATA_TYPE.population && numbers !== undefined && numbers.length >= 2 ? { dataType: DATA_TYPE.sample } : undefined),
      outputs: ['standardDeviation', 'variance'],
    },
    {
      lead: 'Without the largest number',
      change: ({ data: numbers, dataType: type }) =>
        (numbers !== undefined && numbers.length > fewest(type) ? { data: withoutOne(numbers, Math.max) } : undefined),
      outputs: ['standardDeviation', 'mean'],
    },
    {
      lead: 'Without the smallest number',
      change: ({ data: numbers, dataType: type }) =>
        (numbers !== undefined && numbers.length > fewest(type) ? { data: withoutOne(numbers, Math.min) } : undefined),
      outputs: ['standardDeviation', 'mean'],
    },
  ],
  referenceValues: [
    {
      name: 'Sample standard deviation of 1.5, 2.5, 2.5, 2.75, 3.25, 4.75 is 1.0810874155219827',
      source: 'Python documentation, statistics.stdev',
      inputs: { data: '1.5, 2.5, 2.5, 2.75, 3.25, 4.75', dataType: 1 }, expected: { standardDeviation: 1.0810874155219827 }, decimals: 6,
    },
    {
      name: 'Population standard deviation of 1.5, 2.5, 2.5, 2.75, 3.25, 4.75 is 0.986893273527251',
      source: 'Python documentation, statistics.pstdev',
      inputs: { data: '1.5, 2.5, 2.5, 2.75, 3.25, 4.75', dataType: 2 }, expected: { standardDeviation: 0.986893273527251 }, decimals: 6,
    },
    {
      name: 'Sample of ten breaking strengths: standard deviation 27.46391572, variance 754.2666667',
      source: 'Microsoft Excel documentation, STDEV.S and VAR.S',
      inputs: { data: '1345,1301,1368,1322,1310,1370,1318,1350,1303,1299', dataType: 1 },
      expected: { standardDeviation: 27.46391572, variance: 754.2666667 }, decimals: 6, exact: { count: 10 },
    },
    {
      name: 'The same ten as a population: standard deviation 26.05455814, variance 678.84',
      source: 'Microsoft Excel documentation, STDEV.P and VAR.P',
      inputs: { data: '1345,1301,1368,1322,1310,1370,1318,1350,1303,1299', dataType: 2 },
      expected: { standardDeviation: 26.05455814, variance: 678.84 }, decimals: 6,
    },
    {
      name: 'Sample variance of 2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5 is 1.3720238095238095',
      source: 'Python documentation, statistics.variance',
      inputs: { data: '2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5', dataType: 1 }, expected: { variance: 1.3720238095238095 }, decimals: 6,
    },
    {
      name: 'Population variance of 0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25 is 1.25',
      source: 'Python documentation, statistics.pvariance',
      inputs: { data: '0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25', dataType: 2 }, expected: { variance: 1.25 }, decimals: 6,
    },
    {
      name: 'The form example 10, 12, 23, 23, 16, 23, 21, 16: mean 18, squared deviations 192, sample variance 192 ÷ 7',
      source: 'computed by hand: sum 144, mean 18, squared deviations 64 + 36 + 25 + 25 + 4 + 25 + 9 + 4 = 192, 192 ÷ 7 = 27.428571…, √ = 5.237229…',
      inputs: { data: '10, 12, 23, 23, 16, 23, 21, 16', dataType: 1 },
      expected: { mean: 18, sum: 144, sumOfSquares: 192, variance: 27.428571428571427, standardDeviation: 5.237229365663817 }, decimals: 6,
      exact: { count: 8 },
    },
    {
      name: 'A population of one value, or of equal values, has a standard deviation of 0',
      source: 'computed by hand: every deviation from the mean is 0',
      inputs: { data: '0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1', dataType: 2 },
      expected: { mean: 0.1 }, decimals: 6, exact: { standardDeviation: 0, variance: 0, sumOfSquares: 0, standardError: 0 },
    },
  ],
});

/** The standard deviation against the size of the mean (the coefficient of variation); Infinity when the mean is 0. */
function ratio(details: Readonly<Record<string, number | string>>): number {
  const sd = Number(details['standardDeviation']);
  const mean = Math.abs(Number(details['mean']));
  return mean === 0 ? Number.POSITIVE_INFINITY : sd / mean;
}

/**
 * Standard deviation, variance and mean of a list of numbers, as a sample (n − 1) or as a whole population (n).
 * @param inputs - `data` (the numbers, or their text) and `dataType` (1 a sample, 2 a whole population)
 * @returns the standard deviation as `value`; variance, mean, count, sum, sum of squares and standard error in `details`
 * @example
 * standardDeviationOf({ data: '1.5, 2.5, 2.5, 2.75, 3.25, 4.75', dataType: 1 }).value; // 1.0810874155219827
 */
export function standardDeviationOf(
  inputs: { readonly data: string; readonly dataType?: number },
): CalculationResult<StandardDeviationDetails> {
  return runCalculator(standardDeviation, inputs as Readonly<Record<string, number | string>>);
}
