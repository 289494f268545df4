import { Badge, Button, type BadgeTone } from '@calchub/ui';
import { useEffect, useState } from 'react';
import type { AdminApi } from '../../api/admin-api.js';
import type { AuditLogPage, AuditOutcome } from '../../api/admin-types.js';
import { LoadFailure } from '../../components/notice.js';
import { DateTime } from '../../components/review-item.js';
import { formatCount } from '../../utils/format.js';

// aria-disabled at the first and last page: a button that disables itself under the keyboard drops focus to the page.
const boundClasses = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const outcomeLabels: Record<AuditOutcome, string> = {
  success: 'Success',
  failure: 'Failure',
  denied: 'Denied',
  rate_limited: 'Rate limited',
  attempt: 'Attempt',
};
const outcomeTones: Record<AuditOutcome, BadgeTone> = {
  success: 'green',
  failure: 'red-pink',
  denied: 'red-orange',
  rate_limited: 'red-orange',
  attempt: 'neutral',
};

const AUDIT_LOAD_FAILED = 'Failed to load the audit log.';

export interface AuditLogPanelProps {
  readonly api: AdminApi;
  /** Changing it loads the page again (after signing in again). */
  readonly refreshKey?: number;
}

/** The Audit Log tab: login attempts and admin actions with their outcome and address, newest first, one page at a time. Loads each time the tab opens. */
export function AuditLogPanel({ api, refreshKey = 0 }: AuditLogPanelProps) {
  const [page, setPage] = useState(1);
  const [retries, setRetries] = useState(0);
  const [state, setState] = useState<{ data?: AuditLogPage; loading: boolean; error?: string }>({ loading: true });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    api.listAuditLog(page).then(
      (data) => current && setState({ data, loading: false }),
      () => current && setState((previous) => ({ ...previous, loading: false, error: AUDIT_LOAD_FAILED })),
    );
    return () => {
      current = false;
    };
  }, [api, page, refreshKey, retries]);

  const { data, loading, error } = state;
  const pages = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size))) : 1;

  return (
    <section aria-labelledby="audit-log-heading" aria-busy={loading} className="grid gap-4">
      <h2 id="audit-log-heading" className="text-xl font-semibold">
        Audit Log
      </h2>
      {error && <LoadFailure message={error} onRetry={() => setRetries((count) => count + 1)} />}
      {!data && loading && <p className="text-slate-600">Loading the audit log…</p>}
      {data && data.entries.length === 0 && page === 1 && (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">No admin actions recorded yet.</p>
      )}
      {data && data.entries.length > 0 && (
        <div role="region" aria-label="Audit log entries" tabIndex={0} className="overflow-x-auto rounded-xl bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-blue-700">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Admin actions, newest first</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">Time</th>
                <th scope="col" className="px-4 py-3 font-medium">Action</th>
                <th scope="col" className="px-4 py-3 font-medium">Outcome</th>
                <th scope="col" className="px-4 py-3 font-medium">Target</th>
                <th scope="col" className="px-4 py-3 font-medium">Details</th>
                <th scope="col" className="px-4 py-3 font-medium">Address</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-100 last:border-0">
                  <td className="whitespace-nowrap px-4 py-3"><DateTime iso={entry.created_at} /></td>
                  <td className="px-4 py-3 font-mono">{entry.action}</td>
                  <td className="px-4 py-3">
                    <Badge tone={outcomeTones[entry.outcome]} className="text-xs">
                      {outcomeLabels[entry.outcome]}
                    </Badge>
                  </td>
                  <td className="px-4 py-3">{entry.target ?? '—'}</td>
                  <td className="px-4 py-3 break-words">{entry.detail ?? '—'}</td>
                  <td className="px-4 py-3 font-mono whitespace-nowrap">{entry.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > 0 && (
        <nav aria-label="Audit log pages" className="flex flex-wrap items-center gap-3">
          <Button size="sm" variant="secondary" aria-disabled={page <= 1 || undefined} className={boundClasses} onClick={() => page > 1 && setPage(page - 1)}>
            Previous page
          </Button>
          <p className="text-sm text-slate-700">
            Page {formatCount(page)} of {formatCount(pages)} ({formatCount(data.total)} actions)
          </p>
          <Button size="sm" variant="secondary" aria-disabled={page >= pages || undefined} className={boundClasses} onClick={() => page < pages && setPage(page + 1)}>
            Next page
          </Button>
        </nav>
      )}
    </section>
  );
}
