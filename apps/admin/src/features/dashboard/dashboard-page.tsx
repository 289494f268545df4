import { Button } from '@calchub/ui';
import { useEffect, useState } from 'react';
import type { AdminAuth } from '../../api/admin-auth.js';

interface AdminStats {
  readonly seo_proposals: { readonly pending: number; readonly approved: number };
  readonly calculator_requests: { readonly pending: number; readonly approved: number };
}

export interface DashboardPageProps {
  readonly auth: AdminAuth;
  readonly loadStats: () => Promise<AdminStats>;
  readonly onLoggedOut: () => void;
}

/** The operator's overview: pending work at a glance. */
export function DashboardPage({ auth, loadStats, onLoggedOut }: DashboardPageProps) {
  const [stats, setStats] = useState<AdminStats>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    loadStats().then(setStats, () => setError('Failed to load dashboard statistics.'));
  }, [loadStats]);

  async function logout() {
    await auth.logout();
    onLoggedOut();
  }

  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between bg-white px-6 py-4 shadow-sm">
        <h1 className="text-xl font-bold">CalcHub Admin Dashboard</h1>
        <Button variant="secondary" onClick={logout}>
          Log out
        </Button>
      </header>
      <main className="mx-auto max-w-5xl p-6">
        {error && <p role="alert" className="text-red-700">{error}</p>}
        {stats && (
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-white p-5 shadow-sm">
              <dt className="text-sm text-slate-600">Pending SEO proposals</dt>
              <dd className="text-3xl font-bold">{stats.seo_proposals.pending}</dd>
            </div>
            <div className="rounded-xl bg-white p-5 shadow-sm">
              <dt className="text-sm text-slate-600">Pending calculator requests</dt>
              <dd className="text-3xl font-bold">{stats.calculator_requests.pending}</dd>
            </div>
          </dl>
        )}
      </main>
    </div>
  );
}
