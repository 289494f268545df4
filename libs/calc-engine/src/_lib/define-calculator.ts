import type { CalculationResult, CalculatorDefinition, DetailValue, RawInputs } from '../types.js';
import { validateInputs } from './validate-inputs.js';

/** Declares a calculator with its input and output types checked against each other. */
export function defineCalculator<Input extends object, Details extends Record<string, DetailValue>>(
  definition: CalculatorDefinition<Input, Details>,
): CalculatorDefinition<Input, Details> {
  return definition;
}

/** Validates raw inputs against a definition, applies defaults, then computes. */
export function runCalculator<Input extends object, Details extends Record<string, DetailValue>>(
  definition: CalculatorDefinition<Input, Details>,
  raw: RawInputs | Input,
): CalculationResult<Details> {
  const valid = validateInputs(definition.inputs, raw as RawInputs);
  return definition.compute(valid as unknown as Input);
}
