import { useCallback, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import type { AdminAuth } from '../api/admin-auth.js';
import { LoginScreen } from '../features/auth/login-screen.js';
import { DashboardPage } from '../features/dashboard/dashboard-page.js';

export interface AdminAppProps {
  readonly auth: AdminAuth;
}

async function fetchStats() {
  const response = await fetch('/api/admin/stats', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`stats: ${response.status}`);
  return response.json();
}

/** Shows the dashboard when the server says the session is valid, the login screen otherwise. */
function Dashboard({ auth }: AdminAppProps) {
  const navigate = useNavigate();
  const [session, setSession] = useState<'checking' | 'valid' | 'none'>('checking');

  useEffect(() => {
    auth.hasSession().then((valid) => setSession(valid ? 'valid' : 'none'));
  }, [auth]);

  const loadStats = useCallback(fetchStats, []);

  if (session === 'checking') return <p className="p-6" role="status">Checking your session…</p>;
  if (session === 'none') return <LoginScreen auth={auth} onLoggedIn={() => setSession('valid')} />;
  return <DashboardPage auth={auth} loadStats={loadStats} onLoggedOut={() => navigate('/')} />;
}

/** The composition root's routes: `/admin` is the login, `/admin/dashboard` the dashboard. */
export function AdminApp({ auth }: AdminAppProps) {
  const navigate = useNavigate();
  return (
    <Routes>
      <Route path="/" element={<LoginScreen auth={auth} onLoggedIn={() => navigate('/dashboard')} />} />
      <Route path="/dashboard" element={<Dashboard auth={auth} />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
