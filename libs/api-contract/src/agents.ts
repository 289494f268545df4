import Type, { type Static } from 'typebox';
import { DateTime, NullableDateTime } from './common.js';

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
  /** What the run did or why it failed, in words. */
  summary: Type.Union([Type.String(), Type.Null()]),
});
export type AgentRun = Static<typeof AgentRun>;

/** An agent's config (enabled, last run) with its latest runs, newest first. */
export const AgentConfig = Type.Object({
  agent_name: AgentNameSchema,
  description: Type.String(),
  enabled: Type.Boolean(),
  /** When the agent was last asked to run; null if never. */
  last_run: NullableDateTime,
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
