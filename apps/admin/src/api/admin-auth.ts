/** Outcome of a login attempt, as the login screen shows it. */
export type LoginOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'invalid-key' | 'rate-limited' | 'unavailable'; readonly message: string };

/** Server-side admin authentication, behind an interface that tests replace. */
export interface AdminAuth {
  login(key: string): Promise<LoginOutcome>;
  logout(): Promise<void>;
  /** Whether the session cookie is valid right now. */
  hasSession(): Promise<boolean>;
}

export const INVALID_KEY_MESSAGE = 'Invalid admin key. Please try again.';
export const CONNECTION_MESSAGE = 'Authentication failed. Please check your connection.';

async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** The real implementation over the api's `/api/admin/*` session endpoints. */
export function createHttpAdminAuth(fetchImpl: typeof fetch = (...args) => fetch(...args)): AdminAuth {
  return {
    async login(key) {
      let response: Response;
      try {
        response = await fetchImpl('/api/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify({ key }),
        });
      } catch {
        return { ok: false, reason: 'unavailable', message: CONNECTION_MESSAGE };
      }
      if (response.ok) return { ok: true };
      if (response.status === 401) return { ok: false, reason: 'invalid-key', message: INVALID_KEY_MESSAGE };
      if (response.status === 429) {
        return {
          ok: false,
          reason: 'rate-limited',
          message: (await readMessage(response)) ?? 'Too many failed attempts. Please wait before trying again.',
        };
      }
      return { ok: false, reason: 'unavailable', message: CONNECTION_MESSAGE };
    },
    async logout() {
      await fetchImpl('/api/admin/logout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: '{}',
      });
    },
    async hasSession() {
      try {
        const response = await fetchImpl('/api/admin/session', { credentials: 'same-origin' });
        if (!response.ok) return false;
        const body = (await response.json()) as { authenticated?: unknown };
        return body.authenticated === true;
      } catch {
        return false;
      }
    },
  };
}
