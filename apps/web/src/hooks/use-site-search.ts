import {
  browserStorage, createRecentSearches, loadMissingCalculatorLog, loadPopularSuggestions, loadSearch, type SearchSuggestion,
} from '@calchub/search';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths.js';

const NO_SUGGESTIONS: SearchSuggestion[] = [];

/** Sends a search to the api, text and page only; failures are quiet. */
function report(url: string, body: Record<string, string>) {
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).catch(() => undefined);
}

/** A search that found nothing, for the admin's calculator requests. */
const reportMiss = (query: string, page: string) => report('/api/search-misses', { query, page });

/** A search that led to a calculator, counted for the SEO Agent's proposals. */
const reportFind = (query: string, path: string) => report('/api/search-finds', { query, path });

/**
 * What a search box on the site needs: ranked search and the popular list (both loaded on first focus), recent
 * searches (read after hydration, so the prerendered page matches), and navigation that records recent searches
 * and missing calculators.
 * `submitTo` says where Enter goes when nothing is highlighted: the first match (header) or the results page (hero).
 */
export function useSiteSearch(submitTo: 'first-match' | 'results-page') {
  const navigate = useNavigate();
  const location = useLocation();
  const stores = useMemo(() => {
    const storage = browserStorage();
    return { storage, recent: createRecentSearches(storage) };
  }, []);
  const [recentSearches, setRecentSearches] = useState<string[]>([]);
  useEffect(() => setRecentSearches(stores.recent.list()), [stores]);

  // The popular list and the search index load when the box is first used, not with the page.
  const [popular, setPopular] = useState<SearchSuggestion[]>(NO_SUGGESTIONS);
  const [searchFn, setSearchFn] = useState<(query: string) => SearchSuggestion[]>();
  const loading = useRef(false);
  const onFocus = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    // A failed download (offline) is tried again on the next focus or keystroke.
    const retry = () => {
      loading.current = false;
    };
    loadPopularSuggestions().then(setPopular, retry);
    loadSearch().then((loaded) => setSearchFn(() => loaded), retry);
  }, []);
  const search = useCallback(
    (query: string): SearchSuggestion[] => {
      if (searchFn) return searchFn(query);
      onFocus();
      return NO_SUGGESTIONS;
    },
    [searchFn, onFocus],
  );

  const onNavigate = useCallback((path: string) => navigate(path), [navigate]);

  // Enter may come before the index has loaded: submit against the loaded index, never an empty list.
  const onSubmit = useCallback(
    async (query: string) => {
      setRecentSearches(stores.recent.add(query));
      const matches = (await loadSearch())(query);
      if (matches.length === 0) {
        // The log loads with the first miss; recorded before leaving the page.
        const missingCalculators = (await loadMissingCalculatorLog())(stores.storage);
        missingCalculators.record(query, { userAgent: navigator.userAgent, referrer: document.referrer });
        reportMiss(query, location.pathname);
      }
      const first = matches[0];
      if (submitTo === 'first-match' && first?.path.startsWith('/calculator/')) reportFind(query, first.path);
      navigate(submitTo === 'first-match' && first ? first.path : paths.search.href(query));
    },
    [stores, navigate, submitTo, location.pathname],
  );

  return { search, popular, onFocus, recentSearches, onNavigate, onSubmit };
}
