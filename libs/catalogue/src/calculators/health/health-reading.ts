import { formatNumber } from '../../format.js';
import { fromMetric } from '../../units.js';

/**
 * A body weight in kilograms with pounds beside it, so readers in either system can use it.
 * @param kg - kilograms, unrounded
 * @returns "73 kg (160.9 lb)"
 * @example
 * kilogramsAndPounds(73); // '73 kg (160.9 lb)'
 */
export function kilogramsAndPounds(kg: number): string {
  return `${formatNumber(kg, 1)} kg (${formatNumber(fromMetric('mass', kg), 1)} lb)`;
}

/**
 * A range of body weights in kilograms with pounds beside it.
 * @param lowKg - lower end, kg
 * @param highKg - upper end, kg
 * @returns "58.5–78.7 kg (128.9–173.5 lb)"
 * @example
 * kilogramRange(58.4838, 78.716); // '58.5–78.7 kg (128.9–173.5 lb)'
 */
export function kilogramRange(lowKg: number, highKg: number): string {
  const kg = `${formatNumber(lowKg, 1)}–${formatNumber(highKg, 1)} kg`;
  const lb = `${formatNumber(fromMetric('mass', lowKg), 1)}–${formatNumber(fromMetric('mass', highKg), 1)} lb`;
  return `${kg} (${lb})`;
}
