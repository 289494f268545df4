import { SITE_NAME } from '@calchub/catalogue';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Link } from '../components/link.js';
import { paths } from '../config/paths.js';
import { PrerenderedSection } from '../components/prerendered-section.js';
import { lazyChunk } from '../lib/prerender.js';
import { SiteSearchBox } from '../components/site-search-box.js';
import { NumberFormatChooser } from '../components/number-format-chooser.js';
import { ApplyRememberedNumberFormat } from '../lib/number-format.js';
import { ThemeChoice } from '../components/theme-choice.js';

/**
 * Marks the page as interactive once the route's content has hydrated (it sits inside the route's Suspense
 * boundary, which hydrates as a unit). Tests and tools wait for it; no behaviour depends on it.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return null;
}

/** The footer's links and text, loaded only when the page was not prerendered (see PrerenderedSection). */
export const siteFooterChunk = () => import('./site-footer.js');

const SiteFooter = lazyChunk(siteFooterChunk);

/** Header (logo, search, number format and theme) and footer around every public page. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
        {/* On a phone the search box takes a row of its own under the logo, the number format and the theme. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:flex-nowrap">
          <Link to={paths.home.href()} className="flex shrink-0 items-center gap-2 text-xl font-bold text-blue-800">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            {SITE_NAME}
          </Link>
          <SiteSearchBox submitTo="first-match" className="order-last max-w-md sm:order-none" />
          <div className="ml-auto flex items-center gap-2">
            <NumberFormatChooser />
            <ThemeChoice />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Suspense fallback={<p className="mx-auto max-w-6xl px-4 py-16 text-slate-700" role="status">Loading…</p>}>
          <Outlet />
          <HydrationMarker />
          <ApplyRememberedNumberFormat />
        </Suspense>
      </main>
      <footer className="mt-16 border-t border-slate-200 bg-white print:hidden">
        {/* Never changes: the browser keeps it as prerendered rather than download it (see PrerenderedSection). */}
        <PrerenderedSection id="site-footer">
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
        </PrerenderedSection>
      </footer>
    </div>
  );
}
