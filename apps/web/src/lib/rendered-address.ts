import type { CalculationResult } from '@calchub/calc-engine';
import { createContext, useContext } from 'react';

/**
 * A generator's result as the server drew it for an address (`data-drawn` on `#root`): the browser shows it as it
 * hydrates that HTML, where drawing again would show other numbers than the page arrived with.
 */
export interface RenderedDraw {
  readonly result: CalculationResult;
  readonly engineInputs: Record<string, number | string>;
}

/**
 * The address a page's HTML was rendered for, as the browser hydrates it. The server renders a calculator address
 * with its own inputs and says so on `#root` (`data-rendered-query`); a page sent as built (a static host, the bare
 * address) was rendered with no query. The first client render must start from the same inputs as that HTML, or
 * hydration would change what the visitor sees.
 */
export interface RenderedAddress {
  readonly pathname: string;
  /** The query the HTML was rendered with, `?` included, or '' for none. */
  readonly search: string;
  /** A generator's draw the HTML shows, if any. */
  readonly drawn?: RenderedDraw;
}

/** Holds the {@link RenderedAddress} while the browser hydrates server HTML; undefined on the server and after a fresh render. */
export const RenderedAddressContext = createContext<RenderedAddress | undefined>(undefined);

/**
 * The query a page's first render starts from: the one its HTML was rendered with when hydrating that page, else
 * the address's own (the server, the dev server, a page reached by a link inside the app).
 * @param location - the router's current location
 * @returns the query string, `?` included or ''
 * @example
 * // Hydrating /calculator/loan?loanAmount=5000 sent as built (no query rendered): ''
 * const search = useRenderedQuery(useLocation());
 */
export function useRenderedQuery(location: { readonly pathname: string; readonly search: string }): string {
  const rendered = useContext(RenderedAddressContext);
  return rendered?.pathname === location.pathname ? rendered.search : location.search;
}

/**
 * The generator's draw the page's HTML shows, while the browser hydrates it at the address it was rendered for.
 * @param location - the router's current location
 * @returns the server's draw, or undefined (no draw in the HTML, or another page)
 * @example
 * // Hydrating /calculator/dice-roller?numberOfDice=3 as the server rendered it: { result: { value: 11, ... }, ... }
 * const draw = useRenderedDraw(useLocation());
 */
export function useRenderedDraw(location: { readonly pathname: string }): RenderedDraw | undefined {
  const rendered = useContext(RenderedAddressContext);
  return rendered?.pathname === location.pathname ? rendered.drawn : undefined;
}
