import { calculatorCodeLoaders, type CalculatorCode } from '@calchub/catalogue';

/**
 * A calculator's code (the engine's formula and the catalogue's whole definition, one chunk), for the loaders of the
 * worked steps and insights of calculators described in one definition.
 * @param slug - the calculator
 * @returns its code
 * @throws Error for a slug the catalogue does not list
 * @example
 * (await loadCalculatorCode('sales-tax')).calculator.slug; // 'sales-tax'
 */
export function loadCalculatorCode(slug: string): Promise<CalculatorCode> {
  const load = calculatorCodeLoaders[slug];
  if (!load) return Promise.reject(new Error(`No calculator "${slug}"`));
  return load();
}
