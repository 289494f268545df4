import { useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import type { AdminApi } from '../api/admin-api.js';
import type { AdminAuth } from '../api/admin-auth.js';
import { paths } from '../config/paths.js';
import { LoginScreen } from '../features/auth/login-screen.js';
import { DashboardRoute } from './dashboard-route.js';

export interface AdminAppProps {
  readonly auth: AdminAuth;
  readonly api: AdminApi;
}

/** `/admin`: the login; an operator whose session is still valid goes straight on to the dashboard. */
function LoginRoute({ auth }: { readonly auth: AdminAuth }) {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    auth.hasSession().then(
      (valid) => {
        if (live && valid) navigate(paths.dashboard.href(), { replace: true });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [auth, navigate]);
  return <LoginScreen auth={auth} onLoggedIn={() => navigate(paths.dashboard.href())} />;
}

/** The admin app's routes: `/admin` is the login, `/admin/dashboard` the dashboard; anything else goes to the login. */
export function AdminApp({ auth, api }: AdminAppProps) {
  return (
    <Routes>
      <Route path={paths.login.pattern} element={<LoginRoute auth={auth} />} />
      <Route path={paths.dashboard.pattern} element={<DashboardRoute auth={auth} api={api} />} />
      <Route path="*" element={<Navigate to={paths.login.href()} replace />} />
    </Routes>
  );
}
