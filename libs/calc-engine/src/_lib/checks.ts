import { CalculatorInputError } from '../errors/calculator-input-error.js';
import { messages } from '../errors/messages.js';

/** The part of an input spec a check needs to name the field. */
export interface Field {
  readonly name: string;
  readonly label: string;
}

/** Returns a method-specific input, or throws `required` when it is missing (Katch-McArdle body fat, hip...). */
export function requireInput<T>(value: T | undefined, field: Field): T {
  if (value === undefined) throw new CalculatorInputError('required', messages.required(field.label), field.name);
  return value;
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

/** Throws `out_of_domain` unless `value` is a whole number (days added to a date...). */
export function assertWholeNumber(value: number, field: Field): void {
  if (!Number.isInteger(value)) {
    throw new CalculatorInputError('out_of_domain', messages.notAWholeNumber(field.label), field.name);
  }
}

/** Throws `out_of_domain` unless `value` < `limit` (an upper bound the value may not reach). */
export function assertLessThan(value: number, limit: number, field: Field): void {
  if (!(value < limit)) {
    throw new CalculatorInputError('out_of_domain', messages.lessThan(field.label, String(limit)), field.name);
  }
}

/** Throws `out_of_domain` with a message of the caller's (a limit the generic checks cannot word). */
export function outOfDomain(message: string, field: Field): never {
  throw new CalculatorInputError('out_of_domain', message, field.name);
}

/**
 * Throws `out_of_domain`, blaming `field`, unless every number in `values` is finite: valid inputs so extreme
 * that a result overflows (a century of daily compounding at a huge rate) get a message instead of Infinity.
 */
export function assertComputable(values: Readonly<Record<string, unknown>>, field: Field): void {
  for (const value of Object.values(values)) {
    if (typeof value === 'number' && !Number.isFinite(value)) outOfDomain(messages.resultTooLarge(field.label), field);
  }
}

/** Throws `inconsistent` with a message of the caller's (a logical impossibility between inputs). */
export function inconsistent(message: string, field?: Field): never {
  throw new CalculatorInputError('inconsistent', message, field?.name);
}

/** Throws `out_of_domain` when `value` is 0 (a divisor: Y of "X is what % of Y"). */
export function assertNotZero(value: number, field: Field): void {
  if (value === 0) throw new CalculatorInputError('out_of_domain', messages.notZero(field.label), field.name);
}

/** Throws `required` with a message of the caller's (rows where at least one must be filled: GPA courses). */
export function nothingEntered(message: string, field: Field): never {
  throw new CalculatorInputError('required', message, field.name);
}

/** An input's value beside its spec, which carries its browser maximum. */
type Suspect = readonly [value: number, field: Field & { readonly max?: number }];

/**
 * Throws `out_of_domain` unless every number in `values` is finite, like {@link assertComputable}, but names the
 * input to blame: inputs within their browser limits never overflow a result, so it is the first of `suspects`
 * above its `max` (a rate of 1e306%, a price of 1e308), or else the last suspect.
 */
export function assertComputableBlaming(
  values: Readonly<Record<string, unknown>>,
  suspects: readonly [...Suspect[], Suspect],
): void {
  const beyond = suspects.find(([value, field]) => field.max !== undefined && value > field.max);
  const [, culprit] = beyond ?? (suspects[suspects.length - 1] as Suspect);
  assertComputable(values, culprit);
}
