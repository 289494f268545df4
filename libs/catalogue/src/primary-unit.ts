import { calculators } from '@calchub/calc-engine';

/**
 * Unit of a calculator's primary output, as the engine declares it (undefined where it depends on the inputs, as
 * for percentage). It reads the engine's whole list: pages format with {@link formatResult} instead.
 * @param slug - short slug
 * @returns the unit text, such as `$` or `kg/m²`
 * @example
 * primaryUnit('loan'); // '$'
 */
export function primaryUnit(slug: string): string | undefined {
  const info = calculators.find((calculator) => calculator.slug === slug);
  return info?.outputs.find((output) => output.name === info.primary)?.unit;
}
