import { Button } from '@calchub/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONNECTION_MESSAGE, type AdminAuth, type LoginOutcome } from '../../api/admin-auth.js';

export interface LoginScreenProps {
  readonly auth: AdminAuth;
  readonly onLoggedIn: () => void;
  /** Shown above the form, e.g. when a session expired. */
  readonly notice?: string;
}

/** The admin login: one required key field. The key is never shown; the page says where it comes from. */
export function LoginScreen({ auth, onLoggedIn, notice }: LoginScreenProps) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const keyField = useRef<HTMLInputElement>(null);

  // Shown over an expired dashboard: take focus from the page that just disappeared.
  useEffect(() => {
    if (notice) keyField.current?.focus();
  }, [notice]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!key) {
      setError('Enter the admin key.');
      return;
    }
    setBusy(true);
    setError(undefined);
    let outcome: LoginOutcome;
    try {
      outcome = await auth.login(key);
    } catch {
      outcome = { ok: false, reason: 'unavailable', message: CONNECTION_MESSAGE };
    }
    setBusy(false);
    if (outcome.ok) onLoggedIn();
    else setError(outcome.message);
  }

  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <form
        onSubmit={submit}
        noValidate
        className="w-full max-w-sm rounded-xl bg-white p-8 shadow"
        aria-labelledby="login-heading"
      >
        <h1 id="login-heading" className="text-2xl font-bold">
          CalcHub Admin
        </h1>
        {notice && (
          <p role="status" className="mt-4 rounded bg-amber-50 p-3 text-sm text-amber-900">
            {notice}
          </p>
        )}
        <label htmlFor="admin-key" className="mt-6 block text-sm font-medium">
          Admin key <span aria-hidden="true" className="text-red-700">*</span>
        </label>
        <input
          ref={keyField}
          id="admin-key"
          name="key"
          type="password"
          required
          autoComplete="current-password"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-error key-help' : 'key-help'}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        <p id="key-help" className="mt-2 text-xs text-slate-600">
          The key is the server's <code>ADMIN_KEY</code> setting or, when that is not set, the key printed once to
          the server log at first start.
        </p>
        {error && (
          <p id="login-error" role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        )}
        {/* aria-disabled, not disabled: a disabled button would drop keyboard focus while the key is checked. */}
        <Button type="submit" className="mt-6 w-full aria-disabled:cursor-wait aria-disabled:opacity-60" aria-disabled={busy || undefined}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </main>
  );
}
