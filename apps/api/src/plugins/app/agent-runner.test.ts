import type { AgentName } from '@calchub/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgentDefinition } from '../../agents/agent.js';
import { runtimeAgent } from '../../agents/runtime/runtime-agent.js';
import { buildApp } from '../../app.js';
import { agentConfigs, agentRuns, auditLog, calculatorRequests } from '../../db/schema.js';
import { openBackend, type Backend, type BackendKind } from '../../testing/backends.js';
import { asAdmin, ORIGIN, signIn, testConfig, uniqueAddress } from '../../testing/harness.js';

/** Polls until `check` answers something other than undefined. */
async function waitFor<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await delay(200);
  }
}

/** An agent for the runner's own tests: counts its runs by run id, and takes `work` to do. */
function testAgent(name: AgentName, overrides: Partial<AgentDefinition> & { work?: (signal: AbortSignal) => Promise<void> } = {}) {
  const runs: number[] = [];
  const definition: AgentDefinition = {
    name,
    schedule: null,
    runAtStart: false,
    timeLimitMs: 10_000,
    async run(context) {
      runs.push(context.runId);
      await overrides.work?.(context.signal);
      return { summary: `Checked ${runs.length} times.`, counts: { checks: runs.length } };
    },
    ...overrides,
  };
  return { definition, runs };
}

const openApps: FastifyInstance[] = [];
/** A server with the runner on; by default its only agent is the Runtime Agent (the others' work has tests of its own). */
async function startApp(backend: Backend, agents: readonly AgentDefinition[] = [runtimeAgent]): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ AGENT_RUNNER: 'on' }), { database: backend.shared, agents });
  openApps.push(app);
  return app;
}
afterEach(async () => {
  for (const app of openApps.splice(0)) await app.close();
});

async function runNow(app: FastifyInstance, agentName: AgentName) {
  const cookie = await signIn(app);
  const response = await asAdmin(app, cookie, { method: 'POST', url: '/api/admin/agents/run', payload: { agentName } });
  expect(response.statusCode).toBe(202);
  return { id: response.json().id as number, cookie };
}

/** The run once it has ended, as the history answers it. */
function ended(app: FastifyInstance, cookie: string, agentName: AgentName, id: number) {
  return waitFor(async () => {
    const page = (await asAdmin(app, cookie, { url: `/api/admin/agents/runs?agentName=${encodeURIComponent(agentName)}` })).json();
    const run = page.runs.find((candidate: { id: number }) => candidate.id === id);
    return run && run.status !== 'queued' && run.status !== 'running' ? run : undefined;
  }, `run ${id} to end`);
}

for (const kind of ['pglite', 'postgres'] as const satisfies readonly BackendKind[]) {
  describe(`the agent runner (${kind})`, () => {
    let backend: Backend;
    beforeAll(async () => {
      backend = await openBackend(kind);
    });
    afterAll(async () => {
      await backend.dispose();
    });
    beforeEach(async () => {
      await backend.reset();
    });

    it('schedules the daily prune of rows older than their retention, at 03:23 UTC', async () => {
      await startApp(backend);
      const schedules = await backend.shared.executeSql("SELECT name, cron, timezone FROM pgboss.schedule WHERE name = 'retention'");
      expect(schedules.rows).toEqual([{ name: 'retention', cron: '23 3 * * *', timezone: 'UTC' }]);
    });

    it('Run Now starts the Runtime Agent at once; the run ends succeeded with its summary, and the agent audits its changes', async () => {
      const app = await startApp(backend);
      for (const query of ['dog age', 'Dog Age calculator', 'dog ages', 'mortgage calc']) {
        const posted = await app.inject({ method: 'POST', url: '/api/search-misses', headers: { origin: ORIGIN }, payload: { query, page: '/' }, remoteAddress: uniqueAddress() });
        expect(posted.statusCode).toBe(204);
      }
      const { id, cookie } = await runNow(app, 'Runtime Agent');
      const run = await ended(app, cookie, 'Runtime Agent', id);
      expect(run).toMatchObject({
        status: 'succeeded',
        trigger: 'manual',
        summary: "Read 4 searches without a result: 2 needs found, 1 already answered by the site's search, 1 request created, 0 updated.",
        counts: { misses_read: 4, requests_created: 1 },
        error: null,
      });
      expect(run.duration_ms).toBeGreaterThanOrEqual(0);
      const requests = (await asAdmin(app, cookie, { url: '/api/admin/calculator-requests' })).json();
      expect(requests).toMatchObject([{ name: 'Dog Age Calculator', category: 'health', status: 'pending', search_count: 3, distinct_days: 1, sample_queries: ['dog age', 'Dog Age calculator', 'dog ages'] }]);
      const audit = await backend.shared.db.select().from(auditLog).where(eq(auditLog.address, 'agent:Runtime Agent')).orderBy(auditLog.id);
      expect(audit.map((entry) => [entry.action, entry.target, entry.outcome])).toEqual([
        ['calculator_request.created', `calculator_request:${requests[0].id}`, 'success'],
        ['agent.run', `agent_run:${id}`, 'success'],
      ]);
      const configs = (await asAdmin(app, cookie, { url: '/api/admin/agent-configs' })).json();
      expect(configs.find((agent: { agent_name: string }) => agent.agent_name === 'Runtime Agent').recent_runs[0]).toEqual(run);
    });

    it('a run past its time limit ends failed with the reason, and the next run runs', async () => {
      // An agent with no run at start: the registry's Validation Agent may have left an at-start job in the queue.
      let stuck = true;
      const slow = testAgent('SEO Agent', {
        timeLimitMs: 500,
        // The first run ignores its signal and never ends; the runner stops waiting at the limit anyway.
        work: () => (stuck ? new Promise<void>(() => undefined) : Promise.resolve()),
      });
      const app = await startApp(backend, [slow.definition]);
      const first = await runNow(app, 'SEO Agent');
      expect(await ended(app, first.cookie, 'SEO Agent', first.id)).toMatchObject({
        status: 'failed',
        summary: null,
        error: 'It passed its time limit of 1 s and was stopped.',
      });
      stuck = false;
      const second = await runNow(app, 'SEO Agent');
      expect(await ended(app, second.cookie, 'SEO Agent', second.id)).toMatchObject({ status: 'succeeded', summary: 'Checked 2 times.' });
      const audit = await backend.shared.db.select().from(auditLog).where(eq(auditLog.address, 'agent:SEO Agent')).orderBy(auditLog.id);
      expect(audit.map((entry) => [entry.action, entry.outcome, entry.detail])).toEqual([
        ['agent.run', 'failure', 'It passed its time limit of 1 s and was stopped.'],
        ['agent.run', 'success', 'Checked 2 times.'],
      ]);
    });

    it('a run left running by a server that stopped is failed with the reason at the next start, and the next run runs', async () => {
      const { db } = backend.shared;
      const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
      const [orphan] = await db
        .insert(agentRuns)
        .values({ agentName: 'Runtime Agent', trigger: 'schedule', status: 'running', requestedAt: fiveMinutesAgo, startedAt: fiveMinutesAgo, heartbeatAt: fiveMinutesAgo })
        .returning();
      const app = await startApp(backend);
      const cookie = await signIn(app);
      expect(await ended(app, cookie, 'Runtime Agent', orphan?.id ?? 0)).toMatchObject({
        status: 'failed',
        error: 'The server process running it stopped before it finished (no sign of life for 60 s).',
      });
      const next = await runNow(app, 'Runtime Agent');
      expect(await ended(app, cookie, 'Runtime Agent', next.id)).toMatchObject({
        status: 'succeeded',
        summary: 'No new searches without a result since the last successful run.',
      });
    });

    it('an agent with no work in this version fails its Run Now with the reason; a disabled agent is refused', async () => {
      const app = await startApp(backend);
      const { id, cookie } = await runNow(app, 'Calculator Agent');
      expect(await ended(app, cookie, 'Calculator Agent', id)).toMatchObject({
        status: 'failed',
        error: 'Calculator Agent has no work in this version of CalcHub yet, so there is nothing to run.',
      });
      await backend.shared.db.update(agentConfigs).set({ enabled: false }).where(eq(agentConfigs.agentName, 'Runtime Agent'));
      const refused = await asAdmin(app, cookie, { method: 'POST', url: '/api/admin/agents/run', payload: { agentName: 'Runtime Agent' } });
      expect(refused.statusCode).toBe(409);
      expect(await backend.shared.db.$count(agentRuns, eq(agentRuns.agentName, 'Runtime Agent'))).toBe(0);
    });

    it('a run asked for on a server with the runner off is started by a server with it on', async () => {
      const quiet = await buildApp(testConfig(), { database: backend.shared });
      openApps.push(quiet);
      const { id, cookie } = await runNow(quiet, 'Runtime Agent');
      await delay(500);
      expect((await backend.shared.db.select().from(agentRuns).where(eq(agentRuns.id, id)))[0]?.status).toBe('queued');
      // Aged past the resend delay, as if it had waited 30 s; the runner's start-up sweep sends it.
      await backend.shared.db.update(agentRuns).set({ requestedAt: new Date(Date.now() - 60_000) }).where(eq(agentRuns.id, id));
      await startApp(backend);
      expect(await ended(quiet, cookie, 'Runtime Agent', id)).toMatchObject({ status: 'succeeded', trigger: 'manual' });
      expect(await backend.shared.db.$count(calculatorRequests)).toBe(0);
    });
  });
}

describe('two api servers on one Postgres database', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await openBackend('postgres');
  });
  afterAll(async () => {
    await backend.dispose();
  });

  it(
    'run each scheduled tick once, a manual run once, an at-start run once, and skip a disabled agent\'s ticks',
    async () => {
      await backend.reset();
      await backend.shared.db.update(agentConfigs).set({ enabled: false }).where(eq(agentConfigs.agentName, 'SEO Agent'));
      const ticking = testAgent('Runtime Agent', { schedule: { every: 'minute' } });
      const disabled = testAgent('SEO Agent', { schedule: { every: 'minute' } });
      const manual = testAgent('Calculator Agent');
      const atStart = testAgent('Validation Agent', { runAtStart: true });
      const agents = [ticking.definition, disabled.definition, manual.definition, atStart.definition];
      // Both servers start at once on a database whose job queue does not exist yet.
      const startedAt = Date.now();
      const [first] = await Promise.all([startApp(backend, agents), startApp(backend, agents)]);
      const { id, cookie } = await runNow(first as FastifyInstance, 'Calculator Agent');
      await ended(first as FastifyInstance, cookie, 'Calculator Agent', id);

      const scheduled = () => backend.shared.db.select().from(agentRuns).where(eq(agentRuns.agentName, 'Runtime Agent')).orderBy(agentRuns.id);
      const ticks = await waitFor(
        async () => {
          const rows = await scheduled();
          return rows.filter((row) => row.status === 'succeeded').length >= 2 ? rows : undefined;
        },
        'two scheduled ticks',
        170_000,
      );
      // Let a duplicate of the last tick, if any, show up.
      await delay(3000);
      const rows = await scheduled();
      // A busy machine may start a tick late, so a run's minute is not its tick's: count instead. The servers may send
      // the tick of the minute they started in, then one per minute boundary; a tick run twice would pass that.
      const boundaries = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000);
      expect(rows.length).toBeGreaterThanOrEqual(ticks.length);
      expect(rows.length).toBeLessThanOrEqual(boundaries + 1);
      // Each tick job pg-boss completed made exactly one run (none was a duplicate that our one-open-run rule caught).
      const jobs = await backend.shared.executeSql("SELECT count(*)::int AS done FROM pgboss.job WHERE name = 'agent-runtime' AND state = 'completed'");
      expect((jobs.rows[0] as { done: number }).done).toBe(rows.filter((row) => row.status === 'succeeded').length);
      expect(rows.every((row) => row.trigger === 'schedule')).toBe(true);
      expect(new Set(ticking.runs).size).toBe(ticking.runs.length);
      expect(disabled.runs).toEqual([]);
      expect(await backend.shared.db.$count(agentRuns, eq(agentRuns.agentName, 'SEO Agent'))).toBe(0);
      expect(manual.runs).toEqual([id]);
      expect(atStart.runs).toHaveLength(1);
      expect(await backend.shared.db.$count(agentRuns, eq(agentRuns.agentName, 'Validation Agent'))).toBe(1);
    },
    200_000,
  );
});
