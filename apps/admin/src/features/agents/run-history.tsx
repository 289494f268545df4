import { Badge } from '@calchub/ui';
import { useCallback } from 'react';
import type { AdminApi } from '../../api/admin-api.js';
import type { AgentName } from '../../api/admin-types.js';
import { LoadFailure } from '../../components/notice.js';
import { Pager } from '../../components/pager.js';
import { DateTime } from '../../components/review-item.js';
import { usePagedLoad } from '../../hooks/use-paged-load.js';
import { formatDuration, runLabels, runTones, triggerLabels } from './run-display.js';

const HISTORY_LOAD_FAILED = 'Failed to load the run history.';

/** One agent's run history, a page at a time: status, trigger, start, end, duration, summary and error. */
export function RunHistory({ api, agentName, refreshKey }: { readonly api: AdminApi; readonly agentName: AgentName; readonly refreshKey: number }) {
  const { page, setPage, data, loading, error, retry } = usePagedLoad(
    useCallback((wanted: number) => api.listAgentRuns(agentName, wanted), [api, agentName]),
    HISTORY_LOAD_FAILED,
    refreshKey,
  );
  return (
    <div className="grid gap-3" aria-busy={loading}>
      {error && <LoadFailure message={error} onRetry={retry} />}
      {!data && loading && <p className="text-slate-600">Loading the run history…</p>}
      {data && data.total === 0 && <p className="text-slate-700">No runs recorded yet.</p>}
      {data && data.runs.length > 0 && (
        <div role="region" aria-label={`${agentName} run history`} tabIndex={0} className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-blue-700">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{agentName} runs, newest first</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="px-2 py-2 font-medium">Status</th>
                <th scope="col" className="px-2 py-2 font-medium">Trigger</th>
                <th scope="col" className="px-2 py-2 font-medium">Started</th>
                <th scope="col" className="px-2 py-2 font-medium">Ended</th>
                <th scope="col" className="px-2 py-2 font-medium">Duration</th>
                <th scope="col" className="px-2 py-2 font-medium">Summary</th>
              </tr>
            </thead>
            <tbody>
              {data.runs.map((run) => (
                <tr key={run.id} className="border-b border-slate-100 align-top last:border-0">
                  <td className="px-2 py-2">
                    <Badge tone={runTones[run.status]} className="text-xs">
                      {runLabels[run.status]}
                    </Badge>
                  </td>
                  <td className="px-2 py-2">{triggerLabels[run.trigger]}</td>
                  <td className="whitespace-nowrap px-2 py-2">{run.started_at ? <DateTime iso={run.started_at} /> : 'Not yet'}</td>
                  <td className="whitespace-nowrap px-2 py-2">{run.finished_at ? <DateTime iso={run.finished_at} /> : '—'}</td>
                  <td className="whitespace-nowrap px-2 py-2">{run.duration_ms === null ? '—' : formatDuration(run.duration_ms)}</td>
                  <td className="px-2 py-2 break-words">{run.error ? <span className="text-red-800">Error: {run.error}</span> : (run.summary ?? '—')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > data.page_size && (
        <Pager label={`${agentName} run history pages`} page={page} pageSize={data.page_size} total={data.total} noun="runs" onPage={setPage} />
      )}
    </div>
  );
}
