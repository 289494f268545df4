import { DEFAULT_NUMBER_FORMAT, NUMBER_STYLES, type NumberFormatChoice } from './number-format.js';

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
 * @param format - the visitor's separators (default: US English)
 * @returns the number as text
 * @example
 * formatNumber(1234.5678, 2); // '1,234.57'
 * formatNumber(1234.5678, 2, false, { locale: 'de-DE', currency: 'EUR' }); // '1.234,57'
 */
export function formatNumber(value: number, decimals: number, money = false, format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT): string {
  const places = Math.min(MAX_FRACTION_DIGITS, decimals);
  const rounded = Object.is(Math.round(value * 10 ** places) / 10 ** places, -0) ? 0 : value;
  return new Intl.NumberFormat(format.locale, {
    minimumFractionDigits: money ? places : 0,
    maximumFractionDigits: places,
  }).format(rounded);
}

/** The most decimals Intl.NumberFormat takes on every runtime we serve from (Node 20 refuses 21; newer ones take 100). */
const MAX_FRACTION_DIGITS = 20;

/** Significant digits a number is shown with, whatever its size (a scientific calculator's 12). */
export interface SignificantDigits {
  readonly significantDigits: number;
}

/** How a number is shown: with at most this many decimals, or with significant digits. */
export type Precision = number | SignificantDigits;

/** Below this size (and above 0) a number shown with significant digits is written with a power of ten. */
const SMALLEST_PLAIN = 1e-6;

/**
 * The precision an output declares: its significant digits where it gives them, else its decimals (or none).
 * @example
 * outputPrecision({ significantDigits: 12 }); // { significantDigits: 12 }
 * outputPrecision({ decimals: 4 }); // 4
 */
export function outputPrecision(output: { readonly decimals?: number; readonly significantDigits?: number } | undefined): Precision | undefined {
  return output?.significantDigits === undefined ? output?.decimals : { significantDigits: output.significantDigits };
}

/**
 * How the primary result is shown: its significant digits where the calculator gives them (a scientific
 * calculator's 12), else its decimals (or the unit's default).
 * @example
 * resultPrecision({ resultSignificantDigits: 12 }); // { significantDigits: 12 }
 */
export function resultPrecision(definition: { readonly resultDecimals?: number; readonly resultSignificantDigits?: number }): Precision | undefined {
  return definition.resultSignificantDigits === undefined ? definition.resultDecimals : { significantDigits: definition.resultSignificantDigits };
}

/**
 * The decimals that show `value` to `digits` significant digits in plain notation (0 for a number of `digits` whole
 * digits or more), so that a text listing numbers with fixed decimals can write it as the result panel does.
 * @example
 * decimalsForSignificant(2401077.2220695773, 12); // 5
 * decimalsForSignificant(0.49999999999999994, 12); // 12
 * decimalsForSignificant(1.8e-10, 12); // 20, the most a number format takes
 */
export function decimalsForSignificant(value: number, digits: number): number {
  const rounded = Number(value.toPrecision(digits));
  if (rounded === 0 || !Number.isFinite(rounded)) return 0;
  return Math.min(MAX_FRACTION_DIGITS, Math.max(0, digits - 1 - Math.floor(Math.log10(Math.abs(rounded)))));
}

/**
 * Formats a number to `digits` significant digits without trailing zeros: 0.1 + 0.2 reads 0.3, and negative zero
 * reads 0. A number too large to show its whole part in that many digits, or below 0.000001, is written with a
 * power of ten (1.5e21, 2.5e-7), as a calculator's display does and as an expression can be typed back.
 * @param value - the unrounded number
 * @param digits - significant digits to show (1 to 17)
 * @param format - the visitor's separators (default: US English)
 * @returns the number as text
 * @example
 * formatSignificant(0.1 + 0.2, 12); // '0.3'
 * formatSignificant(98.6 ** 3.2, 12); // '2,401,077.22207'
 * formatSignificant(1.5e21, 12); // '1.5e21'
 */
export function formatSignificant(value: number, digits: number, format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT): string {
  const rounded = Number(value.toPrecision(digits));
  if (rounded === 0) return new Intl.NumberFormat(format.locale).format(0);
  const size = Math.abs(rounded);
  if (Number.isFinite(rounded) && (size >= 10 ** digits || size < SMALLEST_PLAIN)) {
    const [mantissa = '', exponent = ''] = rounded.toExponential(digits - 1).split('e');
    const shown = new Intl.NumberFormat(format.locale, { maximumFractionDigits: digits - 1 }).format(Number(mantissa));
    return `${shown}e${Number(exponent)}`;
  }
  return new Intl.NumberFormat(format.locale, { maximumSignificantDigits: digits }).format(rounded);
}

/**
 * An amount of money in the visitor's currency, the symbol where the format's locale puts it ("$1,234.56",
 * "1.234,56 €", "CHF 1’234.56"), with the currency's own decimals (none for yen) unless `decimals` says otherwise.
 * A negative amount that rounds to zero shows no sign.
 * @example
 * formatMoney(-1234.5, undefined, { locale: 'de-DE', currency: 'EUR' }); // '-1.234,50 €'
 */
export function formatMoney(value: number, decimals?: number, format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT): string {
  const currency = { style: 'currency', currency: format.currency } as const;
  const places = decimals ?? new Intl.NumberFormat('en-US', currency).resolvedOptions().maximumFractionDigits ?? 2;
  const amount = new Intl.NumberFormat(format.locale, { ...currency, minimumFractionDigits: places, maximumFractionDigits: places });
  const rounded = Math.round(Math.abs(value) * 10 ** places) / 10 ** places;
  return `${value < 0 && rounded !== 0 ? '-' : ''}${amount.format(Math.abs(value))}`;
}

/**
 * The symbol of the visitor's currency as their format writes it, for a money field's prefix.
 * @example
 * currencySymbol({ locale: 'de-DE', currency: 'EUR' }); // '€'
 */
export function currencySymbol(format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT): string {
  const parts = new Intl.NumberFormat(format.locale, { style: 'currency', currency: format.currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? format.currency;
}

/**
 * Formats a value with its unit: money as "$1,234.56" (with any rate suffix: "$1,234.56/month") in the visitor's
 * currency, percentages as "12.5%", other units after the number ("24.22 kg/m²"). Strings (dates, grades, "never")
 * pass through unchanged.
 * @param value - number or string from the engine
 * @param unit - the engine's unit ("$", "$/month", "%", "kcal/day"...): "$" stands for money in any currency
 * @param decimals - decimals to show (default: by unit), or significant digits (`{ significantDigits: 12 }`)
 * @param format - the visitor's separators and currency (default: US English, US dollars)
 * @returns display text
 * @example
 * formatQuantity(308.770969, '$'); // '$308.77'
 * formatQuantity(308.770969, '$/month', undefined, { locale: 'de-DE', currency: 'EUR' }); // '308,77 €/month'
 * formatQuantity(24.2215, 'kg/m²'); // '24.22 kg/m²'
 */
export function formatQuantity(value: number | string, unit?: string, decimals?: Precision, format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT): string {
  if (typeof value === 'string') return value;
  const places = typeof decimals === 'object' ? decimalsForSignificant(value, decimals.significantDigits) : decimals;
  if (unit?.startsWith('$')) {
    const amount = formatMoney(value, places, format);
    const rest = unit.slice(1).trim();
    if (!rest) return amount;
    return rest.startsWith('/') ? `${amount}/${rest.slice(1).trim()}` : `${amount} ${rest}`;
  }
  const number = typeof decimals === 'object'
    ? formatSignificant(value, decimals.significantDigits, format)
    : formatNumber(value, places ?? defaultDecimals(unit), false, format);
  if (unit === '%') return `${number}%`;
  return unit ? `${number} ${/^-?1$/.test(number) && COUNTED_UNIT.test(unit) ? unit.slice(0, -1) : unit}` : number;
}

/** Units that count things, whose one is written in the singular: "1 day", not "1 days". */
const COUNTED_UNIT = /^(year|month|week|day|hour|minute|payment|unit|credit|bag|bundle|square|point|ton|liter|degree|acre)s$/;

// "$1,234.56" or "-$5" (a sign before the symbol, not a hyphen after a word: "$5-$10"), or a grouped or decimal number ("12,500", "24.22"). Whole
// numbers without a separator ("2030", "36") read the same in every format and are left alone.
const US_NUMBERS_IN_TEXT = /(?:(?<![\w.])(-))?\$(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+/g;

/**
 * A sentence written in US format (an interpretation, a worked step) with its numbers and dollar amounts rewritten
 * in the visitor's format, keeping their decimals. The words do not change.
 * @example
 * numbersInFormat('Pay $1,234.5 over 2.5 years', { locale: 'de-DE', currency: 'EUR' }); // 'Pay 1.234,50 € over 2,5 years'
 */
export function numbersInFormat(text: string, format: NumberFormatChoice): string {
  if (format.locale === DEFAULT_NUMBER_FORMAT.locale && format.currency === DEFAULT_NUMBER_FORMAT.currency) return text;
  const { decimal } = NUMBER_STYLES[format.locale];
  return text.replace(US_NUMBERS_IN_TEXT, (match, sign: string | undefined, whole: string | undefined, cents: string | undefined) => {
    if (whole !== undefined) {
      const amount = Number(`${whole.replaceAll(',', '')}.${cents ?? '0'}`);
      return formatMoney(sign ? -amount : amount, cents === undefined ? 0 : undefined, format);
    }
    const [integer = '', fraction] = match.split('.');
    const grouped = formatNumber(Number(integer.replaceAll(',', '')), 0, false, format);
    return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
  });
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
