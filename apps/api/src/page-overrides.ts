/**
 * An approved SEO proposal as the site serves it: the page's new title and description, and when the page last
 * changed (the approval, or the revert that gave the page its built head back).
 */
export interface PageOverride {
  /** "/calculator/loan". */
  readonly path: string;
  /** The new head, or undefined when the page is back to its built title and description (a revert). */
  readonly head: { readonly title: string; readonly description: string } | undefined;
  /** When the page as served last changed: the sitemap's `<lastmod>` for it. */
  readonly changedAt: Date;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `<meta name="description" ...>`, `<meta property="og:title" ...>`: the tag with this attribute, in either attribute order. */
function metaTag(attribute: 'name' | 'property', key: string): RegExp {
  return new RegExp(`<meta\\s+(?:${attribute}="${key}"\\s+content="[^"]*"|content="[^"]*"\\s+${attribute}="${key}")\\s*/?>`, 'g');
}

/**
 * A built page's HTML with another title and description in its head: the `<title>`, the meta description, and
 * the Open Graph and Twitter title and description where the page has them. Everything else is left as built.
 * @param html - the page as built
 * @param head - the title and description to serve
 * @returns the page's HTML with them
 * @example
 * withPageHead('<title>Loan Calculator | CalcHub</title>', { title: 'Loan Calculator: Car Loan | CalcHub', description: 'd' });
 * // '<title>Loan Calculator: Car Loan | CalcHub</title>'
 */
export function withPageHead(html: string, head: { readonly title: string; readonly description: string }): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags: ReadonlyArray<readonly [RegExp, string]> = [
    [metaTag('name', 'description'), `<meta name="description" content="${description}">`],
    [metaTag('property', 'og:title'), `<meta property="og:title" content="${title}">`],
    [metaTag('property', 'og:description'), `<meta property="og:description" content="${description}">`],
    [metaTag('name', 'twitter:title'), `<meta name="twitter:title" content="${title}">`],
    [metaTag('name', 'twitter:description'), `<meta name="twitter:description" content="${description}">`],
  ];
  // A replacement function, so a `$` in the text is written as it is.
  return tags.reduce((page, [tag, replacement]) => page.replace(tag, () => replacement), html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`));
}

/**
 * The sitemap with a `<lastmod>` for each page that changed since it was built (W3C date-time, UTC, to the second).
 * A URL is matched by its path, whatever the site's address in `<loc>`.
 * @param xml - the sitemap as built
 * @param changedAt - when each changed page last changed, by path
 * @returns the sitemap as served
 * @example
 * sitemapWithLastmod('<url><loc>https://calchub.example/calculator/loan</loc></url>',
 *   new Map([['/calculator/loan', new Date('2026-11-24T13:00:00.123Z')]]));
 * // '<url><loc>https://calchub.example/calculator/loan</loc><lastmod>2026-11-24T13:00:00Z</lastmod></url>'
 */
export function sitemapWithLastmod(xml: string, changedAt: ReadonlyMap<string, Date>): string {
  return xml.replace(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>[^<]*<\/lastmod>)?/g, (whole: string, loc: string) => {
    let path: string;
    try {
      path = new URL(loc.replace(/&amp;/g, '&')).pathname;
    } catch {
      return whole;
    }
    const date = changedAt.get(path);
    return date ? `<url><loc>${loc}</loc><lastmod>${date.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : whole;
  });
}
