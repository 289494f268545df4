/**
 * Which requests the service worker answers and from which saved page. Kept apart from the worker itself so that
 * the rules are tested like any other code (the worker only wires them to Workbox).
 */

/** Paths the worker never answers: the API (always live) and the admin app (never cached). */
const NEVER_CACHED = /^\/(?:api|admin)(?:\/|$)/;

/** How long a page may take on the network before the saved copy is shown instead (a very slow connection). */
export const PAGE_NETWORK_TIMEOUT_MS = 4000;

/**
 * The file of the built site that holds a page, as the precache lists it: the path's `index.html`, the query left
 * out (a shared address's inputs are applied by the page's own script).
 * @param pathname - the address's path, `/calculator/loan` or `/calculator/loan/`
 * @returns the file's path on the site, or undefined for a path the worker must leave to the network
 * @example
 * savedPageFile('/calculator/loan'); // '/calculator/loan/index.html'
 * savedPageFile('/'); // '/index.html'
 * savedPageFile('/api/v1/calculators'); // undefined
 */
export function savedPageFile(pathname: string): string | undefined {
  if (NEVER_CACHED.test(pathname) || pathname.includes('.')) return undefined;
  const folder = pathname.replace(/\/+$/, '');
  return `${folder}/index.html`;
}

/**
 * Whether a request may be answered from the precache at all: GET requests of this origin, never the API or the
 * admin app.
 * @param url - the request's URL
 * @param method - the request's method
 * @param origin - the worker's own origin
 * @example
 * mayUseSavedCopy(new URL('https://calchub.example/assets/index-Ab12.js'), 'GET', 'https://calchub.example'); // true
 * mayUseSavedCopy(new URL('https://calchub.example/api/explain'), 'GET', 'https://calchub.example'); // false
 */
export function mayUseSavedCopy(url: URL, method: string, origin: string): boolean {
  return method === 'GET' && url.origin === origin && !NEVER_CACHED.test(url.pathname);
}
