// The browser's locale: the operator reads dates and numbers the way their system shows them.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const count = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' });

/**
 * An ISO date-time as the operator's locale shows it; the raw text when it is not a date.
 * @param iso - e.g. `2025-08-20T14:30:00.000Z`
 * @returns e.g. `Aug 20, 2025, 2:30 PM` in en-US (time in the browser's zone)
 * @example
 * formatDateTime('2025-08-20T14:30:00.000Z'); // 'Aug 20, 2025, 2:30 PM' in en-US at UTC
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/**
 * A 0-to-1 score as a whole percentage.
 * @param score - e.g. 0.874
 * @returns e.g. `87%`
 * @example
 * formatScore(0.874); // '87%'
 */
export function formatScore(score: number): string {
  return `${Math.round(score * 100)}%`;
}

/**
 * A percentage with at most one decimal.
 * @param value - a percentage, e.g. 85.26
 * @returns e.g. `85.3`
 * @example
 * formatPercent(85.26); // '85.3'
 */
export function formatPercent(value: number): string {
  return percent.format(value);
}

/**
 * A whole count with the locale's grouping.
 * @param value - e.g. 12500
 * @returns e.g. `12,500`
 * @example
 * formatCount(12500); // '12,500' in en-US
 */
export function formatCount(value: number): string {
  return count.format(value);
}

/**
 * An amount of US dollars.
 * @param value - e.g. 12.5
 * @returns e.g. `$12.50`
 * @example
 * formatUsd(12.5); // '$12.50' in en-US
 */
export function formatUsd(value: number): string {
  return usd.format(value);
}

// An explanation costs fractions of a cent: show up to six decimals, as the api stores them.
const cost = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 6 });

/**
 * A small amount of US dollars, with as many decimals as it needs up to six.
 * @param value - e.g. 0.000123
 * @returns e.g. `$0.000123`
 * @example
 * formatCostUsd(0.000123); // '$0.000123' in en-US
 * formatCostUsd(0); // '$0.00'
 */
export function formatCostUsd(value: number): string {
  return cost.format(value);
}
