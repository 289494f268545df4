import { calculateWith, tryCalculateWith, type CalculationOutcome } from './calculate-with.js';
import { solveWith } from './_lib/solve.js';
import { isEmptyInput } from './_lib/validate-inputs.js';
import { calculatorDefinitions } from './calculators/index.js';
import { CalculatorInputError } from './errors/calculator-input-error.js';
import { messages } from './errors/messages.js';
import type { CalculationResult, DrawnOutputs, InputSpec, MonotonicProperty, OutputSpec, RawInputs } from './types.js';

/** What the catalogue and the UI read about a calculator: its slug, inputs and outputs. */
export interface CalculatorInfo {
  readonly slug: string;
  readonly inputs: readonly InputSpec[];
  readonly outputs: readonly OutputSpec[];
  readonly primary: string;
  /** The properties its definition states (the payment rises with the rate), which the Validation Agent checks too. */
  readonly properties?: readonly MonotonicProperty[];
  /** The inputs it can solve for (`solve=<input>`), each with the outputs it is solved from. */
  readonly solvableFrom?: Readonly<Record<string, readonly string[]>>;
  /** A generator's outputs drawn at random on every calculation, and the words of its button that draws again. */
  readonly drawn?: DrawnOutputs;
}

/** Every calculator's slug, inputs (name, type, unit, required, default, limits) and outputs. */
export const calculators: readonly CalculatorInfo[] = calculatorDefinitions.map(
  ({ slug, inputs, outputs, primary, properties, solvable, drawn }) => ({
    slug, inputs, outputs, primary,
    ...(drawn ? { drawn } : {}),
    ...(properties ? { properties } : {}),
    ...(solvable ? { solvableFrom: Object.fromEntries(Object.entries(solvable).map(([name, { from }]) => [name, from])) } : {}),
  }),
);

export type CalculatorSlug = (typeof calculatorDefinitions)[number]['slug'];

const bySlug = new Map<string, (typeof calculatorDefinitions)[number]>(
  calculatorDefinitions.map((definition) => [definition.slug, definition]),
);

/**
 * Runs a calculator by its short slug on raw inputs (numbers, numeric strings, ISO dates; empty optional
 * inputs take their defaults). With `solve` among the inputs it solves the input named from a known output instead
 * ({@link solveWith}): `calculate('loan', { solve: 'loanAmount', monthlyPayment: 308.77, interestRate: 7, loanTenure: 3 })`.
 * @param slug - short slug: `loan`, `bmi`, `pregnancy-due-date`...
 * @param inputs - input name to value
 * @returns the primary `value`, every output in `details`, and a chart or schedule where the calculator has one
 * @throws CalculatorInputError for an unknown slug or invalid input, with `code` and `field`
 * @example
 * calculate('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 }).value; // 308.770969...
 */
export function calculate(slug: string, inputs: RawInputs): CalculationResult {
  const definition = bySlug.get(slug);
  if (!definition) throw new CalculatorInputError('unknown_calculator', messages.unknownCalculator(slug));
  if (!isEmptyInput(inputs['solve'])) return solveWith(definition as never, inputs);
  return calculateWith(definition as never, inputs);
}

/**
 * Like {@link calculate}, but returns the input error instead of throwing it.
 * @example
 * tryCalculate('bmi', { weight: 70, height: 0 }); // { ok: false, error: { field: 'height', code: 'out_of_domain' } }
 */
export function tryCalculate(slug: string, inputs: RawInputs): CalculationOutcome {
  const definition = bySlug.get(slug);
  if (!definition) return { ok: false, error: new CalculatorInputError('unknown_calculator', messages.unknownCalculator(slug)) };
  if (isEmptyInput(inputs['solve'])) return tryCalculateWith(definition as never, inputs);
  try {
    return { ok: true, result: solveWith(definition as never, inputs) };
  } catch (error) {
    if (error instanceof CalculatorInputError) return { ok: false, error };
    throw error;
  }
}
