import { calculate, type CalculationResult } from '@calchub/calc-engine';
import { categories } from './categories.js';
import { calculatorDefinitions } from './calculators/index.js';
import type { CalculatorDefinition, CalculatorExample, CategoryId } from './types.js';

/** The suffix the original site's long slugs carry (`/bmi-calculator`); every short slug also answers with it. */
const LONG_SLUG_SUFFIX = '-calculator';

let bySlugOrAlias: Map<string, CalculatorDefinition> | undefined;

function index(): Map<string, CalculatorDefinition> {
  if (!bySlugOrAlias) {
    bySlugOrAlias = new Map();
    for (const definition of calculatorDefinitions) {
      for (const name of [definition.slug, ...definition.aliases]) bySlugOrAlias.set(name, definition);
    }
  }
  return bySlugOrAlias;
}

/**
 * Finds a calculator by its short slug, one of its aliases, or either with the "-calculator" suffix that the
 * original site's links use. Case and surrounding spaces do not matter.
 * @param slugOrAlias - `mortgage`, `mortgage-calculator`, `house-payment`, `bmi-calculator`...
 * @returns the definition, or undefined when no calculator answers to the name
 * @example
 * findCalculator('mortgage-calculator')?.slug; // 'mortgage'
 * findCalculator('refi')?.slug; // 'refinance'
 */
export function findCalculator(slugOrAlias: string): CalculatorDefinition | undefined {
  const name = slugOrAlias.trim().toLowerCase();
  const found = index().get(name);
  if (found || !name.endsWith(LONG_SLUG_SUFFIX)) return found;
  return index().get(name.slice(0, -LONG_SLUG_SUFFIX.length));
}

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
 * const loan = findCalculator('loan')!;
 * computeExample(loan, loan.examples[0]!).value; // 308.770969... (10000 at 7% for 3 years)
 */
export function computeExample(definition: CalculatorDefinition, example: CalculatorExample): CalculationResult {
  return calculate(definition.slug, example.inputs);
}
