import type { CURRENCIES } from './number-format-choices.js';

/**
 * How a visitor reads numbers and money: the separators of a number style and a currency. The formulas always
 * compute in plain numbers; only what is shown, typed, copied and downloaded follows the choice.
 */
export interface NumberFormatChoice {
  /** A locale whose separators the numbers use: one of {@link NUMBER_STYLES}. */
  readonly locale: NumberLocale;
  /** An ISO 4217 code: one of `CURRENCIES`. */
  readonly currency: CurrencyCode;
}

/** The number styles a visitor can choose, by the locale that writes them, with their separators. */
export const NUMBER_STYLES = {
  'en-US': { sample: '1,234.56', decimal: '.', groups: ',' },
  'de-DE': { sample: '1.234,56', decimal: ',', groups: '.' },
  // Intl writes a narrow no-break space; people type a space or a no-break space.
  'fr-FR': { sample: '1 234,56', decimal: ',', groups: ' \u00a0\u202f' },
  // Intl writes a right single quotation mark; people type an apostrophe.
  'de-CH': { sample: "1'234.56", decimal: '.', groups: "'\u2019" },
} as const;

export type NumberLocale = keyof typeof NUMBER_STYLES;

/** An ISO 4217 code of a currency a visitor can choose (the keys of `CURRENCIES`). */
export type CurrencyCode = keyof typeof CURRENCIES;

/** US dollars and US separators: what the site shows when it knows nothing of the visitor (and what servers render). */
export const DEFAULT_NUMBER_FORMAT: NumberFormatChoice = { locale: 'en-US', currency: 'USD' };

/**
 * The column separator of a CSV file in this format: a comma, or a semicolon where the comma is the decimal
 * separator (as spreadsheets in those locales expect).
 * @example
 * csvSeparator({ locale: 'de-DE', currency: 'EUR' }); // ';'
 */
export function csvSeparator(format: NumberFormatChoice): ',' | ';' {
  return NUMBER_STYLES[format.locale].decimal === ',' ? ';' : ',';
}

/**
 * A plain number written with the format's decimal separator, without grouping, as a form field shows a value it
 * fills in.
 * @example
 * typedNumberText(250000.5, { locale: 'de-DE', currency: 'EUR' }); // '250000,5'
 */
export function typedNumberText(value: number, format: NumberFormatChoice): string {
  return String(value).replace('.', NUMBER_STYLES[format.locale].decimal);
}
