import { durationText, type CalculationResult, type CalculatorShape } from '@calchub/calc-engine';
import { formatQuantity, outputPrecision, resultPrecision } from './format.js';
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

/**
 * What an example card says of its result: "Result: " and the result as every page shows it. A generator's card gives
 * instead the first of its outputs that follow from the inputs ("Possible values: 49"): a draw on a card would be
 * frozen in the page, and opening the card draws another.
 * @param definition - the calculator's page definition
 * @param calculator - its outputs, and which of them are drawn at random
 * @param result - the example's result
 * @param format - the visitor's number format
 * @returns the card's line
 * @example
 * exampleCardText(loanDefinition, loan, calculate('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 })); // 'Result: $308.77'
 */
export function exampleCardText(
  definition: Pick<CalculatorDefinition, 'resultDecimals' | 'resultSignificantDigits' | 'solvesDuration' | 'outputLabels'>,
  calculator: Pick<CalculatorShape, 'outputs' | 'drawn'>,
  result: CalculationResult,
  format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT,
): string {
  const drawn = calculator.drawn?.outputs;
  const steady = drawn && calculator.outputs.find((output) => !drawn.includes(output.name));
  if (!steady) return `Result: ${formatResult(definition, result, format)}`;
  const label = definition.outputLabels?.[steady.name] ?? steady.label ?? steady.name;
  return `${label}: ${formatQuantity(result.details[steady.name] ?? '', steady.unit, outputPrecision(steady), format)}`;
}
