import { DEFAULT_NUMBER_FORMAT, NUMBER_STYLES, type NumberFormatChoice } from './number-format.js';

/** A number typed with thousands separators: "12,500", "-1,234,567.5" (never "1,23"). */
const GROUPED_NUMBER = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * A typed number without its thousands separators, or the text unchanged when it is not such a number, so that
 * whoever reads it next (the engine, a form) sees what was typed and can name the input in its message.
 * @param text - a value as typed or as a page's address carries it
 * @returns the text without separators when it is a grouped number, else the text as given
 * @example
 * withoutThousandsSeparators(' 12,500 '); // '12500'
 * withoutThousandsSeparators('1,23'); // '1,23'
 */
export function withoutThousandsSeparators(text: string): string {
  const trimmed = text.trim();
  return GROUPED_NUMBER.test(trimmed) ? trimmed.replace(/,/g, '') : text;
}

const escaped = (characters: string) => characters.replace(/[\\^\]\-[.]/g, '\\$&');

/**
 * Reads a typed number as the calculator pages and the api read it, accepting thousands separators. In another
 * format than US English, the format's separators are read instead: in 1.234,56 "250.000" is 250000 and
 * "250000,5" is 250000.5, while "1.5" is no number (a dot there only groups thousands).
 * @param text - the value as typed
 * @param format - the visitor's number format (default: US English, as addresses and the api read numbers)
 * @returns the number, or NaN when the text is empty or not a number
 * @example
 * parseTypedNumber('1,234,567.5'); // 1234567.5
 * parseTypedNumber('1,23'); // NaN
 * parseTypedNumber('1.234,5', { locale: 'de-DE', currency: 'EUR' }); // 1234.5
 */
export function parseTypedNumber(text: string, format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT): number {
  if (format.locale === 'en-US') {
    const plain = withoutThousandsSeparators(text).trim();
    return plain === '' ? Number.NaN : Number(plain);
  }
  const { decimal, groups } = NUMBER_STYLES[format.locale];
  const trimmed = text.trim();
  const grouped = new RegExp(`^-?\\d{1,3}(?:[${escaped(groups)}]\\d{3})+(?:[${escaped(decimal)}]\\d+)?$`);
  let plain = grouped.test(trimmed) ? trimmed.replace(new RegExp(`[${escaped(groups)}]`, 'g'), '') : trimmed;
  if (decimal === ',') {
    if (plain.includes('.')) return Number.NaN;
    plain = plain.replace(',', '.');
  }
  return plain === '' ? Number.NaN : Number(plain);
}

/**
 * The names a height typed in US units as feet and inches goes by: form fields, address parameters and api inputs.
 * @param name - the height input's name
 * @returns its feet and inches names
 * @example
 * feetInchesKeys('height'); // { feet: 'heightFeet', inches: 'heightInches' }
 */
export function feetInchesKeys(name: string): { readonly feet: string; readonly inches: string } {
  return { feet: `${name}Feet`, inches: `${name}Inches` };
}
