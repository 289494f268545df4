import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminApi } from '../../api/admin-api.js';
import { agentConfig, agentRun, createFakeAdminApi } from '../../testing/fake-admin-api.js';
import { formatDateTime } from '../../utils/format.js';
import { AgentList } from './agent-list.js';
import { RELOAD_AFTER_RUN_MS, useAgents } from './use-agents.js';

function Harness({ api, onChanged, reloadDashboard }: { api: AdminApi; onChanged: () => void; reloadDashboard: () => void }) {
  return <AgentList agents={useAgents(api, onChanged, reloadDashboard)} api={api} />;
}

const configs = [
  agentConfig({
    agent_name: 'SEO Agent',
    description: 'Discovers keywords and makes SEO proposals.',
    last_run: '2025-08-24T08:00:00.000Z',
    recent_runs: [
      agentRun({ id: 2, started_at: '2025-08-24T08:00:00.000Z', status: 'succeeded', summary: '3 new proposals' }),
      agentRun({ id: 1, started_at: '2025-08-23T08:00:00.000Z', status: 'failed', trigger: 'schedule', duration_ms: 300_000, error: 'It passed its time limit of 300 s and was stopped.' }),
    ],
  }),
  agentConfig({
    agent_name: 'Runtime Agent',
    schedule: { description: 'Every hour at minute 00 (UTC)', cron: '0 * * * *', next_run_at: '2025-08-25T13:00:00.000Z' },
  }),
  agentConfig({ agent_name: 'Validation Agent', enabled: false }),
];

afterEach(() => vi.useRealTimers());

describe('AI agents', () => {
  it('lists the four agents with their descriptions; a missing config counts as enabled', async () => {
    const fake = createFakeAdminApi({ agents: configs });
    render(<Harness api={fake.api} onChanged={() => undefined} reloadDashboard={() => undefined} />);
    const expected: [string, string, string][] = [
      ['SEO Agent', 'Discovers keywords and makes SEO proposals.', 'true'],
      ['Calculator Agent', 'Creates new calculator formulas and components.', 'true'],
      ['Validation Agent', 'Tests calculator accuracy.', 'false'],
      ['Runtime Agent', 'Monitors user requests and logs new needs.', 'true'],
    ];
    for (const [title, description, checked] of expected) {
      const card = await screen.findByRole('article', { name: title });
      expect(within(card).getByText(description)).toBeTruthy();
      const toggle = within(card).getByRole('switch', { name: title });
      expect(toggle.getAttribute('aria-checked')).toBe(checked);
      expect(toggle.textContent).toBe(checked === 'true' ? 'Active' : 'Disabled');
      expect(within(card).getByRole('button', { name: `Run Now ${title}` })).toBeTruthy();
    }
  });

  it('shows the last run and the outcome of the latest runs', async () => {
    const fake = createFakeAdminApi({ agents: configs });
    render(<Harness api={fake.api} onChanged={() => undefined} reloadDashboard={() => undefined} />);
    const seo = await screen.findByRole('article', { name: 'SEO Agent' });
    expect(seo.textContent).toContain(`Last run: ${formatDateTime('2025-08-24T08:00:00.000Z')}, succeeded`);
    expect(seo.textContent).toContain('Schedule: None, runs with Run Now only');
    const runs = within(seo).getAllByRole('listitem').map((item) => item.textContent);
    expect(runs).toEqual([
      `Succeeded${formatDateTime('2025-08-24T08:00:00.000Z')}in 5 s3 new proposals`,
      `Failed${formatDateTime('2025-08-23T08:00:00.000Z')}(scheduled)in 5 min 0 sError: It passed its time limit of 300 s and was stopped.`,
    ]);
    const runtime = screen.getByRole('article', { name: 'Runtime Agent' });
    expect(runtime.textContent).toContain(`Schedule: Every hour at minute 00 (UTC); next ${formatDateTime('2025-08-25T13:00:00.000Z')}`);
    expect(runtime.textContent).toContain('Last run: Never');
    expect(runtime.textContent).toContain('No runs recorded yet.');
  });

  it('toggles an agent, then reloads the configs and the stats', async () => {
    const fake = createFakeAdminApi({ agents: configs });
    const onChanged = vi.fn();
    render(<Harness api={fake.api} onChanged={onChanged} reloadDashboard={() => undefined} />);
    const toggle = await screen.findByRole('switch', { name: 'Runtime Agent' });
    await userEvent.click(toggle);
    expect(fake.callsOf('toggleAgent')).toEqual([['Runtime Agent', false]]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Runtime Agent' }).getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByRole('status').textContent).toBe('Runtime Agent disabled.');
    expect(onChanged).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(screen.getByRole('switch', { name: 'Runtime Agent' }));
  });

  it('runs an agent, then 2 seconds later reloads the dashboard and shows the queued run', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = createFakeAdminApi({ agents: configs });
    const reloadDashboard = vi.fn();
    render(<Harness api={fake.api} onChanged={() => undefined} reloadDashboard={reloadDashboard} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Run Now Calculator Agent' }));
    expect(fake.callsOf('runAgent')).toEqual([['Calculator Agent']]);
    expect(await screen.findByText('Calculator Agent run requested. The dashboard will refresh in 2 seconds.')).toBeTruthy();
    const configLoads = fake.callsOf('listAgentConfigs').length;
    await act(async () => vi.advanceTimersByTime(RELOAD_AFTER_RUN_MS - 100));
    expect(reloadDashboard).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(100));
    expect(reloadDashboard).toHaveBeenCalledOnce();
    expect(fake.callsOf('listAgentConfigs').length).toBe(configLoads + 1);
    const card = screen.getByRole('article', { name: 'Calculator Agent' });
    await waitFor(() => expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual([`Queued${formatDateTime('2025-08-25T12:00:00.000Z')}`]));
    expect(within(card).getByRole('status').textContent).toBe('Calculator Agent is waiting to run…');

    // While the run is open the dashboard keeps reloading; once it has ended, it stops.
    fake.endLatestRun('Calculator Agent', { status: 'succeeded', started_at: '2025-08-25T12:00:00.000Z', duration_ms: 1200, summary: 'Made 2 proposals.' });
    await act(async () => vi.advanceTimersByTime(RELOAD_AFTER_RUN_MS));
    expect(reloadDashboard).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual([`Succeeded${formatDateTime('2025-08-25T12:00:00.000Z')}in 1.2 sMade 2 proposals.`]),
    );
    expect(within(card).queryByRole('status')).toBeNull();
    await act(async () => vi.advanceTimersByTime(3 * RELOAD_AFTER_RUN_MS));
    expect(reloadDashboard).toHaveBeenCalledTimes(2);
  });

  it('shows an agent\'s run history on demand: status, trigger, start, end, duration, summary or error, by page', async () => {
    const history = Array.from({ length: 23 }, (_, i) =>
      agentRun({ id: 30 - i, agent_name: 'Runtime Agent', trigger: i % 2 === 0 ? 'schedule' : 'manual', summary: `Run ${30 - i}.`, duration_ms: 1500 }),
    );
    history[1] = agentRun({ id: 29, agent_name: 'Runtime Agent', status: 'failed', summary: null, error: 'The server stopped during the run.' });
    const fake = createFakeAdminApi({ agents: [agentConfig({ agent_name: 'Runtime Agent', recent_runs: history })] });
    render(<Harness api={fake.api} onChanged={() => undefined} reloadDashboard={() => undefined} />);
    const card = await screen.findByRole('article', { name: 'Runtime Agent' });
    const toggle = within(card).getByRole('button', { name: 'Run history' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = await within(card).findByRole('table');
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(rows[1]).toEqual(['Succeeded', 'Schedule', formatDateTime('2025-08-24T08:00:00.000Z'), formatDateTime('2025-08-24T08:00:05.000Z'), '1.5 s', 'Run 30.']);
    expect(rows[2]).toEqual(['Failed', 'Run Now', formatDateTime('2025-08-24T08:00:00.000Z'), formatDateTime('2025-08-24T08:00:05.000Z'), '5 s', 'Error: The server stopped during the run.']);
    expect(rows).toHaveLength(21);
    expect(within(card).getByText('Page 1 of 2 (23 runs)')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(card).getAllByRole('row')).toHaveLength(4));
    expect(fake.callsOf('listAgentRuns')).toEqual([
      ['Runtime Agent', 1],
      ['Runtime Agent', 2],
    ]);
  });

  it('reports a failed run and a failed toggle', async () => {
    const fake = createFakeAdminApi({ agents: configs });
    fake.fail('toggleAgent', new Error('The server could not be reached. Please check your connection.'));
    const reloadDashboard = vi.fn();
    render(<Harness api={fake.api} onChanged={() => undefined} reloadDashboard={reloadDashboard} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Run Now Validation Agent' }));
    // The api refuses to run a disabled agent (409).
    expect((await screen.findByRole('alert')).textContent).toBe('Could not run Validation Agent. Validation Agent is disabled. Enable it before running it.');
    await userEvent.click(screen.getByRole('switch', { name: 'Validation Agent' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not enable Validation Agent. The server could not be reached. Please check your connection.',
    );
    expect(screen.getByRole('switch', { name: 'Validation Agent' }).getAttribute('aria-checked')).toBe('false');
    expect(reloadDashboard).not.toHaveBeenCalled();
  });
});
