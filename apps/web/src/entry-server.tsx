import { tryCalculateWith } from '@calchub/calc-engine';
import { calculatorPageLoaders, calculatorSummaries, explanatoryContents, listedCategories } from '@calchub/catalogue';
import { search } from '@calchub/search';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, pageChunks } from './app/app-routes.js';
import { calculatorAddressChunk } from './features/calculator/calculator-chunks.js';
import { embedSnippetChunk, examplesTabChunk, explanationChunk } from './features/calculator/explanation-chunk.js';
import { categoryListChunk } from './features/category/category-page.js';
import { calculatorPageChunk, embedPageChunk } from './features/calculator/calculator-route.js';
import { queryFromValues, tabFromQuery, valuesFromQuery } from './features/calculator/calculator-form.js';
import { comparisonFromQuery, comparisonQuery } from './features/calculator/scenario-address.js';
import { searchPageQuery } from './features/search/search-page.js';
import { loadChunks, PrerenderContext, type Prerender } from './lib/prerender.js';
import type { RenderedDraw } from './lib/rendered-address.js';
import { siteFooterChunk } from './app/site-layout.js';
import { paths } from './config/paths.js';
import { PUBLIC_BASE_URL } from './config/site.js';
import { addressPageHtml, robotsTxt, sitemapXml, staticPageHtml, type PageChunks, type PrerenderRoute, type StaticFile } from './lib/static-site.js';

export { PUBLIC_BASE_URL };

/**
 * The prerendered routes: home, the categories that hold a calculator, the calculators, search, legal pages, contact, each
 * calculator's embedded form (`/embed/{slug}`) and the 404 page. Every one but the embedded forms and the 404 page
 * is a canonical public URL and is listed in the sitemap.
 * @returns the routes, in sitemap order
 * @example
 * prerenderRoutes().find((route) => route.path === '/calculator/loan'); // { path, file: 'calculator/loan/index.html', inSitemap: true }
 */
export function prerenderRoutes(): PrerenderRoute[] {
  const page = (path: string, inSitemap = true, calculator?: string): PrerenderRoute => ({
    path,
    file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
    inSitemap,
    calculator,
  });
  return [
    page(paths.home.href()),
    ...listedCategories().map((category) => page(paths.category.href(category.id))),
    ...calculatorSummaries.map((summary) => page(paths.calculator.href(summary.slug), true, summary.slug)),
    page(paths.search.pattern),
    page(paths.terms.href()),
    page(paths.privacy.href()),
    page(paths.contact.href()),
    ...calculatorSummaries.map((summary) => page(paths.embed.href(summary.slug), false, summary.slug)),
    { path: '/404', file: '404.html', inSitemap: false, notFound: true },
  ];
}

/**
 * The whole of a Node stream as text. The web app is typed without Node's types, where react-dom types the stream as
 * a web one; it is Node's `Readable`, an async iterable of bytes.
 */
async function readStream(stream: unknown): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as AsyncIterable<Uint8Array | string>) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** Every chunk, text and calculator, loaded once for all pages: rendering one never waits. */
const prerendered: Prerender = {
  chunks: await loadChunks([...Object.values(pageChunks), calculatorPageChunk, embedPageChunk, calculatorAddressChunk, explanationChunk, embedSnippetChunk, examplesTabChunk, siteFooterChunk, categoryListChunk]),
  contents: explanatoryContents,
  // With each calculator's code, which a page in the browser loads only when a result is wanted.
  calculators: new Map(await Promise.all(Object.values(calculatorPageLoaders).map(async (load) => {
    const parts = await load();
    return [parts.definition.slug, { ...parts, code: { ...(await parts.loadCode()), calculate: tryCalculateWith } }] as const;
  }))),
  search,
};

/**
 * Renders one path as React prerenders it: the page's head elements first, then the app's markup. Every page and
 * definition is at hand, so nothing waits on a chunk.
 * @param url - a site path, with or without a query
 * @returns the HTML to give {@link staticPageHtml}
 * @example
 * (await render('/calculator/loan')).startsWith('<link rel="preload"'); // React emits hoisted elements first
 */
export async function render(url: string): Promise<string> {
  return (await renderDrawing(url)).html;
}

/** {@link render}, with the draw of a generator the page shows, if any. */
async function renderDrawing(url: string): Promise<{ html: string; drawn?: RenderedDraw }> {
  let drawn: RenderedDraw | undefined;
  // The last draw recorded is the one the markup shows: a render that is begun again draws again.
  const context: Prerender = { ...prerendered, recordDraw: (draw) => void (drawn = draw) };
  // No byte budget per flush: every Suspense boundary is written in place, never "outlined" behind an inline script.
  // A Node stream, not a web one: on Node 20 each web ReadableStream outlived its render (about 10 KB a render, so a
  // server rendering shared addresses grew without bound).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PrerenderContext value={context}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </PrerenderContext>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readStream(prelude);
  return drawn ? { html, drawn } : { html };
}

/** A calculator page or embedded calculator address: `/calculator/{slug}` or `/embed/{slug}`, trailing slash allowed. */
const CALCULATOR_ADDRESS = /^\/(?:calculator|embed)\/([^/]+)\/?$/;

/**
 * What a calculator address or a results page (`/search?q=`, see searchAddressKey) with a query renders as, in words
 * a cache can key on: the page and the inputs in their canonical form (`queryFromValues`, then a comparison's
 * scenario B as its differences from A, `comparisonQuery`, then the tab shown unless it is the first). Two queries
 * with the same key render the same HTML: parameter order, in the address and in `compare`, unknown names and values
 * that do not read, spaces around numbers do not matter. The server renders the key's own query, so the page names no
 * ignored parameter; the browser lists them from its address once the page's script runs.
 * @param pathname - the request's path
 * @param search - the request's query, `?` included
 * @returns the key, or undefined when the path is no calculator address or the query changes nothing (the page as
 *   built is the answer)
 * @example
 * addressKey('/calculator/loan', '?loanTenure=3&loanAmount=10000&interestRate=7&ref=x');
 * // '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3'
 */
export function addressKey(pathname: string, search: string): string | undefined {
  if (SEARCH_ADDRESS.test(pathname)) return searchAddressKey(search);
  const slug = CALCULATOR_ADDRESS.exec(pathname)?.[1];
  const parts = slug === undefined ? undefined : prerendered.calculators.get(slug);
  if (!parts || search === '' || search === '?') return undefined;
  const params = new URLSearchParams(search);
  const read = (query: URLSearchParams) => valuesFromQuery(parts.calculator, parts.definition, query);
  const { values, unitSystem } = read(params);
  const comparison = comparisonFromQuery(read, params);
  const canonical = new URLSearchParams(queryFromValues(values, unitSystem));
  if (comparison) canonical.set('compare', comparisonQuery(values, comparison.values));
  const tab = tabFromQuery(params);
  if (tab !== 'calculator') canonical.set('tab', tab);
  const query = canonical.toString();
  if (query === '') return undefined;
  const page = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return `${page}?${query}`;
}

/** The results page: `/search`, trailing slash allowed. */
const SEARCH_ADDRESS = /^\/search\/?$/;

/**
 * A results page renders its query's matches: its key is the query as searched (`searchPageQuery`: trimmed, at most
 * 100 characters), so one render serves every address of the same search.
 */
function searchAddressKey(search: string): string | undefined {
  const query = searchPageQuery(new URLSearchParams(search));
  return query === '' ? undefined : paths.search.href(query);
}

/**
 * Renders a calculator address with its own inputs: the result, badge, interpretation, details and schedule summary
 * of this query, in the page as built (same head: title, canonical link to the bare page, structured data).
 * @param pageHtml - the built page of the bare address (`calculator/loan/index.html`)
 * @param pathname - the request's path
 * @param search - the request's query, `?` included; the HTML says it was rendered with it, for hydration
 * @returns the complete HTML
 * @example
 * await renderAddressPage(loanHtml, '/calculator/loan', '?loanAmount=10000&interestRate=7&loanTenure=3'); // '...$308.77...'
 */
export async function renderAddressPage(pageHtml: string, pathname: string, search: string): Promise<string> {
  const { html, drawn } = await renderDrawing(`${pathname}${search}`);
  return addressPageHtml(pageHtml, html, search, drawn);
}

/**
 * Whether a path is a generator's page (random numbers, passwords, dice), whose every render draws afresh: the server
 * renders it for each request and never keeps or shares the page.
 * @param pathname - the request's path
 * @returns true for `/calculator/{slug}` and `/embed/{slug}` of a generator
 * @example
 * drawsAtRandom('/calculator/dice-roller'); // true
 */
export function drawsAtRandom(pathname: string): boolean {
  const slug = CALCULATOR_ADDRESS.exec(pathname)?.[1];
  return slug !== undefined && prerendered.calculators.get(slug)?.calculator.drawn !== undefined;
}

/**
 * Every file of the static site that is generated from the app (the client build's assets are copied beside
 * them): one HTML file per route, `sitemap.xml` and `robots.txt`, all with addresses from `PUBLIC_BASE_URL`.
 * @param template - the client build's `index.html`
 * @param createDocument - gives an empty HTML document to assemble each page in (jsdom in the build script)
 * @param pageChunks - each calculator's page chunk in the client build, named in its pages (none: the browser finds
 *   it through the list of every calculator's chunk, one request more)
 * @returns the files, pages first
 * @example
 * (await prerenderSite(template, () => new JSDOM('').window.document)).length; // 80 (78 pages, sitemap, robots)
 */
export async function prerenderSite(template: string, createDocument: () => Document, pageChunks: PageChunks = {}): Promise<StaticFile[]> {
  const routes = prerenderRoutes();
  const files: StaticFile[] = [];
  for (const route of routes) {
    const { calculator } = route;
    const chunk = calculator === undefined ? undefined : pageChunks[calculator];
    const pageChunk = calculator === undefined || chunk === undefined ? undefined : { calculator, file: chunk };
    files.push({ file: route.file, content: staticPageHtml(template, await render(route.path), createDocument(), { ...route, pageChunk }) });
  }
  files.push({ file: 'sitemap.xml', content: sitemapXml(PUBLIC_BASE_URL, routes) });
  files.push({ file: 'robots.txt', content: robotsTxt(PUBLIC_BASE_URL) });
  return files;
}
