/**
 * The check every calculator test runs over its published reference values: each one through `calculate`, every
 * expected output to its stated number of decimals, every exact output equal.
 */
import { expect, it } from 'vitest';
import { calculate } from '../src/index.js';
import type { ReferenceValue } from '../src/reference-value.js';

/**
 * Declares one test per reference value of a calculator.
 * @param slug - the calculator
 * @param references - its reference values
 */
export function itMatchesReferenceValues(slug: string, references: readonly ReferenceValue[]): void {
  it.each(references)('matches the reference value "$name" ($source)', ({ inputs, expected, decimals, exact = {} }) => {
    const { details } = calculate(slug, inputs);
    for (const [output, value] of Object.entries(expected)) expect(details[output], output).toBeCloseTo(value, decimals);
    for (const [output, value] of Object.entries(exact)) expect(details[output], output).toBe(value);
  });
}
