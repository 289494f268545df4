import {
  AGENT_DESCRIPTIONS,
  AGENT_NAMES,
  type AgentConfig,
  type AgentName,
  type AgentRun,
  type AgentRunPage,
  type AgentRunStatus,
} from '@calchub/api-contract';
import { count, desc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AgentDefinition } from '../../agents/agent.js';
import { describeSchedule, nextScheduledRun, scheduleCron } from '../../agents/schedule.js';
import { agentConfigs, agentRuns } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { HttpError } from '../../http-error.js';

/** How many runs per agent the configs list shows. */
const RECENT_RUNS = 5;
/** The time limit shown for an agent that has no work yet (its runs fail at once). */
const DEFAULT_TIME_LIMIT_MS = 60_000;

/** The four agents' configs and runs. The agents' work itself is done by the runner (agent-runner.ts). */
export interface AgentsRepository {
  /** The four agents in the dashboard's order (`AGENT_NAMES`); a missing config counts as enabled. */
  listConfigs(): Promise<AgentConfig[]>;
  setEnabled(agentName: AgentName, enabled: boolean): Promise<AgentConfig>;
  /** Queues a manual run; 409 when the agent is disabled or already has a run waiting or in progress. */
  requestRun(agentName: AgentName): Promise<AgentRun>;
  /** One page of an agent's runs, newest first. */
  runs(agentName: AgentName, page: number, pageSize: number): Promise<AgentRunPage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    agents: AgentsRepository;
  }
}

type RunRow = typeof agentRuns.$inferSelect;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function toRun(row: RunRow): AgentRun {
  return {
    id: row.id,
    agent_name: row.agentName as AgentName,
    status: row.status as AgentRunStatus,
    trigger: row.trigger as AgentRun['trigger'],
    requested_at: row.requestedAt.toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    duration_ms: row.startedAt && row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
    summary: row.summary,
    counts: row.counts ?? null,
    error: row.error,
  };
}

/** An agent's schedule as the operator reads it, with its next start. */
function scheduleOf(definition: AgentDefinition | undefined, now: Date): AgentConfig['schedule'] {
  if (!definition?.schedule) return null;
  return {
    description: `${describeSchedule(definition.schedule)}${definition.runAtStart ? ', and when a server starts' : ''}`,
    cron: scheduleCron(definition.schedule),
    next_run_at: nextScheduledRun(definition.schedule, now).toISOString(),
  };
}


/** `fastify.agents`: agent configs, toggles and run requests. */
export default fp(
  async (fastify) => {
    const { db } = fastify;
    const { definitions } = fastify.agentRunner;

    async function listConfigs(): Promise<AgentConfig[]> {
      const ranked = db
        .select({
          ...getTableColumns(agentRuns),
          position: sql<number>`row_number() OVER (PARTITION BY ${agentRuns.agentName} ORDER BY ${agentRuns.requestedAt} DESC, ${agentRuns.id} DESC)`.as(
            'position',
          ),
        })
        .from(agentRuns)
        .as('ranked');
      const [configs, runRows] = await Promise.all([
        db.select().from(agentConfigs),
        db.select().from(ranked).where(lte(ranked.position, RECENT_RUNS)).orderBy(desc(ranked.requestedAt), desc(ranked.id)),
      ]);
      const now = new Date();
      return AGENT_NAMES.map((name) => {
        const config = configs.find((row) => row.agentName === name);
        const definition = definitions.find((candidate) => candidate.name === name);
        return {
          agent_name: name,
          description: AGENT_DESCRIPTIONS[name],
          enabled: config?.enabled ?? true,
          last_run: iso(config?.lastRun ?? null),
          schedule: scheduleOf(definition, now),
          time_limit_seconds: Math.round((definition?.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS) / 1000),
          recent_runs: runRows.filter((row) => row.agentName === name).map(toRun),
        };
      });
    }

    const repository: AgentsRepository = {
      listConfigs,
      async setEnabled(agentName, enabled) {
        await db
          .insert(agentConfigs)
          .values({ agentName, enabled })
          .onConflictDoUpdate({ target: agentConfigs.agentName, set: { enabled, updatedAt: sql`now()` } });
        const configs = await listConfigs();
        return configs.find((config) => config.agent_name === agentName) as AgentConfig;
      },
      async requestRun(agentName) {
        const [config] = await db.select({ enabled: agentConfigs.enabled }).from(agentConfigs).where(eq(agentConfigs.agentName, agentName));
        if (config && !config.enabled) throw new HttpError(409, `${agentName} is disabled. Enable it before running it.`, 'agentName');
        try {
          return await db.transaction(async (tx) => {
            const [run] = await tx.insert(agentRuns).values({ agentName, trigger: 'manual' }).returning();
            if (!run) throw new Error('the run was not stored');
            await tx
              .insert(agentConfigs)
              .values({ agentName, lastRun: run.requestedAt })
              .onConflictDoUpdate({ target: agentConfigs.agentName, set: { lastRun: run.requestedAt, updatedAt: sql`now()` } });
            return toRun(run);
          });
        } catch (error) {
          // The partial unique index allows one queued or running run per agent.
          if (isUniqueViolation(error)) throw new HttpError(409, `${agentName} already has a run waiting or in progress.`, 'agentName');
          throw error;
        }
      },
      async runs(agentName, page, pageSize) {
        const [rows, totals] = await Promise.all([
          db
            .select()
            .from(agentRuns)
            .where(eq(agentRuns.agentName, agentName))
            .orderBy(desc(agentRuns.requestedAt), desc(agentRuns.id))
            .limit(pageSize)
            .offset((page - 1) * pageSize),
          db.select({ total: count() }).from(agentRuns).where(eq(agentRuns.agentName, agentName)),
        ]);
        return { runs: rows.map(toRun), page, page_size: pageSize, total: totals[0]?.total ?? 0 };
      },
    };
    fastify.decorate('agents', repository);
  },
  { name: 'agents-repository', dependencies: ['db', 'agent-runner'] },
);
