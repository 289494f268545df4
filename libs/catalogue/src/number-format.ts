/**
 * How a visitor reads numbers and money: the separators of a number style and a currency. The formulas always
 * compute in plain numbers; only what is shown, typed, copied and downloaded follows the choice.
 */
export interface NumberFormatChoice {
  /** A locale whose separators the numbers use: one of {@link NUMBER_STYLES}. */
  readonly locale: NumberLocale;
  /** An ISO 4217 code: one of {@link CURRENCIES}. */
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

/** The currencies a visitor can choose, with the symbol shown in the chooser. */
export const CURRENCIES = {
  USD: '$', EUR: '€', GBP: '£', JPY: '¥', INR: '₹', CAD: 'CA$', AUD: 'A$', CHF: 'CHF', CNY: 'CN¥', MXN: 'MX$',
  BRL: 'R$', SEK: 'kr', PLN: 'zł', ZAR: 'R',
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;

/** US dollars and US separators: what the site shows when it knows nothing of the visitor (and what servers render). */
export const DEFAULT_NUMBER_FORMAT: NumberFormatChoice = { locale: 'en-US', currency: 'USD' };

/** Whether a value read back (from storage, say) is a format this site offers. */
export function isNumberFormatChoice(value: unknown): value is NumberFormatChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { locale, currency } = value as Record<string, unknown>;
  return typeof locale === 'string' && Object.hasOwn(NUMBER_STYLES, locale) && typeof currency === 'string' && Object.hasOwn(CURRENCIES, currency);
}

// Regions whose currency is the euro (the euro area, and countries using it without being members).
const EURO_REGIONS = 'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK AD MC SM VA ME XK';
const REGION_CURRENCIES: Readonly<Record<string, CurrencyCode>> = {
  US: 'USD', GB: 'GBP', JP: 'JPY', IN: 'INR', CA: 'CAD', AU: 'AUD', CH: 'CHF', LI: 'CHF', CN: 'CNY', MX: 'MXN',
  BR: 'BRL', SE: 'SEK', PL: 'PLN', ZA: 'ZAR',
};
// A language without a region: the currency of the country most of its speakers on the web are in.
const LANGUAGE_CURRENCIES: Readonly<Record<string, CurrencyCode>> = {
  de: 'EUR', fr: 'EUR', es: 'EUR', it: 'EUR', nl: 'EUR', pt: 'EUR', fi: 'EUR', el: 'EUR', sk: 'EUR', sl: 'EUR',
  et: 'EUR', lv: 'EUR', lt: 'EUR', ga: 'EUR', mt: 'EUR', hr: 'EUR', ja: 'JPY', hi: 'INR', zh: 'CNY', sv: 'SEK',
  pl: 'PLN',
};
// Languages that write 1.234,56 and 1 234,56; every other language writes 1,234.56.
const DOT_GROUPS = 'de es it nl pt da id tr el hr sl ro is';
const SPACE_GROUPS = 'fr ru pl cs sk sv nb no nn fi uk hu et lv lt bg';

/**
 * The format a visitor gets before choosing one, from the browser's language (`navigator.language`): the region's
 * currency (the language's when no region is given, US dollars otherwise), and the language's separators, with
 * 1'234.56 for German and Italian in Switzerland and Liechtenstein (docs/product.md#currency-and-number-format).
 * @param language - a BCP 47 language tag
 * @returns the default format for that language
 * @example
 * numberFormatForLanguage('de-DE'); // { locale: 'de-DE', currency: 'EUR' }
 * numberFormatForLanguage('en-GB'); // { locale: 'en-US', currency: 'GBP' }
 */
export function numberFormatForLanguage(language: string | undefined): NumberFormatChoice {
  const [lang = '', ...rest] = (language ?? '').split(/[-_]/);
  const base = lang.toLowerCase();
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase() ?? '';
  const currency = EURO_REGIONS.split(' ').includes(region)
    ? 'EUR'
    : (REGION_CURRENCIES[region] ?? (region ? undefined : LANGUAGE_CURRENCIES[base]) ?? 'USD');
  const swiss = (region === 'CH' || region === 'LI') && (base === 'de' || base === 'it');
  const locale: NumberLocale = swiss
    ? 'de-CH'
    : DOT_GROUPS.split(' ').includes(base)
      ? 'de-DE'
      : SPACE_GROUPS.split(' ').includes(base)
        ? 'fr-FR'
        : 'en-US';
  return { locale, currency };
}

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
