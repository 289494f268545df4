import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminApi } from '../../api/admin-api.js';
import type { AgentConfig, AgentName } from '../../api/admin-types.js';
import type { NoticeMessage } from '../../components/notice.js';
import type { ListState } from '../../hooks/use-review-queue.js';
import { isOpen } from './run-display.js';

/**
 * The dashboard reloads this long after an agent run starts, and again at this pace while a run is queued or running,
 * so that its outcome (and what it made) shows without a click.
 */
export const RELOAD_AFTER_RUN_MS = 2000;
const AGENTS_LOAD_FAILED = 'Failed to load agent configurations.';

export interface AgentsState {
  readonly list: ListState<AgentConfig>;
  /** Grows with every reload of the configs (the run histories reload with them). */
  readonly version: number;
  readonly reload: () => void;
  readonly toggle: (agentName: AgentName, enabled: boolean) => Promise<void>;
  readonly run: (agentName: AgentName) => Promise<void>;
  /** The agent whose toggle or run is being sent. */
  readonly busyName: AgentName | undefined;
  readonly notice: NoticeMessage | undefined;
}

/**
 * Agent configs over the api: toggles and runs, each outcome reported in words.
 * @param api - the admin api
 * @param onChanged - stable callback after a toggle (the stat cards count active agents)
 * @param reloadDashboard - stable callback reloading the rest of the dashboard, called with this list's own reload
 *   {@link RELOAD_AFTER_RUN_MS} after a run starts
 * @returns the configs and the actions
 * @example
 * const agents = useAgents(api, stats.reload, reloadAll);
 * await agents.run('SEO Agent'); // POST /api/admin/agents/run, then reloadAll() 2 s later
 */
export function useAgents(api: AdminApi, onChanged: () => void, reloadDashboard: () => void): AgentsState {
  const [list, setList] = useState<ListState<AgentConfig>>({ items: undefined, loading: true, error: undefined });
  const [reloads, setReloads] = useState(0);
  const [busyName, setBusyName] = useState<AgentName>();
  const [notice, setNotice] = useState<NoticeMessage>();
  const latest = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const ticket = ++latest.current;
    setList((current) => ({ ...current, loading: true }));
    api.listAgentConfigs().then(
      (items) => {
        if (ticket === latest.current) setList({ items, loading: false, error: undefined });
      },
      () => {
        if (ticket === latest.current) setList((current) => ({ ...current, loading: false, error: AGENTS_LOAD_FAILED }));
      },
    );
  }, [api, reloads]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  // While a run is open, poll: the configs show its end, and the rest of the dashboard what it made.
  const open = list.items?.some((config) => config.recent_runs.some(isOpen)) ?? false;
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => {
      reload();
      reloadDashboard();
    }, RELOAD_AFTER_RUN_MS);
    return () => clearTimeout(timer);
  }, [open, list.items, reload, reloadDashboard]);

  const toggle = useCallback(
    async (agentName: AgentName, enabled: boolean) => {
      setBusyName(agentName);
      setNotice(undefined);
      try {
        await api.toggleAgent(agentName, enabled);
        setNotice({ tone: 'success', text: `${agentName} ${enabled ? 'enabled' : 'disabled'}.` });
      } catch (error) {
        setNotice({ tone: 'error', text: `Could not ${enabled ? 'enable' : 'disable'} ${agentName}. ${reasonOf(error)}` });
      } finally {
        setBusyName(undefined);
        reload();
        onChanged();
      }
    },
    [api, onChanged, reload],
  );

  const run = useCallback(
    async (agentName: AgentName) => {
      setBusyName(agentName);
      setNotice(undefined);
      try {
        await api.runAgent(agentName);
        setNotice({ tone: 'success', text: `${agentName} run requested. The dashboard will refresh in 2 seconds.` });
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          reload();
          reloadDashboard();
        }, RELOAD_AFTER_RUN_MS);
        timers.current.add(timer);
      } catch (error) {
        setNotice({ tone: 'error', text: `Could not run ${agentName}. ${reasonOf(error)}` });
      } finally {
        setBusyName(undefined);
      }
    },
    [api, reload, reloadDashboard],
  );

  return { list, version: reloads, reload, toggle, run, busyName, notice };
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
