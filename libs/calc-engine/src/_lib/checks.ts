import { CalculatorInputError } from '../errors/calculator-input-error.js';
import { messages } from '../errors/messages.js';

/** The part of an input spec a check needs to name the field. */
interface Field {
  readonly name: string;
  readonly label: string;
}

/** Throws `out_of_domain` unless `value` > 0 (amounts, heights, terms). */
export function assertPositive(value: number, field: Field): void {
  if (!(value > 0)) throw new CalculatorInputError('out_of_domain', messages.greaterThanZero(field.label), field.name);
}

/** Throws `out_of_domain` when `value` < 0 (rates, fees, optional amounts). */
export function assertNotNegative(value: number, field: Field): void {
  if (value < 0) throw new CalculatorInputError('out_of_domain', messages.notNegative(field.label), field.name);
}

/** Throws `out_of_domain` when `value` > `max`. */
export function assertAtMost(value: number, max: number, field: Field): void {
  if (value > max) throw new CalculatorInputError('out_of_domain', messages.atMost(field.label, max), field.name);
}

/** Throws `out_of_domain` when `value` < `min`. */
export function assertAtLeast(value: number, min: number, field: Field): void {
  if (value < min) throw new CalculatorInputError('out_of_domain', messages.atLeast(field.label, min), field.name);
}

/** Throws `inconsistent` with a message of the caller's (a logical impossibility between inputs). */
export function inconsistent(message: string, field?: Field): never {
  throw new CalculatorInputError('inconsistent', message, field?.name);
}
