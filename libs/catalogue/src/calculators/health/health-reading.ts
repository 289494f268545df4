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

/**
 * The ISO date a number of days before another, for dates the engine gives only as a distance.
 * @param iso - `YYYY-MM-DD`
 * @param days - days to go back (negative goes forward)
 * @returns `YYYY-MM-DD`, or undefined when `iso` is not a date
 * @example
 * daysBefore('2023-10-08', 221); // '2023-03-01'
 */
export function daysBefore(iso: string, days: number): string | undefined {
  const time = Date.parse(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || !Number.isFinite(time) || !Number.isFinite(days)) return undefined;
  return new Date(time - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * "1 week", "3 weeks": a count with its noun, singular or plural.
 * @param count - a whole number
 * @param noun - the singular noun
 * @returns the count and the noun
 * @example
 * plural(1, 'day'); // '1 day'
 */
export function plural(count: number, noun: string): string {
  return `${formatNumber(count, 0)} ${count === 1 ? noun : `${noun}s`}`;
}
