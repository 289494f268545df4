import { browserStorage, createMissingCalculatorLog, createRecentSearches, popularSuggestions, search } from '@calchub/search';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.js';

/** Sends a search that found nothing to the api, for the admin's calculator requests; failures are quiet. */
function reportMiss(query: string, page: string) {
  fetch('/api/search-misses', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, page }),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * What a search box on the site needs: ranked search, the popular list, recent searches (read after hydration,
 * so the prerendered page matches), and navigation that records recent searches and missing calculators.
 * `submitTo` says where Enter goes when nothing is highlighted: the first match (header) or the results page (hero).
 */
export function useSiteSearch(submitTo: 'first-match' | 'results-page') {
  const navigate = useNavigate();
  const location = useLocation();
  const stores = useMemo(() => {
    const storage = browserStorage();
    return { recent: createRecentSearches(storage), missing: createMissingCalculatorLog(storage) };
  }, []);
  const [recentSearches, setRecentSearches] = useState<string[]>([]);
  useEffect(() => setRecentSearches(stores.recent.list()), [stores]);

  const popular = useMemo(() => popularSuggestions(), []);

  const onNavigate = useCallback((path: string) => navigate(path), [navigate]);

  const onSubmit = useCallback(
    (query: string, matches: readonly { path: string }[]) => {
      setRecentSearches(stores.recent.add(query));
      if (matches.length === 0) {
        stores.missing.record(query, { userAgent: navigator.userAgent, referrer: document.referrer });
        reportMiss(query, location.pathname);
      }
      const first = matches[0];
      navigate(submitTo === 'first-match' && first ? first.path : paths.search.href(query));
    },
    [stores, navigate, submitTo, location.pathname],
  );

  return { search, popular, recentSearches, onNavigate, onSubmit };
}
