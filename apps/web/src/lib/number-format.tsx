import { DEFAULT_NUMBER_FORMAT, type NumberFormatChoice } from '@calchub/catalogue';
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
const NUMBER_FORMAT_STORAGE_KEY = 'calchub-number-format';

/** What this browser keeps of the visitor's choice, or null (nothing kept, or storage refused in a sandboxed frame). */
function storedChoice(): string | null {
  try {
    return localStorage.getItem(NUMBER_FORMAT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The visitor's format: the remembered choice, else the browser language's. With nothing remembered and a browser
 * in US English the answer is the default, known without loading the lists.
 */
async function rememberedNumberFormat(): Promise<NumberFormatChoice> {
  const stored = storedChoice();
  if (stored === null && /^en(-US)?$/i.test(navigator.language)) return DEFAULT_NUMBER_FORMAT;
  const { rememberedNumberFormat: remembered } = await import('./remembered-number-format.js');
  return remembered(stored);
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
      void rememberedNumberFormat().then((remembered) => {
        // A transition: React keeps the server's HTML until the lazy parts of the page have hydrated, rather than
        // throw it away for an update that arrives before them.
        startTransition(() => setFormat((current) => (sameFormat(current, remembered) ? current : remembered)));
      });
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
