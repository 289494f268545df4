import type { AgentName } from '@calchub/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../ai/provider.js';
import type { AppDatabase } from '../db/database.js';
import type { DraftBudget } from './calculator/draft-calculator.js';
import type { Schedule } from './schedule.js';

/** The AI an agent may use: the provider and monthly budget of AI explanations, under the operator's switch. */
export interface AgentAi {
  /** The configured provider, or undefined when the server has none. */
  readonly provider: AiProvider | undefined;
  /** Whether the operator has AI switched on (`ai_enabled`), read when asked. */
  enabled(): Promise<boolean>;
  /** The monthly budget, each call admitted under the agent's own usage key without the visitors' quota. */
  readonly budget: DraftBudget;
}

/** What a run is given: the database, the audit log under the agent's own name, and when to stop. */
export interface AgentContext {
  readonly db: AppDatabase;
  /** The run's id in `agent_runs`. */
  readonly runId: number;
  /** When this run started. */
  readonly startedAt: Date;
  /** When the agent's last successful run started; null if it never succeeded. Work since then is new. */
  readonly previousSuccessAt: Date | null;
  /** Aborted when the run passes its time limit or the server stops: stop at the next step. */
  readonly signal: AbortSignal;
  /** A built page's HTML as the site serves it (`/calculator/loan`), or undefined when there is none. */
  readonly pageHtml: (path: string) => string | undefined;
  /** The AI provider, the operator's switch and the monthly budget. */
  readonly ai: AgentAi;
  /** Writes an audit entry for a change the agent made, attributed to `agent:<name>`. */
  audit(action: string, target: string, detail: string): Promise<void>;
  readonly log: FastifyBaseLogger;
}

/** What a run made, in words with its counts (`Created 2 requests...`) and by name (`requests_created: 2`). */
export interface AgentResult {
  readonly summary: string;
  readonly counts: Readonly<Record<string, number>>;
}

/** One background agent as the runner knows it. */
export interface AgentDefinition {
  readonly name: AgentName;
  /** Does the agent's work once. A thrown error fails the run with its message. */
  run(context: AgentContext): Promise<AgentResult>;
  /** When it runs by itself; null: only with Run Now. */
  readonly schedule: Schedule | null;
  /** Also run when a server starts (once across servers starting together). */
  readonly runAtStart: boolean;
  /** The longest a run may take; past it the run is stopped and marked failed. */
  readonly timeLimitMs: number;
}
