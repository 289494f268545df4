import { isNumberFormatChoice, numberFormatForLanguage, type NumberFormatChoice } from '@calchub/catalogue';

/**
 * The format the visitor chose on this site, or the one their browser's language suggests. Its own chunk: a page
 * loads it only for a visitor with a remembered choice or a browser in another language than US English.
 * @param stored - what this browser keeps under the site's key (null when nothing)
 * @returns the remembered choice when it is one the site offers, else the default for `navigator.language`
 */
export function rememberedNumberFormat(stored: string | null): NumberFormatChoice {
  try {
    const parsed: unknown = JSON.parse(stored ?? 'null');
    if (isNumberFormatChoice(parsed)) return { locale: parsed.locale, currency: parsed.currency };
  } catch {
    // A value written by hand: fall back to the language.
  }
  return numberFormatForLanguage(navigator.language);
}
