/** The app's base path: the api serves it at /admin (Vite `base: '/admin/'`). */
export const BASENAME = '/admin';

/** Every route of the admin app, relative to {@link BASENAME}: the one place a path is written. */
export const paths = {
  login: { pattern: '/', href: () => '/' },
  dashboard: { pattern: '/dashboard', href: () => '/dashboard' },
} as const;
