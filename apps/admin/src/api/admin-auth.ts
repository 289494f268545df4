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
const LOGOUT_FAILED_MESSAGE = 'The server could not be reached. Please check your connection and try again.';

/**
 * The message for a refused login after too many attempts, with the wait: the server's own message when it
 * gives one, else one built from `Retry-After` (seconds).
 * @param serverMessage - the body's `message`, if any
 * @param retryAfter - the `Retry-After` header, if any
 * @returns the message to show
 * @example
 * rateLimitedMessage(undefined, '120'); // 'Too many failed attempts. Please wait 2 minutes before trying again.'
 */
export function rateLimitedMessage(serverMessage: string | undefined, retryAfter: string | null): string {
  if (serverMessage) return serverMessage;
  const seconds = Number(retryAfter);
  if (retryAfter && Number.isFinite(seconds) && seconds > 0) {
    const wait = seconds < 90 ? `${Math.ceil(seconds)} seconds` : `${Math.ceil(seconds / 60)} minutes`;
    return `Too many failed attempts. Please wait ${wait} before trying again.`;
  }
  return 'Too many failed attempts. Please wait a few minutes before trying again.';
}

async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The real implementation over the api's `/api/admin/*` session endpoints; the session is an HttpOnly cookie,
 * so nothing is kept in the browser's storage.
 * @param fetchImpl - the fetch to use (tests pass a fake)
 * @returns an AdminAuth
 * @example
 * const outcome = await createHttpAdminAuth().login('wrong'); // { ok: false, reason: 'invalid-key', message: 'Invalid admin key. Please try again.' }
 */
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
          message: rateLimitedMessage(await readMessage(response), response.headers.get('retry-after')),
        };
      }
      return { ok: false, reason: 'unavailable', message: CONNECTION_MESSAGE };
    },
    async logout() {
      let response: Response;
      try {
        response = await fetchImpl('/api/admin/logout', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'same-origin',
          body: '{}',
        });
      } catch {
        throw new Error(LOGOUT_FAILED_MESSAGE);
      }
      // 401: the session had already ended, which is what logging out wants.
      if (!response.ok && response.status !== 401) throw new Error((await readMessage(response)) ?? LOGOUT_FAILED_MESSAGE);
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
