declare const __PUBLIC_BASE_URL__: string;

/** Canonical address of the site, fixed at build time from `PUBLIC_BASE_URL` (no trailing slash). */
export const PUBLIC_BASE_URL: string = (typeof __PUBLIC_BASE_URL__ === 'string' ? __PUBLIC_BASE_URL__ : 'http://localhost:3000').replace(/\/+$/, '');

/** Absolute URL of a site path. */
export function absoluteUrl(path: string): string {
  return `${PUBLIC_BASE_URL}${path === '/' ? '/' : path}`;
}
