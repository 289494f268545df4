import type { AgentConfig } from '../../api/admin-types.js';

export interface AgentDescription {
  /** The api's `agent_name`. */
  readonly name: string;
  readonly title: string;
  readonly description: string;
}

/** The four background agents and what each does (spec §3), in the order the dashboard shows them. */
export const AGENTS: readonly AgentDescription[] = [
  { name: 'seo', title: 'SEO Agent', description: 'Discovers keywords and makes SEO proposals.' },
  { name: 'calculator', title: 'Calculator Agent', description: 'Creates new calculator formulas and components.' },
  { name: 'validation', title: 'Validation Agent', description: 'Tests calculator accuracy.' },
  { name: 'runtime', title: 'Runtime Agent', description: 'Monitors user requests and logs new needs.' },
];

export interface AgentView extends AgentDescription {
  readonly enabled: boolean;
  readonly config: AgentConfig | undefined;
}

/**
 * Every known agent with its config, plus any agent the server reports that this table does not know.
 * A missing config counts as enabled (spec §4).
 * @param configs - the api's agent configs
 * @returns one entry per agent
 * @example
 * agentViews([{ agent_name: 'seo', enabled: false, last_run: null }]).map((a) => a.enabled); // [false, true, true, true]
 */
export function agentViews(configs: readonly AgentConfig[]): AgentView[] {
  const known = AGENTS.map((agent) => {
    const config = configs.find((candidate) => candidate.agent_name === agent.name);
    return { ...agent, config, enabled: config?.enabled ?? true };
  });
  const unknown = configs
    .filter((config) => !AGENTS.some((agent) => agent.name === config.agent_name))
    .map((config) => ({ name: config.agent_name, title: config.agent_name, description: '', config, enabled: config.enabled }));
  return [...known, ...unknown];
}
