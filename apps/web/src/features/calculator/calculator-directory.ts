import { calculatorPageLoaders, type CalculatorPageParts } from '@calchub/catalogue';

/**
 * Every calculator's page chunk, by slug: a chunk of its own, loaded only when the visitor goes from one page to a
 * calculator whose page was not the one sent (see calculator-page-parts.ts).
 * @param slug - the calculator's slug
 * @returns its definition and formula, or undefined when no calculator has this slug
 */
export function loadCalculatorPage(slug: string): Promise<CalculatorPageParts | undefined> {
  // Own keys only: "constructor" is no calculator.
  const load = Object.hasOwn(calculatorPageLoaders, slug) ? calculatorPageLoaders[slug] : undefined;
  return load ? load() : Promise.resolve(undefined);
}
