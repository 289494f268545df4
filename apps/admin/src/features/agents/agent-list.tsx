import { Badge, Button, Switch } from '@calchub/ui';
import { useState } from 'react';
import type { AdminApi } from '../../api/admin-api.js';
import { LoadFailure, Notice } from '../../components/notice.js';
import { DateTime } from '../../components/review-item.js';
import { agentViews, type AgentView } from './agents.js';
import { formatDuration, isOpen, runLabels, runTones } from './run-display.js';
import { RunHistory } from './run-history.js';
import type { AgentsState } from './use-agents.js';

// aria-disabled rather than disabled while a request is out: a disabled button drops keyboard focus to the page.
const BUSY_CLASSES = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

/**
 * The AI Agents tab: per agent its description, schedule, an Active/Disabled switch, Run Now, the last run and its
 * outcome, the latest runs (reloaded while one is open) and the whole run history on demand.
 */
export function AgentList({ agents, api }: { readonly agents: AgentsState; readonly api: AdminApi }) {
  const { items, loading, error } = agents.list;
  return (
    <section aria-labelledby="agents-heading" aria-busy={loading} className="grid gap-4">
      <h2 id="agents-heading" className="text-xl font-semibold">
        AI Agents
      </h2>
      <Notice message={agents.notice} />
      {error && <LoadFailure message={error} onRetry={agents.reload} />}
      {!items && loading && <p className="text-slate-600">Loading agents…</p>}
      {items && (
        <ul className="grid gap-4 md:grid-cols-2">
          {agentViews(items).map((agent) => (
            <li key={agent.name}>
              <AgentCard agent={agent} agents={agents} api={api} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AgentCard({ agent, agents, api }: { readonly agent: AgentView; readonly agents: AgentsState; readonly api: AdminApi }) {
  const headingId = `agent-${agent.name.toLowerCase().replace(/\W+/g, '-')}`;
  const historyId = `${headingId}-history`;
  const [historyShown, setHistoryShown] = useState(false);
  const busy = agents.busyName === agent.name;
  const runs = agent.config?.recent_runs ?? [];
  const lastRun = agent.config?.last_run;
  const latest = runs[0];
  const schedule = agent.config?.schedule;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold">
        {agent.name}
      </h3>
      {agent.description && <p className="mt-1 text-sm text-slate-700">{agent.description}</p>}
      <p className="mt-3 text-sm">
        <span className="font-medium text-slate-600">Schedule: </span>
        {schedule ? (
          <>
            {schedule.description}; next <DateTime iso={schedule.next_run_at} />
          </>
        ) : (
          'None, runs with Run Now only'
        )}
      </p>
      <p className="mt-1 text-sm">
        <span className="font-medium text-slate-600">Last run: </span>
        {lastRun ? <DateTime iso={lastRun} /> : 'Never'}
        {latest && <span className="text-slate-700">{`, ${runLabels[latest.status].toLowerCase()}`}</span>}
      </p>
      <div className="mt-3 text-sm">
        <h4 className="font-medium text-slate-600">Latest runs</h4>
        {runs.length === 0 ? (
          <p className="mt-1 text-slate-700">No runs recorded yet.</p>
        ) : (
          <ul className="mt-1 grid gap-2">
            {runs.map((run) => (
              <li key={run.id} className="flex flex-wrap items-center gap-2">
                <Badge tone={runTones[run.status]} className="text-xs">
                  {runLabels[run.status]}
                </Badge>
                <DateTime iso={run.started_at ?? run.requested_at} />
                {run.trigger === 'schedule' && <span className="text-slate-600">(scheduled)</span>}
                {run.duration_ms !== null && <span className="text-slate-600">{`in ${formatDuration(run.duration_ms)}`}</span>}
                {run.summary && <span className="text-slate-700">{run.summary}</span>}
                {run.error && <span className="text-red-800">{`Error: ${run.error}`}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {runs.some(isOpen) && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {`${agent.name} is ${runs.some((run) => run.status === 'running') ? 'running' : 'waiting to run'}…`}
        </p>
      )}
      <div className="mt-3">
        <Button size="sm" variant="secondary" aria-expanded={historyShown} aria-controls={historyId} onClick={() => setHistoryShown((shown) => !shown)}>
          {historyShown ? 'Hide run history' : 'Run history'}
        </Button>
        <div id={historyId} hidden={!historyShown} className="mt-3">
          {historyShown && <RunHistory api={api} agentName={agent.name} refreshKey={agents.version} />}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
        <Switch
          aria-labelledby={headingId}
          checked={agent.enabled}
          aria-disabled={busy || undefined}
          className={BUSY_CLASSES}
          onCheckedChange={(enabled) => {
            if (!busy) void agents.toggle(agent.name, enabled);
          }}
          onText="Active"
          offText="Disabled"
        />
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Run Now ${agent.name}`}
          aria-disabled={busy || undefined}
          className={BUSY_CLASSES}
          onClick={() => {
            if (!busy) void agents.run(agent.name);
          }}
        >
          Run Now
        </Button>
      </div>
    </article>
  );
}
