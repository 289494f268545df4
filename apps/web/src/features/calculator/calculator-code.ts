import { useCallback, useState } from 'react';
import type { PageCode, PageParts } from '../../lib/calculator-parts.js';

const loadedCodes = new Map<string, PageCode>();
const loadingCodes = new Map<string, Promise<PageCode>>();

/**
 * Loads a calculator's code once: its formula and whole definition (one chunk), and the engine's calculation (another,
 * shared by every calculator). A failed download (offline) is tried again on the next call.
 * @param parts - the calculator's page parts
 * @returns the same promise on every call while it loads or once it has
 */
export function loadCalculatorCode(parts: PageParts): Promise<PageCode> {
  const { slug } = parts.calculator;
  let loading = loadingCodes.get(slug);
  if (!loading) {
    loading = Promise.all([parts.loadCode(), import('./compute-chunk.js')]).then(([code, { calculate }]) => {
      const loaded = { ...code, calculate };
      loadedCodes.set(slug, loaded);
      return loaded;
    });
    loading.catch(() => loadingCodes.delete(slug));
    loadingCodes.set(slug, loading);
  }
  return loading;
}

/**
 * A calculator's code on its page: at hand when the caller gave it or it has loaded, else undefined until `request`
 * has loaded it (the page then renders again).
 * @param parts - the calculator's page parts
 * @returns the code, if loaded, and the function that loads it (again after a failure)
 */
export function useCalculatorCode(parts: PageParts): { code: PageCode | undefined; request: () => void } {
  const [, setLoads] = useState(0);
  const { slug } = parts.calculator;
  const request = useCallback(() => {
    if (!loadedCodes.has(slug)) loadCalculatorCode(parts).then(() => setLoads((loads) => loads + 1), () => undefined);
  }, [parts, slug]);
  // Read at each render: loaded once for every page of this calculator, also by a render that waited for it.
  return { code: parts.code ?? loadedCodes.get(slug), request };
}
