import { useCallback, useEffect, useState } from 'react';
import type { AdminApi } from '../../api/admin-api.js';
import type { PremiumCode, PremiumCodeCreated } from '../../api/admin-types.js';

const PREMIUM_CODES_LOAD_FAILED = 'Failed to load premium codes.';

export type PremiumCodeStatus = 'active' | 'expired' | 'revoked';

/**
 * Whether a code can be entered now: revoked wins over expired, since the operator stopped it on purpose.
 * @param code - the listed code
 * @param now - the time to judge at, in ms
 * @returns active, expired or revoked
 * @example
 * premiumCodeStatus({ ...code, expires_at: '2020-01-01T00:00:00.000Z', revoked_at: null }, Date.now()); // 'expired'
 */
export function premiumCodeStatus(code: PremiumCode, now: number): PremiumCodeStatus {
  if (code.revoked_at !== null) return 'revoked';
  return Date.parse(code.expires_at) <= now ? 'expired' : 'active';
}

export interface PremiumCodes {
  readonly codes: readonly PremiumCode[] | undefined;
  readonly loading: boolean;
  readonly error: string | undefined;
  reload(): void;
  /** Creates a code and reloads the list; rejects with the api's error. */
  create(label: string, validDays: number, maxVisitors: number): Promise<PremiumCodeCreated>;
  /** Revokes a code; the list reloads whether it worked or not (a 409 means someone else revoked it). */
  revoke(id: number): Promise<void>;
}

/**
 * The premium codes, loaded when the dashboard opens and after each sign-in (`refreshKey`), with create and revoke.
 * @param api - the admin api
 * @param refreshKey - changing it loads the list again
 * @returns the list's state and actions
 * @example
 * const premium = usePremiumCodes(api, 0);
 * const { code } = await premium.create('Newsletter readers', 30, 5); // code: 'CALC-…', shown once
 */
export function usePremiumCodes(api: AdminApi, refreshKey = 0): PremiumCodes {
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<{ codes?: readonly PremiumCode[]; loading: boolean; error?: string }>({ loading: true });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    api.listPremiumCodes().then(
      (codes) => current && setState({ codes, loading: false }),
      () => current && setState((previous) => ({ ...previous, loading: false, error: PREMIUM_CODES_LOAD_FAILED })),
    );
    return () => {
      current = false;
    };
  }, [api, refreshKey, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  const create = useCallback(
    async (label: string, validDays: number, maxVisitors: number) => {
      const created = await api.createPremiumCode(label, validDays, maxVisitors);
      reload();
      return created;
    },
    [api, reload],
  );

  const revoke = useCallback(
    async (id: number) => {
      try {
        await api.revokePremiumCode(id);
      } finally {
        reload();
      }
    },
    [api, reload],
  );

  return { codes: state.codes, loading: state.loading, error: state.error, reload, create, revoke };
}
