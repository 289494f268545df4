import type { AgentName } from '@calchub/api-contract';
import { agentAi } from '../agents/agent-ai.js';
import type { AgentContext } from '../agents/agent.js';
import type { TestApp } from './harness.js';

/**
 * A run's context as the runner gives it, on a test's app and database: the app's AI, its audit log under
 * `agent:<name>`, no built pages; `overrides` replace any part (a start time, an aborted signal).
 */
export function agentContext(test: TestApp, name: AgentName, overrides: Partial<AgentContext> = {}): AgentContext {
  return {
    db: test.db,
    runId: 1,
    startedAt: new Date(),
    previousSuccessAt: null,
    signal: new AbortController().signal,
    pageHtml: () => undefined,
    ai: agentAi(test.app, name),
    log: test.app.log,
    audit: async (action, target, detail) => {
      await test.app.audit.record({ address: `agent:${name}`, action, target, outcome: 'success', detail });
    },
    ...overrides,
  };
}
