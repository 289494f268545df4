import {
  DEFAULT_NUMBER_FORMAT, isNumberFormatChoice, numberFormatForLanguage, type NumberFormatChoice,
} from '@calchub/catalogue';
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** The visitor's number format and the way to change it. */
interface NumberFormatSetting {
  readonly format: NumberFormatChoice;
  /** Shows the site in this format from now on, and remembers it in this browser. */
  readonly choose: (format: NumberFormatChoice) => void;
  /** Shows the remembered format (or the browser language's) once the page has hydrated. */
  readonly applyRemembered: () => void;
}

/** Without a provider (the server, the prerenderer): the default format, which servers always render. */
const NumberFormatContext = createContext<NumberFormatSetting>({
  format: DEFAULT_NUMBER_FORMAT,
  choose: () => undefined,
  applyRemembered: () => undefined,
});

/** Where the visitor's choice is kept in this browser. */
export const NUMBER_FORMAT_STORAGE_KEY = 'calchub-number-format';

/**
 * The format the visitor chose on this site, or the one their browser's language suggests.
 * @returns the remembered choice when there is a valid one, else the default for `navigator.language`
 */
export function rememberedNumberFormat(): NumberFormatChoice {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(NUMBER_FORMAT_STORAGE_KEY) ?? 'null');
    if (isNumberFormatChoice(stored)) return { locale: stored.locale, currency: stored.currency };
  } catch {
    // Storage refused (private mode, a sandboxed frame) or a value written by hand: fall back to the language.
  }
  return numberFormatForLanguage(navigator.language);
}

/**
 * Holds the visitor's number format for the page. It starts in the default format, as the server rendered the HTML,
 * so that hydration finds the same text; {@link ApplyRememberedNumberFormat} then switches to the visitor's format.
 */
export function NumberFormatProvider({ children }: { children: ReactNode }) {
  const [format, setFormat] = useState<NumberFormatChoice>(DEFAULT_NUMBER_FORMAT);
  const [setting] = useState(() => ({
    choose: (chosen: NumberFormatChoice) => {
      setFormat(chosen);
      try {
        localStorage.setItem(NUMBER_FORMAT_STORAGE_KEY, JSON.stringify(chosen));
      } catch {
        // Not remembered in this browser; the page still shows the choice.
      }
    },
    applyRemembered: () => {
      const remembered = rememberedNumberFormat();
      // A transition: React keeps the server's HTML until the lazy parts of the page have hydrated, rather than
      // throw it away for an update that arrives before them.
      startTransition(() => setFormat((current) => (sameFormat(current, remembered) ? current : remembered)));
    },
  }));
  return <NumberFormatContext value={{ format, ...setting }}>{children}</NumberFormatContext>;
}

const sameFormat = (a: NumberFormatChoice, b: NumberFormatChoice) => a.locale === b.locale && a.currency === b.currency;

/** The number format to show numbers in. */
export function useNumberFormat(): NumberFormatChoice {
  return useContext(NumberFormatContext).format;
}

/** The number format and the way to choose another (the chooser in the header). */
export function useNumberFormatSetting(): NumberFormatSetting {
  return useContext(NumberFormatContext);
}

/**
 * Switches the page to the visitor's format once the route's content has hydrated (it sits inside the route's
 * Suspense boundary, beside the hydration marker). Until then the page shows the default format, as served.
 */
export function ApplyRememberedNumberFormat() {
  const { applyRemembered } = useContext(NumberFormatContext);
  useEffect(() => applyRemembered(), [applyRemembered]);
  return null;
}
