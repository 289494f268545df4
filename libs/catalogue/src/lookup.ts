import { calculate, type CalculationResult } from '@calchub/calc-engine';
import { categories } from './categories.js';
import { calculatorDefinitions } from './calculators/index.js';
import type { CalculatorDefinition, CalculatorExample, CategoryId } from './types.js';

/**
 * The canonical page address of a calculator.
 * @param slug - the short slug
 * @returns `/calculator/<slug>`
 * @example
 * calculatorPath('car-loan'); // '/calculator/car-loan'
 */
export function calculatorPath(slug: string): string {
  return `/calculator/${slug}`;
}

/**
 * The calculators of one category, in catalogue order.
 * @param category - `finance`, `health`, `education` or `business`
 * @returns their definitions (empty for a category with none)
 * @example
 * calculatorsInCategory('finance')[0]?.slug; // 'mortgage'
 */
export function calculatorsInCategory(category: CategoryId): CalculatorDefinition[] {
  return calculatorDefinitions.filter((definition) => definition.category === category);
}

/**
 * How many calculators each category holds, counted from the catalogue (never claimed by hand).
 * @returns a count for every category, 0 included
 * @example
 * categoryCounts().finance; // 13
 */
export function categoryCounts(): Record<CategoryId, number> {
  const counts = Object.fromEntries(categories.map((category) => [category.id, 0])) as Record<CategoryId, number>;
  for (const definition of calculatorDefinitions) counts[definition.category] += 1;
  return counts;
}

/**
 * Computes a worked example with the engine: example cards show this, so a card always equals what clicking
 * it produces.
 * @param definition - the calculator the example belongs to
 * @param example - its inputs (in the engine's units) and description
 * @returns the engine's result
 * @throws CalculatorInputError when the example's inputs are invalid
 * @example
 * const loan = calculatorDefinitions.find((definition) => definition.slug === 'loan')!;
 * computeExample(loan, loan.examples[0]!).value; // 308.770969... (10000 at 7% for 3 years)
 */
export function computeExample(definition: CalculatorDefinition, example: CalculatorExample): CalculationResult {
  return calculate(definition.slug, example.inputs);
}
