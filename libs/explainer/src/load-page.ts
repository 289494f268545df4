import { calculatorPageLoaders, type CalculatorPageParts } from '@calchub/catalogue';

/**
 * A calculator's page parts (its catalogue definition and engine formula, one chunk), for the loaders of the worked
 * steps and insights of calculators described in one definition.
 * @param slug - the calculator
 * @returns its parts
 * @throws Error for a slug the catalogue does not list
 * @example
 * (await loadPage('sales-tax')).calculator.slug; // 'sales-tax'
 */
export function loadPage(slug: string): Promise<CalculatorPageParts> {
  const load = calculatorPageLoaders[slug];
  if (!load) return Promise.reject(new Error(`No calculator page "${slug}"`));
  return load();
}
