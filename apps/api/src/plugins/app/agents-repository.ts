import {
  AGENT_DESCRIPTIONS,
  AGENT_NAMES,
  type AgentConfig,
  type AgentName,
  type AgentRun,
  type AgentRunStatus,
} from '@calchub/api-contract';
import { desc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { agentConfigs, agentRuns } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';

/** How many runs per agent the configs list shows. */
const RECENT_RUNS = 5;

/** The four agents' configs and runs. The agents' work itself is done by a worker, not here. */
export interface AgentsRepository {
  /** The four agents in the dashboard's order (`AGENT_NAMES`); a missing config counts as enabled. */
  listConfigs(): Promise<AgentConfig[]>;
  setEnabled(agentName: AgentName, enabled: boolean): Promise<AgentConfig>;
  /** Queues a manual run; 409 when the agent is disabled or already has a run waiting or in progress. */
  requestRun(agentName: AgentName): Promise<AgentRun>;
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
    summary: row.summary,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** `fastify.agents`: agent configs, toggles and run requests. */
export default fp(
  async (fastify) => {
    const { db } = fastify;

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
      return AGENT_NAMES.map((name) => {
        const config = configs.find((row) => row.agentName === name);
        return {
          agent_name: name,
          description: AGENT_DESCRIPTIONS[name],
          enabled: config?.enabled ?? true,
          last_run: iso(config?.lastRun ?? null),
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
    };
    fastify.decorate('agents', repository);
  },
  { name: 'agents-repository', dependencies: ['db'] },
);
