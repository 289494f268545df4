import { calculatorDefinitions, calculatorSummaries, categories } from '@calchub/catalogue';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, renderPagesEagerly } from './app/app-routes.js';
import CalculatorPage, { provideDefinitions } from './features/calculator/calculator-page.js';
import { renderCalculatorPageEagerly } from './features/calculator/calculator-route.js';
import { CategoryPage } from './features/category/category-page.js';
import { ContactPage } from './features/contact/contact-page.js';
import { HomePage } from './features/home/home-page.js';
import { PrivacyPage } from './features/legal/privacy-page.js';
import { TermsPage } from './features/legal/terms-page.js';
import { SearchPage } from './features/search/search-page.js';
import { paths } from './config/paths.js';

/** Every public route that is prerendered, with the file it is written to. Canonical pages are in the sitemap. */
export interface PrerenderRoute {
  readonly path: string;
  readonly file: string;
  readonly inSitemap: boolean;
}

/** The route table: home, the four categories, the calculators, search, legal pages, contact and the 404 page. */
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
    page(paths.search.pattern, false),
    page(paths.terms.href()),
    page(paths.privacy.href()),
    page(paths.contact.href()),
    { path: '/404', file: '404.html', inSitemap: false },
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

renderPagesEagerly({ HomePage, CategoryPage, SearchPage, TermsPage, PrivacyPage, ContactPage });
renderCalculatorPageEagerly(CalculatorPage);
provideDefinitions(calculatorDefinitions);

/** Renders one path to complete HTML: every page and definition is at hand, so nothing is left pending. */
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
