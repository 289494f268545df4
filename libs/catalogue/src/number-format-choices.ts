import { NUMBER_STYLES, type CurrencyCode, type NumberFormatChoice, type NumberLocale } from './number-format.js';

// The lists a visitor chooses from and the default by language: only the chooser and the first visit of a page need
// them, not every page that shows a number.

/** The currencies a visitor can choose, with the symbol shown in the chooser. */
export const CURRENCIES = {
  USD: '$', EUR: '€', GBP: '£', JPY: '¥', INR: '₹', CAD: 'CA$', AUD: 'A$', CHF: 'CHF', CNY: 'CN¥', MXN: 'MX$',
  BRL: 'R$', SEK: 'kr', PLN: 'zł', ZAR: 'R',
} as const;

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

