import { calculatorPageLoaders, calculatorSummaries, categories, explanatoryContents } from '@calchub/catalogue';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, renderPagesEagerly } from './app/app-routes.js';
import CalculatorExplanation, { provideContents } from './features/calculator/calculator-explanation.js';
import CalculatorPage, { provideCalculators, renderExplanationEagerly } from './features/calculator/calculator-page.js';
import CalculatorAddress from './features/calculator/calculator-address.js';
import { renderCalculatorPagesEagerly } from './features/calculator/calculator-route.js';
import { CategoryPage } from './features/category/category-page.js';
import { ContactPage } from './features/contact/contact-page.js';
import { HomePage } from './features/home/home-page.js';
import { NotFoundPage } from './features/not-found/not-found-page.js';
import { PrivacyPage } from './features/legal/privacy-page.js';
import { TermsPage } from './features/legal/terms-page.js';
import { SearchPage } from './features/search/search-page.js';
import { paths } from './config/paths.js';
import { PUBLIC_BASE_URL } from './config/site.js';
import { robotsTxt, sitemapXml, staticPageHtml, type PrerenderRoute, type StaticFile } from './lib/static-site.js';

export { PUBLIC_BASE_URL };

/**
 * The prerendered routes: home, the four categories, the calculators, search, legal pages, contact and the 404
 * page. Every one but the 404 page is a canonical public URL and is listed in the sitemap.
 * @returns the routes, in sitemap order
 * @example
 * prerenderRoutes().find((route) => route.path === '/calculator/loan'); // { path, file: 'calculator/loan/index.html', inSitemap: true }
 */
export function prerenderRoutes(): PrerenderRoute[] {
  const page = (path: string, inSitemap = true): PrerenderRoute => ({
    path,
    file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
    inSitemap,
  });
  return [
    page(paths.home.href()),
    ...categories.map((category) => page(paths.category.href(category.id))),
    ...calculatorSummaries.map((summary) => page(paths.calculator.href(summary.slug))),
    page(paths.search.pattern),
    page(paths.terms.href()),
    page(paths.privacy.href()),
    page(paths.contact.href()),
    { path: '/404', file: '404.html', inSitemap: false, notFound: true },
  ];
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return html + decoder.decode();
    html += decoder.decode(value, { stream: true });
  }
}

renderPagesEagerly({ HomePage, CategoryPage, SearchPage, TermsPage, PrivacyPage, ContactPage, NotFoundPage });
renderCalculatorPagesEagerly({ CalculatorPage, CalculatorAddress });
renderExplanationEagerly(CalculatorExplanation);
provideContents(explanatoryContents);
provideCalculators(await Promise.all(Object.values(calculatorPageLoaders).map((load) => load())));

/**
 * Renders one path as React prerenders it: the page's head elements first, then the app's markup. Every page and
 * definition is at hand, so nothing waits on a chunk.
 * @param url - a site path, with or without a query
 * @returns the HTML to give {@link staticPageHtml}
 * @example
 * (await render('/calculator/loan')).startsWith('<link rel="preload"'); // React emits hoisted elements first
 */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  const html = await readStream(prelude);
  return html;
}

/**
 * Every file of the static site that is generated from the app (the client build's assets are copied beside
 * them): one HTML file per route, `sitemap.xml` and `robots.txt`, all with addresses from `PUBLIC_BASE_URL`.
 * @param template - the client build's `index.html`
 * @param createDocument - gives an empty HTML document to assemble each page in (jsdom in the build script)
 * @returns the files, pages first
 * @example
 * (await prerenderSite(template, () => new JSDOM('').window.document)).length; // 47 (44 pages, sitemap, robots)
 */
export async function prerenderSite(template: string, createDocument: () => Document): Promise<StaticFile[]> {
  const routes = prerenderRoutes();
  const files: StaticFile[] = [];
  for (const route of routes) files.push({ file: route.file, content: staticPageHtml(template, await render(route.path), createDocument(), route) });
  files.push({ file: 'sitemap.xml', content: sitemapXml(PUBLIC_BASE_URL, routes) });
  files.push({ file: 'robots.txt', content: robotsTxt(PUBLIC_BASE_URL) });
  return files;
}
