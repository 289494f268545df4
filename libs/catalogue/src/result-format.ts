import { durationText, type CalculationResult } from '@calchub/calc-engine';
import { formatQuantity, resultPrecision } from './format.js';
import { DEFAULT_NUMBER_FORMAT, type NumberFormatChoice } from './number-format.js';
import type { CalculatorDefinition } from './types.js';

/**
 * The primary result as every page shows it: locale-formatted with the calculator's precision (decimals or significant digits) and the unit the
 * engine gives the result (a test holds it equal to the engine's declared {@link primaryUnit} wherever one is declared).
 * Example cards, the result panel, copy and share texts all use this, so they always agree. It needs neither the
 * engine's list nor the catalogue's, so a page that formats one calculator's result loads only that calculator.
 * `format` is the visitor's number format and currency (default: US English, US dollars). A duration solved for (a
 * result in seconds where the calculator solves a duration) reads as a stopwatch does, `3:30:16`.
 * @example
 * formatResult(loanDefinition, calculate('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 })); // '$308.77'
 */
export function formatResult(
  definition: Pick<CalculatorDefinition, 'resultDecimals' | 'resultSignificantDigits' | 'solvesDuration'>,
  result: CalculationResult,
  format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT,
): string {
  if (definition.solvesDuration && result.unit === 's' && typeof result.value === 'number') return durationText(result.value);
  return formatQuantity(result.value, result.unit, resultPrecision(definition), format);
}
