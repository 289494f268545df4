import { SITE_NAME } from '@calchub/catalogue';
import { absoluteUrl } from '../config/site.js';

export interface PageMetaProps {
  readonly title: string;
  readonly description: string;
  /** Site path of the canonical page ("/calculator/mortgage"). */
  readonly path: string;
  /** Structured data objects (schema.org), each written as one JSON-LD block. */
  readonly jsonLd?: readonly object[];
  readonly noindex?: boolean;
}

/**
 * Title, description, canonical link, Open Graph and Twitter tags, and JSON-LD of a page. React places them in
 * the document head; the prerenderer moves them there in the static HTML (see `static-site.ts`).
 * @param props - the page's title and description, its canonical path, structured data, and `noindex` for pages
 *   that must not be indexed (they get `<meta name="robots" content="noindex">` instead of a canonical link)
 * @returns the head elements
 * @example
 * <PageMeta title="Loan Calculator | CalcHub" description="..." path="/calculator/loan" />
 * // <link rel="canonical" href="https://calchub.example/calculator/loan"> with PUBLIC_BASE_URL=https://calchub.example
 */
export function PageMeta({ title, description, path, jsonLd = [], noindex = false }: PageMetaProps) {
  const url = absoluteUrl(path);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {jsonLd.map((data, index) => (
        // React cannot prerender a <script> in the body without leaving its boundary pending; the prerenderer
        // turns this meta into a <script type="application/ld+json"> block in the head (see scripts/prerender.mjs).
        <meta key={index} name={JSON_LD_META} content={JSON.stringify(data)} />
      ))}
    </>
  );
}

/** Name of the meta element that carries one JSON-LD object until the prerenderer writes it as a script. */
export const JSON_LD_META = 'calchub:json-ld';

/**
 * schema.org BreadcrumbList from (name, path) pairs, with absolute URLs.
 * @param items - the trail from the home page to the page itself
 * @returns the JSON-LD object
 * @example
 * breadcrumbList([['Home', '/'], ['Finance', '/category/finance']]).itemListElement[1];
 * // { '@type': 'ListItem', position: 2, name: 'Finance', item: 'https://calchub.example/category/finance' }
 */
export function breadcrumbList(items: readonly (readonly [name: string, path: string])[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: absoluteUrl(path) })),
  };
}
