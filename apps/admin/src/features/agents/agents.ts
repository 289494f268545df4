import type { AgentConfig, AgentName } from '../../api/admin-types.js';

export interface AgentDescription {
  /** The api's `agent_name`, also the title shown. */
  readonly name: AgentName;
  readonly description: string;
}

/**
 * What each of the four background agents does, in the order the dashboard shows them. The contract's
 * `AGENT_DESCRIPTIONS` says the same; it is restated because the contract's runtime values would bring its schema
 * library into the browser bundle, and the `Record` type fails to compile if the contract gains an agent.
 */
const DESCRIPTIONS: Readonly<Record<AgentName, string>> = {
  'SEO Agent': 'Discovers keywords and makes SEO proposals.',
  'Calculator Agent': 'Creates new calculator formulas and components.',
  'Validation Agent': 'Tests calculator accuracy.',
  'Runtime Agent': 'Monitors user requests and logs new needs.',
};

const AGENTS: readonly AgentDescription[] = (Object.keys(DESCRIPTIONS) as AgentName[]).map((name) => ({
  name,
  description: DESCRIPTIONS[name],
}));

export interface AgentView extends AgentDescription {
  readonly enabled: boolean;
  readonly config: AgentConfig | undefined;
}

/**
 * Every agent with its config; a missing config counts as enabled (an agent is on until switched off). The server's description wins.
 * @param configs - the api's agent configs
 * @returns one entry per agent, in the dashboard's order
 * @example
 * agentViews([{ agent_name: 'SEO Agent', enabled: false, ... }]).map((a) => a.enabled); // [false, true, true, true]
 */
export function agentViews(configs: readonly AgentConfig[]): AgentView[] {
  return AGENTS.map((agent) => {
    const config = configs.find((candidate) => candidate.agent_name === agent.name);
    return { name: agent.name, description: config?.description || agent.description, config, enabled: config?.enabled ?? true };
  });
}
