import { Badge, Button, Switch, type BadgeTone } from '@calchub/ui';
import type { AgentRun } from '../../api/admin-types.js';
import { LoadFailure, Notice } from '../../components/notice.js';
import { DateTime } from '../../components/review-item.js';
import { agentViews, type AgentView } from './agents.js';
import type { AgentsState } from './use-agents.js';

// aria-disabled rather than disabled while a request is out: a disabled button drops keyboard focus to the page.
const BUSY_CLASSES = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

const runLabels: Record<AgentRun['status'], string> = { queued: 'Queued', running: 'Running', succeeded: 'Succeeded', failed: 'Failed' };
const runTones: Record<AgentRun['status'], BadgeTone> = { queued: 'neutral', running: 'blue', succeeded: 'green', failed: 'red-pink' };

/** The AI Agents tab: per agent its description, an Active/Disabled switch, Run Now, the last run and the latest outcomes. */
export function AgentList({ agents }: { readonly agents: AgentsState }) {
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
              <AgentCard agent={agent} agents={agents} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AgentCard({ agent, agents }: { readonly agent: AgentView; readonly agents: AgentsState }) {
  const headingId = `agent-${agent.name.toLowerCase().replace(/\W+/g, '-')}`;
  const busy = agents.busyName === agent.name;
  const runs = agent.config?.recent_runs ?? [];
  const lastRun = agent.config?.last_run;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold">
        {agent.name}
      </h3>
      {agent.description && <p className="mt-1 text-sm text-slate-700">{agent.description}</p>}
      <p className="mt-3 text-sm">
        <span className="font-medium text-slate-600">Last run: </span>
        {lastRun ? <DateTime iso={lastRun} /> : 'Never'}
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
                {run.summary && <span className="text-slate-700">{run.summary}</span>}
              </li>
            ))}
          </ul>
        )}
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
