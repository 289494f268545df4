/** Decimals shown for a unit when a calculator does not say otherwise (libs/calc-engine/docs/formulas.md). */
export function defaultDecimals(unit: string | undefined): number {
  if (!unit) return 2;
  // Whole kilocalories, beats, millilitres, grams and counts; litres keep their decimals.
  if (/kcal|bpm|\bml\b|^g\b|^g\/|steps|units|days|weeks/i.test(unit)) return 0;
  return 2;
}

/**
 * Formats a number for people: thousands separators, at most `decimals` decimals (money always exactly 2).
 * @param value - the unrounded number
 * @param decimals - decimals to show
 * @param money - always show exactly `decimals` decimals
 * @returns the number as text in US English
 * @example
 * formatNumber(1234.5678, 2); // '1,234.57'
 */
export function formatNumber(value: number, decimals: number, money = false): string {
  const rounded = Object.is(Math.round(value * 10 ** decimals) / 10 ** decimals, -0) ? 0 : value;
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: money ? decimals : 0,
    maximumFractionDigits: decimals,
  }).format(rounded);
}

/**
 * Formats a value with its unit: money as "$1,234.56" (with any rate suffix: "$1,234.56/month"), percentages as
 * "12.5%", other units after the number ("24.22 kg/m²"). Strings (dates, grades, "never") pass through unchanged.
 * @param value - number or string from the engine
 * @param unit - the engine's unit ("$", "$/month", "%", "kcal/day"...)
 * @param decimals - decimals to show (default: by unit)
 * @returns display text
 * @example
 * formatQuantity(308.770969, '$'); // '$308.77'
 * formatQuantity(24.2215, 'kg/m²'); // '24.22 kg/m²'
 */
export function formatQuantity(value: number | string, unit?: string, decimals?: number): string {
  if (typeof value === 'string') return value;
  const places = decimals ?? defaultDecimals(unit);
  if (unit?.startsWith('$')) {
    const sign = value < 0 && formatNumber(Math.abs(value), 2, true) !== '0.00' ? '-' : '';
    const amount = `${sign}$${formatNumber(Math.abs(value), decimals ?? 2, true)}`;
    const rest = unit.slice(1).trim();
    if (!rest) return amount;
    return rest.startsWith('/') ? `${amount}/${rest.slice(1).trim()}` : `${amount} ${rest}`;
  }
  if (unit === '%') return `${formatNumber(value, places)}%`;
  return unit ? `${formatNumber(value, places)} ${unit}` : formatNumber(value, places);
}

/**
 * A readable label from an output name, for outputs without their own label.
 * @example
 * labelFromName('totalInterest'); // 'Total interest'
 */
export function labelFromName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
