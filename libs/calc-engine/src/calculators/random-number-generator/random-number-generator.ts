import { inconsistent, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { MAX_UNIFORM_RANGE, uniformDraw, type UniformDraw } from '../../_lib/uniform-random.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `numberType` select. */
export const NUMBER_TYPE = { whole: 1, decimals: 2 } as const;
/** Codes of the `allowDuplicates` select. */
export const REPEATS = { allowed: 1, notAllowed: 2 } as const;
/** Codes of the `sortOrder` select. */
export const SORT_ORDER = { asDrawn: 1, ascending: 2, descending: 3 } as const;

export interface RandomNumberGeneratorInputs {
  readonly min: number;
  readonly max: number;
  /** How many numbers to draw: 1 to 1,000. */
  readonly count: number;
  /** 1 whole numbers, 2 decimals. */
  readonly numberType: number;
  /** Decimals of each number, with decimals: 0 to 10. */
  readonly decimalPlaces?: number;
  /** 1 a value may come up again, 2 every value differs (a lottery draw). */
  readonly allowDuplicates: number;
  /** 1 as drawn, 2 ascending, 3 descending. */
  readonly sortOrder: number;
}

export interface RandomNumberGeneratorDetails extends Record<string, number | string> {
  /** The numbers drawn, separated by commas; a decimal written with exactly its decimal places. */
  readonly numbers: string;
  /** How many distinct values the range holds: each draw is one of them, all equally likely. */
  readonly possibleValues: number;
}

const LIMIT = 1e12;
const MAX_COUNT = 1000;

const min = {
  name: 'min', label: 'Lower Limit', type: 'number', required: true, checked: true, min: -LIMIT, max: LIMIT, decimals: 4,
  uiDefault: 1, placeholder: 'e.g. 1', help: 'The smallest number that may come up; it can come up itself.',
} as const satisfies NumberInputSpec;
const max = {
  name: 'max', label: 'Upper Limit', type: 'number', required: true, checked: true, min: -LIMIT, max: LIMIT, decimals: 4,
  uiDefault: 100, placeholder: 'e.g. 100', help: 'The largest number that may come up; it can come up itself.',
} as const satisfies NumberInputSpec;
const count = {
  name: 'count', label: 'How Many', type: 'number', required: false, checked: true, integer: true, min: 1, max: MAX_COUNT, default: 1,
  uiDefault: 1, placeholder: 'e.g. 1', help: 'How many numbers to draw, up to 1,000; empty draws one.',
} as const satisfies NumberInputSpec;
const numberType = {
  name: 'numberType', label: 'Type', type: 'select', required: false, default: NUMBER_TYPE.whole,
  options: [NUMBER_TYPE.whole, NUMBER_TYPE.decimals], optionLabels: { 1: 'Whole numbers', 2: 'Decimals' },
  uiDefault: NUMBER_TYPE.whole, help: 'Whole numbers, or numbers with a fixed count of decimal places.',
} as const satisfies SelectInputSpec;
const decimalPlaces = {
  name: 'decimalPlaces', label: 'Decimal Places', type: 'number', required: false, checked: true, integer: true, min: 0, max: 10, default: 2,
  uiDefault: 2, placeholder: 'e.g. 2', help: 'Every number is written with exactly this many decimals; empty means 2.',
  visibleWhen: { input: 'numberType', equals: [NUMBER_TYPE.decimals] },
} as const satisfies NumberInputSpec;
const allowDuplicates = {
  name: 'allowDuplicates', label: 'Repeats', type: 'select', required: false, default: REPEATS.allowed,
  options: [REPEATS.allowed, REPEATS.notAllowed], optionLabels: { 1: 'Allowed', 2: 'Not allowed (every number differs)' },
  uiDefault: REPEATS.allowed, help: 'Not allowed draws like a lottery: a number once drawn cannot come up again.',
} as const satisfies SelectInputSpec;
const sortOrder = {
  name: 'sortOrder', label: 'Order', type: 'select', required: false, default: SORT_ORDER.asDrawn,
  options: [SORT_ORDER.asDrawn, SORT_ORDER.ascending, SORT_ORDER.descending],
  optionLabels: { 1: 'As drawn', 2: 'Smallest first', 3: 'Largest first' },
  uiDefault: SORT_ORDER.asDrawn, help: 'The order the numbers are listed in.',
} as const satisfies SelectInputSpec;

/** The range in whole steps: the limits as counts of the smallest step, 10⁻ᵈ (1 for whole numbers). */
interface Steps {
  readonly low: number;
  readonly high: number;
  readonly decimals: number;
}

/** A limit as a whole count of steps of 10⁻ᵈ, refused when it has more decimals or is too large to count exactly. */
function inSteps(limit: number, decimals: number, field: NumberInputSpec): number {
  const scaled = limit * 10 ** decimals;
  const steps = Math.round(scaled);
  if (Math.abs(scaled - steps) > 1e-9 * Math.max(1, Math.abs(scaled))) {
    outOfDomain(decimals === 0 ? `${field.label} must be a whole number for whole numbers` : `${field.label} has more decimals than Decimal Places`, field);
  }
  if (!Number.isSafeInteger(steps)) outOfDomain(`${field.label} is too large for ${decimals} decimal places: choose fewer`, decimalPlaces);
  return steps;
}

function stepsOf(inputs: RandomNumberGeneratorInputs): Steps {
  const decimals = inputs.numberType === NUMBER_TYPE.decimals ? (inputs.decimalPlaces as number) : 0;
  if (inputs.min > inputs.max) inconsistent('Upper Limit must be at least the Lower Limit', max);
  const steps = { low: inSteps(inputs.min, decimals, min), high: inSteps(inputs.max, decimals, max), decimals };
  if (steps.high - steps.low + 1 > MAX_UNIFORM_RANGE) outOfDomain('The range holds too many values at this many decimal places: choose fewer', decimalPlaces);
  return steps;
}

/** A count of steps written as the number it stands for, with exactly `decimals` decimals (-0.5 at 1 → "-0.5"). */
function written(steps: number, decimals: number): string {
  if (decimals === 0) return String(steps);
  const digits = String(Math.abs(steps)).padStart(decimals + 1, '0');
  return `${steps < 0 ? '-' : ''}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** `wanted` different offsets from 0 to `possible` − 1, in the order drawn. */
function distinctOffsets(draw: UniformDraw, possible: number, wanted: number): number[] {
  // A small range is shuffled (the first `wanted` steps of Fisher-Yates); a large one drawn again on a repeat, which
  // with at most a quarter of its values taken costs at most 4 draws per number.
  if (possible <= 4 * wanted) {
    const pool = Array.from({ length: possible }, (_, offset) => offset);
    for (let i = 0; i < wanted; i += 1) {
      const j = i + draw.below(possible - i);
      [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
    }
    return pool.slice(0, wanted);
  }
  const seen = new Set<number>();
  while (seen.size < wanted) seen.add(draw.below(possible));
  return [...seen];
}

export const randomNumberGenerator = defineCalculator<RandomNumberGeneratorInputs, RandomNumberGeneratorDetails>({
  slug: 'random-number-generator',
  inputs: [min, max, count, numberType, decimalPlaces, allowDuplicates, sortOrder],
  outputs: [
    { name: 'numbers', type: 'string', label: 'Numbers drawn', words: 'the numbers drawn' },
    { name: 'possibleValues', type: 'number', label: 'Possible values', decimals: 0, words: 'the number of possible values' },
  ],
  primary: 'numbers',
  drawn: { outputs: ['numbers'], action: 'Generate numbers' },
  compute(inputs) {
    const { low, high, decimals } = stepsOf(inputs);
    const possibleValues = high - low + 1;
    if (inputs.allowDuplicates === REPEATS.notAllowed && inputs.count > possibleValues) {
      inconsistent(`How Many cannot be more than the ${possibleValues} possible values when repeats are not allowed`, count);
    }
    const draw = uniformDraw();
    const offsets = inputs.allowDuplicates === REPEATS.notAllowed
      ? distinctOffsets(draw, possibleValues, inputs.count)
      : Array.from({ length: inputs.count }, () => draw.below(possibleValues));
    if (inputs.sortOrder === SORT_ORDER.ascending) offsets.sort((a, b) => a - b);
    if (inputs.sortOrder === SORT_ORDER.descending) offsets.sort((a, b) => b - a);
    const details: RandomNumberGeneratorDetails = {
      numbers: offsets.map((offset) => written(low + offset, decimals)).join(', '),
      possibleValues,
    };
    return { value: details.numbers, details };
  },
  intermediates: {
    chance: { unit: '%', decimals: 4, value: (_, { possibleValues }) => 100 / Number(possibleValues) },
  },
  solution: [
    {
      label: 'Possible values', expression: '{max} − {min} + 1', value: 'possibleValues',
      when: (inputs) => Number(inputs.numberType ?? NUMBER_TYPE.whole) === NUMBER_TYPE.whole,
    },
    {
      label: 'Possible values, in steps of 10^−{decimalPlaces}', expression: '({max} − {min}) × 10^{decimalPlaces} + 1', value: 'possibleValues',
      when: (inputs) => Number(inputs.numberType) === NUMBER_TYPE.decimals,
    },
    { label: 'Chance of each value on one draw', expression: '100 ÷ {possibleValues}', value: 'chance' },
  ],
  assessment: {
    of: 'possibleValues',
    cases: [
      {
        when: (inputs) => Number(inputs.allowDuplicates) === REPEATS.notAllowed,
        text: 'Each number is one of {possibleValues} possible values, drawn without repeats like balls from a lottery drum: every set of numbers is equally likely.',
      },
    ],
    bands: [
      { below: 2, text: 'The range holds a single value, so every draw gives {min}.' },
      { text: 'Each number is one of {possibleValues} possible values, each equally likely ({chance} a draw), and every draw is independent of the others.' },
    ],
  },
  whatIfs: [
    {
      // Twice the range (one more whole value): the chance of each value halves.
      lead: 'With an upper limit of {max}',
      change: ({ max: upper, min: lower }) => (2 * upper - lower + 1 <= LIMIT ? { max: 2 * upper - lower + 1 } : undefined),
      outputs: ['possibleValues'],
    },
    {
      lead: 'With one more decimal place',
      change: ({ numberType: type, decimalPlaces: places = 0 }): Record<string, number> | undefined =>
        type === NUMBER_TYPE.whole ? { numberType: NUMBER_TYPE.decimals, decimalPlaces: 1 } : places < 10 ? { decimalPlaces: places + 1 } : undefined,
      outputs: ['possibleValues'],
    },
  ],
  properties: [
    { output: 'possibleValues', input: 'max', direction: 'rises' },
    { output: 'possibleValues', input: 'min', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: 'Whole numbers from 1 to 100: 100 possible values',
      source: 'counting: 100 − 1 + 1',
      inputs: { min: 1, max: 100 }, expected: {}, decimals: 0, exact: { possibleValues: 100 },
    },
    {
      name: 'A die, 1 to 6: 6 possible values',
      source: 'counting: 6 − 1 + 1',
      inputs: { min: 1, max: 6, count: 6, allowDuplicates: 2 }, expected: {}, decimals: 0, exact: { possibleValues: 6 },
    },
    {
      name: 'Decimals from 0 to 1 with 2 places: 101 possible values (0.00 to 1.00)',
      source: 'counting: (1 − 0) × 10² + 1',
      inputs: { min: 0, max: 1, numberType: 2, decimalPlaces: 2 }, expected: {}, decimals: 0, exact: { possibleValues: 101 },
    },
    {
      name: 'A lottery line, 6 of 1 to 49: 49 possible values',
      source: 'counting: 49 − 1 + 1',
      inputs: { min: 1, max: 49, count: 6, allowDuplicates: 2, sortOrder: 2 }, expected: {}, decimals: 0, exact: { possibleValues: 49 },
    },
  ],
});

/**
 * Draws random whole numbers or decimals in a range, with or without repeats, from the Web Crypto API.
 * @param inputs - the limits, how many, whole or with decimal places, repeats and order
 * @returns the numbers drawn as `value` (separated by commas), and how many values were possible in `details`
 * @example
 * drawRandomNumbers({ min: 1, max: 6, count: 1, numberType: 1, allowDuplicates: 1, sortOrder: 1 }).details.possibleValues; // 6
 */
export function drawRandomNumbers(inputs: RandomNumberGeneratorInputs): CalculationResult<RandomNumberGeneratorDetails> {
  return runCalculator(randomNumberGenerator, inputs);
}
