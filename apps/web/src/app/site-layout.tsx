import { categories, footerQuickLinks, SITE_NAME } from '@calchub/catalogue';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Link } from '../components/link.js';
import { paths } from '../config/paths.js';
import { SiteSearchBox } from '../components/site-search-box.js';
import { ThemeChoice } from '../components/theme-choice.js';

const footerLink = 'text-slate-700 underline-offset-2 hover:text-blue-800 hover:underline';

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

/** Header (logo, search and theme) and footer around every public page. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
        {/* On a phone the search box takes a row of its own under the logo and the theme control. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:flex-nowrap">
          <Link to={paths.home.href()} className="flex shrink-0 items-center gap-2 text-xl font-bold text-blue-800">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            {SITE_NAME}
          </Link>
          <SiteSearchBox submitTo="first-match" className="order-last max-w-md sm:order-none" />
          <ThemeChoice />
        </div>
      </header>
      <main id="main" className="flex-1">
        <Suspense fallback={<p className="mx-auto max-w-6xl px-4 py-16 text-slate-700" role="status">Loading…</p>}>
          <Outlet />
          <HydrationMarker />
        </Suspense>
      </main>
      <footer className="mt-16 border-t border-slate-200 bg-white print:hidden">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
          <div>
            <p className="text-lg font-bold text-blue-800">{SITE_NAME}</p>
            <p className="mt-2 text-sm text-slate-700">
              Free calculators with the formula shown. Results are estimates for information only.
            </p>
          </div>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="font-semibold">Quick Links</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {footerQuickLinks.map((link) => (
                <li key={link.label}>
                  <Link to={link.href} className={footerLink}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-categories">
            <h2 id="footer-categories" className="font-semibold">Categories</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link to={paths.category.href(category.id)} className={footerLink}>
                    {category.id.charAt(0).toUpperCase() + category.id.slice(1)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="border-t border-slate-100">
          <div className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-4 text-sm">
            <Link to={paths.privacy.href()} className={footerLink}>Privacy</Link>
            <Link to={paths.terms.href()} className={footerLink}>Terms</Link>
            <Link to={paths.contact.href()} className={footerLink}>Contact</Link>
          </div>
        </div>
      </footer>
    </div>
  );
}
