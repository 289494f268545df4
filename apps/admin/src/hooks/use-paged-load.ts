import { useEffect, useState } from 'react';

export interface PagedLoad<T> {
  readonly page: number;
  readonly setPage: (page: number) => void;
  readonly data: T | undefined;
  readonly loading: boolean;
  readonly error: string | undefined;
  readonly retry: () => void;
}

/**
 * Loads one page of a list at a time, again when `refreshKey` changes or on retry; an answer to an older request is
 * dropped.
 * @param load - loads a page (1-based); a new function loads again
 * @param failedMessage - shown when loading fails
 * @param refreshKey - changing it loads the page again
 * @returns the page, its data and state
 * @example
 * const log = usePagedLoad(useCallback((wanted) => api.listAuditLog(wanted), [api]), 'Failed to load the audit log.', 0);
 */
export function usePagedLoad<T>(load: (page: number) => Promise<T>, failedMessage: string, refreshKey: number): PagedLoad<T> {
  const [page, setPage] = useState(1);
  const [retries, setRetries] = useState(0);
  const [state, setState] = useState<{ data?: T; loading: boolean; error?: string }>({ loading: true });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load(page).then(
      (data) => current && setState({ data, loading: false }),
      () => current && setState((previous) => ({ ...previous, loading: false, error: failedMessage })),
    );
    return () => {
      current = false;
    };
  }, [load, page, refreshKey, retries, failedMessage]);

  return { page, setPage, data: state.data, loading: state.loading, error: state.error, retry: () => setRetries((count) => count + 1) };
}
