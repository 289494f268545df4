import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_EXPIRED_MESSAGE, watchSessionExpiry, type AdminApi } from '../api/admin-api.js';
import type { AdminAuth } from '../api/admin-auth.js';
import { paths } from '../config/paths.js';
import { LoginScreen } from '../features/auth/login-screen.js';
import { AdminDashboard } from './admin-dashboard.js';

/**
 * `/admin/dashboard`: asks the api whether the session is valid and shows the login screen if not. When any call
 * answers 401 later, the login screen comes back with a message while the dashboard stays mounted underneath,
 * hidden, so nothing typed is lost; signing in again shows it as it was and reloads its data.
 */
export function DashboardRoute({ auth, api }: { readonly auth: AdminAuth; readonly api: AdminApi }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<'checking' | 'valid' | 'none'>('checking');
  const [expired, setExpired] = useState(false);
  const [logins, setLogins] = useState(0);

  useEffect(() => {
    let live = true;
    auth.hasSession().then(
      (valid) => live && setSession(valid ? 'valid' : 'none'),
      () => live && setSession('none'),
    );
    return () => {
      live = false;
    };
  }, [auth]);

  const watchedApi = useMemo(() => watchSessionExpiry(api, () => setExpired(true)), [api]);

  if (session === 'checking') {
    return (
      <main className="flex min-h-screen items-center justify-center">
        <p role="status">Checking your session…</p>
      </main>
    );
  }
  if (session === 'none') return <LoginScreen auth={auth} onLoggedIn={() => setSession('valid')} />;

  return (
    <>
      {expired && (
        <LoginScreen
          auth={auth}
          notice={SESSION_EXPIRED_MESSAGE}
          onLoggedIn={() => {
            setExpired(false);
            setLogins((count) => count + 1);
          }}
        />
      )}
      <div hidden={expired}>
        <AdminDashboard
          api={watchedApi}
          onLogout={async () => {
            await auth.logout();
            navigate(paths.login.href());
          }}
          refreshKey={logins}
        />
      </div>
    </>
  );
}
