import type { AdminStats } from '../../api/admin-types.js';
import { LoadFailure } from '../../components/notice.js';
import { formatCount } from '../../utils/format.js';
import type { StatsState } from './use-admin-stats.js';

const CARDS: readonly { readonly label: string; readonly value: (stats: AdminStats) => number; readonly accent: string }[] = [
  { label: 'Pending SEO proposals', value: (stats) => stats.seo_proposals.pending, accent: 'border-blue-600' },
  { label: 'Pending calculator requests', value: (stats) => stats.calculator_requests.pending, accent: 'border-violet-600' },
  { label: 'Active agents', value: (stats) => stats.active_agents, accent: 'border-green-600' },
  { label: 'Approved today', value: (stats) => stats.approved_today, accent: 'border-amber-500' },
];

/** The four counts at the top of the dashboard: pending SEO proposals and calculator requests, active agents, approved today. */
export function StatCards({ stats }: { readonly stats: StatsState }) {
  return (
    <section aria-labelledby="overview-heading" aria-busy={stats.loading} className="grid gap-3">
      <h2 id="overview-heading" className="sr-only">
        Overview
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {CARDS.map((card) => (
          <div key={card.label} className={`rounded-xl border-l-4 bg-white p-4 shadow-sm ${card.accent}`}>
            <dt className="text-sm text-slate-600">{card.label}</dt>
            <dd className="mt-1 text-3xl font-bold">{stats.stats ? formatCount(card.value(stats.stats)) : '–'}</dd>
          </div>
        ))}
      </dl>
      {stats.error && <LoadFailure message={stats.error} onRetry={stats.reload} />}
    </section>
  );
}
