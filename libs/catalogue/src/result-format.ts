import { calculators, type CalculationResult } from '@calchub/calc-engine';
import { formatQuantity } from './format.js';
import type { CalculatorDefinition } from './types.js';

/** Unit of a calculator's primary output, as the engine declares it. */
export function primaryUnit(slug: string): string | undefined {
  const info = calculators.find((calculator) => calculator.slug === slug);
  return info?.outputs.find((output) => output.name === info.primary)?.unit;
}

/**
 * The primary result as every page shows it: locale-formatted with the calculator's precision and unit.
 * Example cards, the result panel, copy and share texts all use this, so they always agree.
 * @example
 * formatResult(loanDefinition, calculate('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 })); // '$308.77'
 */
export function formatResult(definition: CalculatorDefinition, result: CalculationResult): string {
  return formatQuantity(result.value, primaryUnit(definition.slug) ?? result.unit, definition.resultDecimals);
}
