import { inconsistent, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `repetition` select: whether an item may be chosen more than once. */
export const REPETITION = { notAllowed: 1, allowed: 2 } as const;

export interface PermutationCombinationInputs {
  /** A whole number from 0 to 1,000. */
  readonly n: number;
  /** A whole number from 0 to 1,000; at most n without repetition. */
  readonly r: number;
  /** 1 not allowed, 2 allowed. */
  readonly repetition: number;
}

export interface PermutationCombinationDetails extends Record<string, number | string> {
  /** The nearest double to the exact count. */
  readonly permutations: number;
  readonly combinations: number;
  /** Every digit of the count. */
  readonly permutationsExact: string;
  readonly combinationsExact: string;
}

const n = {
  name: 'n', label: 'Total Items (n)', type: 'number', required: true, checked: true, integer: true, min: 0, max: 1000,
  step: 1, uiDefault: 10, placeholder: 'e.g. 10', help: 'How many different items there are to choose from.',
} as const satisfies NumberInputSpec;
const r = {
  name: 'r', label: 'Items Chosen (r)', type: 'number', required: true, checked: true, integer: true, min: 0, max: 1000,
  step: 1, uiDefault: 3, placeholder: 'e.g. 3', help: 'How many items each arrangement or selection holds.',
} as const satisfies NumberInputSpec;
const repetition = {
  name: 'repetition', label: 'Repetition', type: 'select', required: false, default: REPETITION.notAllowed,
  options: [REPETITION.notAllowed, REPETITION.allowed], optionLabels: { 1: 'Not allowed', 2: 'Allowed' },
  uiDefault: REPETITION.notAllowed, help: 'Allowed when an item can be chosen again, as a digit can recur in a PIN.',
} as const satisfies SelectInputSpec;

/** The largest double: a count above it has more than 308 digits and no number to stand for it. */
const LARGEST = BigInt(Number.MAX_VALUE);

/** low × (low + 1) × … × high, exactly; 1 for an empty product (high < low). */
function product(low: number, high: number): bigint {
  let result = 1n;
  for (let k = low; k <= high; k += 1) result *= BigInt(k);
  return result;
}

/** The binomial coefficient C(total, chosen), exactly: each partial product divides evenly, so no fraction appears. */
function binomial(total: number, chosen: number): bigint {
  const k = Math.min(chosen, total - chosen);
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(total - k + i)) / BigInt(i);
  return result;
}

const allowed = ({ repetition: chosen }: PermutationCombinationInputs) => chosen === REPETITION.allowed;

export const permutationCombination = defineCalculator<PermutationCombinationInputs, PermutationCombinationDetails>({
  slug: 'permutation-combination',
  inputs: [n, r, repetition],
  outputs: [
    { name: 'permutations', type: 'number', label: 'Permutations (order matters)', significantDigits: 15, words: 'the number of permutations' },
    { name: 'combinations', type: 'number', label: 'Combinations (order does not matter)', significantDigits: 15, words: 'the number of combinations' },
    { name: 'permutationsExact', type: 'string', label: 'Permutations, every digit' },
    { name: 'combinationsExact', type: 'string', label: 'Combinations, every digit' },
  ],
  primary: 'permutations',
  compute(inputs) {
    const withRepetition = inputs.repetition === REPETITION.allowed;
    if (withRepetition && inputs.n < 1) outOfDomain('Total Items (n) must be at least 1 when repetition is allowed', n);
    if (!withRepetition && inputs.r > inputs.n) inconsistent('r cannot be larger than n without repetition', r);
    const permutations = withRepetition ? BigInt(inputs.n) ** BigInt(inputs.r) : product(inputs.n - inputs.r + 1, inputs.n);
    if (permutations > LARGEST) outOfDomain('The result has more than 308 digits', n);
    const combinations = withRepetition ? binomial(inputs.n + inputs.r - 1, inputs.r) : binomial(inputs.n, inputs.r);
    const details = {
      permutations: Number(permutations),
      combinations: Number(combinations),
      permutationsExact: permutations.toString(),
      combinationsExact: combinations.toString(),
    };
    return { value: details.permutations, details };
  },
  solution: [
    {
      label: 'Combinations (order does not matter)', expression: '{n}! ÷ ({r}! × ({n} − {r})!)', value: 'combinations',
      when: (inputs) => !allowed(inputs),
    },
    {
      label: 'Combinations with repetition', expression: '({n} + {r} − 1)! ÷ ({r}! × ({n} − 1)!)', value: 'combinations',
      when: allowed,
    },
    {
      label: 'Permutations (order matters)', expression: '{n}! ÷ ({n} − {r})!, the {r} factors from {n} down', value: 'permutations',
      when: (inputs) => !allowed(inputs),
    },
    { label: 'Permutations with repetition', expression: '{n}^{r}, {n} choices for each of {r} places', value: 'permutations', when: allowed },
  ],
  assessment: {
    of: 'permutations',
    cases: [
      {
        when: ({ r: chosen }) => Number(chosen) === 0,
        text: 'Choosing no items can be done in exactly one way: the empty choice, so there is {permutations} permutation and {combinations} combination.',
      },
    ],
    bands: [
      {
        below: 2,
        text: 'There is only {permutations} way to arrange the items: every choice is the same one.',
      },
      {
        text: 'Order matters in the {permutations} permutations and not in the {combinations} combinations: each selection can be put in order in several ways.',
      },
    ],
    notes: [
      {
        when: ({ repetition: chosen }, { permutations }) => Number(chosen) !== REPETITION.allowed && Number(permutations) >= 2,
        text: 'Drawn at random, a particular selection comes up once in {combinations} draws on average, and a particular ordered arrangement once in {permutations}.',
      },
      {
        when: ({ repetition: chosen }, { permutations }) => Number(chosen) === REPETITION.allowed && Number(permutations) >= 2,
        text: 'Drawn at random with replacement, a particular ordered sequence comes up once in {permutations} draws on average; the {combinations} unordered selections are not equally likely.',
      },
    ],
  },
  whatIfs: [
    {
      lead: 'With repetition allowed',
      change: (inputs) => (allowed(inputs) || inputs.n < 1 ? undefined : { repetition: REPETITION.allowed }),
      outputs: ['permutations', 'combinations'],
    },
    {
      lead: 'Without repetition',
      change: (inputs) => (allowed(inputs) && inputs.r <= inputs.n ? { repetition: REPETITION.notAllowed } : undefined),
      outputs: ['permutations', 'combinations'],
    },
    {
      lead: 'Choosing {r} items',
      change: (inputs) => (inputs.r < r.max && (allowed(inputs) || inputs.r < inputs.n) ? { r: inputs.r + 1 } : undefined),
      outputs: ['permutations', 'combinations'],
    },
    {
      lead: 'From {n} items',
      change: (inputs) => (inputs.n < n.max ? { n: inputs.n + 1 } : undefined),
      outputs: ['permutations', 'combinations'],
    },
  ],
  properties: [
    { output: 'permutations', input: 'n', direction: 'rises' },
    { output: 'permutations', input: 'r', direction: 'rises' },
    { output: 'combinations', input: 'n', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'PERMUT(100,3) = 970,200', source: 'Microsoft Excel documentation, PERMUT',
      inputs: { n: 100, r: 3, repetition: 1 }, expected: {}, decimals: 0, exact: { permutations: 970200, permutationsExact: '970200' },
    },
    {
      name: 'PERMUT(3,2) = 6', source: 'Microsoft Excel documentation, PERMUT',
      inputs: { n: 3, r: 2, repetition: 1 }, expected: {}, decimals: 0, exact: { permutations: 6 },
    },
    {
      name: 'COMBIN(8,2) = 28', source: 'Microsoft Excel documentation, COMBIN',
      inputs: { n: 8, r: 2, repetition: 1 }, expected: {}, decimals: 0, exact: { combinations: 28 },
    },
    {
      name: 'COMBINA(4,3) = 20', source: 'Microsoft Excel documentation, COMBINA',
      inputs: { n: 4, r: 3, repetition: 2 }, expected: {}, decimals: 0, exact: { combinations: 20 },
    },
    {
      name: 'PERMUTATIONA(3,2) = 9', source: 'Microsoft Excel documentation, PERMUTATIONA',
      inputs: { n: 3, r: 2, repetition: 2 }, expected: {}, decimals: 0, exact: { permutations: 9 },
    },
    {
      name: 'Five cards from a deck of 52: 2,598,960 hands', source: 'computed by hand: 52 × 51 × 50 × 49 × 48 = 311,875,200 ordered; ÷ 5! = 120',
      inputs: { n: 52, r: 5, repetition: 1 }, expected: {}, decimals: 0,
      exact: { combinations: 2598960, permutations: 311875200, combinationsExact: '2598960', permutationsExact: '311875200' },
    },
    {
      name: 'The form example, 3 of 10: 720 ordered, 120 unordered', source: 'computed by hand: 10 × 9 × 8 = 720; 720 ÷ 3! = 120',
      inputs: { n: 10, r: 3 }, expected: {}, decimals: 0, exact: { permutations: 720, combinations: 120 },
    },
    {
      name: 'Choosing none of 7 can be done one way', source: 'computed by hand: 7! ÷ 7! = 1 and 7! ÷ (0! × 7!) = 1',
      inputs: { n: 7, r: 0, repetition: 1 }, expected: {}, decimals: 0, exact: { permutations: 1, combinations: 1, permutationsExact: '1' },
    },
    {
      name: '50 of 100 has a 30-digit count of combinations, every digit exact',
      source: 'Python math.comb(100, 50), exact integer arithmetic',
      inputs: { n: 100, r: 50, repetition: 1 }, expected: { combinations: 1.008913445455642e29 }, decimals: 0,
      exact: { combinationsExact: '100891344545564193334812497256' },
    },
  ],
});

/**
 * Permutations (nPr) and combinations (nCr) of r items from n, with or without repetition, exactly.
 * @param inputs - `n` and `r`, whole numbers from 0 to 1,000, and `repetition` (1 not allowed, 2 allowed)
 * @returns the permutations as `value`; the combinations, and both counts with every digit, in `details`
 * @example
 * permutationsAndCombinations({ n: 52, r: 5, repetition: 1 }).details.combinations; // 2598960
 */
export function permutationsAndCombinations(
  inputs: { readonly n: number; readonly r: number; readonly repetition?: number },
): CalculationResult<PermutationCombinationDetails> {
  return runCalculator(permutationCombination, inputs as Readonly<Record<string, number>>);
}
