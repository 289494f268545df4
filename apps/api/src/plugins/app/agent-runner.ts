import { AGENT_NAMES, type AgentName } from '@calchub/api-contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { setTimeout as delay } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { AgentContext, AgentDefinition, AgentResult } from '../../agents/agent.js';
import { agentAi } from '../../agents/agent-ai.js';
import { AGENTS } from '../../agents/registry.js';
import { scheduleCron } from '../../agents/schedule.js';
import { agentConfigs, agentRuns } from '../../db/schema.js';
import { pruneOldRows } from '../../db/retention.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** The job queue's tables live in their own schema, created and migrated by pg-boss at start. */
const JOB_SCHEMA = 'pgboss';
/** Held while queues and schedules are set up: two servers doing it at once on a fresh database deadlock. */
const QUEUE_SETUP_LOCK = 7_262_002;
/** A running run's heartbeat is written this often... */
const HEARTBEAT_MS = 10_000;
/** ...so one silent for this long belongs to a server process that stopped (killed, crashed, lost its network). */
const STALE_AFTER_SECONDS = 60;
/** How often runs of dead processes are failed and waiting runs without a job are sent again. */
const SWEEP_EVERY_MS = 30_000;
/** A queued run still waiting after this long has no job (it was asked for on a server with the runner off). */
const QUEUED_RESEND_AFTER_SECONDS = 30;
/** Runs of the same agent at start are one run when servers start within this many seconds. */
const AT_START_WINDOW_SECONDS = 300;

/** The queue of the daily prune of old rows ({@link pruneOldRows}), run by one server at 03:23 UTC. */
const RETENTION_QUEUE = 'retention';
const RETENTION_CRON = '23 3 * * *';

/** The job queue of one agent: `agent-runtime`. */
const queueName = (name: AgentName) => `agent-${name.toLowerCase().replace(/ agent$/, '')}`;

/** A job's data: a manual run's id, or nothing for a scheduled (or at-start) run, whose row the job creates. */
interface RunJob {
  readonly runId?: number;
}

type RunRow = typeof agentRuns.$inferSelect;

/** The background agents' runner: pg-boss queues, schedules and workers (docs/agents.md). */
export interface AgentRunner {
  /** The agents that have work, with their schedules and time limits. */
  readonly definitions: readonly AgentDefinition[];
  /**
   * Sends a queued manual run to its agent's queue, so that a worker of any server starts it at once. On a server
   * with the runner off it does nothing: a server with the runner on sends it at its next sweep.
   */
  dispatch(run: { readonly id: number; readonly agent_name: AgentName }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    agentRunner: AgentRunner;
  }
}


const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Rejects when the signal aborts, with its reason. */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * `fastify.agentRunner`: with `config.agentRunner` on, starts pg-boss on the app's database (PGlite or Postgres), one
 * queue per agent with its schedule, and a worker per queue, and the daily prune of rows older than their retention; each job becomes one `agent_runs` row carried from
 * running to succeeded or failed, with its time limit, heartbeat, summary, error and audit entry.
 */
export default fp<{ agents?: readonly AgentDefinition[] | undefined }>(
  async (fastify, options) => {
    const definitions = options.agents ?? AGENTS;
    const { db, database, audit, log } = fastify;
    let boss: PgBoss | undefined;
    const workers = new Map<AgentName, string>();
    const active = new Map<AbortController, Promise<void>>();
    let sweepTimer: NodeJS.Timeout | undefined;
    let sweeping: Promise<void> | undefined;
    let stopping = false;

    const recordFor = (name: AgentName, action: string, target: string, outcome: 'success' | 'failure', detail: string) =>
      audit.record({ address: `agent:${name}`, action, target, outcome, detail });

    async function isEnabled(name: AgentName): Promise<boolean> {
      const [config] = await db.select({ enabled: agentConfigs.enabled }).from(agentConfigs).where(eq(agentConfigs.agentName, name));
      return config?.enabled ?? true;
    }

    /** Ends a running run; does nothing if it already ended (a sweep failed it meanwhile). */
    async function finish(run: RunRow, outcome: { result: AgentResult } | { error: string }): Promise<void> {
      const values =
        'result' in outcome
          ? { status: 'succeeded', summary: outcome.result.summary, counts: { ...outcome.result.counts } }
          : { status: 'failed', error: outcome.error };
      const [ended] = await db
        .update(agentRuns)
        .set({ ...values, finishedAt: sql`now()` })
        .where(and(eq(agentRuns.id, run.id), eq(agentRuns.status, 'running')))
        .returning();
      if (!ended) return;
      const name = run.agentName as AgentName;
      fastify.metrics.agentRun(name, ended.status, (ended.finishedAt?.getTime() ?? Date.now()) - (ended.startedAt?.getTime() ?? Date.now()));
      await recordFor(name, 'agent.run', `agent_run:${run.id}`, 'result' in outcome ? 'success' : 'failure', 'result' in outcome ? outcome.result.summary : outcome.error);
      log.info({ agent: name, run: run.id, status: ended.status, error: ended.error ?? undefined }, 'agent run ended');
    }

    async function execute(run: RunRow): Promise<void> {
      const name = run.agentName as AgentName;
      const definition = definitions.find((candidate) => candidate.name === name);
      if (!definition) return finish(run, { error: `${name} has no work in this version of CalcHub yet, so there is nothing to run.` });
      if (!(await isEnabled(name))) return finish(run, { error: `${name} was disabled before the run started.` });
      const [previous] = await db
        .select({ startedAt: agentRuns.startedAt })
        .from(agentRuns)
        .where(and(eq(agentRuns.agentName, name), eq(agentRuns.status, 'succeeded'), ne(agentRuns.id, run.id)))
        .orderBy(desc(agentRuns.startedAt))
        .limit(1);
      const controller = new AbortController();
      const limitSeconds = Math.round(definition.timeLimitMs / 1000);
      const limit = setTimeout(
        () => controller.abort(new Error(`It passed its time limit of ${limitSeconds} s and was stopped.`)),
        definition.timeLimitMs,
      );
      const heartbeat = setInterval(() => {
        db.update(agentRuns)
          .set({ heartbeatAt: sql`now()` })
          .where(eq(agentRuns.id, run.id))
          .catch((error: unknown) => log.warn({ err: error, run: run.id }, 'could not write the run heartbeat'));
      }, HEARTBEAT_MS);
      heartbeat.unref();
      const context: AgentContext = {
        db,
        runId: run.id,
        startedAt: run.startedAt ?? new Date(),
        previousSuccessAt: previous?.startedAt ?? null,
        signal: controller.signal,
        pageHtml: (path) => fastify.sitePages.pageHtml(path),
        ai: agentAi(fastify, name),
        log: log.child({ agent: name, run: run.id }),
        audit: async (action, target, detail) => {
          await recordFor(name, action, target, 'success', detail);
        },
      };
      const work = Promise.race([definition.run(context), aborted(controller.signal)])
        .then((result) => finish(run, { result }))
        .catch((error: unknown) => finish(run, { error: messageOf(controller.signal.aborted ? controller.signal.reason : error) }))
        .finally(() => {
          clearTimeout(limit);
          clearInterval(heartbeat);
          active.delete(controller);
        });
      active.set(controller, work);
      await work;
    }

    /** A manual run: takes its queued row, once (a job sent twice finds it taken). */
    async function claim(runId: number): Promise<RunRow | undefined> {
      const [run] = await db
        .update(agentRuns)
        .set({ status: 'running', startedAt: sql`now()`, heartbeatAt: sql`now()` })
        .where(and(eq(agentRuns.id, runId), eq(agentRuns.status, 'queued')))
        .returning();
      return run;
    }

    /** A scheduled run: nothing is recorded for a disabled agent, or while the agent has a run open. */
    async function startScheduled(name: AgentName): Promise<RunRow | undefined> {
      if (!(await isEnabled(name))) {
        log.info({ agent: name }, 'scheduled run skipped: the agent is disabled');
        return undefined;
      }
      try {
        const [run] = await db
          .insert(agentRuns)
          .values({ agentName: name, trigger: 'schedule', status: 'running', startedAt: sql`now()`, heartbeatAt: sql`now()` })
          .returning();
        if (!run) return undefined;
        await db
          .insert(agentConfigs)
          .values({ agentName: name, lastRun: run.requestedAt })
          .onConflictDoUpdate({ target: agentConfigs.agentName, set: { lastRun: run.requestedAt, updatedAt: sql`now()` } });
        return run;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        log.info({ agent: name }, 'scheduled run skipped: the agent has a run waiting or in progress');
        return undefined;
      }
    }

    async function handle(name: AgentName, job: PgBoss.Job<RunJob> | undefined): Promise<void> {
      if (!job || stopping) return;
      const run = job.data.runId === undefined ? await startScheduled(name) : await claim(job.data.runId);
      if (run) await execute(run);
    }

    /** Fails the runs of dead processes, and sends a job for runs queued on a server with the runner off. */
    async function sweepOnce(): Promise<void> {
      const dead = await db
        .update(agentRuns)
        .set({
          status: 'failed',
          finishedAt: sql`now()`,
          error: `The server process running it stopped before it finished (no sign of life for ${STALE_AFTER_SECONDS} s).`,
        })
        .where(
          and(
            eq(agentRuns.status, 'running'),
            sql`coalesce(${agentRuns.heartbeatAt}, ${agentRuns.startedAt}, ${agentRuns.requestedAt}) < now() - make_interval(secs => ${STALE_AFTER_SECONDS})`,
          ),
        )
        .returning();
      for (const run of dead) {
        await recordFor(run.agentName as AgentName, 'agent.run', `agent_run:${run.id}`, 'failure', run.error ?? '');
        log.warn({ agent: run.agentName, run: run.id }, 'a run left running by a stopped server was marked failed');
      }
      const waiting = await db
        .select({ id: agentRuns.id, agentName: agentRuns.agentName })
        .from(agentRuns)
        .where(and(eq(agentRuns.status, 'queued'), sql`${agentRuns.requestedAt} < now() - make_interval(secs => ${QUEUED_RESEND_AFTER_SECONDS})`));
      for (const run of waiting) await runner.dispatch({ id: run.id, agent_name: run.agentName as AgentName });
    }

    const sweep = () => {
      sweeping ??= sweepOnce()
        .catch((error: unknown) => log.error({ err: error }, 'the agent runs sweep failed'))
        .finally(() => {
          sweeping = undefined;
        });
      return sweeping;
    };

    const runner: AgentRunner = {
      definitions,
      async dispatch(run) {
        if (!boss || stopping) return;
        await boss.send(queueName(run.agent_name), { runId: run.id } satisfies RunJob);
        const worker = workers.get(run.agent_name);
        // Wakes this server's worker now instead of at its next poll.
        if (worker) boss.notifyWorker(worker);
      },
    };
    fastify.decorate('agentRunner', runner);
    if (!fastify.config.agentRunner) return;

    fastify.addHook('onReady', async () => {
      const started = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) }, schema: JOB_SCHEMA });
      started.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await database.withAdvisoryLock(QUEUE_SETUP_LOCK, async () => {
        await started.start();
        for (const name of AGENT_NAMES) {
          const definition = definitions.find((candidate) => candidate.name === name);
          const queue = queueName(name);
          // A run is never retried (a failed run is reported, and the next one starts afresh); the job expires a
          // minute after the run's own limit, by which the runner has failed the run itself.
          const settings = { name: queue, retryLimit: 0, expireInSeconds: Math.ceil((definition?.timeLimitMs ?? 60_000) / 1000) + 60 };
          if (await started.getQueue(queue)) await started.updateQueue(queue, settings);
          else await started.createQueue(queue, settings);
          if (definition?.schedule) await started.schedule(queue, scheduleCron(definition.schedule), {}, { tz: 'UTC' });
          else await started.unschedule(queue);
        }
        if (!(await started.getQueue(RETENTION_QUEUE))) await started.createQueue(RETENTION_QUEUE, { name: RETENTION_QUEUE, retryLimit: 1 });
        await started.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'UTC' });
      });
      boss = started;
      for (const name of AGENT_NAMES) {
        workers.set(name, await started.work<RunJob>(queueName(name), { batchSize: 1 }, ([job]) => handle(name, job)));
      }
      await started.work(RETENTION_QUEUE, { batchSize: 1 }, async () => {
        log.info({ deleted: await pruneOldRows(db) }, 'rows older than their retention pruned');
      });
      for (const definition of definitions.filter((candidate) => candidate.runAtStart)) {
        await started.send(queueName(definition.name), {}, { singletonKey: 'at-start', singletonSeconds: AT_START_WINDOW_SECONDS });
      }
      await sweep();
      sweepTimer = setInterval(sweep, SWEEP_EVERY_MS);
      sweepTimer.unref();
      log.info({ agents: definitions.map((definition) => definition.name) }, 'agent runner started');
    });

    fastify.addHook('preClose', async () => {
      stopping = true;
      clearInterval(sweepTimer);
      await sweeping;
      for (const controller of active.keys()) controller.abort(new Error('The server stopped during the run.'));
      await Promise.all(active.values());
      if (boss) {
        // pg-boss can hang when stopped in the same tick it started (tests start and stop quickly).
        await delay(50);
        await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      }
    });
  },
  { name: 'agent-runner', dependencies: ['db', 'audit', 'static', 'settings-repository', 'ai-provider', 'ai-ledger', 'metrics'] },
);
