import {
  addDays, CalculatorInputError, isInputShown, calculators as engineCalculators, todayUtc, type CalculationResult, type CalculatorInfo, type InputSpec,
} from '@calchub/calc-engine';
import { chartPointLabel } from '@calchub/catalogue';
import type { CalculateFunction } from './calculate-function.js';
import { shownNumber, type CheckOutcome, type ValidationFailure } from './validation-report.js';

/**
 * A documented monotonic relation: raising `input` (all else equal) never moves `output` the other way. `rises`
 * means strictly up. The relations are those the engine's property tests hold and `formulas.md` describes.
 */
export interface MonotonicRelation {
  readonly calculator: string;
  readonly input: string;
  readonly output: string;
  readonly direction: 'rises' | 'never falls' | 'never rises';
}

/**
 * The relations a calculator's definition states (`properties`), as the Validation Agent checks them: an output that
 * rises with an input never falls as it grows, one that falls never rises.
 * @param calculators - the engine's calculators
 * @returns one relation per stated property
 * @example
 * statedRelations(calculators).find((r) => r.calculator === 'sales-tax');
 * // { calculator: 'sales-tax', input: 'taxRate', output: 'taxAmount', direction: 'never falls' }
 */
function statedRelations(calculators: readonly CalculatorInfo[]): MonotonicRelation[] {
  return calculators.flatMap(({ slug, properties = [] }) => properties.map(({ input, output, direction }) => ({
    calculator: slug, input, output, direction: direction === 'rises' ? 'never falls' as const : 'never rises' as const,
  })));
}

/**
 * The relations the Validation Agent checks over random valid inputs: those of the calculators written before
 * definitions stated their properties, then every stated one.
 */
export const MONOTONIC_RELATIONS: readonly MonotonicRelation[] = [
  { calculator: 'loan', input: 'loanAmount', output: 'monthlyPayment', direction: 'rises' },
  { calculator: 'loan', input: 'interestRate', output: 'monthlyPayment', direction: 'rises' },
  { calculator: 'mortgage', input: 'interestRate', output: 'principalAndInterest', direction: 'never falls' },
  ...statedRelations(engineCalculators),
];

/**
 * Strings a number output may hold where the calculator has no finite answer (refinance "never", payback "not
 * recovered"); anything else in a number output is a failure.
 */
const SENTINELS = new Set(['never', 'not recovered']);

/** Floating-point slack when comparing two results of a relation, relative to their size. */
const RELATIVE_SLACK = 1e-9;

/** Where a number input has no browser limit, values are drawn within this range. */
const UNBOUNDED = 1e6;

/** A seeded source of numbers in [0, 1) (mulberry32), so that a failing run can be repeated from its seed. */
type Random = () => number;

/**
 * A seeded random number generator (mulberry32).
 * @param seed - any 32-bit integer
 * @returns a function giving numbers in [0, 1), the same sequence for the same seed
 * @example
 * seededRandom(42)(); // 0.6011037519201636
 */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The random source of one calculator or relation within a run: the run's seed mixed with a name (FNV-1a), so that
 * checking one calculator alone draws the same inputs as the whole run did.
 */
function streamFor(seed: number, name: string): Random {
  let hash = 0x811c9dc5;
  for (const character of name) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193);
  return seededRandom((hash ^ seed) >>> 0);
}

function numberWithin(spec: Extract<InputSpec, { type: 'number' }>, random: Random): number {
  const min = spec.min ?? -UNBOUNDED;
  const max = spec.max ?? UNBOUNDED;
  if (spec.integer) return Math.ceil(min) + Math.floor(random() * (Math.floor(max) - Math.ceil(min) + 1));
  // One draw in four a whole number: what people type, and the exact boundaries such as a 0% rate.
  const value = min + random() * (max - min);
  return random() < 0.25 ? Math.min(max, Math.max(min, Math.round(value))) : value;
}

function valueWithin(spec: InputSpec, random: Random, today: string): number | string {
  switch (spec.type) {
    case 'number':
      return numberWithin(spec, random);
    case 'select':
      return spec.options[Math.floor(random() * spec.options.length)] as number;
    case 'date':
      return addDays(today, Math.floor(random() * 801) - 400);
    case 'time':
      return clockText(Math.floor(random() * 1440));
    case 'datetime':
      return `${addDays(today, Math.floor(random() * 801) - 400)}T${clockText(Math.floor(random() * 1440)).padStart(5, '0')}`;
    case 'duration': {
      const seconds = Math.floor(random() * 360_000);
      return `${Math.floor(seconds / 3600)}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
    }
    case 'numberList':
      return Array.from({ length: 1 + Math.floor(random() * 20) }, () => numberWithin({ ...LIST_ITEM, name: spec.name }, random)).join(', ');
    case 'dateList':
      return Array.from({ length: Math.floor(random() * 6) }, () => addDays(today, Math.floor(random() * 801) - 400)).join(', ');
    case 'text':
      // A text's grammar is the calculator's own; its example is the one text known to be valid.
      return typeof spec.uiDefault === 'string' ? spec.uiDefault : '';
    case 'unit':
      return spec.units[Math.floor(random() * spec.units.length)] ?? '';
    case 'timezone':
      return TIME_ZONES[Math.floor(random() * TIME_ZONES.length)] ?? 'UTC';
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Zones a time-zone input is drawn from: whole, half and quarter hours, with and without daylight saving. */
const TIME_ZONES = ['UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe'];

/** A clock time as a person types it, `H:MM`. */
function clockText(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${pad2(minutes % 60)}`;
}

/** The numbers of a drawn number list: any value a person might list. */
const LIST_ITEM = { label: 'item', type: 'number', required: true, min: -1e6, max: 1e6 } as const;

/**
 * Inputs a person could enter: every visible required input and about half the optional ones, each within the
 * browser limits of the engine's input specs; hidden inputs are left out.
 * @param info - the calculator's inputs
 * @param random - the seeded source
 * @param today - the ISO date dates are drawn around (date calculators compare with today)
 * @returns input name to value
 */
function randomValidInputs(info: CalculatorInfo, random: Random, today: string): Record<string, number | string> {
  const inputs: Record<string, number | string> = {};
  for (const spec of info.inputs) {
    const value = valueWithin(spec, random, today);
    const present = spec.required || random() < 0.5;
    // Controllers come first, so their value is set when a field that depends on them comes up.
    if (present && isInputShown(spec, inputs, info.inputs)) inputs[spec.name] = value;
  }
  return inputs;
}

type Attempt = { readonly result: CalculationResult } | { readonly refused: true } | { readonly crashed: string };

function attempt(calculate: CalculateFunction, slug: string, inputs: Record<string, number | string>): Attempt {
  try {
    return { result: calculate(slug, inputs) };
  } catch (error) {
    if (error instanceof CalculatorInputError) return { refused: true };
    return { crashed: error instanceof Error ? error.message : String(error) };
  }
}

/** The first number in a result that is not finite, named by where it is, or undefined when all are finite. */
function firstNonFinite(info: CalculatorInfo, result: CalculationResult): string | undefined {
  const outputs = new Map(info.outputs.map((output) => [output.name, output.type]));
  if (typeof result.value === 'number' && !Number.isFinite(result.value)) return `the result is ${result.value}`;
  for (const [name, value] of Object.entries(result.details)) {
    if (typeof value === 'number' ? !Number.isFinite(value) : outputs.get(name) === 'number' && !SENTINELS.has(value)) {
      return `${name} is ${shownNumber(value)}`;
    }
  }
  for (const point of result.chart?.data ?? []) if (!Number.isFinite(point.value)) return `the chart's "${chartPointLabel(point)}" is ${point.value}`;
  const tables = { schedule: result.schedule, yearly: result.yearly, depreciationSchedule: result.depreciationSchedule };
  for (const [table, rows] of Object.entries(tables)) {
    for (const [index, row] of (rows ?? []).entries()) {
      const bad = Object.entries(row).find(([, value]) => !Number.isFinite(value));
      if (bad) return `row ${index + 1} of the ${table}: ${bad[0]} is ${bad[1]}`;
    }
  }
  return undefined;
}

/** What the relation's output did when the input went up, or undefined when it went the documented way. */
function relationBroken(relation: MonotonicRelation, before: number, after: number): string | undefined {
  const slack = RELATIVE_SLACK * Math.max(1, Math.abs(before), Math.abs(after));
  const broken =
    relation.direction === 'rises' ? !(after > before)
    : relation.direction === 'never falls' ? after < before - slack
    : after > before + slack;
  return broken ? `went from ${shownNumber(before)} to ${shownNumber(after)}` : undefined;
}

/** How many random inputs each property is checked on, and the seed they come from. */
export interface PropertyCheckOptions {
  /** Random valid inputs per calculator for the finite-outputs property. */
  readonly samples: number;
  /** Random valid inputs per monotonic relation. */
  readonly relationSamples: number;
  readonly seed: number;
  /** The ISO date dates are drawn around. */
  readonly today?: string;
}

/**
 * Property checks over random valid inputs: every calculator gives finite outputs or refuses the input with a
 * `CalculatorInputError` (never a crash, NaN or Infinity); and every documented monotonic relation holds. Each
 * sample is one check; a failure names the inputs and the seed, so the run can be repeated. Each calculator and each
 * relation draws from its own stream of the seed, so checking one of them alone draws the inputs a whole run did.
 * @param calculators - the engine's calculators (inputs with their limits, outputs)
 * @param calculate - the engine's `calculate`
 * @param relations - the monotonic relations to check
 * @param options - sample counts and the seed
 * @returns how many samples held, and a failure for each that did not
 * @example
 * checkProperties(calculators, calculate, MONOTONIC_RELATIONS, { samples: 50, relationSamples: 20, seed: 1 }).failures; // []
 */
export function checkProperties(
  calculators: readonly CalculatorInfo[],
  calculate: CalculateFunction,
  relations: readonly MonotonicRelation[],
  options: PropertyCheckOptions,
): CheckOutcome {
  const today = options.today ?? todayUtc();
  let passed = 0;
  const failures: ValidationFailure[] = [];
  const fail = (calculator: string, message: string) =>
    failures.push({ check: 'property', calculator, message: `${calculator} ${message} (seed ${options.seed})` });

  for (const info of calculators) {
    const random = streamFor(options.seed, info.slug);
    for (let sample = 0; sample < options.samples; sample += 1) {
      const inputs = randomValidInputs(info, random, today);
      const outcome = attempt(calculate, info.slug, inputs);
      const problem = 'crashed' in outcome ? `failed with "${outcome.crashed}"` : 'result' in outcome ? firstNonFinite(info, outcome.result) : undefined;
      if (problem === undefined) passed += 1;
      else fail(info.slug, `gives a non-finite output for ${JSON.stringify(inputs)}: ${problem}`);
    }
  }

  for (const relation of relations) {
    const info = calculators.find((candidate) => candidate.slug === relation.calculator);
    const spec = info?.inputs.find((input) => input.name === relation.input);
    if (!info || spec?.type !== 'number') {
      fail(relation.calculator, `has no number input "${relation.input}" for the relation with ${relation.output}`);
      continue;
    }
    const max = spec.max ?? UNBOUNDED;
    const random = streamFor(options.seed, `${relation.calculator} ${relation.input} ${relation.output}`);
    for (let sample = 0; sample < options.relationSamples; sample += 1) {
      const inputs = { ...randomValidInputs(info, random, today), [relation.input]: numberWithin(spec, random) };
      const lower = inputs[relation.input] as number;
      // A step of up to the rest of the range, at least a hundredth of it, so the output has room to move.
      const higher = Math.min(max, lower + Math.max((max - lower) * random(), (max - (spec.min ?? -UNBOUNDED)) / 100));
      if (!(higher > lower)) continue;
      const before = attempt(calculate, info.slug, inputs);
      const after = attempt(calculate, info.slug, { ...inputs, [relation.input]: higher });
      if (!('result' in before) || !('result' in after)) continue;
      const [was, now] = [before.result.details[relation.output], after.result.details[relation.output]];
      if (typeof was !== 'number' || typeof now !== 'number') continue;
      const broken = relationBroken(relation, was, now);
      if (broken === undefined) passed += 1;
      else {
        const should = { rises: 'rise', 'never falls': 'never fall', 'never rises': 'never rise' }[relation.direction];
        fail(info.slug, `${relation.output} should ${should} as ${relation.input} goes from ${lower} to ${higher}, but ${broken}, for ${JSON.stringify(inputs)}`);
      }
    }
  }
  return { passed, failures };
}
