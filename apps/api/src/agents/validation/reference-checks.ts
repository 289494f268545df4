import type { ReferenceValue } from '@calchub/calc-engine/reference-values';
import type { CalculateFunction } from './calculate-function.js';
import { shownNumber, type CheckOutcome, type ValidationFailure } from './validation-report.js';

/** Why an output misses its reference figure, or undefined when it meets it (as the engine's own tests judge it). */
function numericMiss(actual: unknown, expected: number, decimals: number): string | undefined {
  if (typeof actual === 'number' && Math.abs(actual - expected) < 10 ** -decimals / 2) return undefined;
  const off = typeof actual === 'number' && Number.isFinite(actual) ? ` (off by ${Math.abs(actual - expected).toPrecision(2)})` : '';
  return `gave ${shownNumber(actual, decimals)}, expected ${shownNumber(expected, decimals)}${off}`;
}

function exactMiss(actual: unknown, expected: number | string): string | undefined {
  return actual === expected ? undefined : `gave ${shownNumber(actual)}, expected ${shownNumber(expected)}`;
}

/**
 * Runs every calculator's published reference values through the engine: each reference value is one check, which
 * fails when an output differs from its figure by half a unit of the last stated decimal or more (exact outputs must
 * be equal), or when the engine refuses the inputs.
 * @param referenceValues - the reference values by calculator slug (`@calchub/calc-engine/reference-values`)
 * @param calculate - the engine's `calculate`
 * @param primaryOutputs - each calculator's primary output, named in messages only when another output misses
 * @returns how many reference values the engine met, and a failure naming each one it missed
 * @example
 * checkReferenceValues(referenceValues, calculate, new Map([['loan', 'monthlyPayment']])).failures;
 * // [] ; with a wrong figure: "loan reference value 'Excel PMT 10,000 at 7% over 3 years' gave 308.77, expected 308.80 (off by 0.029)"
 */
export function checkReferenceValues(
  referenceValues: Readonly<Record<string, readonly ReferenceValue[]>>,
  calculate: CalculateFunction,
  primaryOutputs: ReadonlyMap<string, string>,
): CheckOutcome {
  let passed = 0;
  const failures: ValidationFailure[] = [];
  for (const [calculator, references] of Object.entries(referenceValues)) {
    for (const reference of references) {
      const label = `${calculator} reference value '${reference.name}'`;
      let details: Readonly<Record<string, unknown>>;
      try {
        details = calculate(calculator, reference.inputs).details;
      } catch (error) {
        failures.push({ check: 'reference value', calculator, message: `${label} was refused: ${(error as Error).message}` });
        continue;
      }
      const misses = [
        ...Object.entries(reference.expected).map(([output, value]) => [output, numericMiss(details[output], value, reference.decimals)] as const),
        ...Object.entries(reference.exact ?? {}).map(([output, value]) => [output, exactMiss(details[output], value)] as const),
      ].filter((miss): miss is readonly [string, string] => miss[1] !== undefined);
      if (misses.length === 0) {
        passed += 1;
        continue;
      }
      const primary = primaryOutputs.get(calculator);
      const said = misses.map(([output, miss]) => (output === primary ? miss : `${output} ${miss}`)).join(', ');
      failures.push({ check: 'reference value', calculator, message: `${label} ${said}` });
    }
  }
  return { passed, failures };
}
