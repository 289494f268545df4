import { listedCategories } from '@calchub/catalogue';
import { loadSearch, searchQueryText, type SearchSuggestion } from '@calchub/search';
import { useEffect, useState } from 'react';
import { CategoryIcon } from '@calchub/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/link.js';
import { paths } from '../../config/paths.js';
import { SiteSearchBox } from '../../components/site-search-box.js';
import { PageMeta } from '../../components/page-meta.js';
import { usePrerender } from '../../lib/prerender.js';
import { useRenderedQuery } from '../../lib/rendered-address.js';

/** A results page lists at most this many calculators. */
export const MAX_SEARCH_RESULTS = 50;

/** The query a results page searches for: its `q`, trimmed and bounded (`searchQueryText`). */
export function searchPageQuery(params: URLSearchParams): string {
  return searchQueryText(params.get('q') ?? '');
}

interface Found {
  readonly query: string;
  readonly results: readonly SearchSuggestion[];
}

/**
 * The results the server rendered this page with, which it writes on the page for the browser to hydrate with, so
 * a results page shows its matches without the search index (which loads when the visitor searches again).
 */
function renderedResults(query: string): Found | undefined {
  const written = typeof document === 'undefined' ? null : document.getElementById(RESULTS_ID)?.getAttribute('data-found');
  if (!written) return undefined;
  try {
    const found = JSON.parse(written) as Found;
    return found.query === query && Array.isArray(found.results) ? found : undefined;
  } catch {
    return undefined;
  }
}

const RESULTS_ID = 'search-results';

/**
 * `/search?q=`: every match for the query, or the categories when nothing matches. The server renders an address
 * with a query with its results; the page as built (a static host) finds them once the search index has loaded.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const wanted = searchPageQuery(params);
  const prerender = usePrerender();
  const renderedQuery = searchPageQuery(new URLSearchParams(useRenderedQuery(useLocation())));
  const [loaded, setLoaded] = useState<Found | undefined>(() => {
    if (prerender) return wanted ? { query: wanted, results: prerender.search(wanted, { limit: MAX_SEARCH_RESULTS }) } : undefined;
    return renderedQuery && renderedQuery === wanted ? renderedResults(wanted) : undefined;
  });
  useEffect(() => {
    if (!wanted) return setLoaded(undefined);
    if (loaded?.query === wanted) return;
    let current = true;
    loadSearch().then((search) => current && setLoaded({ query: wanted, results: search(wanted, { limit: MAX_SEARCH_RESULTS }) }));
    return () => {
      current = false;
    };
  }, [wanted, loaded?.query]);
  const query = loaded?.query ?? '';
  const results = loaded?.results ?? [];
  return (
    <section className="mx-auto max-w-4xl px-4 py-10" id={RESULTS_ID} data-found={query ? JSON.stringify(loaded) : undefined}>
      <PageMeta
        title={query ? `Search results for "${query}" | CalcHub` : 'Search calculators | CalcHub'}
        description="Search CalcHub's free calculators by name, topic or what you want to work out."
        path={paths.search.pattern}
        noindex={Boolean(query)}
      />
      <h1 className="text-3xl font-bold">{query ? `Search results for "${query}"` : 'Search calculators'}</h1>
      <SiteSearchBox submitTo="results-page" className="mt-6 max-w-xl" label="Search again" />
      {query && results.length > 0 && (
        <>
          <p className="mt-6 text-slate-700" role="status">
            {results.length === 1 ? '1 calculator found' : `${results.length} calculators found`}
          </p>
          <ul className="mt-4 grid gap-3">
            {results.map((result) => (
              <li key={result.slug}>
                <Link to={result.path} className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-blue-400">
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-blue-800">{result.name}</span>
                    <span className="text-xs text-slate-600">{result.category}</span>
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">{result.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {(!query || results.length === 0) && (
        <div className="mt-8">
          {query && (
            <p className="text-lg font-medium" role="status">
              No calculators found for &quot;{query}&quot;
            </p>
          )}
          <p className="mt-2 text-slate-700">Try a different search term or browse our categories:</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {listedCategories().map((category) => (
              <li key={category.id}>
                <Link to={paths.category.href(category.id)} className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-blue-400">
                  <CategoryIcon category={category.id} className="mr-1 inline-block h-6 w-6 align-[-0.3em] text-blue-700" /> <span className="font-semibold">{category.name}</span>
                  <span className="mt-1 block text-sm text-slate-600">{category.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
