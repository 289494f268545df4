/** Every route of the public site and its href builder: the one place a path is written. */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  category: { pattern: '/category/:category', href: (category: string) => `/category/${category}` },
  calculator: { pattern: '/calculator/:slug', href: (slug: string) => `/calculator/${slug}` },
  /** A calculator's form and result alone, for other sites to show in an iframe. */
  embed: { pattern: '/embed/:slug', href: (slug: string) => `/embed/${slug}` },
  search: { pattern: '/search', href: (query: string) => `/search?q=${encodeURIComponent(query)}` },
  terms: { pattern: '/terms', href: () => '/terms' },
  privacy: { pattern: '/privacy', href: () => '/privacy' },
  contact: { pattern: '/contact', href: () => '/contact' },
} as const;

/** The id of the AI panel under a calculator's result: an address ending in `#ai-insights` lands on it. */
export const AI_PANEL_ID = 'ai-insights';
