import { calculatorSummaries, categories, categoryName, listedCategories, summaryCounts } from '@calchub/catalogue';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../config/paths.js';
import { prerenderRoutes, prerenderSite } from '../entry-server.js';
import type { StaticFile } from '../lib/static-site.js';

// The site exactly as the build script writes it (same function, same route table), from the source template:
// no build needed, so this runs before or without `build`. vite.config.mts gives tests this base address.
const BASE = (process.env['PUBLIC_BASE_URL'] ?? 'https://calchub.example').replace(/\/+$/, '');
const template = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const routes = prerenderRoutes();
const templateScripts = [...new DOMParser().parseFromString(template, 'text/html').querySelectorAll('script')].map((script) => script.getAttribute('src'));

let files: Map<string, string>;

beforeAll(async () => {
  const site: StaticFile[] = await prerenderSite(template, () => document.implementation.createHTMLDocument(''));
  files = new Map(site.map(({ file, content }) => [file, content]));
}, 120_000);

function page(file: string): Document {
  const html = files.get(file);
  if (html === undefined) throw new Error(`No prerendered file ${file}`);
  return new DOMParser().parseFromString(html, 'text/html');
}

function meta(document: Document, selector: string): string | null {
  return document.head.querySelector(selector)?.getAttribute('content') ?? null;
}

function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
}

/** Every property name and `@type` value in the structured data, nested ones included. */
function propertiesAndTypes(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(propertiesAndTypes);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...(key === '@type' ? [String(inner)] : []), ...propertiesAndTypes(inner)]);
}

type Kind = 'home' | 'category' | 'calculator' | 'embed' | 'other' | 'not-found';

function kindOf(path: string): Kind {
  if (path === paths.home.href()) return 'home';
  if (path === '/404') return 'not-found';
  if (path.startsWith('/category/')) return 'category';
  if (path.startsWith('/calculator/')) return 'calculator';
  if (path.startsWith('/embed/')) return 'embed';
  return 'other';
}

function breadcrumb(...items: [name: string, path: string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${BASE}${path}` })),
  };
}

/** The routes of the site's own pages: every prerendered route but the embedded calculators. */
const sitePages = routes.filter((route) => kindOf(route.path) !== 'embed');
const embedPages = routes.filter((route) => kindOf(route.path) === 'embed');

describe('every prerendered page', () => {
  it.each(sitePages.map((route) => [route.path, route] as const))('%s: title, description, canonical link, Open Graph and Twitter tags', (_path, route) => {
    const document = page(route.file);
    const title = document.title;
    const description = meta(document, 'meta[name="description"]');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(title).toMatch(/\S.* \| CalcHub$|^CalcHub: /);
    expect(description?.length).toBeGreaterThan(40);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    if (route.inSitemap) {
      expect(canonical).toBe(`${BASE}${route.path}`);
      expect(meta(document, 'meta[name="robots"]')).toBeNull();
    } else {
      expect(canonical).toBeUndefined();
      expect(meta(document, 'meta[name="robots"]')).toBe('noindex');
    }
    expect({
      type: meta(document, 'meta[property="og:type"]'),
      siteName: meta(document, 'meta[property="og:site_name"]'),
      title: meta(document, 'meta[property="og:title"]'),
      description: meta(document, 'meta[property="og:description"]'),
      url: meta(document, 'meta[property="og:url"]'),
      card: meta(document, 'meta[name="twitter:card"]'),
      twitterTitle: meta(document, 'meta[name="twitter:title"]'),
      twitterDescription: meta(document, 'meta[name="twitter:description"]'),
    }).toEqual({
      type: 'website',
      siteName: 'CalcHub',
      title,
      description,
      url: `${BASE}${route.path}`,
      card: 'summary',
      twitterTitle: title,
      twitterDescription: description,
    });
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s: complete content, no inline script, no pending boundary', (_path, route) => {
    const html = files.get(route.file) ?? '';
    const document = page(route.file);
    expect(document.querySelectorAll('#root h1')).toHaveLength(1);
    // Under script-src 'self' only the module script from the build and JSON-LD data blocks may be in the page.
    const scripts = [...document.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? script.type);
    expect(scripts.filter((script) => script !== 'application/ld+json')).toEqual(templateScripts);
    expect(html).not.toContain('<!--$?-->');
    expect(document.querySelector('[id^="S:"], template[id^="B:"]')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Loading/);
    // Only the 404 page, sent for any unknown path, tells the browser not to hydrate it as its own route.
    expect(document.getElementById('root')?.hasAttribute('data-not-found')).toBe(route.path === '/404');
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s: JSON-LD parses and has the types of its page kind, never a rating', (_path, route) => {
    const document = page(route.file);
    const blocks = jsonLd(document);
    const canonical = `${BASE}${route.path}`;
    for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
    // No invented figure: no rating or review in structured data, at any depth.
    expect(propertiesAndTypes(blocks).filter((name) => /^(aggregate)?rating|^review|ratingValue|reviewCount/i.test(name))).toEqual([]);
    const types = blocks.map((block) => block['@type']);
    const kind = kindOf(route.path);
    if (kind === 'home') {
      expect(types).toEqual(['WebApplication', 'Organization', 'WebSite']);
      expect(blocks[0]).toMatchObject({ name: 'CalcHub', url: `${BASE}/`, offers: { '@type': 'Offer', price: '0' } });
      expect(blocks[1]).toMatchObject({ name: 'CalcHub', url: `${BASE}/` });
      expect(blocks[2]).toMatchObject({
        url: `${BASE}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${BASE}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      });
    } else if (kind === 'calculator') {
      const summary = calculatorSummaries.find((candidate) => paths.calculator.href(candidate.slug) === route.path);
      if (!summary) throw new Error(`No calculator for ${route.path}`);
      expect(types).toEqual(['WebApplication', 'BreadcrumbList']);
      expect(blocks[0]).toMatchObject({ name: summary.title, url: canonical, description: summary.description, offers: { price: '0' } });
      expect(blocks[1]).toEqual(
        breadcrumb(['Home', '/'], [categoryName(summary.category), paths.category.href(summary.category)], [summary.title, route.path]),
      );
      expect(document.querySelector('h1')?.textContent).toBe(summary.title);
    } else if (kind === 'category') {
      const category = categories.find((candidate) => paths.category.href(candidate.id) === route.path);
      if (!category) throw new Error(`No category for ${route.path}`);
      expect(types).toEqual(['BreadcrumbList']);
      expect(blocks[0]).toEqual(breadcrumb(['Home', '/'], [category.name, route.path]));
    } else {
      expect(types).toEqual([]);
    }
  });

  it('have unique titles and descriptions', () => {
    const documents = sitePages.map((route) => page(route.file));
    const titles = documents.map((document) => document.title);
    const descriptions = documents.map((document) => meta(document, 'meta[name="description"]'));
    expect(new Set(titles).size).toBe(sitePages.length);
    expect(new Set(descriptions).size).toBe(sitePages.length);
  });

  it('sit in the build template: its language and viewport, the app inside #root', () => {
    const document = page('calculator/loan/index.html');
    expect(document.documentElement.lang).toBe('en');
    expect(meta(document, 'meta[name="viewport"]')).toBe('width=device-width, initial-scale=1');
    expect(document.body.firstElementChild?.id).toBe('root');
    expect(document.querySelector('#root header')).not.toBeNull();
  });
});

describe('the embedded calculators (/embed/{slug})', () => {
  it('are prerendered for every calculator, and for nothing else', () => {
    expect(embedPages.map((route) => route.path).sort()).toEqual(calculatorSummaries.map((summary) => paths.embed.href(summary.slug)).sort());
  });

  it.each(embedPages.map((route) => [route.path, route] as const))('%s: noindex, canonical to the full page, the form alone and the link to the full page', (_path, route) => {
    const summary = calculatorSummaries.find((candidate) => paths.embed.href(candidate.slug) === route.path);
    if (!summary) throw new Error(`No calculator for ${route.path}`);
    const document = page(route.file);
    expect(document.title).toBe(`${summary.title} | CalcHub`);
    expect(meta(document, 'meta[name="robots"]')).toBe('noindex');
    expect([...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'))).toEqual([`${BASE}${paths.calculator.href(summary.slug)}`]);
    expect(document.querySelector('#root h1')?.textContent).toBe(summary.title);
    // No site chrome and no explanatory text: the form, the result card and the link to the full page.
    expect(document.querySelector('#root header, #root footer, #root nav, [data-prerendered], input[type="search"]')).toBeNull();
    expect(document.querySelector('#root form')).not.toBeNull();
    // Nothing is drawn ahead of time: a generator's form waits for its button.
    expect(document.body.textContent).toMatch(/Enter values to see your result|Press (Generate numbers|Generate passwords|Roll the dice) to see your result/);
    expect(document.getElementById('root')?.dataset['drawn']).toBeUndefined();
    const powered = document.querySelector<HTMLAnchorElement>('#root a[target="_blank"]');
    expect({ text: powered?.textContent, href: powered?.getAttribute('href'), rel: powered?.rel }).toEqual({
      text: 'Powered by CalcHub',
      href: paths.calculator.href(summary.slug),
      rel: 'noopener',
    });
  });
});

describe('sitemap.xml and robots.txt', () => {
  function sitemapLocs(): string[] {
    const xml = new DOMParser().parseFromString(files.get('sitemap.xml') ?? '', 'application/xml');
    expect(xml.querySelector('parsererror')).toBeNull();
    expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    return [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
  }

  it('lists every canonical public URL of the route table once, and nothing else', () => {
    const expected = [
      paths.home.href(),
      ...listedCategories().map((category) => paths.category.href(category.id)),
      ...calculatorSummaries.map((summary) => paths.calculator.href(summary.slug)),
      paths.search.pattern,
      paths.terms.href(),
      paths.privacy.href(),
      paths.contact.href(),
    ].map((path) => `${BASE}${path}`);
    const locs = sitemapLocs();
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual([...expected].sort());
    // A category with no calculator yet has no page to list: its address answers as an unknown category.
    for (const empty of categories.filter((category) => summaryCounts()[category.id] === 0)) {
      expect(locs).not.toContain(`${BASE}${paths.category.href(empty.id)}`);
    }
  });

  it('covers every route pattern of paths.ts, so a new route cannot be left out', () => {
    const locs = sitemapLocs().map((loc) => loc.slice(BASE.length));
    // The embedded calculators are for other sites' iframes: noindex, their canonical link names the full page.
    for (const [name, route] of Object.entries(paths).filter(([name]) => name !== 'embed')) {
      const pattern = new RegExp(`^${route.pattern.replace(/:[a-z]+/g, '[^/]+')}$`);
      expect({ name, listed: locs.some((path) => pattern.test(path)) }).toEqual({ name, listed: true });
    }
  });

  it('equals the canonical links of the prerendered pages: every indexable page is listed, no listed page is noindex', () => {
    const canonicals = sitePages
      .map((route) => page(route.file).head.querySelector('link[rel="canonical"]')?.getAttribute('href'))
      .filter((href): href is string => href !== undefined);
    expect([...canonicals].sort()).toEqual([...sitemapLocs()].sort());
  });

  it('robots.txt allows the site, disallows /admin and /api, and names the sitemap', () => {
    expect(files.get('robots.txt')?.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api',
      '',
      `Sitemap: ${BASE}/sitemap.xml`,
      '',
    ]);
  });
});
