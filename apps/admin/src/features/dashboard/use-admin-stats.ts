import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminApi } from '../../api/admin-api.js';
import type { AdminStats } from '../../api/admin-types.js';

const STATS_LOAD_FAILED = 'Failed to load dashboard statistics.';

export interface StatsState {
  readonly stats: AdminStats | undefined;
  readonly loading: boolean;
  readonly error: string | undefined;
  /** Stable: loads the counts again. */
  readonly reload: () => void;
}

/**
 * The dashboard's counts over the api, reloaded after every action that changes them.
 * @param api - the admin api
 * @returns the latest counts and `reload`
 * @example
 * const stats = useAdminStats(api); // GET /api/admin/stats
 * stats.stats?.seo_proposals.pending; // e.g. 3
 */
export function useAdminStats(api: AdminApi): StatsState {
  const [state, setState] = useState<Omit<StatsState, 'reload'>>({ stats: undefined, loading: true, error: undefined });
  const [reloads, setReloads] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    setState((current) => ({ ...current, loading: true }));
    api.getStats().then(
      (stats) => {
        if (ticket === latest.current) setState({ stats, loading: false, error: undefined });
      },
      () => {
        if (ticket === latest.current) setState((current) => ({ ...current, loading: false, error: STATS_LOAD_FAILED }));
      },
    );
  }, [api, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { ...state, reload };
}
