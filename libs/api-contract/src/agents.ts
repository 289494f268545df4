import Type, { type Static } from 'typebox';
import { DateTime, NullableDateTime, pagingFields } from './common.js';

/** The four background agents, in the order the dashboard lists them. */
export const AGENT_NAMES = ['SEO Agent', 'Calculator Agent', 'Validation Agent', 'Runtime Agent'] as const;
export type AgentName = (typeof AGENT_NAMES)[number];

/** What each agent is for, in one sentence the dashboard shows under its name. */
export const AGENT_DESCRIPTIONS: Readonly<Record<AgentName, string>> = {
  'SEO Agent': 'Discovers keywords and makes SEO proposals.',
  'Calculator Agent': 'Creates new calculator formulas and components.',
  'Validation Agent': 'Tests calculator accuracy.',
  'Runtime Agent': 'Monitors user requests and logs new needs.',
};

export const AgentNameSchema = Type.Union(
  [Type.Literal('SEO Agent'), Type.Literal('Calculator Agent'), Type.Literal('Validation Agent'), Type.Literal('Runtime Agent')],
  { errorMessage: `agentName must be one of ${AGENT_NAMES.join(', ')}.` },
);

/** `queued` until an agent worker picks the run up. */
export const AgentRunStatus = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('succeeded'),
  Type.Literal('failed'),
]);
export type AgentRunStatus = Static<typeof AgentRunStatus>;

/** One run of a background agent. */
export const AgentRun = Type.Object({
  id: Type.Integer(),
  agent_name: AgentNameSchema,
  status: AgentRunStatus,
  /** `manual`: Run Now in the admin; `schedule`: started by the server. */
  trigger: Type.Union([Type.Literal('manual'), Type.Literal('schedule')]),
  requested_at: DateTime,
  started_at: NullableDateTime,
  finished_at: NullableDateTime,
  /** From start to finish in milliseconds; null until the run ends. */
  duration_ms: Type.Union([Type.Integer(), Type.Null()]),
  /** What the run did, in words with its counts. */
  summary: Type.Union([Type.String(), Type.Null()]),
  /** What it did, by name (`requests_created: 2`); null until it succeeds. */
  counts: Type.Union([Type.Record(Type.String(), Type.Integer()), Type.Null()]),
  /** Why a failed run failed: its error, its time limit, or the server process that stopped. */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type AgentRun = Static<typeof AgentRun>;

/** When an agent runs by itself: null when it has no schedule (it runs only with Run Now). */
export const AgentSchedule = Type.Union([
  Type.Object({
    /** In words, e.g. `Every hour, at minute 0 (UTC)`. */
    description: Type.String(),
    /** The same as a cron expression, e.g. `0 * * * *`. */
    cron: Type.String(),
    /** The next scheduled start (a disabled agent skips it). */
    next_run_at: DateTime,
  }),
  Type.Null(),
]);
export type AgentSchedule = Static<typeof AgentSchedule>;

/** An agent's config (enabled, last run) with its latest runs, newest first. */
export const AgentConfig = Type.Object({
  agent_name: AgentNameSchema,
  description: Type.String(),
  enabled: Type.Boolean(),
  /** When the agent was last asked to run; null if never. */
  last_run: NullableDateTime,
  schedule: AgentSchedule,
  /** The longest a run may take before it is stopped and marked failed. */
  time_limit_seconds: Type.Integer(),
  recent_runs: Type.Array(AgentRun),
});
export type AgentConfig = Static<typeof AgentConfig>;
export const AgentConfigList = Type.Array(AgentConfig);
export type AgentConfigList = Static<typeof AgentConfigList>;

/** `PUT /api/admin/agents/toggle`. */
export const AgentToggleBody = Type.Object(
  { agentName: AgentNameSchema, enabled: Type.Boolean({ errorMessage: 'enabled must be true or false.' }) },
  { additionalProperties: false },
);
export type AgentToggleBody = Static<typeof AgentToggleBody>;

/** `POST /api/admin/agents/run`. */
export const AgentRunBody = Type.Object({ agentName: AgentNameSchema }, { additionalProperties: false });
export type AgentRunBody = Static<typeof AgentRunBody>;

const AGENT_RUNS_PAGE_SIZE_MAX = 100;
export const AGENT_RUNS_PAGE_SIZE_DEFAULT = 20;

/** `GET /api/admin/agents/runs?agentName=...&page=1&page_size=20`: one agent's run history, newest first. */
export const AgentRunsQuery = Type.Object({ agentName: AgentNameSchema, ...pagingFields(AGENT_RUNS_PAGE_SIZE_MAX) }, { additionalProperties: false });
export type AgentRunsQuery = Static<typeof AgentRunsQuery>;

export const AgentRunPage = Type.Object({
  runs: Type.Array(AgentRun),
  /** 1-based. */
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
});
export type AgentRunPage = Static<typeof AgentRunPage>;
