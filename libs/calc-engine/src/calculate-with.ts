import { runCalculator } from './_lib/define-calculator.js';
import { CalculatorInputError } from './errors/calculator-input-error.js';
import type { CalculationResult, CalculatorDefinition, RawInputs } from './types.js';

/** Result of {@link tryCalculate} and {@link tryCalculateWith}: a result, or the input error that prevented it. */
export type CalculationOutcome =
  | { readonly ok: true; readonly result: CalculationResult }
  | { readonly ok: false; readonly error: CalculatorInputError };

/**
 * Runs one calculator, given as its definition (from {@link calculatorLoaders} or a named export such as `loan`), on
 * raw inputs: numbers, numeric strings, ISO dates; empty optional inputs take their defaults.
 * @param calculator - the calculator's definition
 * @param inputs - input name to value
 * @returns the primary `value`, every output in `details`, and a chart or schedule where the calculator has one
 * @throws CalculatorInputError for invalid input, with `code` and `field`
 * @example
 * calculateWith(loan, { loanAmount: 10000, interestRate: 7, loanTenure: 3 }).value; // 308.770969...
 */
export function calculateWith(calculator: CalculatorDefinition<never>, inputs: RawInputs): CalculationResult {
  return runCalculator(calculator as never, inputs) as CalculationResult;
}

/**
 * Like {@link calculateWith}, but returns the input error instead of throwing it.
 * @param calculator - the calculator's definition
 * @param inputs - input name to value
 * @returns `{ ok: true, result }` or `{ ok: false, error }`
 * @example
 * tryCalculateWith(bmi, { weight: 70, height: 0 }); // { ok: false, error: { field: 'height', code: 'out_of_domain' } }
 */
export function tryCalculateWith(calculator: CalculatorDefinition<never>, inputs: RawInputs): CalculationOutcome {
  try {
    return { ok: true, result: calculateWith(calculator, inputs) };
  } catch (error) {
    if (error instanceof CalculatorInputError) return { ok: false, error };
    throw error;
  }
}
