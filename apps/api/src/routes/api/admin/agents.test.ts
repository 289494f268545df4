import { AGENT_NAMES } from '@calchub/api-contract';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { agentConfigs, agentRuns, auditLog } from '../../../db/schema.js';
import { asAdmin, describeWithApp, signIn } from '../../../testing/harness.js';

describeWithApp('agents', (current) => {
  let cookie = '';
  beforeEach(async () => {
    cookie = await signIn(current().app);
  });
  const get = (url: string) => asAdmin(current().app, cookie, { url });
  const send = (method: 'PUT' | 'POST', url: string, payload: unknown) =>
    asAdmin(current().app, cookie, { method, url, payload: payload as Record<string, unknown> });

  it('GET /api/admin/agent-configs lists the four background agents with their descriptions, schedules, time limits, enabled, never run', async () => {
    const before = Date.now();
    const response = await get('/api/admin/agent-configs');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        agent_name: 'SEO Agent',
        description: 'Discovers keywords and makes SEO proposals.',
        enabled: true,
        last_run: null,
        schedule: { description: 'Every day at 04:30 UTC', cron: '30 4 * * *', next_run_at: expect.stringMatching(/T04:30:00\.000Z$/) },
        time_limit_seconds: 120,
        recent_runs: [],
      },
      {
        agent_name: 'Calculator Agent',
        description: 'Creates new calculator formulas and components.',
        enabled: true,
        last_run: null,
        schedule: { description: 'Every day at 04:00 UTC', cron: '0 4 * * *', next_run_at: expect.stringMatching(/T04:00:00\.000Z$/) },
        time_limit_seconds: 600,
        recent_runs: [],
      },
      {
        agent_name: 'Validation Agent',
        description: 'Tests calculator accuracy.',
        enabled: true,
        last_run: null,
        schedule: { description: 'Every day at 03:30 UTC, and when a server starts', cron: '30 3 * * *', next_run_at: expect.stringMatching(/T03:30:00\.000Z$/) },
        time_limit_seconds: 300,
        recent_runs: [],
      },
      {
        agent_name: 'Runtime Agent',
        description: 'Monitors user requests and logs new needs.',
        enabled: true,
        last_run: null,
        schedule: { description: 'Every hour at minute 00 (UTC)', cron: '0 * * * *', next_run_at: expect.stringMatching(/T\d\d:00:00\.000Z$/) },
        time_limit_seconds: 300,
        recent_runs: [],
      },
    ]);
    // The next hour, at most an hour away.
    const next = Date.parse(response.json()[3].schedule.next_run_at);
    expect(next).toBeGreaterThan(before);
    expect(next - before).toBeLessThanOrEqual(3_600_000);
  });

  it('GET /api/admin/agents/runs pages one agent\'s runs, newest first, with duration, counts and error', async () => {
    const { db } = current();
    await db.insert(agentRuns).values([
      ...Array.from({ length: 3 }, (_, i) => ({
        agentName: 'Runtime Agent',
        trigger: 'schedule',
        status: 'succeeded',
        summary: `run ${i}`,
        counts: { requests_created: i },
        requestedAt: new Date(Date.UTC(2025, 0, 1 + i)),
        startedAt: new Date(Date.UTC(2025, 0, 1 + i)),
        finishedAt: new Date(Date.UTC(2025, 0, 1 + i, 0, 0, 2, 500)),
      })),
      {
        agentName: 'Runtime Agent',
        trigger: 'manual',
        status: 'failed',
        error: 'It passed its time limit of 300 s and was stopped.',
        requestedAt: new Date(Date.UTC(2025, 0, 9)),
        startedAt: new Date(Date.UTC(2025, 0, 9)),
        finishedAt: new Date(Date.UTC(2025, 0, 9, 0, 5)),
      },
      { agentName: 'SEO Agent', trigger: 'manual', status: 'succeeded', requestedAt: new Date(Date.UTC(2025, 0, 10)) },
    ]);
    const first = await get('/api/admin/agents/runs?agentName=Runtime%20Agent&page_size=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, page_size: 2, total: 4 });
    expect(first.json().runs).toEqual([
      expect.objectContaining({ status: 'failed', trigger: 'manual', duration_ms: 300_000, summary: null, counts: null, error: 'It passed its time limit of 300 s and was stopped.' }),
      expect.objectContaining({ status: 'succeeded', trigger: 'schedule', duration_ms: 2500, summary: 'run 2', counts: { requests_created: 2 }, error: null }),
    ]);
    const second = (await get('/api/admin/agents/runs?agentName=Runtime%20Agent&page_size=2&page=2')).json();
    expect(second.runs.map((run: { summary: string }) => run.summary)).toEqual(['run 1', 'run 0']);
    expect((await get('/api/admin/agents/runs?agentName=Runtime%20Agent')).json()).toMatchObject({ page: 1, page_size: 20, total: 4 });
  });

  it.each([
    ['', 'agentName', 'agentName is required.'],
    ['agentName=Marketing%20Agent', 'agentName', `agentName must be one of ${AGENT_NAMES.join(', ')}.`],
    ['agentName=SEO%20Agent&page=0', 'page', 'page must be a whole number from 1.'],
    ['agentName=SEO%20Agent&page_size=101', 'page_size', 'page_size must be a whole number from 1 to 100.'],
  ])('GET /api/admin/agents/runs?%s answers 400 naming %s', async (query, field, message) => {
    const response = await get(`/api/admin/agents/runs?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('a missing config counts as enabled', async () => {
    const { db } = current();
    await db.delete(agentConfigs).where(eq(agentConfigs.agentName, 'Runtime Agent'));
    const runtime = (await get('/api/admin/agent-configs')).json().find((agent: { agent_name: string }) => agent.agent_name === 'Runtime Agent');
    expect(runtime.enabled).toBe(true);
    expect((await get('/api/admin/stats')).json().active_agents).toBe(4);
  });

  it('PUT /api/admin/agents/toggle switches an agent off and on; the stats follow; each toggle is audited', async () => {
    const { db } = current();
    const off = await send('PUT', '/api/admin/agents/toggle', { agentName: 'SEO Agent', enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ agent_name: 'SEO Agent', enabled: false });
    expect((await get('/api/admin/stats')).json().active_agents).toBe(3);

    await db.delete(agentConfigs).where(eq(agentConfigs.agentName, 'Runtime Agent'));
    const runtimeOff = await send('PUT', '/api/admin/agents/toggle', { agentName: 'Runtime Agent', enabled: false });
    expect(runtimeOff.json()).toMatchObject({ agent_name: 'Runtime Agent', enabled: false });
    expect((await get('/api/admin/stats')).json().active_agents).toBe(2);

    expect((await send('PUT', '/api/admin/agents/toggle', { agentName: 'SEO Agent', enabled: true })).json().enabled).toBe(true);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'agent.toggle')).orderBy(auditLog.id);
    expect(audit.map((row) => [row.target, row.outcome, row.detail])).toEqual([
      ['agent:SEO Agent', 'success', 'disabled'],
      ['agent:Runtime Agent', 'success', 'disabled'],
      ['agent:SEO Agent', 'success', 'enabled'],
    ]);
  });

  it.each([
    [{ agentName: 'Marketing Agent', enabled: true }, 'agentName', `agentName must be one of ${AGENT_NAMES.join(', ')}.`],
    [{ agentName: 'SEO Agent', enabled: 'yes' }, 'enabled', 'enabled must be true or false.'],
    [{ agentName: 'SEO Agent' }, 'enabled', 'enabled is required.'],
  ])('PUT /api/admin/agents/toggle with %j answers 400 naming %s', async (payload, field, message) => {
    const response = await send('PUT', '/api/admin/agents/toggle', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('POST /api/admin/agents/run records a queued manual run, sets last_run, and shows it in the configs', async () => {
    const { db } = current();
    const response = await send('POST', '/api/admin/agents/run', { agentName: 'Validation Agent' });
    expect(response.statusCode).toBe(202);
    const run = response.json();
    expect(run).toMatchObject({
      agent_name: 'Validation Agent',
      status: 'queued',
      trigger: 'manual',
      started_at: null,
      finished_at: null,
      duration_ms: null,
      summary: null,
      counts: null,
      error: null,
    });
    const rows = await db.select().from(agentRuns);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(run.id);

    const validation = (await get('/api/admin/agent-configs'))
      .json()
      .find((agent: { agent_name: string }) => agent.agent_name === 'Validation Agent');
    expect(validation.last_run).toBe(run.requested_at);
    expect(validation.recent_runs).toEqual([run]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'agent.run'));
    expect(audit).toMatchObject([{ target: 'agent:Validation Agent', outcome: 'success', detail: `run ${run.id} queued` }]);
  });

  it('a second run while one is waiting answers 409; a disabled agent cannot be run', async () => {
    const { db } = current();
    expect((await send('POST', '/api/admin/agents/run', { agentName: 'SEO Agent' })).statusCode).toBe(202);
    const duplicate = await send('POST', '/api/admin/agents/run', { agentName: 'SEO Agent' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'SEO Agent already has a run waiting or in progress.', field: 'agentName' });

    // Once the worker has finished it, the agent can run again.
    await db.update(agentRuns).set({ status: 'succeeded' });
    expect((await send('POST', '/api/admin/agents/run', { agentName: 'SEO Agent' })).statusCode).toBe(202);

    await send('PUT', '/api/admin/agents/toggle', { agentName: 'Runtime Agent', enabled: false });
    const disabled = await send('POST', '/api/admin/agents/run', { agentName: 'Runtime Agent' });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toEqual({ message: 'Runtime Agent is disabled. Enable it before running it.', field: 'agentName' });
    expect(await db.$count(agentRuns)).toBe(2);
  });

  it('configs show at most the 5 latest runs per agent, newest first', async () => {
    const { db } = current();
    await db.insert(agentRuns).values(
      Array.from({ length: 7 }, (_, i) => ({
        agentName: 'Runtime Agent',
        trigger: 'schedule',
        status: 'succeeded',
        summary: `run ${i}`,
        requestedAt: new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    );
    const runtime = (await get('/api/admin/agent-configs')).json().find((agent: { agent_name: string }) => agent.agent_name === 'Runtime Agent');
    expect(runtime.recent_runs.map((run: { summary: string }) => run.summary)).toEqual(['run 6', 'run 5', 'run 4', 'run 3', 'run 2']);
  });

  it('POST /api/admin/agents/run answers 400 for an unknown agent', async () => {
    const response = await send('POST', '/api/admin/agents/run', { agentName: 'seo agent' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('agentName');
  });
});
