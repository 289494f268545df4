import { Badge, type BadgeTone } from '@calchub/ui';
import { useCallback } from 'react';
import type { AdminApi } from '../../api/admin-api.js';
import type { AuditOutcome } from '../../api/admin-types.js';
import { LoadFailure } from '../../components/notice.js';
import { Pager } from '../../components/pager.js';
import { DateTime } from '../../components/review-item.js';
import { usePagedLoad } from '../../hooks/use-paged-load.js';

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
  const { page, setPage, data, loading, error, retry } = usePagedLoad(
    useCallback((wanted: number) => api.listAuditLog(wanted), [api]),
    AUDIT_LOAD_FAILED,
    refreshKey,
  );

  return (
    <section aria-labelledby="audit-log-heading" aria-busy={loading} className="grid gap-4">
      <h2 id="audit-log-heading" className="text-xl font-semibold">
        Audit Log
      </h2>
      {error && <LoadFailure message={error} onRetry={retry} />}
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
        <Pager label="Audit log pages" page={page} pageSize={data.page_size} total={data.total} noun="actions" onPage={setPage} />
      )}
    </section>
  );
}
