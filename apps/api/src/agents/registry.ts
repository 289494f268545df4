import type { AgentDefinition } from './agent.js';
import { calculatorAgent } from './calculator/calculator-agent.js';
import { runtimeAgent } from './runtime/runtime-agent.js';
import { seoAgent } from './seo/seo-agent.js';
import { validationAgent } from './validation/validation-agent.js';

/**
 * Every agent the runner knows, one module per agent in its own folder (`runtime/runtime-agent.ts`). To add one:
 * write its `run(context)` returning `{ summary, counts }` in `src/agents/<agent>/`, export an `AgentDefinition`
 * with its name (one of AGENT_NAMES), schedule, whether it also runs at start, and time limit, and list it here.
 * An agent named in AGENT_NAMES but not listed has no schedule, and its Run Now fails saying it has no work yet.
 */
export const AGENTS: readonly AgentDefinition[] = [runtimeAgent, seoAgent, validationAgent, calculatorAgent];
