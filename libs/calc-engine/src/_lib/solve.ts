import { CalculatorInputError } from '../errors/calculator-input-error.js';
import { messages } from '../errors/messages.js';
import type {
  CalculationResult, CalculatorDefinition, DurationInputSpec, InputSpec, NumberInputSpec, RawInputs, ValidInputs,
} from '../types.js';
import { isEmptyInput, readInputValue, validateInputs } from './validate-inputs.js';

/**
 * Equal steps of the scan for sign changes over an input's domain. A root between two grid points is found by
 * bisection; two roots closer together than one step can be missed, so the domain limits of a solvable input
 * should be those a person would enter. Bounds the work of one solve to this many calculations (plus 200 halvings).
 */
export const SOLVE_SCAN_STEPS = 20_000;
/**
 * The grid for an output the definition states to move one way with the input (a property): it changes sign at most
 * once, so a coarse grid brackets the root as surely as the fine one, at a three-hundredth of the work.
 */
const MONOTONIC_SCAN_STEPS = 64;
const BISECTION_STEPS = 200;
/** How close, relative to the known output, a solved input must bring the output back. */
const SOLVE_TOLERANCE = 1e-9;
/** The same for a root found by bisection, whose input is exact only to the last bits of a double. */
const ROOT_TOLERANCE = 1e-6;
/** The domain searched when an input states no maximum. */
const DEFAULT_MAX = 1e9;

type Definition = CalculatorDefinition<never>;

/** An output's or input's label; an output declared without one is named by its words ("monthly payment"). */
function labelOf(definition: Definition, name: string): string {
  return definition.outputs.find((output) => output.name === name)?.label
    ?? definition.inputs.find((input) => input.name === name)?.label
    ?? name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** The inputs that can be solved for: numbers, and durations (as seconds). */
type SolvableSpec = NumberInputSpec | DurationInputSpec;

/** The number output a known output is compared on: itself, or the seconds behind a duration string. */
function measuredOutput(definition: Definition, known: string): string {
  return definition.outputs.find((output) => output.name === known)?.durationOf ?? known;
}

function knownValue(definition: Definition, raw: RawInputs, name: string): number {
  const given = raw[name];
  if (measuredOutput(definition, name) !== name) {
    // A duration as the page writes it ("4:59"), or its seconds.
    return readInputValue({ name, label: labelOf(definition, name), type: 'duration', required: true }, given ?? '') as number;
  }
  const value = typeof given === 'number' ? given : Number(String(given).trim());
  if (!Number.isFinite(value)) throw new CalculatorInputError('not_a_number', messages.notANumber(labelOf(definition, name)), name);
  return value;
}

/** The known output computed with `x` as the solved input, or NaN where the calculator rejects `x`. */
function outputAt(definition: Definition, valid: ValidInputs, spec: InputSpec, known: string, x: number): number {
  try {
    const value = definition.compute({ ...valid, [spec.name]: x } as never).details[known];
    return typeof value === 'number' ? value : Number.NaN;
  } catch (error) {
    if (error instanceof CalculatorInputError) return Number.NaN;
    throw error;
  }
}

/** True when a solved input gives the known output back, within rounding (a closed form's division by 0...). */
function reproduces(output: number, target: number, tolerance = SOLVE_TOLERANCE): boolean {
  return Math.abs(output - target) <= tolerance * Math.max(1, Math.abs(target));
}

/** Every root of `f` over [low, high]: sign changes on an even grid, each refined by bisection. */
function roots(f: (x: number) => number, low: number, high: number, integer: boolean, scanSteps: number): number[] {
  const found: number[] = [];
  const steps = integer ? Math.min(scanSteps, Math.max(1, Math.round(high - low))) : scanSteps;
  let previousX = low;
  let previous = f(low);
  if (previous === 0) found.push(low);
  for (let step = 1; step <= steps; step += 1) {
    const x = integer ? Math.round(low + ((high - low) * step) / steps) : low + ((high - low) * step) / steps;
    const y = f(x);
    if (y === 0) found.push(x);
    else if (Number.isFinite(previous) && Number.isFinite(y) && previous !== 0 && Math.sign(y) !== Math.sign(previous)) {
      found.push(integer ? (Math.abs(previous) < Math.abs(y) ? previousX : x) : bisect(f, previousX, x, previous));
    }
    previousX = x;
    previous = y;
  }
  return found;
}

function bisect(f: (x: number) => number, low: number, high: number, fLow: number): number {
  let a = low;
  let b = high;
  let fa = fLow;
  for (let i = 0; i < BISECTION_STEPS && b - a > Math.abs(b) * 1e-15; i += 1) {
    const middle = (a + b) / 2;
    const fm = f(middle);
    if (fm === 0) return middle;
    if (Math.sign(fm) === Math.sign(fa)) {
      a = middle;
      fa = fm;
    } else {
      b = middle;
    }
  }
  return (a + b) / 2;
}

/**
 * Runs a calculator the other way round: `raw.solve` names an input, and one of the outputs it can be solved from
 * is given instead of it. The input comes from the definition's closed form, or else from the roots of the known
 * output over the input's domain.
 * @param definition - a calculator whose `solvable` lists the input
 * @param raw - the other inputs, `solve` and the known output
 * @returns the result for the completed inputs, with the solved input as `value` (and in `details`)
 * @throws CalculatorInputError `not_solvable` (field `solve`), `required` (the known output missing), `no_solution`
 * when no value or more than one value of the input's domain gives the known output
 * @example
 * solveWith(loan, { solve: 'loanAmount', monthlyPayment: 308.77, interestRate: 7, loanTenure: 3 }).value; // 9999.97...
 */
export function solveWith(definition: Definition, raw: RawInputs): CalculationResult {
  const name = String(raw['solve']).trim();
  const spec = definition.inputs.find((input) => input.name === name);
  const solvable = definition.solvable?.[name];
  if (!spec || !solvable || (spec.type !== 'number' && spec.type !== 'duration')) {
    throw new CalculatorInputError('not_solvable', messages.notSolvable(name), 'solve');
  }
  const known = solvable.from.find((output) => !isEmptyInput(raw[output]));
  if (known === undefined) {
    const first = solvable.from[0] ?? name;
    throw new CalculatorInputError('required', messages.required(labelOf(definition, first)), first);
  }
  const target = knownValue(definition, raw, known);
  const others = definition.inputs.map((input) => (input.name === name ? { ...input, required: false } : input));
  const valid = validateInputs(others, { ...raw, [name]: undefined });
  const solved = solvedValue(definition, valid, spec, known, target, solvable.closedForm);
  const result = definition.compute({ ...valid, [name]: solved } as never);
  // An output of the input's own name (pace's `time`, the duration string of the seconds solved for) stays as it is.
  const details = Object.hasOwn(result.details, name) ? result.details : { ...result.details, [name]: solved };
  return { ...result, value: solved, unit: spec.type === 'duration' ? 's' : spec.unit, details };
}

function solvedValue(
  definition: Definition,
  valid: ValidInputs,
  spec: SolvableSpec,
  known: string,
  target: number,
  closedForm: ((inputs: never, known: string, value: number) => number) | undefined,
): number {
  const noSolution = () => new CalculatorInputError('no_solution', messages.noSolution(spec.label, labelOf(definition, known)), known);
  const low = spec.type === 'number' ? (spec.min ?? 0) : 0;
  const high = spec.type === 'number' ? (spec.max ?? DEFAULT_MAX) : DEFAULT_MAX;
  const measured = measuredOutput(definition, known);
  if (closedForm) {
    const x = closedForm(valid as never, known, target);
    if (!Number.isFinite(x) || x < low || x > high || !reproduces(outputAt(definition, valid, spec, measured, x), target)) throw noSolution();
    return x;
  }
  // A sign change can also be a jump of the output (a discontinuity), which no value reaches: keep true roots only.
  const integer = spec.type === 'number' && spec.integer === true;
  const monotonic = definition.properties?.some((property) => property.output === known && property.input === spec.name) ?? false;
  const found = roots((x) => outputAt(definition, valid, spec, measured, x) - target, low, high, integer, monotonic ? MONOTONIC_SCAN_STEPS : SOLVE_SCAN_STEPS)
    .filter((x) => integer || reproduces(outputAt(definition, valid, spec, measured, x), target, ROOT_TOLERANCE));
  if (found.length === 0) throw noSolution();
  if (found.length > 1) {
    throw new CalculatorInputError('no_solution', messages.moreThanOneSolution(spec.label, labelOf(definition, known)), known);
  }
  return found[0] as number;
}
