import type { CalculatorDefinition, DetailValue } from '../types.js';

/**
 * The details of a result that follow from its inputs: all of them, but a generator's outputs drawn at random (its
 * numbers, passwords or rolls), which no second calculation repeats. What a test, an example check or a cache may
 * compare.
 * @param calculator - the calculator, or its shape
 * @param details - a result's details
 * @returns the details without the drawn outputs
 * @example
 * deterministicDetails(diceRoller, { total: 11, rolls: '5, 6', expectedTotal: 7 }); // { expectedTotal: 7 }
 */
export function deterministicDetails(
  calculator: Pick<CalculatorDefinition<never>, 'drawn'>,
  details: Readonly<Record<string, DetailValue>>,
): Record<string, DetailValue> {
  const drawn = new Set(calculator.drawn?.outputs ?? []);
  return Object.fromEntries(Object.entries(details).filter(([name]) => !drawn.has(name)));
}
